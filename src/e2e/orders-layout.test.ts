/**
 * My Orders and the admin Orders page on a 390 px phone in real Chromium: nothing overflows the
 * page sideways, and 'Print receipt' prints that receipt alone. The orders endpoints answer
 * fixtures through page.route (long names and ids on purpose), so the layout is checked whatever
 * the database holds; the buying and refunding themselves are the server's tests.
 */
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { SUCCESS_STATUS } from '../shared/constants';
import type { AdminOrder, OrderSummary } from '../shared/contract/orders.contract';
import { loginThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(120_000);

const admin = { email: 'admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
const phone = { width: 390, height: 844 };

const longName = 'The Extraordinary Voyages of Captain Meera Across the Monsoon Seas of Malabar';
const order = (orderId: number, extra: Partial<OrderSummary> = {}): OrderSummary => ({
  OrderId: orderId,
  ProviderOrderId: `order_${'Q'.repeat(14)}${orderId}`,
  Status: 'paid',
  Amount: 129_950,
  CouponCode: null,
  Discount: 0,
  RefundedAmount: 0,
  Currency: 'INR',
  CreatedAt: '2024-06-05T10:00:00.000Z',
  PaidAt: '2024-06-05T10:01:00.000Z',
  ExpiresAt: '2024-06-05T10:30:00.000Z',
  InvoiceNumber: null,
  Refunds: [],
  Lines: [
    {
      BookId: 1,
      BookName: longName,
      AuthorName: 'Anita Rao Subramaniam-Krishnamurthy',
      Price: 99_950,
      Discount: 0,
      Refunded: false,
    },
    { BookId: 9, BookName: 'Laughing Gas', AuthorName: 'Vikram Menon', Price: 30_000, Discount: 0, Refunded: true },
  ],
  ...extra,
});
const adminOrder = (orderId: number): AdminOrder => ({
  ...order(orderId, { Status: 'partly-refunded', RefundedAmount: 30_000 }),
  UserId: 7,
  UserEmail: 'asha.verma.with.a.rather.long.address@example.com',
  UserName: 'Asha Verma',
  FailureReason: null,
  Payments: [
    {
      PaymentId: `pay_${'P'.repeat(14)}`,
      Amount: 129_950,
      Currency: 'INR',
      Status: 'captured',
      Settlement: 'fulfilled',
      CreatedAt: '2024-06-05T10:01:00.000Z',
    },
  ],
  Refunds: [
    {
      RefundId: 1,
      CreditNoteNumber: 'PK/2627/C1',
      ProviderRefundId: `rfnd_${'R'.repeat(14)}`,
      PaymentId: `pay_${'P'.repeat(14)}`,
      Amount: 30_000,
      Reason: 'Requested by the buyer',
      Status: 'processed',
      BookIds: [9],
      CreatedAt: '2024-06-06T09:00:00.000Z',
    },
  ],
  Webhooks: [
    { EventId: 'evt_1', Event: 'payment.captured', ReceivedAt: '2024-06-05T10:01:05.000Z', Outcome: 'processed' },
  ],
});

async function answer(page: Page, path: string, body: unknown) {
  await page.route(`**${path}*`, (route) =>
    route.fulfill({ status: SUCCESS_STATUS, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** How far the page is wider than the screen (0 when nothing sticks out sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('My Orders fits a 390 px phone, and Print receipt prints that receipt alone', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, phone);
  await answer(page, apiPaths.getOrders, {
    Orders: [order(12), order(11, { Status: 'abandoned', ProviderOrderId: null })],
  });
  await loginThroughPage(page, admin);
  await page.goto('/orders');
  await page.getByRole('heading', { name: 'Order #12' }).waitFor();
  await page.getByText('Replaced by a newer checkout').waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // The print dialog is the browser's; the test stands in for it and looks at the page as printed.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByRole('button', { name: 'Print receipt for order 12' }).click();
  await page.emulateMedia({ media: 'print' });
  // includeHidden: what print hides is out of the accessibility tree too.
  const visibility = (name: string) =>
    page
      .getByRole('listitem', { name, includeHidden: true })
      .evaluate((element) => getComputedStyle(element).visibility);
  await expect(visibility('Order #12')).resolves.toBe('visible');
  await expect(visibility('Order #11')).resolves.toBe('hidden');
  await expect(
    page.getByRole('banner', { includeHidden: true }).evaluate((element) => getComputedStyle(element).visibility),
  ).resolves.toBe('hidden');
  await expect(
    page
      .getByRole('button', { name: 'Print receipt for order 12', includeHidden: true })
      .evaluate((element) => getComputedStyle(element).visibility),
  ).resolves.toBe('hidden');
  expect(pageErrors).toEqual([]);
});

test('the admin Orders page fits a 390 px phone, an order expanded', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, phone);
  await answer(page, apiPaths.getAdminOrders, { Orders: [adminOrder(12)], Total: 1, Page: 1, PageSize: 25 });
  await loginThroughPage(page, admin);
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Show details of order 12' }).click();
  // On a phone the orders are cards, and an order's webhooks a stack of facts, not a table.
  await page.getByRole('list', { name: 'Orders' }).waitFor();
  await page.getByRole('list', { name: 'Webhooks' }).getByText('processed').waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(pageErrors).toEqual([]);
});
