/**
 * Money in a real browser, against the real store (every sandbox webhook lost, so only the browser's
 * report can deliver the book within the test): the shopper pays, the report does not get through,
 * the page says "Payment received, confirming..."; after a reload the kept report is sent again and
 * the library has the book. Then an admin refunds one line in Orders: the shopper's My Orders shows
 * it refunded and the reader refuses the book.
 */
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME } from '../shared/constants';
import type { AllBooksResponse, ShopBook } from '../shared/contract/catalog.contract';
import { messages } from '../shared/messages';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { shot } from './support/screenshots';
import { apiMessages } from '../shared/api-messages';
import { expandFirstOrderOf } from './support/admin-orders';

jest.setTimeout(180_000);

const admin = { email: 'orders-admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SANDBOX_WEBHOOKS: 'off' });

/** The two newest English books, as this journey was written for (the Hindi EPUBs are newer). */
async function twoBooks(): Promise<ShopBook[]> {
  const response = await fetch(`${e2e.store.baseURL}${apiPaths.getAllBooks}?PageSize=2&Languages=en`);
  return ((await response.json()) as AllBooksResponse).BooksList;
}

async function addToCart(page: Page, book: ShopBook): Promise<void> {
  await page.goto(`/product/${book.Id}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.locator('#notistack-snackbar').filter({ hasText: messages.addedToCart }).first().waitFor();
}

test('a report that fails is kept and re-sent after a reload; an admin refunds a line and the shopper loses that book', async () => {
  const [kept, refunded] = await twoBooks();
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  await addToCart(page, kept!);
  await addToCart(page, refunded!);

  // The payment goes through at the provider, but its report never reaches the store.
  await page.route(`**${apiPaths.updateOrderStatus}`, (route) => route.abort('internetdisconnected'));
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  const sandbox = page.getByRole('dialog', { name: PRODUCT_NAME });
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await page.getByText(messages.paymentConfirming).first().waitFor();
  await shot(page, 'orders-confirming');

  // The connection is back; the shopper reloads. The kept report goes out and the books arrive.
  await page.unroute(`**${apiPaths.updateOrderStatus}`);
  await page.reload();
  await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
  await page.goto('/library');
  for (const book of [kept!, refunded!]) await page.getByText(book.BookName).first().waitFor();

  // An admin refunds one line.
  const adminSession = await openPage(e2e.browser, e2e.store.baseURL);
  const adminPage = adminSession.page;
  await loginThroughPage(adminPage, admin);
  await adminPage.goto('/admin/orders');
  await expandFirstOrderOf(adminPage, shopper.email);
  await adminPage.getByRole('button', { name: `Refund ${refunded!.BookName}` }).click();
  const confirm = adminPage.getByRole('dialog', { name: `Refund "${refunded!.BookName}"?` });
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await adminPage.locator('#notistack-snackbar').filter({ hasText: apiMessages.orderRefunded }).first().waitFor();
  await shot(adminPage, 'admin-orders-refunded');
  expect(adminSession.pageErrors).toEqual([]);

  // The shopper: My Orders says partly refunded, the line is marked, the reader refuses the book.
  await page.goto('/orders');
  await page.getByText('Partly refunded').first().waitFor();
  await page.getByRole('listitem').filter({ hasText: refunded!.BookName }).getByText('Refunded').first().waitFor();
  await shot(page, 'my-orders');
  await page.goto(`/read/${refunded!.Id}`);
  await page.getByText(messages.readerNotInLibrary).first().waitFor();
  await page.goto(`/read/${kept!.Id}`);
  await expect(page.getByText(messages.readerNotInLibrary).count()).resolves.toBe(0);
  expect(pageErrors).toEqual([]);
});
