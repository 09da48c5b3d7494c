/**
 * Money invariants, end to end through the API and the sandbox (SQLite and PostgreSQL projects):
 * a shopper is never charged twice nor at an old price, every captured payment ends fulfilled or
 * refunded, and refunds or lost disputes take the books back.
 */
import { apiPaths, sandboxPaths } from '../../../shared/api-paths';
import type { AdminOrdersResponse, OrdersResponse } from '../../../shared/contract/orders.contract';
import { messages } from '../../../shared/messages';
import { orderTexts } from '../../../shared/order-texts';
import { PaymentProviderError } from '../../payments/razorpay-client';
import { post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { addToCart, checkout, payInSandbox, reportPayment, webhooksDelivered } from '../../testing/shopping';
import { apiMessages } from '../../../shared/api-messages';

let a: AdminTestApp;
let t: TestApp;
beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
});
afterAll(async () => {
  await t.close();
});

const userIdOf = (user: LoggedInUser) => Number(user.session.UserId);
const ownedBooks = async (user: LoggedInUser) =>
  (
    await t.db
      .selectFrom('user_books')
      .select('book_id')
      .where('user_id', '=', userIdOf(user))
      .orderBy('book_id')
      .execute()
  ).map((row) => row.book_id);
const salesOf = async (bookId: number) =>
  (await t.db.selectFrom('books').select('sales_count').where('id', '=', bookId).executeTakeFirstOrThrow()).sales_count;
const orderRow = (providerOrderId: string) =>
  t.db.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirstOrThrow();
const refundsOf = async (providerOrderId: string) =>
  t.db
    .selectFrom('order_refunds')
    .select(['amount_paise', 'reason', 'status'])
    .where('order_id', '=', (await orderRow(providerOrderId)).id)
    .orderBy('id')
    .execute();
/** What the provider holds: captured amount and refunded amount of every payment of the order. */
async function atProvider(providerOrderId: string) {
  const payments = await t.app.payments.client.fetchOrderPayments(providerOrderId);
  return payments.map((payment) => ({
    status: payment.status,
    amount: payment.amount,
    refunded: payment.amount_refunded,
  }));
}

async function shopperWith(...bookIds: string[]): Promise<LoggedInUser> {
  const user = await registerAndLogin(t.app);
  for (const bookId of bookIds) await addToCart(t.app, user, bookId);
  return user;
}

function reportFailure(user: LoggedInUser, providerOrderId: string) {
  return post(
    t.app,
    apiPaths.updateOrderStatus,
    { UserId: user.session.UserId, OrderId: providerOrderId, OrderStatus: 'Failed', Reason: 'UPI timed out' },
    { headers: user.headers },
  );
}

async function payAndReport(user: LoggedInUser, providerOrderId: string) {
  const response = await reportPayment(t.app, user, await payInSandbox(t.app, providerOrderId));
  await webhooksDelivered(t.app);
  return response;
}

describe('never charged twice', () => {
  test('fail, retry, then the first payment goes through after all: refunded in full, the book granted and counted once', async () => {
    const user = await shopperWith('1');
    const sales = await salesOf(1);
    const first = await checkout(t.app, user);
    expect((await reportFailure(user, first.order.id)).json()).toEqual({ Message: messages.paymentFailed });
    expect((await orderRow(first.order.id)).status).toBe('failed');

    const second = await checkout(t.app, user);
    expect(second.order.id).not.toBe(first.order.id);
    expect((await payAndReport(user, second.order.id)).statusCode).toBe(202);

    // The UPI payment of the failed order completes minutes later.
    const late = await reportPayment(t.app, user, await payInSandbox(t.app, first.order.id));
    await webhooksDelivered(t.app);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ Message: apiMessages.paymentRefunded });
    expect(await ownedBooks(user)).toEqual([1]);
    expect(await salesOf(1)).toBe(sales + 1);
    expect(await refundsOf(first.order.id)).toEqual([
      { amount_paise: first.order.amount, reason: 'order-failed', status: 'processed' },
    ]);
    expect(await atProvider(first.order.id)).toEqual([
      { status: 'refunded', amount: first.order.amount, refunded: first.order.amount },
    ]);
    expect(await atProvider(second.order.id)).toEqual([
      { status: 'captured', amount: second.order.amount, refunded: 0 },
    ]);
  });

  test('two tabs check out the same cart: one order, one charge; the second payment is refused by the provider', async () => {
    const user = await shopperWith('2', '3');
    const [tab1, tab2] = await Promise.all([checkout(t.app, user), checkout(t.app, user)]);
    expect(tab2.order.id).toBe(tab1.order.id);
    expect((await payAndReport(user, tab1.order.id)).statusCode).toBe(202);
    expect((await post(t.app, sandboxPaths.pay, { order_id: tab2.order.id, outcome: 'success' })).statusCode).toBe(400);
    expect(await ownedBooks(user)).toEqual([2, 3]);
    expect(await atProvider(tab1.order.id)).toEqual([{ status: 'captured', amount: tab1.order.amount, refunded: 0 }]);
  });

  test('the cart changed between two checkouts and both get paid: the replaced order is refunded in full', async () => {
    const user = await shopperWith('4');
    const before = await checkout(t.app, user);
    await addToCart(t.app, user, '5');
    const after = await checkout(t.app, user);
    expect((await orderRow(before.order.id)).status).toBe('abandoned');
    expect((await payAndReport(user, after.order.id)).statusCode).toBe(202);
    // The first tab still had the old Checkout open, and pays it; only the webhooks tell.
    await payInSandbox(t.app, before.order.id);
    await webhooksDelivered(t.app);
    expect(await ownedBooks(user)).toEqual([4, 5]);
    expect(await refundsOf(before.order.id)).toEqual([
      { amount_paise: before.order.amount, reason: 'order-abandoned', status: 'processed' },
    ]);
  });
});

describe('a payment that arrives after the shopper cancelled', () => {
  const cancel = (user: LoggedInUser, orderNumber: number) =>
    post(t.app, apiPaths.cancelOrder, { OrderId: orderNumber }, { headers: user.headers });

  test('Cancel, then the dialog still open in another tab is paid: refunded in full, nothing granted, My Orders says cancelled and refunded', async () => {
    const user = await shopperWith('21');
    const sales = await salesOf(21);
    const { order, order_number: orderNumber } = await checkout(t.app, user);
    expect((await cancel(user, orderNumber)).statusCode).toBe(202);

    const late = await payAndReport(user, order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ Message: apiMessages.paymentRefunded });
    expect(await ownedBooks(user)).toEqual([]);
    expect(await salesOf(21)).toBe(sales);
    expect(await orderRow(order.id)).toMatchObject({ status: 'expired', refunded_paise: order.amount });
    expect(await refundsOf(order.id)).toEqual([
      { amount_paise: order.amount, reason: 'order-cancelled', status: 'processed' },
    ]);
    expect(await atProvider(order.id)).toEqual([{ status: 'refunded', amount: order.amount, refunded: order.amount }]);
    const mine = (
      await t.app.inject({ method: 'GET', url: apiPaths.getOrders, headers: user.headers })
    ).json<OrdersResponse>().Orders;
    expect(mine).toEqual([
      expect.objectContaining({ OrderId: orderNumber, Status: 'cancelled', RefundedAmount: order.amount }),
    ]);
    // Pay now is refused for it; the cart is still there for a new checkout.
    expect(
      (await post(t.app, apiPaths.resumeOrderPayment, { OrderId: orderNumber }, { headers: user.headers })).statusCode,
    ).toBe(409);
    expect((await checkout(t.app, user)).order.id).not.toBe(order.id);
  });

  test('a payment captured before Cancel wins: the order is paid and Cancel is refused', async () => {
    const user = await shopperWith('22');
    const { order, order_number: orderNumber } = await checkout(t.app, user);
    expect((await payAndReport(user, order.id)).statusCode).toBe(202);
    const refused = await cancel(user, orderNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Message: apiMessages.orderAlreadyPaid });
    expect(await ownedBooks(user)).toEqual([22]);
    expect(await refundsOf(order.id)).toEqual([]);
  });

  test('Pay now of an order whose price changed since checkout is refused before any payment', async () => {
    const user = await shopperWith('23');
    const { order, order_number: orderNumber } = await checkout(t.app, user);
    const raised = await post(t.app, apiPaths.updateBook, { Id: '23', Price: 84_999.15 }, { headers: a.adminHeaders });
    expect(raised.statusCode).toBe(202);
    const resumed = await post(t.app, apiPaths.resumeOrderPayment, { OrderId: orderNumber }, { headers: user.headers });
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json()).toEqual({ Message: orderTexts.orderPricesChanged });
    expect(await atProvider(order.id)).toEqual([]);
  });
});

describe('never at an old price', () => {
  test('an expired order paid later is refunded in full, not fulfilled', async () => {
    const user = await shopperWith('6');
    const { order } = await checkout(t.app, user);
    t.clock.advance(t.config.orders.ttlMinutes * 60_000 + 1000);
    const response = await payAndReport(user, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: apiMessages.paymentRefunded });
    expect((await orderRow(order.id)).status).toBe('expired');
    expect(await ownedBooks(user)).toEqual([]);
    expect(await refundsOf(order.id)).toEqual([
      { amount_paise: order.amount, reason: 'order-expired', status: 'processed' },
    ]);
    // The next checkout is a new order at today's price, not the expired one.
    const again = await checkout(t.app, user);
    expect(again.order.id).not.toBe(order.id);
  });

  test("a price raised after checkout: the old order's payment is refunded and the book not granted", async () => {
    const user = await shopperWith('7');
    const { order } = await checkout(t.app, user);
    const raised = await post(t.app, apiPaths.updateBook, { Id: '7', Price: 84_999.15 }, { headers: a.adminHeaders });
    expect(raised.statusCode).toBe(202);
    const response = await payAndReport(user, order.id);
    expect(response.statusCode).toBe(409);
    expect(await ownedBooks(user)).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'abandoned', failure_reason: 'price-changed' });
    expect(await refundsOf(order.id)).toEqual([
      { amount_paise: order.amount, reason: 'price-changed', status: 'processed' },
    ]);
  });
});

describe('granted only for a captured payment', () => {
  test('a late authorization is captured by the store, then fulfilled', async () => {
    const user = await shopperWith('8');
    const { order } = await checkout(t.app, user);
    const response = await reportPayment(t.app, user, await payInSandbox(t.app, order.id, 'authorized'));
    await webhooksDelivered(t.app);
    expect(response.statusCode).toBe(202);
    expect(await ownedBooks(user)).toEqual([8]);
    expect(await atProvider(order.id)).toEqual([{ status: 'captured', amount: order.amount, refunded: 0 }]);
  });

  test('authorized but not captured (the capture call fails): nothing granted, the report is answered 502 and the reconciler finishes it', async () => {
    const user = await shopperWith('9');
    const { order } = await checkout(t.app, user);
    const capture = jest
      .spyOn(t.app.payments.client, 'capturePayment')
      .mockRejectedValue(new PaymentProviderError('capture timed out'));
    let response;
    try {
      response = await reportPayment(t.app, user, await payInSandbox(t.app, order.id, 'authorized'));
      await webhooksDelivered(t.app);
    } finally {
      capture.mockRestore();
    }
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ Message: messages.paymentConfirming });
    expect(await ownedBooks(user)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('pending');

    t.clock.advance(31_000);
    await t.app.orderServices.reconciler.runOnce();
    expect(await ownedBooks(user)).toEqual([9]);
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});

describe('refunds and disputes take the books back', () => {
  async function bought(...bookIds: string[]) {
    const user = await shopperWith(...bookIds);
    const { order } = await checkout(t.app, user);
    const paid = await payInSandbox(t.app, order.id);
    expect((await reportPayment(t.app, user, paid)).statusCode).toBe(202);
    await webhooksDelivered(t.app);
    return { user, order, paymentId: paid.razorpay_payment_id };
  }
  const readBook = (user: LoggedInUser, bookId: string) =>
    t.app.inject({ method: 'GET', url: `${apiPaths.getBookContent}?Id=${bookId}`, headers: user.headers });
  const myOrders = async (user: LoggedInUser) =>
    (await t.app.inject({ method: 'GET', url: apiPaths.getOrders, headers: user.headers })).json<OrdersResponse>()
      .Orders;
  const refundOrder = (body: object, headers = a.adminHeaders) => post(t.app, apiPaths.refundOrder, body, { headers });

  test('an admin refunds one line: the provider refunds it, the reader refuses the book, My Orders says partly refunded', async () => {
    const { user, order, paymentId } = await bought('10', '11');
    const row = await orderRow(order.id);
    const line = await t.db
      .selectFrom('order_lines')
      .select(['book_id', 'sale_price_paise'])
      .where('order_id', '=', row.id)
      .where('book_id', '=', 11)
      .executeTakeFirstOrThrow();
    const sales = await salesOf(11);

    const refunded = await refundOrder({ OrderId: row.id, BookIds: [11] });
    expect(refunded.statusCode).toBe(202);
    expect(refunded.json()).toEqual({ Message: apiMessages.orderRefunded });
    expect(await ownedBooks(user)).toEqual([10]);
    expect((await readBook(user, '11')).statusCode).toBe(403);
    expect(await salesOf(11)).toBe(sales - 1);
    const providerRefunds = await t.app.payments.client.fetchPaymentRefunds(paymentId);
    expect(providerRefunds).toEqual([
      expect.objectContaining({
        amount: line.sale_price_paise,
        notes: expect.objectContaining({ order_id: String(row.id) }),
      }),
    ]);
    await webhooksDelivered(t.app);
    const [mine] = await myOrders(user);
    expect(mine).toMatchObject({ OrderId: row.id, Status: 'partly-refunded', RefundedAmount: line.sale_price_paise });
    expect(mine!.Lines.map((l) => [l.BookId, l.Refunded])).toEqual([
      [10, false],
      [11, true],
    ]);
    // One refund per line: the same line again is 409, the refund webhook changed nothing more.
    expect((await refundOrder({ OrderId: row.id, BookIds: [11] })).statusCode).toBe(409);
    expect(await refundsOf(order.id)).toEqual([
      { amount_paise: line.sale_price_paise, reason: 'admin', status: 'processed' },
    ]);

    // The rest of the order: refunded.
    expect((await refundOrder({ OrderId: row.id })).statusCode).toBe(202);
    expect(await ownedBooks(user)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await atProvider(order.id)).toEqual([{ status: 'refunded', amount: order.amount, refunded: order.amount }]);
  });

  test('refundOrder refuses what it cannot do: not an admin, unknown order, a book not on the order, an unpaid order, a bad body', async () => {
    const { user, order } = await bought('12');
    const row = await orderRow(order.id);
    expect((await refundOrder({ OrderId: row.id }, user.headers)).statusCode).toBe(403);
    expect((await refundOrder({ OrderId: 99_999_999 })).statusCode).toBe(404);
    expect((await refundOrder({ OrderId: row.id, BookIds: [1] })).json()).toEqual({
      Message: apiMessages.orderLineNotFound,
    });
    const unpaid = await checkout(t.app, await shopperWith('13'));
    expect((await refundOrder({ OrderId: (await orderRow(unpaid.order.id)).id })).json()).toEqual({
      Message: apiMessages.orderNotRefundable,
    });
    for (const body of [{}, { OrderId: 'x' }, { OrderId: row.id, BookIds: [] }, { OrderId: row.id, Extra: 1 }]) {
      const response = await refundOrder(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('Message');
    }
    expect(await ownedBooks(user)).toEqual([12]);
  });

  test("a refund made in the provider's dashboard reaches the store by webhook and takes the book back", async () => {
    const { user, order, paymentId } = await bought('14');
    await t.app.payments.client.refundPayment(paymentId, { amount: order.amount, notes: { reason: 'dashboard' } });
    await webhooksDelivered(t.app);
    expect(await ownedBooks(user)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await refundsOf(order.id)).toEqual([
      { amount_paise: order.amount, reason: 'provider', status: 'processed' },
    ]);
  });

  test('a lost dispute takes the books back; a won one changes nothing', async () => {
    const won = await bought('15');
    expect((await post(t.app, sandboxPaths.dispute, { payment_id: won.paymentId, outcome: 'won' })).statusCode).toBe(
      200,
    );
    await webhooksDelivered(t.app);
    expect(await ownedBooks(won.user)).toEqual([15]);

    const lost = await bought('16');
    expect((await post(t.app, sandboxPaths.dispute, { payment_id: lost.paymentId, outcome: 'lost' })).statusCode).toBe(
      200,
    );
    await webhooksDelivered(t.app);
    expect(await ownedBooks(lost.user)).toEqual([]);
    expect((await orderRow(lost.order.id)).status).toBe('disputed');
    expect((await readBook(lost.user, '16')).statusCode).toBe(403);
  });

  test('admin Orders finds an order by e-mail, number and provider id, with its payments, refunds and webhooks', async () => {
    const { user, order } = await bought('17');
    const row = await orderRow(order.id);
    await refundOrder({ OrderId: row.id });
    await webhooksDelivered(t.app);
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', userIdOf(user)).executeTakeFirstOrThrow()
    ).email;
    for (const q of [email, String(row.id), order.id]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.getAdminOrders}?q=${encodeURIComponent(q)}`,
        headers: a.adminHeaders,
      });
      expect(response.statusCode).toBe(202);
      const found = response.json<AdminOrdersResponse>().Orders.find((candidate) => candidate.OrderId === row.id);
      expect(found).toMatchObject({
        Status: 'refunded',
        UserEmail: email,
        Payments: [expect.objectContaining({ Status: 'captured', Settlement: 'fulfilled' })],
      });
      expect(found!.Refunds).toEqual([
        expect.objectContaining({ Reason: 'admin', Status: 'processed', BookIds: [17] }),
      ]);
      expect(found!.Webhooks.map((event) => event.Event)).toEqual(
        expect.arrayContaining(['payment.captured', 'order.paid', 'refund.processed']),
      );
    }
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.getAdminOrders, headers: user.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${apiPaths.getAdminOrders}?PageSize=0`, headers: a.adminHeaders }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the reconciler', () => {
  let lost: TestApp;
  beforeAll(async () => {
    // Every webhook lost: only the reconciler can learn of payments nobody reported.
    const base = await createTestApp({ seed: true });
    const payments = { ...base.config.payments, sandboxWebhooks: false };
    await base.close();
    lost = await createTestApp({ payments });
  });
  afterAll(async () => {
    await lost.close();
  });

  test('settles a payment nobody reported (no report, every webhook lost) at its next look, and a second process does not run at the same time', async () => {
    const user = await registerAndLogin(lost.app);
    await addToCart(lost.app, user, '18');
    const { order } = await checkout(lost.app, user);
    await payInSandbox(lost.app, order.id);
    const owned = async () =>
      (await lost.db.selectFrom('user_books').select('book_id').where('user_id', '=', userIdOf(user)).execute()).map(
        (row) => row.book_id,
      );
    expect(await owned()).toEqual([]);

    // Not due yet: the order is looked at 30 s after checkout.
    expect((await lost.app.orderServices.reconciler.runOnce()).checked).toBe(0);
    lost.clock.advance(30_000);
    const summary = await lost.app.orderServices.reconciler.runOnce();
    expect(summary).toMatchObject({ settled: 1 });
    expect(await owned()).toEqual([18]);
  });

  test('a payment of a cancelled order that nobody reports (every webhook lost) is refunded in full by the reconciler', async () => {
    const user = await registerAndLogin(lost.app);
    await addToCart(lost.app, user, '24');
    const { order, order_number: orderNumber } = await checkout(lost.app, user);
    const cancelled = await post(lost.app, apiPaths.cancelOrder, { OrderId: orderNumber }, { headers: user.headers });
    expect(cancelled.statusCode).toBe(202);
    await payInSandbox(lost.app, order.id);

    lost.clock.advance(30_000);
    expect(await lost.app.orderServices.reconciler.runOnce()).toMatchObject({ settled: 1, refundsLeft: 0 });
    expect(
      await lost.db.selectFrom('user_books').select('book_id').where('user_id', '=', userIdOf(user)).execute(),
    ).toEqual([]);
    const refunds = await lost.db
      .selectFrom('order_refunds')
      .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
      .select(['order_refunds.amount_paise', 'order_refunds.reason', 'order_refunds.status'])
      .where('orders.provider_order_id', '=', order.id)
      .execute();
    expect(refunds).toEqual([{ amount_paise: order.amount, reason: 'order-cancelled', status: 'processed' }]);
    const [payment] = await lost.app.payments.client.fetchOrderPayments(order.id);
    expect(payment).toMatchObject({ status: 'refunded', amount_refunded: order.amount });
  });

  test('an order left unpaid expires at its TTL', async () => {
    const user = await registerAndLogin(lost.app);
    await addToCart(lost.app, user, '19');
    const { order } = await checkout(lost.app, user);
    lost.clock.advance(lost.config.orders.ttlMinutes * 60_000 + 1000);
    await lost.app.orderServices.reconciler.runOnce();
    expect(
      (
        await lost.db
          .selectFrom('orders')
          .select('status')
          .where('provider_order_id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('expired');
  });

  test('a refund sent just before a crash is recognised by its notes and not sent twice', async () => {
    const user = await registerAndLogin(lost.app);
    await addToCart(lost.app, user, '20');
    const { order } = await checkout(lost.app, user);
    const paid = await payInSandbox(lost.app, order.id);
    expect((await reportPayment(lost.app, user, paid)).statusCode).toBe(202);
    const row = await lost.db
      .selectFrom('orders')
      .select('id')
      .where('provider_order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    // A refund recorded, sent to the provider, and then the process died before marking it sent.
    const refund = await lost.db
      .insertInto('order_refunds')
      .values({
        order_id: row.id,
        provider_payment_id: paid.razorpay_payment_id,
        amount_paise: 100,
        reason: 'admin',
        status: 'pending',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await lost.app.payments.client.refundPayment(paid.razorpay_payment_id, {
      amount: 100,
      notes: { refund_id: String(refund.id), order_id: String(row.id) },
    });
    expect((await lost.app.orderServices.reconciler.runOnce()).refundsLeft).toBe(0);
    expect(await lost.app.payments.client.fetchPaymentRefunds(paid.razorpay_payment_id)).toHaveLength(1);
    expect(
      await lost.db.selectFrom('order_refunds').select('status').where('id', '=', refund.id).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'processed' });
  });
});
