/**
 * A page whose code cannot be downloaded, in Chromium: after a deploy replaced the chunks (answered
 * 404 here) or with the connection gone. The layout stays, the page says what happened and how to
 * go on, Back works, and the page opens once its code can be had again.
 */
import type { Page, Request } from 'playwright-core';
import { messages } from '../shared/messages';
import { hydrated, openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(60_000);

const e2e = useStoreAndBrowser();

/** The footer hydrates once about to be seen, with its own chunk. */
async function footerHydrated(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await hydrated(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }));
}

test('a deploy replaced the chunks: the layout stays with "a new version" and Reload; Back works; the page opens later', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Best Sellers' }).waitFor();
  await footerHydrated(page);
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
  await footerHydrated(page);
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

test("the footer's code cannot be had when it is scrolled to: the server's footer stays, its links open pages, and it hydrates once its code comes", async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await page.route('**/footer.*.chunk.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  // The page's clock is Playwright's, running as a real one until run ahead below.
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Best Sellers' }).waitFor();
  const isFooterCode = (request: Request) => request.url().includes('/footer.');
  const footerAsks: Request[] = [];
  page.on('request', (request) => {
    if (isFooterCode(request)) footerAsks.push(request);
  });
  const footerAsked = page.waitForRequest(isFooterCode);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await footerAsked;
  // The later event: the footer asks for its code again, its first retry (5 s on, the page's
  // clock run ahead a second at a time until then). A part whose failure showed would have left
  // nothing in the footer's place before that.
  for (let ran = 0; footerAsks.length < 2 && ran < 60_000; ran += 1000) await page.clock.runFor(1000);
  expect(footerAsks).toHaveLength(2);
  // Still the server's footer, links and all.
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await privacy.waitFor();
  expect(await privacy.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(
    false,
  );

  // The code comes back: the next try (on reconnecting, here) hydrates it.
  await page.unroute('**/footer.*.chunk.js');
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await hydrated(privacy);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click();
  await page.getByText(/^Showing 1–\d+ of \d+ books$/).waitFor();
  expect(pageErrors).toEqual([]);
});
