/**
 * A page whose code cannot be downloaded, in Chromium: after a deploy replaced the chunks (answered
 * 404 here) or with the connection gone. The layout stays, the page says what happened and how to
 * go on, Back works, and the page opens once its code can be had again.
 */
import { messages } from '../shared/messages';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(60_000);

const e2e = useStoreAndBrowser();

test('a deploy replaced the chunks: the layout stays with "a new version" and Reload; Back works; the page opens later', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Best Sellers' }).waitFor();
  await page.route('**/*.chunk.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: messages.newVersionAvailable });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Reload' }).waitFor();
  // The header and the footer are still there.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
  await page.getByRole('contentinfo').waitFor();

  await page.goBack();
  await page.getByRole('heading', { name: 'Best Sellers' }).waitFor();
  expect(await alert.count()).toBe(0);

  // The chunks are back (the server kept them): the same link now opens the shop.
  await page.unroute('**/*.chunk.js');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click();
  await page.getByText(/^Showing 1–\d+ of \d+ books$/).waitFor();
  expect(pageErrors).toEqual([]);
});

test('offline: the page says so, and opens by itself when the connection is back', async () => {
  const { page } = await openPage(e2e.browser, e2e.store.baseURL);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Best Sellers' }).waitFor();
  await page.context().setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Author Program', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: messages.pageOffline });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Try again' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

  await page.context().setOffline(false);
  await page.getByRole('heading', { level: 1, name: /Author Program/ }).waitFor();
  expect(await alert.count()).toBe(0);
});
