/**
 * The shop grid in Chromium against the real store: a card knows where its book stands (View Cart
 * once added, a filled heart once wishlisted), and a list that failed while the store was down
 * heals by itself once the store is back, without a reload.
 */
import type { Page } from 'playwright-core';
import { messages } from '../shared/messages';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(120_000);

const e2e = useStoreAndBrowser();

const shopStatus = (page: Page) => page.getByText(/^Showing 1–\d+ of \d+ books?$/);
const cards = (page: Page) => page.getByRole('list', { name: 'Books' }).getByRole('article');

test('a card in the shop grid says View Cart once its book is added, and shows a filled heart once wishlisted', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, { width: 390, height: 844 });
  const shopper = newShopper();
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  await page.goto('/shop');
  await shopStatus(page).waitFor();

  const card = cards(page).nth(1);
  const title = await card.getByRole('heading', { level: 3 }).innerText();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('#notistack-snackbar').filter({ hasText: messages.addedToCart }).first().waitFor();
  // The same card now leads to the cart instead of offering the book a second time.
  await card.getByRole('link', { name: 'View Cart' }).waitFor();
  expect(await card.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);

  await card.getByRole('button', { name: `Add ${title} to wishlist` }).click();
  const filledHeart = card.getByRole('link', { name: `${title} is in your wishlist: view wishlist` });
  await filledHeart.waitFor();

  // A card far down the grid, adopted by the page only as it comes near: its first tap counts.
  const last = cards(page).last();
  await last.getByRole('button', { name: 'Add to cart' }).click();
  await last.getByRole('link', { name: 'View Cart' }).waitFor();

  // Both states come from the server: a reload shows them again. (The reload keeps the scroll
  // position at the last card, so the second one is adopted, and updated, as it comes back into view.)
  await page.reload();
  await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
  await cards(page).nth(1).scrollIntoViewIfNeeded();
  await cards(page).nth(1).getByRole('link', { name: 'View Cart' }).waitFor();
  await filledHeart.click();
  await page.waitForURL('**/wishlist');
  await page.getByText(title, { exact: true }).first().waitFor();
  expect(pageErrors).toEqual([]);
});

test('the store goes down while a shopper filters: the list says so with Retry, and heals by itself once the store is back', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await page.goto('/shop');
  await shopStatus(page).waitFor();
  const genre = page.getByRole('checkbox', { name: /^Fantasy \(\d+\)$/ });
  const genreCount = /\((\d+)\)/.exec((await page.getByText(/^Fantasy \(\d+\)$/).textContent())!)![1];

  await e2e.store.stop();
  await genre.check();
  const failure = page.getByRole('alert').filter({ hasText: messages.genericError });
  await failure.waitFor();
  await failure.getByRole('button', { name: 'Retry' }).waitFor();
  // The layout stays: the header is still there.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

  await e2e.store.restart();
  // No tap and no reload: the list asks again by itself (back-off, focus, back online).
  await page.getByText(`of ${genreCount} books`).waitFor({ timeout: 30_000 });
  expect(await failure.count()).toBe(0);
  for (const card of await cards(page).all()) await card.getByText('Fantasy', { exact: true }).waitFor();
  expect(pageErrors).toEqual([]);
});
