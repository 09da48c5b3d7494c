/**
 * kill -9 between the provider capturing a payment and the browser's report: the store, started as
 * a real child process, is killed right after the sandbox captured the payment, with every webhook
 * lost (SANDBOX_WEBHOOKS=off) and no report ever sent. Started again on the same database, it must
 * grant the book within 60 s: only the reconciler, asking the provider, can find that payment.
 *
 * The seller's settings are complete from the start, so that settlement also issues the order's tax
 * invoice, the year's first; the next purchase after the restart gets the second: a process killed
 * before it settled left no gap in the numbers (decisions 040 and 041).
 */
import { apiPaths } from '../shared/api-paths';
import type { OrdersResponse } from '../shared/contract/orders.contract';
import { financialYearOf } from '../shared/financial-year';
import { formatDocumentNumber } from '../shared/tax-document-numbers';
import { TEST_ADMIN } from './testing/admin';
import { startChildServer, type ChildServer } from './testing/child-server';
import { testDialect } from './testing/create-test-app';
import { call, HttpShopper, saveStoreSettings } from './testing/http-shopper';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database';
import { DELHI, KARNATAKA, SELLER } from './testing/tax-shopping';

const SETTLE_WITHIN_MS = 60_000;
/** Between two looks at the library: short beside the reconciler's 1 s interval. */
const LOOK_AGAIN_MS = 50;
jest.setTimeout(240_000);

let database: ScratchDatabase;
let server: ChildServer | undefined;

const start = () =>
  startChildServer('src/server/main.ts', [], {
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_WEBHOOKS: 'off',
    RECONCILE_INTERVAL_SECONDS: '1',
    ADMIN_EMAIL: TEST_ADMIN.adminEmail,
    ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
    LOG_LEVEL: 'error',
  });

/** The invoice numbers of the shopper's orders (My Orders), oldest first. */
async function invoiceNumbers(shopper: HttpShopper) {
  const answer = await call<OrdersResponse>(server!.baseURL, 'GET', apiPaths.getOrders, { token: shopper.token });
  expect(answer.status).toBe(202);
  return answer.body.Orders.map((order) => order.InvoiceNumber).reverse();
}

/** The invoice number of serial `serial` in this financial year. */
const invoiceNumber = (serial: number) =>
  formatDocumentNumber(SELLER.InvoicePrefix, financialYearOf(new Date()).code, serial, 'invoice');

beforeAll(async () => {
  database = await createScratchDatabase(testDialect());
});
afterAll(async () => {
  await server?.stop();
  await database.remove();
});

test('a payment captured just before a SIGKILL is delivered and invoiced after the restart, with no report and no webhook', async () => {
  server = await start();
  const admin = { email: TEST_ADMIN.adminEmail, password: TEST_ADMIN.adminPassword };
  expect((await saveStoreSettings(server.baseURL, admin, SELLER)).status).toBe(202);
  const shopper = new HttpShopper(() => server!.baseURL);
  expect((await shopper.register()).status).toBe(202);
  expect((await shopper.addToCart('3')).status).toBe(202);
  const checkout = await shopper.checkout(KARNATAKA);
  expect(checkout.status).toBe(202);
  const paid = await shopper.pay(checkout.body.order.id);
  expect(paid.status).toBe(200);
  await server.kill();

  server = await start();
  // The state itself, looked for until it is there: the restarted process's reconciler (every
  // second) grants the book and tells nothing else, so the library is asked again a moment after
  // each answer, for at most the minute.
  const restartedAt = Date.now();
  let library: number[] | undefined;
  while (Date.now() - restartedAt < SETTLE_WITHIN_MS) {
    library = await shopper.library();
    if (library?.includes(3)) break;
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
  }
  expect(library).toEqual([3]);
  // The reconciler's settlement issued the invoice in the transaction that paid the order.
  expect(await invoiceNumbers(shopper)).toEqual([invoiceNumber(1)]);
  // The report the browser kept arrives at last: the same success, nothing granted or invoiced twice.
  const late = await shopper.report(paid.body);
  expect(late).toEqual({ status: 202, body: expect.objectContaining({ Message: expect.any(String) }) });
  expect(await shopper.library()).toEqual([3]);
  expect(await invoiceNumbers(shopper)).toEqual([invoiceNumber(1)]);
});

test('the first purchase after the restart takes the next invoice serial: 1 and 2, no gap', async () => {
  const shopper = new HttpShopper(() => server!.baseURL);
  expect((await shopper.register()).status).toBe(202);
  expect((await shopper.addToCart('4')).status).toBe(202);
  const checkout = await shopper.checkout(DELHI);
  expect(checkout.status).toBe(202);
  const paid = await shopper.pay(checkout.body.order.id);
  expect(paid.status).toBe(200);
  expect((await shopper.report(paid.body)).status).toBe(202);
  expect(await shopper.library()).toEqual([4]);
  expect(await invoiceNumbers(shopper)).toEqual([invoiceNumber(2)]);
});
