import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { sandboxPaths } from '../../../shared/api-paths';
import { post } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { inProcessTransport } from '../payment-transport';
import { RazorpayClient, PaymentProviderError } from '../razorpay-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const ordersUrl = `${sandboxPaths.razorpayApi}/v1/orders`;
const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
const keys = () => basic(t.config.payments.keyId, t.config.payments.keySecret);

function createOrder(amount = 49_900, headers: Record<string, string> = keys()) {
  return t.app.inject({
    method: 'POST',
    url: ordersUrl,
    headers,
    payload: { amount, currency: 'INR', receipt: 'receipt-1', notes: { order_id: '1' } },
  });
}

describe('the Orders API emulator', () => {
  test("requires Basic auth with the sandbox key id and secret (401 in Razorpay's error shape)", async () => {
    for (const headers of [{}, basic(t.config.payments.keyId, 'wrong'), { authorization: 'Bearer x' }]) {
      const response = await createOrder(49_900, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    expect((await t.app.inject({ method: 'GET', url: `${ordersUrl}/order_x` })).statusCode).toBe(401);
  });

  test('checks Basic auth on the path as routed, so a percent-encoded path cannot skip it', async () => {
    // The router decodes '%72' to 'r' and serves the same route; the check must see that route too.
    const encoded = ordersUrl.replace('/razorpay/', '/%72azorpay/');
    const unsigned = await t.app.inject({ method: 'POST', url: encoded, payload: { amount: 49_900, currency: 'INR' } });
    expect(unsigned.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${encoded}/order_x/payments` })).statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'POST',
      url: encoded,
      headers: keys(),
      payload: { amount: 49_900, currency: 'INR' },
    });
    expect(signed.statusCode).toBe(200);
  });

  test("creates and fetches orders in Razorpay's shape", async () => {
    const created = await createOrder();
    expect(created.statusCode).toBe(200);
    const order = created.json();
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 49_900,
      amount_paid: 0,
      amount_due: 49_900,
      currency: 'INR',
      receipt: 'receipt-1',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { order_id: '1' },
      created_at: expect.any(Number),
      partial_payment: false,
    });
    const fetched = await t.app.inject({ method: 'GET', url: `${ordersUrl}/${order.id}`, headers: keys() });
    expect(fetched.json()).toEqual(order);
    const unknown = await t.app.inject({ method: 'GET', url: `${ordersUrl}/order_Nope0000000000`, headers: keys() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });
  });

  test('refuses what Razorpay refuses: a too small amount, another currency, unknown fields', async () => {
    expect((await createOrder(99)).json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: expect.stringContaining('amount') },
    });
    const usd = await t.app.inject({
      method: 'POST',
      url: ordersUrl,
      headers: keys(),
      payload: { amount: 1000, currency: 'USD' },
    });
    expect(usd.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: ordersUrl,
      headers: keys(),
      payload: { amount: 1000, currency: 'INR', sneaky: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  test('the REST adapter speaks to it over the same HTTP shapes', async () => {
    const client = new RazorpayClient({
      baseUrl: `http://127.0.0.1:1${sandboxPaths.razorpayApi}`,
      keyId: t.config.payments.keyId,
      keySecret: t.config.payments.keySecret,
      transport: inProcessTransport(t.app),
    });
    const order = await client.createOrder({ amount: 12_345, currency: 'INR', receipt: '42' });
    expect(order).toMatchObject({ entity: 'order', amount: 12_345, receipt: '42', status: 'created' });
    expect(await client.fetchOrder(order.id)).toMatchObject({ id: order.id });
    expect(await client.fetchOrderPayments(order.id)).toEqual([]);

    await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'failure' });
    await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'success' });
    await t.app.paymentSandbox!.webhooksDelivered();
    const payments = await client.fetchOrderPayments(order.id);
    expect(payments.map((payment) => payment.status).sort()).toEqual(['captured', 'failed']);
    expect(await client.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 12_345,
      amount_due: 0,
      attempts: 2,
    });

    const wrongKeys = new RazorpayClient({
      baseUrl: `http://x${sandboxPaths.razorpayApi}`,
      keyId: 'rzp_test_other',
      keySecret: 'x',
      transport: inProcessTransport(t.app),
    });
    await expect(wrongKeys.fetchOrder(order.id)).rejects.toThrow(PaymentProviderError);
  });
});

describe('POST /sandbox/pay', () => {
  test("its signatures pass the official razorpay package's verification", async () => {
    const order = (await createOrder()).json<{ id: string }>();
    const paid = await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    const result = paid.json<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>();
    expect(result.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(
      validatePaymentVerification(
        { order_id: result.razorpay_order_id, payment_id: result.razorpay_payment_id },
        result.razorpay_signature,
        t.config.payments.keySecret,
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: result.razorpay_order_id, payment_id: result.razorpay_payment_id },
        result.razorpay_signature,
        'another secret',
      ),
    ).toBe(false);

    // A paid order takes no second payment.
    const again = await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'success' });
    expect(again.statusCode).toBe(400);
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('its webhooks are signed as Razorpay signs them, each with an event id', async () => {
    // The outbox delivers through app.inject: record what it sends, exactly as sent.
    const delivered: Array<{ body: string; signature?: string; eventId?: string }> = [];
    const inject = t.app.inject.bind(t.app);
    const spy = jest.spyOn(t.app, 'inject').mockImplementation(((options: {
      headers?: Record<string, string>;
      payload: string;
    }) => {
      delivered.push({
        body: options.payload,
        signature: options.headers?.['x-razorpay-signature'],
        eventId: options.headers?.['x-razorpay-event-id'],
      });
      return inject(options as never);
    }) as never);
    try {
      const order = (await createOrder()).json<{ id: string }>();
      await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'success' });
      await t.app.paymentSandbox!.webhooksDelivered();
    } finally {
      spy.mockRestore();
    }
    const events = delivered.filter((call) => call.signature !== undefined);
    expect(events.map((call) => JSON.parse(call.body).event)).toEqual([
      'payment.authorized',
      'payment.captured',
      'order.paid',
    ]);
    for (const call of events) {
      expect(validateWebhookSignature(call.body, call.signature!, t.config.payments.webhookSecret)).toBe(true);
      expect(call.eventId).toMatch(/^evt_/);
    }
    expect(new Set(events.map((call) => call.eventId)).size).toBe(3);
  });

  test("a failure answers Razorpay's error object with the order and payment ids", async () => {
    const order = (await createOrder()).json<{ id: string }>();
    const failed = await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'failure' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: expect.any(String),
        source: 'customer',
        step: 'payment_authentication',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(
      (await post(t.app, sandboxPaths.pay, { order_id: 'order_Unknown000000', outcome: 'success' })).statusCode,
    ).toBe(400);
    expect((await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'maybe' })).statusCode).toBe(400);
    await t.app.paymentSandbox!.webhooksDelivered();
  });
});

describe('GET /sandbox/checkout.js', () => {
  test("serves plain JavaScript that defines window.Razorpay with Checkout's interface", async () => {
    const response = await t.app.inject({ method: 'GET', url: sandboxPaths.checkoutScript });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('window.Razorpay = Razorpay');
    for (const name of [
      'prototype.open',
      'prototype.on',
      'prototype.close',
      "'payment.failed'",
      'ondismiss',
      "'dialog'",
      "'aria-modal'",
      "'Escape'",
    ]) {
      expect(response.body).toContain(name);
    }
    expect(response.body).not.toMatch(/\beval\(|new Function/);
  });
});
