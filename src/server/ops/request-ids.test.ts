/**
 * The request id on every log line of a request: Fastify's own lines and those the app's services
 * write while the request's work runs (a payment settled during the browser's report), taken from
 * a trusted proxy's X-Request-Id or made anew, and returned in the answer.
 */
import { Writable } from 'node:stream';
import { loggerOptions } from '../app';
import { SANDBOX_PAYMENT_KEYS } from '../config';
import { registerAndLogin } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { addToCart, checkout, payInSandbox, reportPayment } from '../testing/shopping';

let t: TestApp;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // Webhooks kept back: the browser's report is what settles each payment here.
  t = await createTestApp({
    trustProxy: '127.0.0.1',
    logger: { ...loggerOptions('info'), stream },
    payments: { provider: 'sandbox', ...SANDBOX_PAYMENT_KEYS, apiBaseUrl: undefined, sandboxWebhooks: false },
  });
});
afterAll(async () => {
  await t.close();
});

/** The lines logged while `work` ran. */
async function linesOf(work: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const from = lines.length;
  await work();
  return lines.slice(from);
}

test('every line of a request carries its id, the services’ lines too, and the answer returns it', async () => {
  const shopper = await registerAndLogin(t.app);
  await addToCart(t.app, shopper, '3');
  const order = await checkout(t.app, shopper);
  const paid = await payInSandbox(t.app, order.order.id);
  let answerId: string | undefined;
  const during = await linesOf(async () => {
    const response = await reportPayment(t.app, shopper, paid, {});
    expect(response.statusCode).toBe(202);
    answerId = response.headers['x-request-id'] as string;
  });
  expect(answerId).toMatch(/^[0-9a-f-]{36}$/);
  // Fastify's two lines and the settlement's own, logged through the app's logger.
  expect(during.map((line) => line.msg)).toEqual(
    expect.arrayContaining([
      'incoming request',
      'request completed',
      expect.stringMatching(/^payment pay_\w+ of order \d+: fulfilled$/),
    ]),
  );
  const settled = during.find((line) => String(line.msg).startsWith('payment '))!;
  expect(settled).toMatchObject({
    orderId: expect.any(Number),
    paymentId: paid.razorpay_payment_id,
    result: 'fulfilled',
  });
  // Every line logged meanwhile names a request: the report's own, or those it caused (the sandbox's
  // webhook delivered to the store, its API asked in process), each under its own id.
  for (const line of during) expect(line.reqId).toEqual(expect.any(String));
  const own = during.filter((line) => line.reqId === answerId).map((line) => line.msg);
  expect(own).toEqual(['incoming request', settled.msg, 'request completed']);
});

test('over a real socket, a body that arrives in pieces: the handler’s work still logs under the request’s id', async () => {
  const shopper = await registerAndLogin(t.app);
  await addToCart(t.app, shopper, '5');
  const order = await checkout(t.app, shopper);
  const paid = await payInSandbox(t.app, order.order.id);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const body = Buffer.from(
    JSON.stringify({
      UserId: shopper.session.UserId,
      OrderId: paid.razorpay_order_id,
      OrderStatus: 'Success',
      PaymentId: paid.razorpay_payment_id,
      Signature: paid.razorpay_signature,
    }),
  );
  // The body's second half arrives later: the handler then runs from the socket's events.
  const pieces = [body.subarray(0, 20), body.subarray(20)];
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const piece = pieces.shift();
      if (!piece) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.enqueue(new Uint8Array(piece));
    },
  });
  const during = await linesOf(async () => {
    const response = await fetch(`${address}/api/updateOrderStatus`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', ...shopper.headers },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(202);
  });
  const report = during.find(
    (line) => line.msg === 'incoming request' && (line.req as { url?: string }).url === '/api/updateOrderStatus',
  )!;
  const settled = during.find((line) => String(line.msg).startsWith(`payment ${paid.razorpay_payment_id}`))!;
  expect(settled.reqId).toBe(report.reqId);
});

test('X-Request-Id is taken from a trusted proxy only, and only when it looks like an id', async () => {
  const ask = (remoteAddress: string, id: string) =>
    t.app.inject({ url: '/api/getAllBooks', remoteAddress, headers: { 'x-request-id': id } });
  const fromProxy = await linesOf(async () => {
    expect((await ask('127.0.0.1', 'edge-7f3a.42')).headers['x-request-id']).toBe('edge-7f3a.42');
  });
  // The window may also hold lines of work started before it (an earlier test's webhook delivery,
  // under its own id): this request's lines are those of its URL, and all carry the proxy's id.
  const own = fromProxy.filter((line) => line.reqId === 'edge-7f3a.42').map((line) => line.msg);
  expect(own).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  const sameUrl = fromProxy.filter((line) => (line.req as { url?: string } | undefined)?.url === '/api/getAllBooks');
  expect(sameUrl.length).toBeGreaterThan(0);
  for (const line of sameUrl) expect(line.reqId).toBe('edge-7f3a.42');
  const forged = (await ask('203.0.113.9', 'chosen-by-a-client')).headers['x-request-id'];
  expect(forged).not.toBe('chosen-by-a-client');
  expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  for (const odd of ['has space', 'x'.repeat(129), 'quote"d'])
    expect((await ask('127.0.0.1', odd)).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('errors answered before any route carry the id too', async () => {
  const response = await t.app.inject({ url: '/api/no-such-endpoint' });
  expect(response.statusCode).toBe(404);
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
