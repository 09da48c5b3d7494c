/**
 * The library and the reader in the real browser: buy a book in the sandbox, open it from My
 * Library, see page 1 drawn by pdf.js (pixels on the canvas, text in the text layer), read on to
 * page 3, and find page 3 again from another browser. Also the public preview and a stranger.
 */
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME } from '../shared/constants';
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

async function textLayerText(page: Page): Promise<string> {
  const layer = page.locator('[data-testid="pdf-page"] .textLayer');
  await layer.locator('span').first().waitFor();
  return (await layer.innerText()).replace(/\s+/g, ' ').trim();
}

async function buyInSandbox(page: Page, book: ShopBook): Promise<void> {
  await page.goto(`/product/${book.Id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('#notistack-snackbar').filter({ hasText: messages.addedToCart }).first().waitFor();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  const sandbox = page.getByRole('dialog', { name: PRODUCT_NAME });
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
}

async function registeredShopper(page: Page): Promise<TestShopper> {
  const shopper = newShopper();
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  return shopper;
}

test('a buyer reads the book from My Library, and finds the page again in another browser', async () => {
  const book = await someBook(0);
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  const shopper = await registeredShopper(page);
  await buyInSandbox(page, book);

  await page.getByRole('link', { name: 'Go to My Library' }).click();
  await page.getByRole('heading', { level: 1, name: 'My Library' }).waitFor();
  const card = page.getByRole('region', { name: 'All books' }).getByRole('listitem').filter({ hasText: book.BookName });
  await card.getByRole('link', { name: 'Read' }).click();
  await page.waitForURL(`**/read/${book.Id}`);

  expect(await drawnPixels(page, 1)).toBeGreaterThan(500);
  expect(await textLayerText(page)).toContain(book.AuthorName);
  await page
    .getByRole('status')
    .filter({ hasText: /^Page 1 of 12$/ })
    .waitFor();

  // Two page turns, one save: the page the reader settles on.
  const saved = page.waitForResponse(
    (response) => response.url().includes(apiPaths.saveReadingProgress) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.keyboard.press('ArrowRight');
  expect(await drawnPixels(page, 3)).toBeGreaterThan(500);
  const response = await saved;
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toEqual({ book_Id: book.Id, Page: 3 });
  expect(pageErrors).toEqual([]);

  // Another browser (a new context: no storage, no cache), logged in again.
  const other = await openPage(e2e.browser, e2e.store.baseURL, { width: 375, height: 740 });
  await loginThroughPage(other.page, shopper);
  await other.page.goto('/library');
  const continueRow = other.page.getByRole('region', { name: 'Continue reading' });
  await continueRow.getByText('Page 3 of 12').waitFor();
  await continueRow.getByRole('link', { name: 'Continue' }).click();
  expect(await drawnPixels(other.page, 3)).toBeGreaterThan(500);
  await other.page
    .getByRole('status')
    .filter({ hasText: /^Page 3 of 12$/ })
    .waitFor();
  await expect(other.page.getByRole('textbox', { name: 'Page' }).inputValue()).resolves.toBe('3');
  expect(other.pageErrors).toEqual([]);
  await other.page.context().close();
  await page.context().close();
});

test('a visitor reads the preview; a stranger is told the full book is not in their library', async () => {
  const book = await someBook(1);
  const visitor = await openPage(e2e.browser, e2e.store.baseURL);
  await visitor.page.goto(`/product/${book.Id}`);
  await visitor.page.getByRole('link', { name: 'Read preview' }).click();
  await visitor.page.waitForURL(`**/read/${book.Id}?preview=1`);
  expect(await drawnPixels(visitor.page, 1)).toBeGreaterThan(500);
  expect(await textLayerText(visitor.page)).toContain(book.AuthorName);
  await visitor.page
    .getByRole('status')
    .filter({ hasText: /^Page 1 of \d+ \(preview\)$/ })
    .waitFor();
  expect(visitor.pageErrors).toEqual([]);
  await visitor.page.context().close();

  const stranger = await openPage(e2e.browser, e2e.store.baseURL);
  await registeredShopper(stranger.page);
  await stranger.page.goto(`/read/${book.Id}`);
  const alert = stranger.page.getByRole('alert');
  await alert.getByRole('heading', { name: messages.readerNotInLibrary }).waitFor();
  await alert.getByRole('link', { name: 'Read preview' }).waitFor();
  // The offer is the end-of-preview one: Buy now, and Add to cart, which turns into View Cart.
  await alert.getByRole('button', { name: 'Buy now' }).waitFor();
  await alert.getByRole('button', { name: 'Add to cart' }).click();
  await stranger.page.locator('#notistack-snackbar').filter({ hasText: messages.addedToCart }).first().waitFor();
  await alert.getByRole('link', { name: 'View Cart' }).waitFor();
  expect(stranger.pageErrors).toEqual([]);
  await stranger.page.context().close();
});
