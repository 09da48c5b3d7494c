/**
 * Ways to buy that used to be dead ends, in the real store and Chromium: the end of a book's
 * preview offers the book (Buy now lands in the cart with it), and a visitor's Add to cart leads
 * through Log in back to the book's page, with the book then in the cart.
 */
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import type { AllBooksResponse, ShopBook } from '../shared/contract/catalog.contract';
import { messages } from '../shared/messages';
import { loginThroughPage, newShopper, registerThroughPage, type TestShopper } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { drawnPixels } from './support/reader';

jest.setTimeout(180_000);

const e2e = useStoreAndBrowser();

/** One of the newest English books (PDFs among them, as these journeys read; the Hindi ones are EPUBs). */
async function someBook(index: number): Promise<ShopBook> {
  const response = await fetch(`${e2e.store.baseURL}${apiPaths.getAllBooks}?PageSize=${index + 1}&Languages=en`);
  return ((await response.json()) as AllBooksResponse).BooksList[index]!;
}

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text }).first();

/** Opens the book's preview and types its last page into the page box; answers the offer there. */
async function readPreviewToTheEnd(page: Page, book: ShopBook) {
  await page.goto(`/read/${book.Id}?preview=1`);
  expect(await drawnPixels(page, 1)).toBeGreaterThan(500);
  const status = page.getByRole('status').filter({ hasText: /^Page 1 of \d+ \(preview\)$/ });
  const numPages = Number(/of (\d+)/.exec(await status.innerText())![1]);
  const offer = page.getByRole('region', { name: 'End of the preview' });
  expect(await offer.count()).toBe(0);
  const pageBox = page.getByRole('textbox', { name: 'Page' });
  await pageBox.fill(String(numPages));
  await pageBox.press('Enter');
  expect(await drawnPixels(page, numPages)).toBeGreaterThan(500);
  await offer.waitFor();
  return offer;
}

/** The cart page lists the book. */
async function expectInCart(page: Page, book: ShopBook): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
  await page.getByText(book.BookName, { exact: true }).first().waitFor();
}

async function registered(page: Page): Promise<TestShopper> {
  const shopper = newShopper();
  await registerThroughPage(page, shopper);
  return shopper;
}

test("the end of a preview offers the book, in view without scrolling, and a shopper's Buy now lands in the cart with it", async () => {
  const book = await someBook(2);
  const visitor = await openPage(e2e.browser, e2e.store.baseURL);
  const offer = await readPreviewToTheEnd(visitor.page, book);
  await offer.getByRole('button', { name: 'Buy now' }).waitFor();
  await offer.getByRole('button', { name: 'Add to cart' }).waitFor();
  // It sticks to the bottom of the window, so the last page does not hide it below the fold.
  const box = (await offer.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(800 + 1);
  expect(box.y).toBeGreaterThan(0);
  expect(visitor.pageErrors).toEqual([]);
  await visitor.page.context().close();

  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, { width: 390, height: 844 });
  const shopper = await registered(page);
  await loginThroughPage(page, shopper);
  const shopperOffer = await readPreviewToTheEnd(page, book);
  // A click waits until the button is enabled: once the checks say the book can be added.
  await shopperOffer.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL('**/cart');
  await expectInCart(page, book);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("a visitor's Add to cart leads through Log in back to the book's page, with the book in the cart", async () => {
  const book = await someBook(3);
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  const shopper = await registered(page);

  await page.goto(`/product/${book.Id}`);
  await page.getByRole('heading', { level: 1, name: book.BookName, exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await toast(page, messages.loginToAddToCart).waitFor();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('returnTo') === `/product/${book.Id}`,
  );

  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await toast(page, messages.loggedIn).waitFor();
  await page.waitForURL((url) => url.pathname === `/product/${book.Id}`, { timeout: 10_000 });
  await toast(page, messages.addedToCart).waitFor();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await expectInCart(page, book);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});
