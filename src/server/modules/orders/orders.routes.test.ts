import { apiPaths } from '../../../shared/api-paths';
import type { CheckoutResponse } from '../../../shared/contract/checkout.contract';
import { discountedPaise } from '../../../shared/money';
import type { OrdersResponse } from '../../../shared/contract/orders.contract';
import { messages } from '../../../shared/messages';
import { orderTexts } from '../../../shared/order-texts';
import { RAZORPAY_CHECKOUT_SCRIPT_URL } from '../../payments/payment-gateway';
import { PaymentProviderError } from '../../payments/razorpay-client';
import { paymentSignature, webhookSignature } from '../../payments/signatures';
import { post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  addToCart,
  cartOf,
  checkout,
  checkoutBody,
  payInSandbox,
  reportPayment,
  requestCheckout,
  webhooksDelivered,
} from '../../testing/shopping';
import { apiMessages } from '../../../shared/api-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ownedBooks = async (user: LoggedInUser) =>
  (
    await t.db
      .selectFrom('user_books')
      .select('book_id')
      .where('user_id', '=', Number(user.session.UserId))
      .orderBy('book_id')
      .execute()
  ).map((row) => row.book_id);
const salesOf = async (bookId: number) =>
  (await t.db.selectFrom('books').select('sales_count').where('id', '=', bookId).executeTakeFirstOrThrow()).sales_count;
const orderRow = (providerOrderId: string) =>
  t.db.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirstOrThrow();
const countOrders = async (user: LoggedInUser) =>
  (await t.db.selectFrom('orders').select('id').where('user_id', '=', Number(user.session.UserId)).execute()).length;

async function shopperWith(...bookIds: string[]): Promise<LoggedInUser> {
  const user = await registerAndLogin(t.app);
  for (const bookId of bookIds) await addToCart(t.app, user, bookId);
  return user;
}

/** A webhook as Razorpay sends it: the raw body signed with the webhook secret. */
function sendWebhook(body: object, options: { eventId?: string; secret?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: apiPaths.razorpayWebhook,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw, options.secret ?? t.config.payments.webhookSecret),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: raw,
  });
}

const capturedEvent = (order: CheckoutResponse['order'], paymentId: string) => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
      },
    },
  },
  created_at: 1_750_000_000,
});

describe('POST /api/checkoutPage', () => {
  test("charges the cart's prices from the database and answers what Razorpay Checkout needs", async () => {
    const user = await shopperWith('20', '21');
    const books = await t.db
      .selectFrom('books')
      .select(['id', 'price_paise', 'discount_bp'])
      .where('id', 'in', [20, 21])
      .execute();
    const expected = books.reduce((sum, book) => sum + discountedPaise(book.price_paise, book.discount_bp), 0);

    const body = await checkout(t.app, user);
    expect(body).toEqual({
      order: { id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: expected, currency: 'INR' },
      key_id: t.config.payments.keyId,
      checkout_script_url: '/sandbox/checkout.js',
      order_number: expect.any(Number),
      expires_at: expect.any(String),
    });
    const order = await orderRow(body.order.id);
    // Our order number and the time it can be paid until (ORDER_TTL_MINUTES after checkout).
    expect(body).toMatchObject({ order_number: order.id, expires_at: order.expires_at });
    expect(Date.parse(body.expires_at) - Date.parse(order.created_at)).toBe(t.config.orders.ttlMinutes * 60_000);
    expect(order).toMatchObject({ status: 'pending', amount_paise: expected, user_id: Number(user.session.UserId) });
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['book_id', 'sale_price_paise'])
      .where('order_id', '=', order.id)
      .orderBy('book_id')
      .execute();
    expect(lines.map((line) => line.book_id)).toEqual([20, 21]);
    // The provider's order carries our amount and our order id as the receipt.
    expect(await t.app.payments.client.fetchOrder(body.order.id)).toMatchObject({
      amount: expected,
      currency: 'INR',
      receipt: String(order.id),
      status: 'created',
    });
  });

  test('a tampered price is 409 and nothing is created at the provider or in orders', async () => {
    const user = await shopperWith('22');
    const body = await checkoutBody(t.app, user);
    const response = await requestCheckout(t.app, user, { ...body, price: '1.00' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: apiMessages.checkoutPriceChanged });
    expect(await countOrders(user)).toBe(0);
  });

  test("book ids that are not the cart's are 409; an empty cart is 400", async () => {
    const user = await shopperWith('23');
    const body = await checkoutBody(t.app, user);
    const changed = await requestCheckout(t.app, user, { ...body, bookId: ['24'] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ Message: apiMessages.checkoutCartChanged });

    const empty = await registerAndLogin(t.app);
    const response = await requestCheckout(t.app, empty, {
      userId: empty.session.UserId,
      price: '10.00',
      bookId: ['23'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: messages.checkoutCartEmpty });
    expect(
      (await requestCheckout(t.app, empty, { userId: empty.session.UserId, price: '0.00', bookId: [] })).statusCode,
    ).toBe(400);
    expect(await countOrders(empty)).toBe(0);
  });

  test("another user's userId is 403; no token 401; a malformed price 400", async () => {
    const user = await shopperWith('25');
    const other = await registerAndLogin(t.app);
    const body = await checkoutBody(t.app, user);
    expect((await requestCheckout(t.app, other, body)).statusCode).toBe(403);
    expect((await post(t.app, apiPaths.checkoutPage, body)).statusCode).toBe(401);
    expect((await requestCheckout(t.app, user, { ...body, price: '12,00' })).statusCode).toBe(400);
  });

  test('two checkouts racing for one cart get the same provider order; a changed cart gets a new one', async () => {
    const user = await shopperWith('26', '27');
    const body = await checkoutBody(t.app, user);
    const answers = await Promise.all([
      requestCheckout(t.app, user, body),
      requestCheckout(t.app, user, body),
      requestCheckout(t.app, user, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    const orderIds = new Set(answers.map((answer) => answer.json<CheckoutResponse>().order.id));
    expect(orderIds.size).toBe(1);
    expect(await countOrders(user)).toBe(1);

    const [first] = orderIds;
    await addToCart(t.app, user, '28');
    const second = await checkout(t.app, user);
    expect(second.order.id).not.toBe(first);
    expect((await orderRow(first!)).status).toBe('abandoned');
  });

  test('an unreachable payment provider is 502 with a clear message, and a retry works', async () => {
    const failing = await createTestApp({ seed: true });
    try {
      const { client } = failing.app.payments;
      const createOrder = client.createOrder.bind(client);
      client.createOrder = () => Promise.reject(new PaymentProviderError('connect ECONNREFUSED'));
      const user = await registerAndLogin(failing.app);
      await addToCart(failing.app, user, '29');
      const body = await checkoutBody(failing.app, user);
      const response = await requestCheckout(failing.app, user, body);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ Message: apiMessages.paymentProviderUnavailable });

      client.createOrder = createOrder;
      const retry = await requestCheckout(failing.app, user, body);
      expect(retry.statusCode).toBe(202);
      expect(await failing.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe('POST /api/updateOrderStatus', () => {
  test("Success with Razorpay's signature: paid, books granted, sales counted, cart emptied; a repeat changes nothing", async () => {
    const user = await shopperWith('30', '31');
    const before = [await salesOf(30), await salesOf(31)];
    // A sale keeps the cached catalog: the counts reach the best sellers as its entries expire (054).
    const invalidate = jest.spyOn(t.app.catalogCache, 'invalidate');
    const { order } = await checkout(t.app, user);
    const result = await payInSandbox(t.app, order.id);
    const response = await reportPayment(t.app, user, result);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ Message: messages.paymentSucceeded });
    expect(await ownedBooks(user)).toEqual([30, 31]);
    expect(await cartOf(t.app, user)).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', payment_id: result.razorpay_payment_id });

    const again = await reportPayment(t.app, user, result);
    expect(again.statusCode).toBe(202);
    await webhooksDelivered(t.app);
    expect(await ownedBooks(user)).toEqual([30, 31]);
    expect([await salesOf(30), await salesOf(31)]).toEqual(before.map((count) => count + 1));
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
  });

  test('a forged signature is 400 and grants nothing', async () => {
    const user = await shopperWith('32');
    const { order } = await checkout(t.app, user);
    const forged = paymentSignature(order.id, 'pay_Forged00000000', 'not-the-key-secret');
    const response = await reportPayment(t.app, user, {
      razorpay_order_id: order.id,
      razorpay_payment_id: 'pay_Forged00000000',
      razorpay_signature: forged,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: apiMessages.paymentNotVerified });
    expect(await ownedBooks(user)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await cartOf(t.app, user)).toHaveLength(1);
  });

  test('a genuine signature of another order is 400 for this one', async () => {
    const user = await shopperWith('33');
    const { order: first } = await checkout(t.app, user);
    const paid = await payInSandbox(t.app, first.id);
    await webhooksDelivered(t.app);
    await addToCart(t.app, user, '34');
    const { order: second } = await checkout(t.app, user);
    const reused = await reportPayment(t.app, user, { ...paid, razorpay_order_id: second.id });
    expect(reused.statusCode).toBe(400);
    expect((await orderRow(second.id)).status).toBe('pending');
    expect(await ownedBooks(user)).toEqual([33]);
  });

  test('Failed records the failure and keeps the cart; a later Failed on a paid order is 409', async () => {
    const user = await shopperWith('35');
    const { order } = await checkout(t.app, user);
    const failed = await post(
      t.app,
      apiPaths.updateOrderStatus,
      {
        UserId: user.session.UserId,
        OrderId: order.id,
        OrderStatus: 'Failed',
        PaymentId: 'pay_Declined000000',
        Signature: '',
        Reason: 'Card declined',
      },
      { headers: user.headers },
    );
    expect(failed.statusCode).toBe(202);
    expect(failed.json()).toEqual({ Message: messages.paymentFailed });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'Card declined',
      payment_id: 'pay_Declined000000',
    });
    expect(await cartOf(t.app, user)).toHaveLength(1);

    // The shopper tries again: a new order, paid this time; a stale failure report cannot undo it.
    const retry = await checkout(t.app, user);
    expect(retry.order.id).not.toBe(order.id);
    await reportPayment(t.app, user, await payInSandbox(t.app, retry.order.id));
    const stale = await post(
      t.app,
      apiPaths.updateOrderStatus,
      { UserId: user.session.UserId, OrderId: retry.order.id, OrderStatus: 'Failed' },
      { headers: user.headers },
    );
    expect(stale.statusCode).toBe(409);
    expect((await orderRow(retry.order.id)).status).toBe('paid');
  });

  test("another user's order is 404 (UserId theirs) or 403 (UserId not the caller)", async () => {
    const owner = await shopperWith('36');
    const other = await registerAndLogin(t.app);
    const { order } = await checkout(t.app, owner);
    const paid = await payInSandbox(t.app, order.id);
    await webhooksDelivered(t.app);
    expect((await reportPayment(t.app, other, paid)).statusCode).toBe(404);
    expect((await reportPayment(t.app, other, paid, { UserId: owner.session.UserId })).statusCode).toBe(403);
    expect(await ownedBooks(other)).toEqual([]);
  });

  test('the report is validated strictly', async () => {
    const user = await registerAndLogin(t.app);
    const base = {
      UserId: user.session.UserId,
      OrderId: 'order_Abc',
      OrderStatus: 'Success',
      PaymentId: 'pay_Abc',
      Signature: 'a'.repeat(64),
    };
    for (const body of [
      { ...base, OrderStatus: 'Paid' },
      { ...base, Signature: 'xyz' },
      { ...base, OrderId: '1' },
      { ...base, extra: 1 },
    ]) {
      expect((await post(t.app, apiPaths.updateOrderStatus, body, { headers: user.headers })).statusCode).toBe(400);
    }
    expect((await post(t.app, apiPaths.updateOrderStatus, base, { headers: user.headers })).statusCode).toBe(404);
  });

  test('the browser report and the webhook arriving together grant each book once and count each sale once', async () => {
    const user = await shopperWith('37', '38');
    const before = [await salesOf(37), await salesOf(38)];
    const { order } = await checkout(t.app, user);
    const result = await payInSandbox(t.app, order.id);
    const answers = await Promise.all([
      reportPayment(t.app, user, result),
      sendWebhook(capturedEvent(order, result.razorpay_payment_id), { eventId: 'evt_Race000000001' }),
      reportPayment(t.app, user, result),
      webhooksDelivered(t.app),
    ]);
    expect(answers.slice(0, 3).map((answer) => answer && answer.statusCode)).toEqual([202, 200, 202]);
    expect(await ownedBooks(user)).toEqual([37, 38]);
    expect([await salesOf(37), await salesOf(38)]).toEqual(before.map((count) => count + 1));
  });
});

describe('POST /api/webhooks/razorpay', () => {
  test('webhook alone (the browser never reports) grants the books', async () => {
    const user = await shopperWith('39');
    const { order } = await checkout(t.app, user);
    await payInSandbox(t.app, order.id);
    await webhooksDelivered(t.app);
    expect(await ownedBooks(user)).toEqual([39]);
    expect(await cartOf(t.app, user)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  test('a forged signature is 400 and changes nothing', async () => {
    const user = await shopperWith('40');
    const { order } = await checkout(t.app, user);
    const response = await sendWebhook(capturedEvent(order, 'pay_Forged00000001'), { secret: 'guessed-secret' });
    expect(response.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: apiPaths.razorpayWebhook,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(capturedEvent(order, 'pay_X')),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ownedBooks(user)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  test('a replayed event id is ignored', async () => {
    const user = await shopperWith('41');
    const { order } = await checkout(t.app, user);
    const failedEvent = {
      entity: 'event',
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_Failed0000001',
            order_id: order.id,
            amount: order.amount,
            currency: 'INR',
            status: 'failed',
            error_description: 'Declined',
          },
        },
      },
    };
    expect((await sendWebhook(failedEvent, { eventId: 'evt_Replay0000001' })).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('failed');
    // Put the order back to pending: a replay that were processed again would mark it failed again.
    await t.db
      .updateTable('orders')
      .set({ status: 'pending', failure_reason: null })
      .where('provider_order_id', '=', order.id)
      .execute();
    const replay = await sendWebhook(failedEvent, { eventId: 'evt_Replay0000001' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ Message: 'Event already processed.' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', failure_reason: null });
  });

  test('a captured payment of the wrong amount does not fulfil and is refunded; unknown events and orders are acknowledged with 200', async () => {
    const user = await shopperWith('42');
    const { order } = await checkout(t.app, user);
    expect(
      (await sendWebhook(capturedEvent({ ...order, amount: order.amount - 1 }, 'pay_Short00000001'))).statusCode,
    ).toBe(200);
    const row = await orderRow(order.id);
    expect(row.status).toBe('abandoned');
    expect(await ownedBooks(user)).toEqual([]);
    expect(
      await t.db
        .selectFrom('order_refunds')
        .select(['amount_paise', 'reason'])
        .where('order_id', '=', row.id)
        .execute(),
    ).toEqual([{ amount_paise: order.amount - 1, reason: 'payment-mismatch' }]);
    expect((await sendWebhook({ entity: 'event', event: 'refund.created', payload: {} })).statusCode).toBe(200);
    expect((await sendWebhook(capturedEvent({ ...order, id: 'order_Unknown0000001' }, 'pay_U'))).statusCode).toBe(200);
    expect((await sendWebhook({ entity: 'event', event: 'payment.captured', payload: {} })).statusCode).toBe(400);
  });

  test('a signed event that contradicts itself grants nothing: another currency, a payment not captured, order ids that disagree', async () => {
    const user = await shopperWith('41');
    const { order } = await checkout(t.app, user);
    const captured = capturedEvent(order, 'pay_Odd000000001');
    const withPayment = (changes: object) => ({
      ...captured,
      payload: { payment: { entity: { ...captured.payload.payment.entity, ...changes } } },
    });
    for (const event of [
      withPayment({ currency: 'USD' }),
      withPayment({ status: 'failed' }),
      withPayment({ status: 'authorized' }),
    ]) {
      const response = await sendWebhook(event);
      expect(response.statusCode).toBe(200);
      expect((await orderRow(order.id)).status).toBe('pending');
    }
    const paidForAnother = {
      ...captured,
      event: 'order.paid',
      payload: { ...captured.payload, order: { entity: { id: 'order_Other00000001', entity: 'order' } } },
    };
    expect((await sendWebhook(paidForAnother)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('pending');
    // The same event, consistent, still fulfils.
    expect((await sendWebhook(captured)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});

describe('live Razorpay mode', () => {
  test("checkout answers Razorpay's script URL and the CSP allows Razorpay Checkout; the sandbox is absent", async () => {
    const live = await createTestApp({
      payments: {
        provider: 'razorpay',
        keyId: 'rzp_test_live0001',
        keySecret: 'k',
        webhookSecret: 'w',
        apiBaseUrl: 'https://api.razorpay.com',
        sandboxWebhooks: false,
      },
    });
    try {
      live.app.payments.client.createOrder = async (input) => ({
        id: 'order_Live0000000001',
        entity: 'order',
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        status: 'created',
        attempts: 0,
        created_at: 1,
      });
      const user = await registerAndLogin(live.app);
      await addToCart(live.app, user, '3');
      const body = await checkout(live.app, user);
      expect(body).toMatchObject({
        order: { id: 'order_Live0000000001' },
        key_id: 'rzp_test_live0001',
        checkout_script_url: RAZORPAY_CHECKOUT_SCRIPT_URL,
      });

      // The CSP is a document's header: look at a page, not an API answer.
      const page = await live.app.inject({ method: 'GET', url: '/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com https:\/\/api\.razorpay\.com/);
      expect(csp).toMatch(/frame-src 'self' https:\/\/checkout\.razorpay\.com https:\/\/api\.razorpay\.com/);
      for (const url of ['/sandbox/checkout.js', '/sandbox/razorpay/v1/orders/order_x']) {
        expect((await live.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect((await post(live.app, '/sandbox/pay', { order_id: 'order_x', outcome: 'success' })).statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });

  test('in sandbox mode the CSP names no payment origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain('razorpay.com');
  });
});

describe('an order awaiting payment: POST /api/resumeOrderPayment and /api/cancelOrder', () => {
  const resume = (user: LoggedInUser, body: object) =>
    post(t.app, apiPaths.resumeOrderPayment, body, { headers: user.headers });
  const cancel = (user: LoggedInUser, body: object) =>
    post(t.app, apiPaths.cancelOrder, body, { headers: user.headers });
  const myOrders = async (user: LoggedInUser) =>
    (await t.app.inject({ method: 'GET', url: apiPaths.getOrders, headers: user.headers })).json<OrdersResponse>()
      .Orders;

  test('Pay now answers the same provider order as checkout, makes no second order, and pays it', async () => {
    const user = await shopperWith('2', '3');
    const checkedOut = await checkout(t.app, user);
    const row = await orderRow(checkedOut.order.id);
    expect(checkedOut).toMatchObject({ order_number: row.id, expires_at: row.expires_at });

    const resumed = await resume(user, { OrderId: row.id });
    expect(resumed.statusCode).toBe(202);
    expect(resumed.json()).toEqual(checkedOut);
    expect(await countOrders(user)).toBe(1);
    // My Orders shows the order awaiting payment with the time it can be paid until.
    expect(await myOrders(user)).toEqual([
      expect.objectContaining({ OrderId: row.id, Status: 'pending', ExpiresAt: row.expires_at }),
    ]);

    expect((await reportPayment(t.app, user, await payInSandbox(t.app, checkedOut.order.id))).statusCode).toBe(202);
    await webhooksDelivered(t.app);
    expect(await ownedBooks(user)).toEqual([2, 3]);
    const paid = await resume(user, { OrderId: row.id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ Message: apiMessages.orderAlreadyPaid });
    const cancelPaid = await cancel(user, { OrderId: row.id });
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json()).toEqual({ Message: apiMessages.orderAlreadyPaid });
    expect((await orderRow(checkedOut.order.id)).status).toBe('paid');
  });

  test("another user's or an unknown order is 404, no token 401, a malformed body 400", async () => {
    const owner = await shopperWith('4');
    const { order_number: orderNumber } = await checkout(t.app, owner);
    const stranger = await registerAndLogin(t.app);
    for (const call of [resume, cancel]) {
      for (const body of [{ OrderId: orderNumber }, { OrderId: 99_999_999 }]) {
        const response = await call(stranger, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Message: apiMessages.orderNotFound });
      }
      for (const body of [{}, { OrderId: 'x' }, { OrderId: 0 }, { OrderId: orderNumber, UserId: '1' }]) {
        expect((await call(owner, body)).statusCode).toBe(400);
      }
      expect((await call({ ...owner, headers: {} }, { OrderId: orderNumber })).statusCode).toBe(401);
    }
    expect(
      (await orderRow((await resume(owner, { OrderId: orderNumber })).json<CheckoutResponse>().order.id)).status,
    ).toBe('pending');
  });

  test('Cancel releases the order: it can no longer be paid, My Orders says cancelled, the cart is kept and the next checkout is a new order', async () => {
    const user = await shopperWith('5');
    const first = await checkout(t.app, user);
    const cancelled = await cancel(user, { OrderId: first.order_number });
    expect(cancelled.statusCode).toBe(202);
    expect(cancelled.json()).toEqual({ Message: orderTexts.orderCancelled });
    expect(await orderRow(first.order.id)).toMatchObject({ status: 'expired', failure_reason: 'cancelled-by-buyer' });
    // A double click: the same answer, nothing more.
    expect((await cancel(user, { OrderId: first.order_number })).json()).toEqual({
      Message: orderTexts.orderCancelled,
    });

    const resumed = await resume(user, { OrderId: first.order_number });
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json()).toEqual({ Message: orderTexts.orderNotPayable });
    expect(await myOrders(user)).toEqual([
      expect.objectContaining({ OrderId: first.order_number, Status: 'cancelled' }),
    ]);
    expect((await cartOf(t.app, user)).map((item) => item.Books.BookId)).toEqual(['5']);

    const second = await checkout(t.app, user);
    expect(second.order.id).not.toBe(first.order.id);
    expect(second.order_number).not.toBe(first.order_number);
  });

  test('an expired order cannot be paid again; a failed one cannot be cancelled', async () => {
    const user = await shopperWith('6');
    const { order_number: orderNumber, order } = await checkout(t.app, user);
    t.clock.advance(t.config.orders.ttlMinutes * 60_000 + 1000);
    const resumed = await resume(user, { OrderId: orderNumber });
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json()).toEqual({ Message: orderTexts.orderNotPayable });
    expect((await orderRow(order.id)).status).toBe('pending');

    const failing = await shopperWith('7');
    const failed = await checkout(t.app, failing);
    await post(
      t.app,
      apiPaths.updateOrderStatus,
      { UserId: failing.session.UserId, OrderId: failed.order.id, OrderStatus: 'Failed' },
      { headers: failing.headers },
    );
    const response = await cancel(failing, { OrderId: failed.order_number });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: orderTexts.orderNotAwaitingPayment });
    expect((await orderRow(failed.order.id)).status).toBe('failed');
  });
});
