/**
 * /metrics after a shopper's journey: the store's own figures under their names and labels, request
 * metrics by route pattern only (no address, query, search text, e-mail or id of the journey in any
 * label), and access only from METRICS_ALLOW or with the bearer METRICS_TOKEN (404 otherwise, as any
 * unknown address).
 */
import { apiPaths } from '../../shared/api-paths';
import { LOGIN_FAILURE_LIMIT } from '../../shared/constants';
import { login, registerAndLogin, type LoggedInUser } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { addToCart, checkout, payInSandbox, reportPayment, webhooksDelivered } from '../testing/shopping';
import { SNAPSHOT_TTL_MS, UNMATCHED_ROUTE } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let shopper: LoggedInUser;
/** Every route pattern the app registered. */
const registered = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({
    ops: { metricsAllow: ['loopback', '10.1.0.0/16'], metricsToken: TOKEN },
    onRoute: (route) => void registered.add(route.url),
  });
});
afterAll(async () => {
  await t.close();
});

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ url: '/metrics', remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: options.headers });

/** Every sample line of a metric: labels (as an object) and value. */
function samples(text: string, name: string): Array<{ labels: Record<string, string>; value: number }> {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const match = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { labels, value: Number(match[2]) };
    });
}

test('after a shopper journey: orders, payments, outboxes, jobs, cache, pool and requests by route pattern', async () => {
  const secretWord = 'zanzibarquokka';
  shopper = await registerAndLogin(t.app);
  for (const page of [1, 1, 1]) await t.app.inject({ url: `${apiPaths.getAllBooks}?Page=${page}` });
  await t.app.inject({ url: `${apiPaths.getBookById}?Id=3` });
  await t.app.inject({ url: `${apiPaths.searchBooks}?q=${secretWord}` });
  await t.app.inject({ url: `/no/such/${encodeURIComponent(shopper.input.email)}` });
  await addToCart(t.app, shopper, '3');
  const order = await checkout(t.app, shopper);
  const paid = await payInSandbox(t.app, order.order.id);
  expect((await reportPayment(t.app, shopper, paid)).statusCode).toBe(202);
  await webhooksDelivered(t.app);
  // A pending order of another shopper: one order paid, one pending.
  const other = await registerAndLogin(t.app);
  await addToCart(t.app, other, '5');
  await checkout(t.app, other);
  // The login throttle refuses a guesser.
  for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await login(t.app, shopper.input.email, 'wrong password 1', '10.9.9.9');
  expect((await login(t.app, shopper.input.email, 'wrong password 1', '10.9.9.9')).statusCode).toBe(429);
  await t.app.backgroundJobs.runDue();

  const response = await scrape();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  const text = response.body;

  const orders = Object.fromEntries(samples(text, 'pustaka_orders').map((s) => [s.labels.state, s.value]));
  expect(orders).toMatchObject({ paid: 1, pending: 1, failed: 0, refunded: 0 });
  expect(samples(text, 'pustaka_payments_awaiting_settlement')).toEqual([{ labels: {}, value: 0 }]);
  expect(samples(text, 'pustaka_payments_awaiting_settlement_oldest_age_seconds')).toEqual([{ labels: {}, value: 0 }]);
  expect(samples(text, 'pustaka_refunds_pending')).toHaveLength(1);
  expect(samples(text, 'pustaka_outbox_depth').map((s) => s.labels.outbox)).toEqual(['webhooks', 'mail']);
  expect(samples(text, 'pustaka_outbox_oldest_age_seconds').map((s) => s.labels.outbox)).toEqual(['webhooks', 'mail']);
  const jobs = samples(text, 'pustaka_job_last_success_timestamp_seconds');
  expect(jobs.map((s) => s.labels.job)).toEqual(expect.arrayContaining(['order-reconciler', 'mail-outbox']));
  for (const job of jobs) expect(job.value).toBeGreaterThan(1_700_000_000);
  expect(samples(text, 'pustaka_job_consecutive_failures').every((s) => s.value === 0)).toBe(true);
  expect(samples(text, 'pustaka_logins_refused_total')).toEqual([{ labels: {}, value: 1 }]);
  expect(samples(text, 'pustaka_metrics_database_up')).toEqual([{ labels: {}, value: 1 }]);
  const cache = samples(text, 'pustaka_catalog_cache_requests_total');
  expect(cache.find((s) => s.labels.region === 'answers' && s.labels.result === 'hit')!.value).toBeGreaterThanOrEqual(
    2,
  );
  expect(samples(text, 'pustaka_db_pool_connections').map((s) => s.labels.state)).toEqual([
    'total',
    'idle',
    'waiting',
    'max',
  ]);
  expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);

  // Requests: by the route's pattern, never the address asked for.
  const requests = samples(text, 'pustaka_http_requests_total');
  const routes = new Set(requests.map((s) => s.labels.route ?? ''));
  for (const route of routes) expect(route === UNMATCHED_ROUTE || registered.has(route)).toBe(true);
  expect([...routes]).toEqual(
    expect.arrayContaining([apiPaths.getAllBooks, apiPaths.getBookById, apiPaths.checkoutPage, UNMATCHED_ROUTE]),
  );
  const allBooks = requests.find((s) => s.labels.route === apiPaths.getAllBooks && s.labels.method === 'GET')!;
  expect(allBooks).toEqual({ labels: { method: 'GET', route: apiPaths.getAllBooks, status: '202' }, value: 3 });
  expect(samples(text, 'pustaka_http_request_duration_seconds_count').length).toBe(requests.length);
  // Health, readiness and metrics themselves are not counted.
  expect([...routes].filter((route) => ['/healthz', '/readyz', '/metrics'].includes(route))).toEqual([]);

  // No label anywhere holds a query, the search text, the journey's e-mail, token or order.
  for (const leaked of [
    '?',
    secretWord,
    shopper.input.email,
    encodeURIComponent(shopper.input.email),
    shopper.session.Token,
    order.order.id,
    paid.razorpay_payment_id,
    '/no/such',
  ])
    expect(text).not.toContain(leaked);
});

test('figures from the database are read at most once per cache period', async () => {
  const before = samples((await scrape()).body, 'pustaka_orders').find((s) => s.labels.state === 'pending')!.value;
  const third = await registerAndLogin(t.app);
  await addToCart(t.app, third, '7');
  await checkout(t.app, third);
  const soon = samples((await scrape()).body, 'pustaka_orders').find((s) => s.labels.state === 'pending')!.value;
  expect(soon).toBe(before);
  expect(SNAPSHOT_TTL_MS).toBeLessThanOrEqual(15_000);
});

test('refused (404, as any unknown address) outside METRICS_ALLOW without the token', async () => {
  const unknown = await t.app.inject({ url: '/no-such-page', remoteAddress: '203.0.113.7' });
  for (const refused of [
    await scrape({ remoteAddress: '203.0.113.7' }),
    await scrape({ remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer not-the-token-at-all' } }),
    // Through a proxy the store does not trust (TRUST_PROXY off): its client is unknown, even from loopback.
    await scrape({ headers: { 'x-forwarded-for': '203.0.113.7' } }),
  ]) {
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(unknown.body);
  }
  expect((await scrape({ remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
  expect(
    (await scrape({ remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
  ).toBe(200);
});
