/**
 * Coupon codes as their people meet them (issue 36, decision 048), against the real store in
 * Chromium: an admin creates a code on the Coupons page; a shopper applies it in the cart, sees
 * each line and the total discounted, pays in the sandbox, and My Orders shows the discount and
 * the total paid. With E2E_SCREENSHOTS=<dir>, the cart with the coupon and the Coupons page at
 * 1366 and 390 px.
 */
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME } from '../shared/constants';
import type { AllBooksResponse, ShopBook } from '../shared/contract/catalog.contract';
import { applyCoupon } from '../shared/coupon-arithmetic';
import { couponTexts } from '../shared/coupon-texts';
import { messages } from '../shared/messages';
import { discountedPaiseOf, formatRupees, paiseToAmountString } from '../shared/money';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { shot } from './support/screenshots';

jest.setTimeout(180_000);

const admin = { email: 'coupon-admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
const CODE = 'WELCOME10';

/** Two books on sale (a free book has nothing to discount). */
async function twoPaidBooks(): Promise<ShopBook[]> {
  const response = await fetch(`${e2e.store.baseURL}${apiPaths.getAllBooks}?PageSize=12`);
  return ((await response.json()) as AllBooksResponse).BooksList.filter((book) => discountedPaiseOf(book) > 0).slice(
    0,
    2,
  );
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('#notistack-snackbar').filter({ hasText: text }).first().waitFor();
}

test('an admin creates a code; a shopper applies it in the cart, pays the discounted total, and My Orders shows it', async () => {
  const books = await twoPaidBooks();
  expect(books).toHaveLength(2);
  // What the server will charge: 10 % off each line, by the shared arithmetic.
  const pricing = applyCoupon(
    books.map((book) => ({ bookId: Number(book.Id), pricePaise: discountedPaiseOf(book), eligible: true })),
    { kind: 'percent', percentBp: 1000 },
  );

  // The admin creates WELCOME10 on the Coupons page.
  const adminSession = await openPage(e2e.browser, e2e.store.baseURL);
  const adminPage = adminSession.page;
  await loginThroughPage(adminPage, admin);
  await adminPage.goto('/admin/coupons');
  await adminPage.getByText(couponTexts.empty).waitFor();
  await adminPage.getByRole('button', { name: couponTexts.newCoupon }).click();
  const dialog = adminPage.getByRole('dialog', { name: couponTexts.newCoupon });
  await dialog.getByRole('textbox', { name: couponTexts.code }).fill(CODE);
  await dialog.getByRole('radio', { name: couponTexts.percentOff }).check();
  await dialog.getByRole('textbox', { name: couponTexts.value }).fill('10');
  await dialog.getByRole('textbox', { name: couponTexts.maxUses }).fill('100');
  await dialog.getByRole('textbox', { name: couponTexts.maxUsesPerUser }).fill('1');
  await dialog.getByLabel(`${couponTexts.validUntil} (IST)`).fill('2099-12-31T23:59');
  await shot(adminPage, 'coupons-dialog');
  await dialog.getByRole('button', { name: couponTexts.save }).click();
  await toast(adminPage, couponTexts.saved);
  await adminPage
    .getByRole('table', { name: couponTexts.title })
    .getByRole('cell', { name: CODE, exact: true })
    .waitFor();
  expect(adminSession.pageErrors).toEqual([]);

  // The shopper fills the cart and applies the code.
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  for (const book of books) {
    await page.goto(`/product/${book.Id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await toast(page, messages.addedToCart);
  }
  await page.goto('/cart');
  const field = page.getByRole('textbox', { name: couponTexts.field });
  await field.fill('nosuchcode');
  await field.press('Enter');
  await page.getByRole('alert').filter({ hasText: couponTexts.unknown }).waitFor();

  await field.fill(CODE.toLowerCase());
  await field.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: couponTexts.applied(CODE) })
    .waitFor();
  const total = page.getByText(/^Total:/);
  await expect(total.textContent()).resolves.toBe(`Total: ${formatRupees(pricing.totalPaise)}`);
  const couponRow = page.getByText(`${couponTexts.discountRow(CODE)}:`).locator('..');
  await expect(couponRow.textContent()).resolves.toContain(couponTexts.minus(formatRupees(pricing.discountPaise)));
  const firstRow = page.getByRole('main').getByRole('listitem').filter({ hasText: books[0]!.BookName });
  await firstRow
    .locator('del')
    .filter({ hasText: formatRupees(pricing.lines[0]!.pricePaise) })
    .waitFor();
  await firstRow.getByText(`${couponTexts.withCoupon} ${formatRupees(pricing.lines[0]!.paidPaise)}`).waitFor();
  await shot(page, 'coupons-cart');

  // Paid in the sandbox, for the discounted total.
  await page.getByRole('button', { name: 'Checkout' }).click();
  const sandbox = page.getByRole('dialog', { name: PRODUCT_NAME });
  await sandbox.waitFor();
  const amount = await sandbox.locator('.srzp-amount').textContent();
  expect(amount?.replace(/[^\d.]/g, '')).toBe(paiseToAmountString(pricing.totalPaise));
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order Successful' }).waitFor();

  // My Orders: the coupon, and the total paid.
  await page.goto('/orders');
  const order = page.getByRole('listitem', { name: /^Order #\d+$/ }).first();
  await order.getByText(`${couponTexts.discountRow(CODE)}:`).waitFor();
  await expect(order.textContent()).resolves.toContain(couponTexts.minus(formatRupees(pricing.discountPaise)));
  await expect(order.getByText('Total', { exact: true }).locator('..').textContent()).resolves.toBe(
    `Total${formatRupees(pricing.totalPaise)}`,
  );
  await shot(page, 'coupons-my-orders');
  expect(pageErrors).toEqual([]);

  // The admin's list counts the use.
  await adminPage.reload();
  await adminPage.getByRole('row').filter({ hasText: CODE }).getByText('1 / 100').waitFor();
  await shot(adminPage, 'coupons-admin');
});
