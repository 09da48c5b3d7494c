/** The sandbox's orders, payments and refunds (Kysely only), kept in tables so a restart keeps them. */
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type {
  Database,
  SandboxOrderRow,
  SandboxPaymentRow,
  SandboxPaymentStatus,
  SandboxRefundRow,
} from '../../db/database';

export interface NewSandboxOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  /** false: payments wait for the capture API (Razorpay's payment_capture 0). */
  automaticCapture: boolean;
  /** true: the order takes payments in parts (Razorpay's partial_payment). */
  partialPayment: boolean;
  firstPaymentMinAmount: number | null;
  createdAt: number;
}

/** A page of one of Razorpay's lists: created_at within from..to (both included), newest first. */
export interface ListPage {
  from?: number | undefined;
  to?: number | undefined;
  count: number;
  skip: number;
}

export interface OrderListPage extends ListPage {
  /** true: orders with a payment that was authorized (captured and refunded ones were too); false: orders without. */
  authorized?: boolean | undefined;
  receipt?: string | undefined;
}

/** How a payment attempt ends: failed, authorized only, or authorized and captured at once. */
export type AttemptResult = 'failed' | 'authorized' | 'captured';

export interface PaymentAttempt {
  orderId: string;
  paymentId: string;
  /** Paise: the order's amount due, or a part of it on a partial-payment order. */
  amount: number;
  createdAt: number;
  result: AttemptResult;
  failure?: { code: string; description: string };
}

/** 'more-than-due': the amount exceeds what is left to pay (another payment got there first). */
export type AttemptOutcome =
  | { result: 'recorded'; order: SandboxOrderRow; payment: SandboxPaymentRow }
  | { result: 'unknown-order' | 'already-paid' | 'more-than-due' };

export interface NewSandboxRefund {
  id: string;
  payment: SandboxPaymentRow;
  amount: number;
  notes: Record<string, string>;
  receipt: string | null;
  createdAt: number;
  speedRequested: 'normal' | 'optimum';
}

/** The payment states that mean the payment was authorized once (Razorpay's authorized=1 filter on orders). */
const AUTHORIZED_ONCE: SandboxPaymentStatus[] = ['authorized', 'captured', 'refunded'];

/** Adds `amount` to what an order was paid: 'paid' once nothing is due, 'attempted' until then. */
function paidUpdate(eb: ExpressionBuilder<Database, 'sandbox_orders'>, amount: number) {
  const paidAfter = eb('amount_paid', '+', amount);
  return {
    amount_paid: paidAfter,
    status: eb
      .case()
      .when(paidAfter, '>=', eb.ref('amount'))
      .then('paid' as const)
      .else('attempted' as const)
      .end(),
  };
}

/** The from/to window and the page (count from skip), newest first. */
function page<T extends 'sandbox_orders' | 'sandbox_payments' | 'sandbox_refunds', O>(
  query: SelectQueryBuilder<Database, T, O>,
  { from, to, count, skip }: ListPage,
) {
  let paged = query;
  // Each of the three tables has created_at (unix seconds) and id; Kysely cannot see that through T.
  if (from !== undefined) paged = paged.where(sql<boolean>`${sql.ref('created_at')} >= ${from}`);
  if (to !== undefined) paged = paged.where(sql<boolean>`${sql.ref('created_at')} <= ${to}`);
  return paged.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(count).offset(skip);
}

/**
 * Data access only; the rules live in sandbox-payments.ts. Methods that change several rows expect
 * to run on a transaction's repositories (uow.transact), where the outbox rows are written too.
 */
export class SandboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async createOrder(order: NewSandboxOrder): Promise<SandboxOrderRow> {
    return this.db
      .insertInto('sandbox_orders')
      .values({
        id: order.id,
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        notes: JSON.stringify(order.notes),
        status: 'created',
        payment_capture: order.automaticCapture ? 1 : 0,
        partial_payment: order.partialPayment ? 1 : 0,
        first_payment_min_amount: order.firstPaymentMinAmount,
        created_at: order.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findOrder(orderId: string) {
    return this.db.selectFrom('sandbox_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  }

  listOrders(filter: OrderListPage): Promise<SandboxOrderRow[]> {
    let query = this.db.selectFrom('sandbox_orders').selectAll('sandbox_orders');
    if (filter.receipt !== undefined) query = query.where('receipt', '=', filter.receipt);
    if (filter.authorized !== undefined) {
      const authorized = filter.authorized;
      query = query.where((eb) => {
        const payments = eb
          .selectFrom('sandbox_payments')
          .select('sandbox_payments.id')
          .whereRef('sandbox_payments.order_id', '=', 'sandbox_orders.id')
          .where('sandbox_payments.status', 'in', AUTHORIZED_ONCE);
        return authorized ? eb.exists(payments) : eb.not(eb.exists(payments));
      });
    }
    return page(query, filter).execute();
  }

  updateOrderNotes(orderId: string, notes: Record<string, string>) {
    return this.db
      .updateTable('sandbox_orders')
      .set({ notes: JSON.stringify(notes) })
      .where('id', '=', orderId)
      .returningAll()
      .executeTakeFirst();
  }

  listPayments(filter: ListPage): Promise<SandboxPaymentRow[]> {
    return page(this.db.selectFrom('sandbox_payments').selectAll(), filter).execute();
  }

  updatePaymentNotes(paymentId: string, notes: Record<string, string>) {
    return this.db
      .updateTable('sandbox_payments')
      .set({ notes: JSON.stringify(notes) })
      .where('id', '=', paymentId)
      .returningAll()
      .executeTakeFirst();
  }

  findRefund(refundId: string) {
    return this.db.selectFrom('sandbox_refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  }

  /** Every refund, or one payment's. */
  listRefunds(filter: ListPage & { paymentId?: string }): Promise<SandboxRefundRow[]> {
    let query = this.db.selectFrom('sandbox_refunds').selectAll();
    if (filter.paymentId !== undefined) query = query.where('payment_id', '=', filter.paymentId);
    return page(query, filter).execute();
  }

  updateRefundNotes(refundId: string, notes: Record<string, string>) {
    return this.db
      .updateTable('sandbox_refunds')
      .set({ notes: JSON.stringify(notes) })
      .where('id', '=', refundId)
      .returningAll()
      .executeTakeFirst();
  }

  paymentsOf(orderId: string) {
    return this.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  findPayment(paymentId: string) {
    return this.db.selectFrom('sandbox_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  }

  /**
   * One payment attempt (inside a transaction), like Razorpay: a captured one adds its amount to
   * what the order was paid, and the order is 'paid' once nothing is due (a paid order takes no
   * further payment); a failed or only authorized one leaves it 'attempted', open to another
   * attempt. No payment may exceed what is due; the conditional update makes two simultaneous
   * captures of one order impossible.
   */
  async recordAttempt(attempt: PaymentAttempt): Promise<AttemptOutcome> {
    const captured = attempt.result === 'captured';
    const order = await this.db
      .updateTable('sandbox_orders')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        ...(captured ? paidUpdate(eb, attempt.amount) : { status: 'attempted' as const }),
      }))
      .where('id', '=', attempt.orderId)
      .where('status', '!=', 'paid')
      .where((eb) => eb(eb('amount_paid', '+', attempt.amount), '<=', eb.ref('amount')))
      .returningAll()
      .executeTakeFirst();
    if (!order) {
      const found = await this.findOrder(attempt.orderId);
      return { result: !found ? 'unknown-order' : found.status === 'paid' ? 'already-paid' : 'more-than-due' };
    }
    const payment = await this.db
      .insertInto('sandbox_payments')
      .values({
        id: attempt.paymentId,
        order_id: order.id,
        amount: attempt.amount,
        currency: order.currency,
        status: attempt.result,
        error_code: attempt.failure?.code ?? null,
        error_description: attempt.failure?.description ?? null,
        created_at: attempt.createdAt,
        captured_at: captured ? attempt.createdAt : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { result: 'recorded', order, payment };
  }

  /** authorized -> captured; undefined when it was not authorized (any more). */
  markCaptured(paymentId: string, capturedAt: number) {
    return this.db
      .updateTable('sandbox_payments')
      .set({ status: 'captured', captured_at: capturedAt })
      .where('id', '=', paymentId)
      .where('status', '=', 'authorized')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * A captured payment's amount added to what its order was paid ('paid' once nothing is due);
   * undefined when the order was paid already, or has less due (other payments got there first).
   */
  addOrderPaid(orderId: string, amount: number) {
    return this.db
      .updateTable('sandbox_orders')
      .set((eb) => paidUpdate(eb, amount))
      .where('id', '=', orderId)
      .where('status', '!=', 'paid')
      .where((eb) => eb(eb('amount_paid', '+', amount), '<=', eb.ref('amount')))
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Adds a refund to a captured payment, unless it would refund more than was captured: the
   * condition is checked by the update itself, so concurrent refunds can never exceed the payment.
   * A payment refunded in full becomes 'refunded'. Undefined: nothing was changed.
   */
  async addRefunded(paymentId: string, amount: number): Promise<SandboxPaymentRow | undefined> {
    const updated = await this.db
      .updateTable('sandbox_payments')
      .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', amount) }))
      .where('id', '=', paymentId)
      .where('status', '=', 'captured')
      .where((eb) => eb(eb('amount_refunded', '+', amount), '<=', eb.ref('amount')))
      .returningAll()
      .executeTakeFirst();
    if (!updated || updated.amount_refunded < updated.amount) return updated;
    return this.db
      .updateTable('sandbox_payments')
      .set({ status: 'refunded' })
      .where('id', '=', paymentId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  insertRefund(refund: NewSandboxRefund): Promise<SandboxRefundRow> {
    return this.db
      .insertInto('sandbox_refunds')
      .values({
        id: refund.id,
        payment_id: refund.payment.id,
        amount: refund.amount,
        currency: refund.payment.currency,
        receipt: refund.receipt,
        notes: JSON.stringify(refund.notes),
        speed_requested: refund.speedRequested,
        status: 'processed',
        created_at: refund.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
