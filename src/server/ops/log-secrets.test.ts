/**
 * No secret in any log line: a real store process (production mode, LOG_LEVEL=trace, mail written
 * to files as without SMTP) through a whole journey over HTTP: an admin logs in; a shopper signs
 * up, fails a login, resets the password by the mailed link, logs in again, buys a book through
 * the sandbox (its signature reported), the admin refunds it; Prometheus scrapes with the metrics
 * token. Then every line the process wrote (stdout and stderr) is scanned for each secret the
 * journey used: passwords (right, wrong and new), session tokens, the reset link's token, the
 * payment's signature, the payment keys' secrets and the metrics token. The log must still tell
 * the story: request ids, the payment settled and the refund sent, with their order.
 */
import { apiPaths } from '../../shared/api-paths';
import type { LoginResponse } from '../../shared/contract/accounts.contract';
import { loadConfig, SANDBOX_PAYMENT_KEYS } from '../config';
import { createDatabase } from '../db/create-database';
import { lastMailedToken } from '../testing/accounts';
import { TEST_ADMIN } from '../testing/admin';
import { startChildServer, type ChildServer } from '../testing/child-server';
import { testDialect } from '../testing/create-test-app';
import { call, HttpShopper } from '../testing/http-shopper';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';

jest.setTimeout(180_000);

const METRICS_TOKEN = 'scrape-token-5f0c2d8e9a1b4c7d';
let database: ScratchDatabase;
let server: ChildServer | undefined;
const output: string[] = [];

beforeAll(async () => {
  database = await createScratchDatabase(testDialect());
});
afterAll(async () => {
  await server?.stop();
  await database.remove();
});

/** The token of the reset link just mailed to `email`, from the store's mail outbox. */
async function mailedToken(email: string): Promise<string> {
  const db = await createDatabase(loadConfig(database.env), { migrate: false });
  try {
    return await lastMailedToken(db, email);
  } finally {
    await db.destroy();
  }
}

test('a whole journey logs no password, token, signature or key, and still tells what happened', async () => {
  server = await startChildServer(
    'src/server/main.ts',
    [],
    {
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
      ADMIN_EMAIL: TEST_ADMIN.adminEmail,
      ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
      METRICS_TOKEN,
      SEARCH_PREWARM: 'off',
    },
    { onStdout: (text) => output.push(text), onStderr: (text) => output.push(text) },
  );
  const baseURL = server.baseURL;
  const admin = await call<LoginResponse>(baseURL, 'POST', apiPaths.login, {
    body: { username: TEST_ADMIN.adminEmail, password: TEST_ADMIN.adminPassword },
  });
  expect(admin.status).toBe(202);

  const shopper = new HttpShopper(() => baseURL);
  expect((await shopper.register()).status).toBe(202);
  const firstToken = shopper.token;
  const wrongPassword = 'Not-My-Password-77';
  expect(
    (await call(baseURL, 'POST', apiPaths.login, { body: { username: shopper.email, password: wrongPassword } }))
      .status,
  ).toBe(401);

  expect((await call(baseURL, 'POST', apiPaths.requestPasswordReset, { body: { email: shopper.email } })).status).toBe(
    202,
  );
  const resetToken = await mailedToken(shopper.email);
  const newPassword = 'A-Brand-New-Password-31';
  expect(
    (await call(baseURL, 'POST', apiPaths.resetPassword, { body: { token: resetToken, password: newPassword } }))
      .status,
  ).toBe(202);
  const again = await call<LoginResponse>(baseURL, 'POST', apiPaths.login, {
    body: { username: shopper.email, password: newPassword },
  });
  expect(again.status).toBe(202);

  // The purchase, by another shopper.
  const buyer = new HttpShopper(() => baseURL);
  expect((await buyer.register()).status).toBe(202);
  expect((await buyer.addToCart('3')).status).toBe(202);
  const checkout = await buyer.checkout();
  expect(checkout.status).toBe(202);
  const paid = await buyer.pay(checkout.body.order.id);
  expect(paid.status).toBe(200);
  expect((await buyer.report(paid.body)).status).toBe(202);
  const refund = await call(baseURL, 'POST', apiPaths.refundOrder, {
    body: { OrderId: checkout.body.order_number },
    token: admin.body.Token,
  });
  expect(refund.status).toBe(202);

  const metrics = await fetch(`${baseURL}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(metrics.status).toBe(200);
  // The refund is sent by the request or, at the latest, by the reconciler: wait for its line.
  for (let tries = 0; tries < 100 && !output.join('').includes(`of order ${checkout.body.order_number} sent`); tries++)
    await new Promise((resolve) => setTimeout(resolve, 200));
  await server.stop();
  server = undefined;

  const log = output.join('');
  const secrets: Record<string, string> = {
    'admin password': TEST_ADMIN.adminPassword,
    'admin session token': admin.body.Token,
    'shopper password': shopper.password,
    'wrong password': wrongPassword,
    'new password': newPassword,
    'first session token': firstToken,
    'second session token': again.body.Token,
    'buyer password': buyer.password,
    'buyer session token': buyer.token,
    'reset link token': resetToken,
    'payment signature': paid.body.razorpay_signature,
    'sandbox key secret': SANDBOX_PAYMENT_KEYS.keySecret,
    'sandbox webhook secret': SANDBOX_PAYMENT_KEYS.webhookSecret,
    'metrics token': METRICS_TOKEN,
  };
  const found = Object.entries(secrets)
    .filter(([, value]) => log.includes(value))
    .map(([name]) => name);
  const lines = log.split('\n').filter((line) => line.startsWith('{'));
  process.stdout.write(
    `log scan (${testDialect()}): ${lines.length} JSON lines, ${Object.keys(secrets).length} secrets looked for, found: ${found.length === 0 ? 'none' : found.join(', ')}\n`,
  );
  expect(found).toEqual([]);
  // It did log the journey: requests with their ids, the payment and the refund with their order.
  expect(lines.length).toBeGreaterThan(20);
  expect(log).toMatch(/"reqId":"[0-9a-f-]{36}".*"msg":"incoming request"/);
  expect(log).toContain(`of order ${checkout.body.order_number}: fulfilled`);
  expect(log).toContain(`of order ${checkout.body.order_number} sent`);
});
