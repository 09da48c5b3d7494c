/**
 * kill -9 between the provider capturing a payment and the browser's report: the store, started as
 * a real child process, is killed right after the sandbox captured the payment, with every webhook
 * lost (SANDBOX_WEBHOOKS=off) and no report ever sent. Started again on the same database, it must
 * grant the book within 60 s: only the reconciler, asking the provider, can find that payment.
 */
import { startChildServer, type ChildServer } from './testing/child-server';
import { testDialect } from './testing/create-test-app';
import { HttpShopper } from './testing/http-shopper';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database';

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
    LOG_LEVEL: 'error',
  });

beforeAll(async () => {
  database = await createScratchDatabase(testDialect());
});
afterAll(async () => {
  await server?.stop();
  await database.remove();
});

test('a payment captured just before a SIGKILL is delivered after the restart, with no report and no webhook', async () => {
  server = await start();
  const shopper = new HttpShopper(() => server!.baseURL);
  expect((await shopper.register()).status).toBe(202);
  expect((await shopper.addToCart('3')).status).toBe(202);
  const checkout = await shopper.checkout();
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
  // The report the browser kept arrives at last: the same success, nothing granted twice.
  const late = await shopper.report(paid.body);
  expect(late).toEqual({ status: 202, body: expect.objectContaining({ Message: expect.any(String) }) });
  expect(await shopper.library()).toEqual([3]);
});
