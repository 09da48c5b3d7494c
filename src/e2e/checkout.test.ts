/**
 * Cart, wishlist and checkout as a shopper does them, with the local Razorpay sandbox's own
 * checkout.js modal: fill the cart, move a wishlist book into it, pay, see 'Order Successful' and
 * an empty cart; then a failed payment that leaves the cart as it was; then Checkout closed with
 * Escape ('Payment not completed'), paid later from My Orders, one order throughout.
 */
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME } from '../shared/constants';
import type { AllBooksResponse, ShopBook } from '../shared/contract/catalog.contract';
import { messages } from '../shared/messages';
import { orderTexts } from '../shared/order-texts';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(120_000);

const e2e = useStoreAndBrowser();

async function someBooks(count: number): Promise<ShopBook[]> {
  const response = await fetch(`${e2e.store.baseURL}${apiPaths.getAllBooks}?PageSize=${count}`);
  return ((await response.json()) as AllBooksResponse).BooksList;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('#notistack-snackbar').filter({ hasText: text }).first().waitFor();
}

async function addToCartFromShop(page: Page, book: ShopBook): Promise<void> {
  await page.goto('/shop');
  await page
    .getByRole('article')
    .filter({ hasText: book.BookName })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expectToast(page, messages.addedToCart);
}

function cartRows(page: Page) {
  return page.getByRole('main').getByRole('listitem');
}

async function openSandboxCheckout(page: Page) {
  await page.getByRole('button', { name: 'Checkout' }).click();
  const sandbox = page.getByRole('dialog', { name: PRODUCT_NAME });
  await sandbox.waitFor();
  return sandbox;
}

test('a shopper fills the cart, moves a wishlist book into it, pays and sees the order succeed', async () => {
  const [first, second, third] = await someBooks(3);
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);

  await addToCartFromShop(page, first!);
  await addToCartFromShop(page, second!);
  await page.getByRole('link', { name: /^Cart.*2/ }).waitFor();

  await page.goto(`/product/${third!.Id}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expectToast(page, messages.addedToWishlist);

  await page.goto('/wishlist');
  await page.getByRole('heading', { name: 'My Wishlist' }).waitFor();
  await cartRows(page).filter({ hasText: third!.BookName }).getByRole('button', { name: 'Add to cart' }).click();
  await expectToast(page, messages.addedToCart);
  await page.getByText(messages.wishlistEmpty).waitFor();

  await page.goto('/cart');
  await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
  await expect(cartRows(page).count()).resolves.toBe(3);
  for (const book of [first!, second!, third!]) await cartRows(page).filter({ hasText: book.BookName }).waitFor();

  const sandbox = await openSandboxCheckout(page);
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
  await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
  await page.getByText(messages.cartEmpty).waitFor();

  // The bought book cannot go into the cart again.
  await page.goto(`/product/${first!.Id}`);
  await page
    .getByText('In your library')
    .or(page.getByRole('link', { name: /Read/ }))
    .first()
    .waitFor();
  expect(pageErrors).toEqual([]);
});

test('a failed payment leaves the cart as it was', async () => {
  const [book] = await someBooks(1);
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  await addToCartFromShop(page, book!);

  await page.goto('/cart');
  await cartRows(page).filter({ hasText: book!.BookName }).waitFor();
  const sandbox = await openSandboxCheckout(page);
  await sandbox.getByRole('button', { name: 'Fail' }).click();
  await sandbox.waitFor({ state: 'detached' });
  await page.locator('#notistack-snackbar').first().waitFor();

  await page.reload();
  await cartRows(page).filter({ hasText: book!.BookName }).waitFor();
  await expect(cartRows(page).count()).resolves.toBe(1);
  await expect(page.getByRole('heading', { name: 'Order Successful' }).count()).resolves.toBe(0);
  expect(pageErrors).toEqual([]);
});

test('Escape closes Checkout: Payment not completed, and Try again pays that same order from My Orders', async () => {
  const [, , , book] = await someBooks(4);
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, { width: 390, height: 844 });
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  await addToCartFromShop(page, book!);

  await page.goto('/cart');
  await cartRows(page).filter({ hasText: book!.BookName }).waitFor();
  await openSandboxCheckout(page);
  await page.keyboard.press('Escape');
  const notice = page.getByRole('alert').filter({ hasText: orderTexts.paymentNotCompletedTitle });
  await notice.waitFor();
  await expect(
    page.getByRole('button', { name: orderTexts.tryAgain }).evaluate((b) => b === document.activeElement),
  ).resolves.toBe(true);

  // My Orders: the order awaits payment until its expiry, with Pay now; closed again, then paid.
  await page.goto('/orders');
  const payNow = page.getByRole('button', { name: /^Pay now for order/ });
  await payNow.waitFor();
  await page.getByText(/^Pay by /).waitFor();
  await payNow.click();
  await page.getByRole('dialog', { name: PRODUCT_NAME }).waitFor();
  await page.keyboard.press('Escape');
  await notice.waitFor();
  await notice.getByRole('button', { name: orderTexts.tryAgain }).click();
  const sandbox = page.getByRole('dialog', { name: PRODUCT_NAME });
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
  await page.goto('/orders');
  await page.getByText('Paid', { exact: true }).waitFor();
  // One order only: Try again and Pay now paid the order checkout made.
  await expect(page.getByRole('listitem', { name: /^Order #/ }).count()).resolves.toBe(1);
  expect(pageErrors).toEqual([]);
});
