/** The sandbox's payments after checkout, as Razorpay does them: capture, refunds, disputes. */
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { sandboxPaths } from '../../../shared/api-paths';
import { post } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { inProcessTransport } from '../payment-transport';
import { PaymentProviderError, RazorpayClient } from '../razorpay-client';
import { basicAuth, callApi, recordWebhooks, sandboxApi } from './sandbox-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

interface Payment {
  id: string;
  status: string;
  amount: number;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  order_id: string;
}
interface Order {
  id: string;
  status: string;
  amount_paid: number;
  amount_due: number;
  attempts: number;
}

async function createOrder(amount = 50_000, extra: Record<string, unknown> = {}): Promise<Order> {
  const response = await callApi(t, 'POST', '/orders', { amount, currency: 'INR', receipt: 'r-1', ...extra });
  expect(response.statusCode).toBe(200);
  return response.json<Order>();
}

/** Pays the order through /sandbox/pay and answers the new payment's id (200 with a valid signature). */
async function pay(orderId: string, outcome: 'success' | 'authorized' = 'success'): Promise<string> {
  const response = await post(t.app, sandboxPaths.pay, { order_id: orderId, outcome });
  expect(response.statusCode).toBe(200);
  const result = response.json<{
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }>();
  expect(
    validatePaymentVerification(
      { order_id: orderId, payment_id: result.razorpay_payment_id },
      result.razorpay_signature,
      t.config.payments.keySecret,
    ),
  ).toBe(true);
  return result.razorpay_payment_id;
}

const fetchPayment = async (id: string) => (await callApi(t, 'GET', `/payments/${id}`)).json<Payment>();
const fetchOrder = async (id: string) => (await callApi(t, 'GET', `/orders/${id}`)).json<Order>();
const capture = (id: string, amount: number, currency = 'INR') =>
  callApi(t, 'POST', `/payments/${id}/capture`, { amount, currency });
const refund = (id: string, body: Record<string, unknown>) => callApi(t, 'POST', `/payments/${id}/refund`, body);

/** Runs `work`, then delivers its webhooks and answers what was sent. */
async function webhooksOf(work: () => Promise<void>) {
  const recorder = recordWebhooks(t.app);
  try {
    await work();
    await t.app.paymentSandbox!.webhooksDelivered();
  } finally {
    recorder.restore();
  }
  for (const webhook of recorder.delivered)
    expect(validateWebhookSignature(webhook.body, webhook.signature!, t.config.payments.webhookSecret)).toBe(true);
  return recorder;
}

function expectRefused(response: { statusCode: number; json: () => unknown }, description: string | RegExp) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: typeof description === 'string' ? description : expect.stringMatching(description),
    },
  });
}

describe('manual capture (payment_capture false or 0)', () => {
  test('a successful payment stays authorized until the capture API takes exactly its amount', async () => {
    let order!: Order;
    let paymentId = '';
    const authorization = await webhooksOf(async () => {
      order = await createOrder(50_000, { payment_capture: false });
      paymentId = await pay(order.id);
    });
    expect(authorization.events()).toEqual(['payment.authorized']);
    expect(
      authorization.payloadOf<{ payment: { entity: Payment } }>('payment.authorized').payment.entity,
    ).toMatchObject({ id: paymentId, status: 'authorized', captured: false });
    expect(await fetchPayment(paymentId)).toMatchObject({
      id: paymentId,
      entity: 'payment',
      status: 'authorized',
      captured: false,
      amount: 50_000,
      amount_refunded: 0,
      refund_status: null,
      order_id: order.id,
      fee: null,
    });
    expect(await fetchOrder(order.id)).toMatchObject({
      status: 'attempted',
      amount_paid: 0,
      amount_due: 50_000,
      attempts: 1,
    });

    expectRefused(await capture(paymentId, 49_999), 'Capture amount must be equal to the amount authorized');
    expectRefused(await capture(paymentId, 50_000, 'USD'), /currency/i);
    expectRefused(await refund(paymentId, { amount: 10_000 }), /captured/);
    expect((await fetchPayment(paymentId)).status).toBe('authorized');

    let captured!: Payment;
    const capturing = await webhooksOf(async () => {
      const response = await capture(paymentId, 50_000);
      expect(response.statusCode).toBe(200);
      captured = response.json<Payment>();
    });
    expect(captured).toMatchObject({ id: paymentId, status: 'captured', captured: true, fee: 0 });
    expect(capturing.events()).toEqual(['payment.captured', 'order.paid']);
    expect(capturing.payloadOf<{ order: { entity: Order } }>('order.paid').order.entity).toMatchObject({
      id: order.id,
      status: 'paid',
      amount_paid: 50_000,
    });
    expect(await fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0 });

    expectRefused(await capture(paymentId, 50_000), 'This payment has already been captured');
    expect((await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'success' })).statusCode).toBe(400);
  });

  test("payment_capture 0 is Razorpay's legacy spelling of false; other values are refused", async () => {
    const order = await createOrder(20_000, { payment_capture: 0 });
    const paymentId = await pay(order.id);
    expect((await fetchPayment(paymentId)).status).toBe('authorized');
    expect(
      (await callApi(t, 'POST', '/orders', { amount: 20_000, currency: 'INR', payment_capture: 2 })).statusCode,
    ).toBe(400);
    expectRefused(await capture('pay_Unknown0000000', 20_000), 'The id provided does not exist');
    expect((await callApi(t, 'POST', `/payments/${paymentId}/capture`, { amount: 20_000 })).statusCode).toBe(400);
    await t.app.paymentSandbox!.webhooksDelivered();
  });
});

describe('late authorization (outcome authorized) on an automatic-capture order', () => {
  test('is not captured by itself; the order takes another attempt, and capturing the late one later pays nothing twice', async () => {
    const order = await createOrder(30_000);
    let late = '';
    const lateHooks = await webhooksOf(async () => {
      late = await pay(order.id, 'authorized');
    });
    expect(lateHooks.events()).toEqual(['payment.authorized']);
    expect(await fetchPayment(late)).toMatchObject({ status: 'authorized', captured: false });
    expect(await fetchOrder(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });

    let second = '';
    const secondHooks = await webhooksOf(async () => {
      second = await pay(order.id);
    });
    expect(secondHooks.events()).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    expect(await fetchPayment(second)).toMatchObject({ status: 'captured', captured: true });
    expect(await fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 30_000, attempts: 2 });

    // Capturing the late one is allowed (the store then refunds it); the order was paid already.
    const lateCapture = await webhooksOf(async () => {
      expect((await capture(late, 30_000)).statusCode).toBe(200);
    });
    expect(lateCapture.events()).toEqual(['payment.captured']);
  });
});

describe('the Refunds API', () => {
  test('partial refunds twice, an over-refund refused, then the rest: entity fields and refund.processed webhooks', async () => {
    const order = await createOrder(50_000);
    const paymentId = await pay(order.id);
    await t.app.paymentSandbox!.webhooksDelivered();

    const notes = { refund_id: '7', order_id: '3' };
    let first!: Record<string, unknown>;
    const firstHooks = await webhooksOf(async () => {
      const response = await refund(paymentId, { amount: 10_000, speed: 'normal', notes, receipt: 'refund-7' });
      expect(response.statusCode).toBe(200);
      first = response.json();
    });
    expect(first).toEqual({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: 'refund',
      amount: 10_000,
      currency: 'INR',
      payment_id: paymentId,
      notes,
      receipt: 'refund-7',
      acquirer_data: { arn: null },
      created_at: expect.any(Number),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    });
    expect(firstHooks.events()).toEqual(['refund.processed']);
    const processed = firstHooks.payloadOf<{ refund: { entity: unknown }; payment: { entity: Payment } }>(
      'refund.processed',
    );
    expect(processed.refund.entity).toEqual(first);
    expect(processed.payment.entity).toMatchObject({
      id: paymentId,
      status: 'captured',
      amount_refunded: 10_000,
      refund_status: 'partial',
    });

    // Its webhook is awaited here: left in flight, it could land among the next refund's.
    const secondHooks = await webhooksOf(async () => {
      expect((await refund(paymentId, { amount: 15_000, notes: { refund_id: '8', order_id: '3' } })).statusCode).toBe(
        200,
      );
    });
    expect(secondHooks.payloadOf<{ payment: { entity: Payment } }>('refund.processed').payment.entity).toMatchObject({
      amount_refunded: 25_000,
      refund_status: 'partial',
    });
    expect(await fetchPayment(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 25_000,
      refund_status: 'partial',
      captured: true,
    });

    expectRefused(
      await refund(paymentId, { amount: 25_001 }),
      'The refund amount provided is greater than amount captured',
    );
    expect((await fetchPayment(paymentId)).amount_refunded).toBe(25_000);

    // No amount: whatever is left.
    const restHooks = await webhooksOf(async () => {
      const rest = await refund(paymentId, {});
      expect(rest.statusCode).toBe(200);
      // No notes: Razorpay writes them as [].
      expect(rest.json()).toMatchObject({ amount: 25_000, notes: [], receipt: null });
    });
    expect(restHooks.payloadOf<{ payment: { entity: Payment } }>('refund.processed').payment.entity).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
    });
    expect(await fetchPayment(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
      captured: true,
    });
    expectRefused(await refund(paymentId, { amount: 100 }), /fully refunded/);

    const list = await callApi(t, 'GET', `/payments/${paymentId}/refunds`);
    expect(list.statusCode).toBe(200);
    const collection = list.json<{
      entity: string;
      count: number;
      items: Array<{ amount: number; payment_id: string }>;
    }>();
    expect(collection).toMatchObject({ entity: 'collection', count: 3 });
    expect(collection.items.map((item) => item.amount).sort()).toEqual([10_000, 15_000, 25_000]);
    // The order stays paid: a refund does not change Razorpay's order.
    expect(await fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000 });
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('refuses a failed payment, an unknown one, a body Razorpay would refuse, and needs the keys', async () => {
    const order = await createOrder(10_000);
    const failed = await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'failure' });
    const failedId = failed.json<{ error: { metadata: { payment_id: string } } }>().error.metadata.payment_id;
    expectRefused(await refund(failedId, { amount: 1000 }), /captured/);
    expectRefused(await refund('pay_Unknown0000000', { amount: 1000 }), 'The id provided does not exist');
    const paymentId = await pay(order.id);
    for (const body of [
      { amount: 1000, sneaky: true },
      { amount: 99 },
      { amount: 10.5 },
      { speed: 'instant' },
      { notes: 'x' },
    ]) {
      expect((await refund(paymentId, body)).statusCode).toBe(400);
    }
    expect((await callApi(t, 'GET', '/payments/pay_Unknown0000000/refunds')).statusCode).toBe(400);
    const wrongKeys = basicAuth(t.config.payments.keyId, 'wrong');
    for (const [method, path] of [
      ['GET', `/payments/${paymentId}`],
      ['POST', `/payments/${paymentId}/refund`],
      ['POST', `/payments/${paymentId}/capture`],
      ['GET', `/payments/${paymentId}/refunds`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `${sandboxApi}${path}`,
        headers: wrongKeys,
        ...(method === 'POST' ? { payload: { amount: 1000 } } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await fetchPayment(paymentId)).amount_refunded).toBe(0);
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('two refunds at the same moment can never exceed the captured amount', async () => {
    const order = await createOrder(50_000);
    const paymentId = await pay(order.id);
    const answers = await Promise.all([
      refund(paymentId, { amount: 30_000 }),
      refund(paymentId, { amount: 30_000 }),
      refund(paymentId, { amount: 30_000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await fetchPayment(paymentId)).toMatchObject({ amount_refunded: 30_000, refund_status: 'partial' });
    expect((await callApi(t, 'GET', `/payments/${paymentId}/refunds`)).json<{ count: number }>().count).toBe(1);
    await t.app.paymentSandbox!.webhooksDelivered();
  });
});

describe('POST /sandbox/dispute', () => {
  test.each([
    ['lost', 'payment.dispute.lost'],
    ['won', 'payment.dispute.won'],
  ] as const)("%s: payment.dispute.created, then %s, with Razorpay's dispute entity", async (outcome, closingEvent) => {
    const order = await createOrder(40_000);
    const paymentId = await pay(order.id);
    await t.app.paymentSandbox!.webhooksDelivered();
    let dispute!: Record<string, unknown>;
    const hooks = await webhooksOf(async () => {
      const response = await post(t.app, sandboxPaths.dispute, { payment_id: paymentId, outcome });
      expect(response.statusCode).toBe(200);
      dispute = response.json();
    });
    const deducted = outcome === 'lost' ? 40_000 : 0;
    expect(dispute).toEqual({
      id: expect.stringMatching(/^disp_[A-Za-z0-9]{14}$/),
      entity: 'dispute',
      payment_id: paymentId,
      amount: 40_000,
      currency: 'INR',
      amount_deducted: deducted,
      reason_code: 'chargeback',
      respond_by: expect.any(Number),
      status: outcome,
      phase: 'chargeback',
      created_at: expect.any(Number),
    });
    expect(hooks.events()).toEqual(['payment.dispute.created', closingEvent]);
    const created = hooks.payloadOf<{ payment: { entity: Payment }; dispute: { entity: Record<string, unknown> } }>(
      'payment.dispute.created',
    );
    expect(created.payment.entity).toMatchObject({ id: paymentId, status: 'captured' });
    expect(created.dispute.entity).toMatchObject({ id: dispute.id, status: 'open', amount_deducted: 0 });
    expect(hooks.payloadOf<{ dispute: { entity: unknown } }>(closingEvent).dispute.entity).toEqual(dispute);
  });

  test('only a captured payment can be disputed', async () => {
    const order = await createOrder(40_000, { payment_capture: false });
    const authorized = await pay(order.id);
    expectRefused(await post(t.app, sandboxPaths.dispute, { payment_id: authorized, outcome: 'lost' }), /captured/);
    expectRefused(
      await post(t.app, sandboxPaths.dispute, { payment_id: 'pay_Unknown0000000', outcome: 'lost' }),
      'The id provided does not exist',
    );
    expect((await post(t.app, sandboxPaths.dispute, { payment_id: authorized, outcome: 'maybe' })).statusCode).toBe(
      400,
    );
    await t.app.paymentSandbox!.webhooksDelivered();
  });
});

describe("the store's Razorpay client against the sandbox", () => {
  test('fetchPayment, capturePayment, refundPayment and fetchPaymentRefunds', async () => {
    const client = new RazorpayClient({
      baseUrl: `http://127.0.0.1:1${sandboxPaths.razorpayApi}`,
      keyId: t.config.payments.keyId,
      keySecret: t.config.payments.keySecret,
      transport: inProcessTransport(t.app),
    });
    const order = await createOrder(25_000, { payment_capture: false });
    const paymentId = await pay(order.id);
    expect(await client.fetchPayment(paymentId)).toMatchObject({
      id: paymentId,
      status: 'authorized',
      captured: false,
      amount_refunded: 0,
      refund_status: null,
    });
    await expect(client.capturePayment(paymentId, 1000, 'INR')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 400,
    });
    expect(await client.capturePayment(paymentId, 25_000, 'INR')).toMatchObject({
      id: paymentId,
      status: 'captured',
      captured: true,
    });
    await expect(client.capturePayment(paymentId, 25_000, 'INR')).rejects.toThrow(PaymentProviderError);

    const made = await client.refundPayment(paymentId, {
      amount: 5000,
      notes: { refund_id: '1', order_id: '9' },
      receipt: 'rf-1',
    });
    expect(made).toMatchObject({
      entity: 'refund',
      amount: 5000,
      payment_id: paymentId,
      notes: { refund_id: '1', order_id: '9' },
      receipt: 'rf-1',
      status: 'processed',
    });
    await client.refundPayment(paymentId, { amount: 20_000, notes: { refund_id: '2', order_id: '9' } });
    await expect(client.refundPayment(paymentId, { amount: 100, notes: {} })).rejects.toMatchObject({ status: 400 });
    expect(await client.fetchPayment(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 25_000,
      refund_status: 'full',
    });
    const refunds = await client.fetchPaymentRefunds(paymentId);
    expect(refunds.map((item) => item.notes.refund_id).sort()).toEqual(['1', '2']);
    expect((await client.fetchOrderPayments(order.id)).map((payment) => payment.id)).toEqual([paymentId]);
    await t.app.paymentSandbox!.webhooksDelivered();
  });
});
