/**
 * The sandbox driven over real HTTP by Razorpay's own Node SDK (the `razorpay` package): whatever
 * the SDK sends (its methods, paths, query parameters and JSON bodies) the sandbox must take, and
 * whatever it answers the SDK must read, errors included. A change to either side that breaks the
 * other fails here. The SDK's base URL is fixed to api.razorpay.com; its axios instance
 * (`razorpay.api.rq`) is pointed at the sandbox instead.
 */
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { sandboxPaths } from '../../../shared/api-paths';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { UNKNOWN_ID, UNKNOWN_URL } from './razorpay-entities';
import { recordWebhooks } from './sandbox-test-helpers';

let t: TestApp;
let origin: string;
let razorpay: Razorpay;

/** The SDK's own client, aimed at the sandbox listening here. */
function sdkFor(keyId: string, keySecret: string): Razorpay {
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  (sdk.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL =
    `${origin}${sandboxPaths.razorpayApi}`;
  return sdk;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  razorpay = sdkFor(t.config.payments.keyId, t.config.payments.keySecret);
});
afterAll(async () => {
  await t.close();
});

const nowUnix = () => Math.floor(t.clock.now().getTime() / 1000);

interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout does when the shopper pays: POST /sandbox/pay over HTTP, then the webhooks, recorded. */
async function payOverHttp(orderId: string, outcome: 'success' | 'authorized') {
  const recorder = recordWebhooks(t.app);
  try {
    const response = await fetch(`${origin}${sandboxPaths.pay}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, outcome }),
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as CheckoutResult;
    await t.app.paymentSandbox!.webhooksDelivered();
    return { result, webhooks: recorder.delivered };
  } finally {
    recorder.restore();
  }
}

test('orders, payments, capture and refunds through the SDK, every way it reads them', async () => {
  t.clock.advance(24 * 60 * 60 * 1000);
  const from = nowUnix();

  // Orders: the amount as digits and a note as a number, both as Razorpay takes them.
  const order = await razorpay.orders.create({
    amount: '50000',
    currency: 'INR',
    receipt: 'sdk-1',
    notes: { cart: 7, label: 'sdk' },
  });
  expect(order).toMatchObject({
    entity: 'order',
    amount: 50_000,
    amount_due: 50_000,
    currency: 'INR',
    receipt: 'sdk-1',
    status: 'created',
    notes: { cart: '7', label: 'sdk' },
    partial_payment: false,
  });
  expect(await razorpay.orders.fetch(order.id)).toEqual(order);
  t.clock.advance(60_000);
  const second = await razorpay.orders.create({ amount: 20_000, currency: 'INR', receipt: 'sdk-2' });
  const listed = await razorpay.orders.all({ from, to: nowUnix(), count: 1, skip: 0 });
  expect(listed).toMatchObject({ entity: 'collection', count: 1 });
  expect(listed.items.map((item) => item.id)).toEqual([second.id]);
  expect((await razorpay.orders.all({ from, count: 1, skip: 1 })).items.map((item) => item.id)).toEqual([order.id]);
  expect((await razorpay.orders.all({ from, receipt: 'sdk-1' })).items.map((item) => item.id)).toEqual([order.id]);
  const edited = await razorpay.orders.edit(order.id, { notes: { cart: 7, stage: 'edited' } });
  expect(edited).toEqual({ ...order, notes: { cart: '7', stage: 'edited' } });

  // Checkout pays the order; its signature and the webhooks pass the SDK's own checks.
  const paid = await payOverHttp(order.id, 'success');
  expect(paid.result.razorpay_order_id).toBe(order.id);
  expect(
    validatePaymentVerification(
      { order_id: order.id, payment_id: paid.result.razorpay_payment_id },
      paid.result.razorpay_signature,
      t.config.payments.keySecret,
    ),
  ).toBe(true);
  expect(paid.webhooks.map((webhook) => webhook.event)).toEqual([
    'payment.authorized',
    'payment.captured',
    'order.paid',
  ]);
  for (const webhook of paid.webhooks) {
    expect(Razorpay.validateWebhookSignature(webhook.body, webhook.signature!, t.config.payments.webhookSecret)).toBe(
      true,
    );
    expect(Razorpay.validateWebhookSignature(webhook.body, webhook.signature!, 'another secret')).toBe(false);
  }
  expect((await razorpay.orders.all({ from, authorized: 1 })).items.map((item) => item.id)).toEqual([order.id]);

  // Payments: by order, listed, fetched, their notes updated.
  const paymentId = paid.result.razorpay_payment_id;
  const byOrder = await razorpay.orders.fetchPayments(order.id);
  expect(byOrder.items.map((payment) => payment.id)).toEqual([paymentId]);
  const payment = await razorpay.payments.fetch(paymentId);
  expect(payment).toMatchObject({
    id: paymentId,
    entity: 'payment',
    amount: 50_000,
    status: 'captured',
    captured: true,
    order_id: order.id,
    customer_id: null,
    token_id: null,
  });
  expect(payment.offers).toEqual({ entity: 'collection', count: 0, items: [] });
  expect(byOrder.items[0]).toEqual(payment);
  const withNotes = await razorpay.payments.edit(paymentId, { notes: { checked: 1 } });
  expect(withNotes).toEqual({ ...payment, notes: { checked: '1' } });

  // A late authorization, captured through the SDK (amount as digits).
  t.clock.advance(60_000);
  const late = await payOverHttp(second.id, 'authorized');
  const lateId = late.result.razorpay_payment_id;
  expect((await razorpay.payments.fetch(lateId)).status).toBe('authorized');
  expect(await razorpay.payments.capture(lateId, '20000', 'INR')).toMatchObject({
    id: lateId,
    status: 'captured',
    captured: true,
  });
  const payments = await razorpay.payments.all({ from, count: 10 });
  expect(payments.items.map((item) => item.id)).toEqual([lateId, paymentId]);
  expect((await razorpay.payments.all({ from, count: 1, skip: 1 })).items.map((item) => item.id)).toEqual([paymentId]);

  // Refunds: instant ('optimum') and normal, then read back every way the SDK offers.
  const instant = await razorpay.payments.refund(paymentId, {
    amount: 1000,
    speed: 'optimum',
    notes: { refund_id: 1 },
    receipt: 'sdk-r1',
  });
  expect(instant).toMatchObject({
    entity: 'refund',
    amount: 1000,
    payment_id: paymentId,
    status: 'processed',
    speed_requested: 'optimum',
    speed_processed: 'instant',
    notes: { refund_id: '1' },
    receipt: 'sdk-r1',
  });
  t.clock.advance(60_000);
  const normal = await razorpay.payments.refund(paymentId, { amount: 2000, speed: 'normal' });
  expect(normal).toMatchObject({ speed_requested: 'normal', speed_processed: 'normal', notes: [] });
  expect(await razorpay.refunds.fetch(instant.id)).toEqual(instant);
  expect(await razorpay.refunds.fetch(instant.id, { payment_id: paymentId })).toEqual(instant);
  expect(await razorpay.payments.fetchRefund(paymentId, instant.id)).toEqual(instant);
  expect((await razorpay.payments.fetchMultipleRefund(paymentId)).items.map((item) => item.id)).toEqual([
    normal.id,
    instant.id,
  ]);
  expect(
    (await razorpay.payments.fetchMultipleRefund(paymentId, { count: 1, skip: 1 })).items.map((item) => item.id),
  ).toEqual([instant.id]);
  // refunds.all takes a payment_id too (the SDK's types leave it out).
  const ofPayment = await razorpay.refunds.all({ payment_id: paymentId, count: 1 } as Parameters<
    typeof razorpay.refunds.all
  >[0]);
  expect(ofPayment.items.map((item) => item.id)).toEqual([normal.id]);
  expect((await razorpay.refunds.all({ from, count: 5 })).items.map((item) => item.id)).toEqual([
    normal.id,
    instant.id,
  ]);
  expect(await razorpay.refunds.edit(instant.id, { notes: { refund_id: 1, reason: 'sdk' } })).toEqual({
    ...instant,
    notes: { refund_id: '1', reason: 'sdk' },
  });
  expect(await razorpay.payments.fetch(paymentId)).toMatchObject({
    amount_refunded: 3000,
    refund_status: 'partial',
    notes: { checked: '1' },
  });
  await t.app.paymentSandbox!.webhooksDelivered();
});

test('partial payments through the SDK: an order created with partial_payment and first_payment_min_amount', async () => {
  const order = await razorpay.orders.create({
    amount: 30_000,
    currency: 'INR',
    partial_payment: true,
    first_payment_min_amount: 10_000,
  });
  expect(order).toMatchObject({ partial_payment: true, first_payment_min_amount: 10_000, amount_due: 30_000 });
  const part = await fetch(`${origin}${sandboxPaths.pay}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: order.id, outcome: 'success', amount: 10_000 }),
  });
  expect(part.status).toBe(200);
  expect(await razorpay.orders.fetch(order.id)).toMatchObject({
    status: 'attempted',
    amount_paid: 10_000,
    amount_due: 20_000,
  });
  await t.app.paymentSandbox!.webhooksDelivered();
});

test("the SDK rejects with Razorpay's error object: an unknown id, an unknown URL, wrong keys, a refused body", async () => {
  const refusal = (description: string) => ({
    statusCode: 400,
    error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description }),
  });
  await expect(razorpay.orders.fetch('order_Unknown0000000')).rejects.toEqual(refusal(UNKNOWN_ID));
  await expect(razorpay.payments.fetch('pay_Unknown0000000')).rejects.toEqual(refusal(UNKNOWN_ID));
  await expect(razorpay.refunds.fetch('rfnd_Unknown000000')).rejects.toEqual(refusal(UNKNOWN_ID));
  await expect(razorpay.payments.fetchRefund('pay_Unknown0000000', 'rfnd_Unknown000000')).rejects.toEqual(
    refusal(UNKNOWN_ID),
  );
  await expect(razorpay.orders.edit('order_Unknown0000000', { notes: { a: 'b' } })).rejects.toEqual(
    refusal(UNKNOWN_ID),
  );
  // What the sandbox does not emulate is "not found", in Razorpay's words.
  await expect(razorpay.plans.all()).rejects.toEqual(refusal(UNKNOWN_URL));
  await expect(razorpay.customers.fetch('cust_Unknown000000')).rejects.toEqual(refusal(UNKNOWN_URL));
  await expect(sdkFor(t.config.payments.keyId, 'not the secret').orders.all()).rejects.toEqual({
    statusCode: 401,
    error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR' }),
  });
  await expect(razorpay.orders.create({ amount: 50, currency: 'INR' })).rejects.toEqual({
    statusCode: 400,
    error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description: expect.stringContaining('amount') }),
  });
});
