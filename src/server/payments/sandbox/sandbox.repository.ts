/** The sandbox's orders and payments (Kysely only), kept in tables so a restart keeps them. */
import type { Db } from '../../db/create-database';
import type { SandboxOrderRow, SandboxPaymentRow } from '../../db/database';

export interface NewSandboxOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  createdAt: number;
}

export interface PaymentAttempt {
  orderId: string;
  paymentId: string;
  createdAt: number;
  failure?: { code: string; description: string };
}

export type AttemptOutcome = { result: 'recorded'; order: SandboxOrderRow; payment: SandboxPaymentRow } | { result: 'unknown-order' | 'already-paid' };

export class SandboxRepository {
  constructor(private readonly db: Db) {}

  async createOrder(order: NewSandboxOrder): Promise<SandboxOrderRow> {
    return this.db
      .insertInto('sandbox_orders')
      .values({ id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt, notes: JSON.stringify(order.notes), status: 'created', created_at: order.createdAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findOrder(orderId: string) {
    return this.db.selectFrom('sandbox_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  }

  paymentsOf(orderId: string) {
    return this.db.selectFrom('sandbox_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
  }

  /**
   * One payment attempt, like Razorpay: a success captures the full amount and marks the order paid
   * (a paid order takes no further payment: partial payments are off); a failure leaves it
   * 'attempted'. The conditional update makes two simultaneous payments of one order impossible.
   */
  recordAttempt(attempt: PaymentAttempt): Promise<AttemptOutcome> {
    return this.db.transaction().execute(async (trx): Promise<AttemptOutcome> => {
      const order = await trx
        .updateTable('sandbox_orders')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          status: attempt.failure ? 'attempted' : 'paid',
          amount_paid: attempt.failure ? eb.ref('amount_paid') : eb.ref('amount'),
        }))
        .where('id', '=', attempt.orderId)
        .where('status', '!=', 'paid')
        .returningAll()
        .executeTakeFirst();
      if (!order) return { result: (await trx.selectFrom('sandbox_orders').select('id').where('id', '=', attempt.orderId).executeTakeFirst()) ? 'already-paid' : 'unknown-order' };
      const payment = await trx
        .insertInto('sandbox_payments')
        .values({
          id: attempt.paymentId,
          order_id: order.id,
          amount: order.amount,
          currency: order.currency,
          status: attempt.failure ? 'failed' : 'captured',
          error_code: attempt.failure?.code ?? null,
          error_description: attempt.failure?.description ?? null,
          created_at: attempt.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: 'recorded', order, payment };
    });
  }
}
