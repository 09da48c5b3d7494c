/**
 * Where the sandbox's API must answer as Razorpay's does:
 * - unknown paths and ids answer Razorpay's error object (HTTP 400), never the store's {Message};
 * - the lists, fetches and notes updates Razorpay's SDK calls (GET /orders, /payments, /refunds,
 *   /refunds/:id, /payments/:id/refunds/:refund_id; PATCH /orders/:id, /payments/:id, /refunds/:id);
 * - inputs Razorpay takes (amounts as digits, numeric notes, speed 'optimum', partial payments)
 *   and the entity fields it answers (customer_id, token_id, offers, partial_payment).
 * razorpay-sdk.test.ts drives the same API with Razorpay's own SDK.
 */
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { sandboxPaths } from '../../../shared/api-paths';
import { post } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { UNKNOWN_ID, UNKNOWN_URL } from './razorpay-entities';
import { callApi, recordWebhooks, sandboxApi, sandboxKeys } from './sandbox-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

interface Order {
  id: string;
  status: string;
  amount: number;
  amount_paid: number;
  amount_due: number;
  created_at: number;
  notes: Record<string, string> | [];
  partial_payment: boolean;
}
interface Payment {
  id: string;
  amount: number;
  status: string;
  order_id: string;
}
interface Refund {
  id: string;
  amount: number;
  payment_id: string;
}
interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

const nowUnix = () => Math.floor(t.clock.now().getTime() / 1000);

/** A minute later on the sandbox's clock: each new row gets a created_at of its own. */
const tick = () => t.clock.advance(60_000);

/** A day later, answered as the unix second a list's `from` can start at to see only what comes next. */
function freshWindow(): number {
  t.clock.advance(24 * 60 * 60 * 1000);
  return nowUnix();
}

async function createOrder(body: Record<string, unknown> = {}): Promise<Order> {
  const response = await callApi(t, 'POST', '/orders', { amount: 50_000, currency: 'INR', ...body });
  expect(response.statusCode).toBe(200);
  return response.json<Order>();
}

async function pay(orderId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await post(t.app, sandboxPaths.pay, { order_id: orderId, outcome: 'success', ...extra });
  expect(response.statusCode).toBe(200);
  return response.json<{ razorpay_payment_id: string }>().razorpay_payment_id;
}

async function ok<T>(method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object): Promise<T> {
  const response = await callApi(t, method, path, payload);
  expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
  return response.json<T>();
}

const ids = (collection: Collection<{ id: string }>) => collection.items.map((item) => item.id);

function expectRefused(response: { statusCode: number; json: () => unknown }, description: string | RegExp) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: typeof description === 'string' ? description : expect.stringMatching(description),
    },
  });
}

describe("unknown paths and ids answer Razorpay's error object, never the store's {Message}", () => {
  const notFound = {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: UNKNOWN_URL,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  };

  test('a path or method the API does not have: 400 "The requested URL was not found on the server."', async () => {
    const order = await createOrder();
    const calls = [
      ['GET', `${sandboxApi}/plans`],
      ['GET', `${sandboxApi}/customers/cust_Unknown000000`],
      ['DELETE', `${sandboxApi}/orders/${order.id}`],
      ['PUT', `${sandboxApi}/payments/pay_Unknown0000000`],
      ['POST', `${sandboxApi}/orders/${order.id}/payments`],
      ['GET', `${sandboxPaths.razorpayApi}/v2/orders`],
      ['GET', sandboxPaths.razorpayApi],
    ] as const;
    for (const [method, url] of calls) {
      for (const headers of [sandboxKeys(t), {}]) {
        const response = await t.app.inject({ method, url, headers: { ...headers, accept: 'text/html' } });
        expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
          method,
          url,
          status: 400,
          body: notFound,
        });
      }
    }
    // The store's own API keeps its {Message}.
    const store = await t.app.inject({ method: 'GET', url: '/api/noSuchThing' });
    expect(store.statusCode).toBe(404);
    expect(store.json()).toEqual({ Message: expect.any(String) });
  });

  test('an id it does not know, of an order, a payment or a refund: 400 "The id provided does not exist"', async () => {
    const order = await createOrder();
    const paymentId = await pay(order.id);
    const refund = await ok<Refund>('POST', `/payments/${paymentId}/refund`, { amount: 1000 });
    const otherPaymentId = await pay((await createOrder()).id);
    const unknown = [
      ['GET', '/orders/order_Unknown0000000'],
      ['GET', '/orders/order_Unknown0000000/payments'],
      ['PATCH', '/orders/order_Unknown0000000'],
      ['GET', '/payments/pay_Unknown0000000'],
      ['PATCH', '/payments/pay_Unknown0000000'],
      ['GET', '/payments/pay_Unknown0000000/refunds'],
      ['GET', `/payments/${paymentId}/refunds/rfnd_Unknown000000`],
      // A refund of another payment is unknown under this one.
      ['GET', `/payments/${otherPaymentId}/refunds/${refund.id}`],
      ['GET', '/refunds/rfnd_Unknown000000'],
      ['PATCH', '/refunds/rfnd_Unknown000000'],
    ] as const;
    for (const [method, path] of unknown) {
      const response = await callApi(t, method, path, method === 'PATCH' ? { notes: { a: 'b' } } : undefined);
      expect({ method, path, status: response.statusCode }).toEqual({ method, path, status: 400 });
      expect(response.json()).toEqual({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: UNKNOWN_ID,
          field: null,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
        },
      });
    }
    await t.app.paymentSandbox!.webhooksDelivered();
  });
});

describe("the lists and notes updates Razorpay's SDK calls", () => {
  test('GET /v1/orders: newest first, count and skip, from and to (both included), receipt and authorized', async () => {
    // More than a default page of orders before the window.
    for (let made = 0; made < 10; made++) await createOrder();
    const from = freshWindow();
    const first = await createOrder({ receipt: 'list-first' });
    tick();
    const second = await createOrder({ receipt: 'list-second' });
    tick();
    const third = await createOrder({ receipt: 'list-third' });

    const all = await ok<Collection<Order>>('GET', `/orders?from=${from}`);
    expect(all).toMatchObject({ entity: 'collection', count: 3 });
    expect(ids(all)).toEqual([third.id, second.id, first.id]);
    expect(all.items[0]).toEqual(third);
    expect(ids(await ok('GET', `/orders?from=${from}&count=2`))).toEqual([third.id, second.id]);
    const lastPage = await ok<Collection<Order>>('GET', `/orders?from=${from}&count=2&skip=2`);
    expect({ count: lastPage.count, ids: ids(lastPage) }).toEqual({ count: 1, ids: [first.id] });
    expect(ids(await ok('GET', `/orders?from=${second.created_at}&to=${second.created_at}`))).toEqual([second.id]);
    expect(ids(await ok('GET', `/orders?from=${from}&to=${second.created_at}`))).toEqual([second.id, first.id]);
    expect(ids(await ok('GET', `/orders?receipt=list-second`))).toEqual([second.id]);

    // authorized=1: orders with a payment that was authorized (captured counts: it was authorized first).
    await pay(first.id);
    const failed = await post(t.app, sandboxPaths.pay, { order_id: second.id, outcome: 'failure' });
    expect(failed.statusCode).toBe(400);
    expect(ids(await ok('GET', `/orders?from=${from}&authorized=1`))).toEqual([first.id]);
    expect(ids(await ok('GET', `/orders?from=${from}&authorized=0`))).toEqual([third.id, second.id]);

    // Razorpay's default page is 10, its largest 100.
    expect((await ok<Collection<Order>>('GET', '/orders')).count).toBe(10);
    expectRefused(await callApi(t, 'GET', '/orders?count=101'), /count/);
    expectRefused(await callApi(t, 'GET', '/orders?skip=-1'), /skip/);
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('GET /v1/payments, GET /v1/refunds, a refund by id and by payment and id', async () => {
    const from = freshWindow();
    const firstPayment = await pay((await createOrder()).id);
    tick();
    const secondPayment = await pay((await createOrder()).id);

    const payments = await ok<Collection<Payment>>('GET', `/payments?from=${from}`);
    expect(payments).toMatchObject({ entity: 'collection', count: 2 });
    expect(ids(payments)).toEqual([secondPayment, firstPayment]);
    expect(payments.items[1]).toEqual(await ok('GET', `/payments/${firstPayment}`));
    expect(ids(await ok('GET', `/payments?from=${from}&count=1`))).toEqual([secondPayment]);
    expect(ids(await ok('GET', `/payments?from=${from}&skip=1`))).toEqual([firstPayment]);
    expect(ids(await ok('GET', `/payments?to=${from - 1}&count=100`))).not.toContain(firstPayment);

    tick();
    const firstRefund = await ok<Refund>('POST', `/payments/${firstPayment}/refund`, { amount: 1000 });
    tick();
    const secondRefund = await ok<Refund>('POST', `/payments/${firstPayment}/refund`, { amount: 2000 });
    tick();
    const otherRefund = await ok<Refund>('POST', `/payments/${secondPayment}/refund`, { amount: 3000 });

    expect(ids(await ok('GET', `/refunds?from=${from}`))).toEqual([otherRefund.id, secondRefund.id, firstRefund.id]);
    expect(ids(await ok('GET', `/refunds?from=${from}&count=1&skip=1`))).toEqual([secondRefund.id]);
    expect(await ok('GET', `/refunds/${firstRefund.id}`)).toEqual(firstRefund);
    expect(await ok('GET', `/payments/${firstPayment}/refunds/${firstRefund.id}`)).toEqual(firstRefund);
    expect(ids(await ok('GET', `/payments/${firstPayment}/refunds`))).toEqual([secondRefund.id, firstRefund.id]);
    expect(ids(await ok('GET', `/payments/${firstPayment}/refunds?count=1`))).toEqual([secondRefund.id]);
    expectRefused(await callApi(t, 'GET', '/refunds?count=0'), /count/);
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('PATCH /v1/orders/:id, /v1/payments/:id and /v1/refunds/:id replace the notes, and take nothing else', async () => {
    const order = await createOrder({ notes: { first: 'one' } });
    const edited = await ok<Order>('PATCH', `/orders/${order.id}`, { notes: { second: 'two', count: 2 } });
    expect(edited).toEqual({ ...order, notes: { second: 'two', count: '2' } });
    expect(await ok('GET', `/orders/${order.id}`)).toEqual(edited);

    const paymentId = await pay(order.id);
    const payment = await ok<Payment & { notes: unknown }>('GET', `/payments/${paymentId}`);
    expect(payment.notes).toEqual([]);
    const editedPayment = await ok<Payment>('PATCH', `/payments/${paymentId}`, { notes: { checked: 'yes' } });
    expect(editedPayment).toEqual({ ...payment, notes: { checked: 'yes' } });
    expect(await ok('GET', `/payments/${paymentId}`)).toEqual(editedPayment);

    const refund = await ok<Refund>('POST', `/payments/${paymentId}/refund`, {
      amount: 1000,
      notes: { refund_id: '1' },
    });
    const editedRefund = await ok<Refund>('PATCH', `/refunds/${refund.id}`, {
      notes: { refund_id: '1', reason: 'late' },
    });
    expect(editedRefund).toEqual({ ...refund, notes: { refund_id: '1', reason: 'late' } });
    expect(await ok('GET', `/refunds/${refund.id}`)).toEqual(editedRefund);
    // Empty notes read back as Razorpay writes them: [].
    expect((await ok<Order>('PATCH', `/orders/${order.id}`, { notes: {} })).notes).toEqual([]);

    for (const body of [{}, { notes: 'text' }, { notes: { a: 'b' }, amount: 100 }, { notes: { a: true } }]) {
      expect((await callApi(t, 'PATCH', `/orders/${order.id}`, body)).statusCode).toBe(400);
    }
    const wrongKeys = await t.app.inject({
      method: 'PATCH',
      url: `${sandboxApi}/orders/${order.id}`,
      payload: { notes: {} },
    });
    expect(wrongKeys.statusCode).toBe(401);
    await t.app.paymentSandbox!.webhooksDelivered();
  });
});

describe('inputs Razorpay takes, and the fields its entities carry', () => {
  test('amounts as a string of digits: an order, a capture, a refund', async () => {
    const order = await createOrder({ amount: '50000', payment_capture: false });
    expect(order).toMatchObject({ amount: 50_000, amount_due: 50_000 });
    const paymentId = await pay(order.id);
    expect(
      (await ok<Payment>('POST', `/payments/${paymentId}/capture`, { amount: '50000', currency: 'INR' })).status,
    ).toBe('captured');
    expect(await ok<Refund>('POST', `/payments/${paymentId}/refund`, { amount: '1000' })).toMatchObject({
      amount: 1000,
    });
    for (const amount of ['500.50', '5e4', 'fifty', '', '-100']) {
      expect((await callApi(t, 'POST', '/orders', { amount, currency: 'INR' })).statusCode).toBe(400);
    }
    expectRefused(await callApi(t, 'POST', '/orders', { amount: '99', currency: 'INR' }), /amount/);
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('numbers in notes are kept as their text; more than 15 notes are refused', async () => {
    const order = await createOrder({ notes: { cart: 42, share: 0.5, label: 'gift' } });
    expect(order.notes).toEqual({ cart: '42', share: '0.5', label: 'gift' });
    const paymentId = await pay(order.id);
    const refund = await ok<Refund & { notes: unknown }>('POST', `/payments/${paymentId}/refund`, {
      amount: 1000,
      notes: { refund_id: 7 },
    });
    expect(refund.notes).toEqual({ refund_id: '7' });
    const sixteen = Object.fromEntries(Array.from({ length: 16 }, (_, index) => [`key${index}`, index]));
    expectRefused(await callApi(t, 'POST', '/orders', { amount: 10_000, currency: 'INR', notes: sixteen }), /notes/);
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('speed "optimum": an instant refund (speed_requested optimum, speed_processed instant), also in refund.processed', async () => {
    const paymentId = await pay((await createOrder()).id);
    await t.app.paymentSandbox!.webhooksDelivered();
    const recorder = recordWebhooks(t.app);
    let refund!: Refund;
    try {
      refund = await ok<Refund>('POST', `/payments/${paymentId}/refund`, { amount: 5000, speed: 'optimum' });
      await t.app.paymentSandbox!.webhooksDelivered();
    } finally {
      recorder.restore();
    }
    expect(refund).toMatchObject({
      amount: 5000,
      status: 'processed',
      speed_requested: 'optimum',
      speed_processed: 'instant',
    });
    expect(await ok('GET', `/refunds/${refund.id}`)).toEqual(refund);
    expect(recorder.payloadOf<{ refund: { entity: unknown } }>('refund.processed').refund.entity).toEqual(refund);
    expect(await ok('POST', `/payments/${paymentId}/refund`, { amount: 5000, speed: 'normal' })).toMatchObject({
      speed_requested: 'normal',
      speed_processed: 'normal',
    });
    expect(
      (await callApi(t, 'POST', `/payments/${paymentId}/refund`, { amount: 5000, speed: 'instant' })).statusCode,
    ).toBe(400);
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('a payment carries customer_id, token_id and offers; an order partial_payment', async () => {
    const order = await createOrder();
    expect(order.partial_payment).toBe(false);
    const payment = await ok<Record<string, unknown>>('GET', `/payments/${await pay(order.id)}`);
    expect(payment).toMatchObject({
      customer_id: null,
      token_id: null,
      offers: { entity: 'collection', count: 0, items: [] },
    });
    await t.app.paymentSandbox!.webhooksDelivered();
  });

  test('partial_payment true: paid in parts (the first at least first_payment_min_amount), paid when nothing is due', async () => {
    const order = await createOrder({ amount: 50_000, partial_payment: true, first_payment_min_amount: 20_000 });
    expect(order).toMatchObject({ partial_payment: true, first_payment_min_amount: 20_000, amount_due: 50_000 });

    expectRefused(
      await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'success', amount: 10_000 }),
      'The payment amount must be at least 20000',
    );
    const recorder = recordWebhooks(t.app);
    let firstPart: string;
    try {
      firstPart = await pay(order.id, { amount: 20_000 });
      await t.app.paymentSandbox!.webhooksDelivered();
    } finally {
      recorder.restore();
    }
    // A part is captured, but the order is not paid yet: no order.paid.
    expect(recorder.events()).toEqual(['payment.authorized', 'payment.captured']);
    for (const webhook of recorder.delivered)
      expect(validateWebhookSignature(webhook.body, webhook.signature!, t.config.payments.webhookSecret)).toBe(true);
    expect(await ok('GET', `/payments/${firstPart}`)).toMatchObject({ amount: 20_000, status: 'captured' });
    expect(await ok('GET', `/orders/${order.id}`)).toMatchObject({
      status: 'attempted',
      amount_paid: 20_000,
      amount_due: 30_000,
      attempts: 1,
    });

    expectRefused(
      await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'success', amount: 30_001 }),
      /more than the amount due/,
    );
    // After the first part any amount from ₹1 is taken; without an amount, all that is due.
    await pay(order.id, { amount: 100 });
    await t.app.paymentSandbox!.webhooksDelivered();
    const last = recordWebhooks(t.app);
    try {
      await pay(order.id);
      await t.app.paymentSandbox!.webhooksDelivered();
    } finally {
      last.restore();
    }
    expect(last.events()).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    expect(last.payloadOf<{ order: { entity: Order } }>('order.paid').order.entity).toMatchObject({
      status: 'paid',
      amount_paid: 50_000,
      amount_due: 0,
    });
    const parts = await ok<Collection<Payment>>('GET', `/orders/${order.id}/payments`);
    expect(parts.items.map((payment) => payment.amount).sort((a, b) => a - b)).toEqual([100, 20_000, 29_900]);
    expectRefused(
      await post(t.app, sandboxPaths.pay, { order_id: order.id, outcome: 'success', amount: 100 }),
      'Order has already been paid',
    );
  });

  test('a part captured later pays the order only when nothing is left; an order without partial payments takes its whole amount only', async () => {
    const order = await createOrder({ amount: 30_000, partial_payment: true, payment_capture: false });
    expect(order).not.toHaveProperty('first_payment_min_amount');
    const part = await pay(order.id, { amount: 10_000 });
    const rest = await pay(order.id, { amount: 20_000 });
    expect(await ok('GET', `/orders/${order.id}`)).toMatchObject({ status: 'attempted', amount_paid: 0 });
    await ok('POST', `/payments/${part}/capture`, { amount: 10_000, currency: 'INR' });
    expect(await ok('GET', `/orders/${order.id}`)).toMatchObject({
      status: 'attempted',
      amount_paid: 10_000,
      amount_due: 20_000,
    });
    await ok('POST', `/payments/${rest}/capture`, { amount: 20_000, currency: 'INR' });
    expect(await ok('GET', `/orders/${order.id}`)).toMatchObject({
      status: 'paid',
      amount_paid: 30_000,
      amount_due: 0,
    });

    const whole = await createOrder({ amount: 30_000 });
    expectRefused(
      await post(t.app, sandboxPaths.pay, { order_id: whole.id, outcome: 'success', amount: 10_000 }),
      /does not take partial payments/,
    );
    expectRefused(
      await callApi(t, 'POST', '/orders', { amount: 30_000, currency: 'INR', first_payment_min_amount: 10_000 }),
      /partial_payment/,
    );
    expectRefused(
      await callApi(t, 'POST', '/orders', {
        amount: 30_000,
        currency: 'INR',
        partial_payment: true,
        first_payment_min_amount: 30_001,
      }),
      /first_payment_min_amount/,
    );
    await t.app.paymentSandbox!.webhooksDelivered();
  });
});
