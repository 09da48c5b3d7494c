/** The sandbox's orders, payments and refunds (Kysely only), kept in tables so a restart keeps them. */
import type { Kysely } from 'kysely';
import type { Database, SandboxOrderRow, SandboxPaymentRow, SandboxRefundRow } from '../../db/database';

export interface NewSandboxOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  /** false: payments wait for the capture API (Razorpay's payment_capture 0). */
  automaticCapture: boolean;
  createdAt: number;
}

/** How a payment attempt ends: failed, authorized only, or authorized and captured at once. */
export type AttemptResult = 'failed' | 'authorized' | 'captured';

export interface PaymentAttempt {
  orderId: string;
  paymentId: string;
  createdAt: number;
  result: AttemptResult;
  failure?: { code: string; description: string };
}

export type AttemptOutcome = { result: 'recorded'; order: SandboxOrderRow; payment: SandboxPaymentRow } | { result: 'unknown-order' | 'already-paid' };

export interface NewSandboxRefund {
  id: string;
  payment: SandboxPaymentRow;
  amount: number;
  notes: Record<string, string>;
  receipt: string | null;
  createdAt: number;
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
        created_at: order.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findOrder(orderId: string) {
    return this.db.selectFrom('sandbox_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  }

  paymentsOf(orderId: string) {
    return this.db.selectFrom('sandbox_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
  }

  findPayment(paymentId: string) {
    return this.db.selectFrom('sandbox_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  }

  refundsOf(paymentId: string) {
    return this.db.selectFrom('sandbox_refunds').selectAll().where('payment_id', '=', paymentId).orderBy('created_at').orderBy('id').execute();
  }

  /**
   * One payment attempt (inside a transaction), like Razorpay: a captured one pays the order in
   * full (a paid order takes no further payment: partial payments are off); a failed or only
   * authorized one leaves it 'attempted', open to another attempt. The conditional update makes two
   * simultaneous captures of one order impossible.
   */
  async recordAttempt(attempt: PaymentAttempt): Promise<AttemptOutcome> {
    const captured = attempt.result === 'captured';
    const order = await this.db
      .updateTable('sandbox_orders')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        status: captured ? 'paid' : 'attempted',
        amount_paid: captured ? eb.ref('amount') : eb.ref('amount_paid'),
      }))
      .where('id', '=', attempt.orderId)
      .where('status', '!=', 'paid')
      .returningAll()
      .executeTakeFirst();
    if (!order) return { result: (await this.findOrder(attempt.orderId)) ? 'already-paid' : 'unknown-order' };
    const payment = await this.db
      .insertInto('sandbox_payments')
      .values({
        id: attempt.paymentId,
        order_id: order.id,
        amount: order.amount,
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

  /** The order paid by a captured payment; undefined when it was paid already (by another payment). */
  markOrderPaid(orderId: string, amountPaid: number) {
    return this.db
      .updateTable('sandbox_orders')
      .set({ status: 'paid', amount_paid: amountPaid })
      .where('id', '=', orderId)
      .where('status', '!=', 'paid')
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
    return this.db.updateTable('sandbox_payments').set({ status: 'refunded' }).where('id', '=', paymentId).returningAll().executeTakeFirstOrThrow();
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
        status: 'processed',
        created_at: refund.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
