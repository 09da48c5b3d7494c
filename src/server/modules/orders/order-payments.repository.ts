/**
 * The provider's payments of our orders, as the store saw them, and how each one settled
 * (Kysely only). A payment settles once: `claimSettlement` is a conditional update, so of a
 * webhook, the browser's report and the reconciler racing for one payment exactly one settles it.
 */
import type { Db } from '../../db/create-database';
import type { PaymentSettlement } from '../../db/database';

export interface SeenPayment {
  orderId: number;
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  status: string;
  now: string;
}

export class OrderPaymentsRepository {
  constructor(private readonly db: Db) {}

  /** Records the payment (or its new status); answers its settlement so far (the upsert returns it: one query). */
  async record(payment: SeenPayment): Promise<PaymentSettlement | null> {
    const row = await this.db
      .insertInto('order_payments')
      .values({
        order_id: payment.orderId,
        provider_payment_id: payment.providerPaymentId,
        amount_paise: payment.amountPaise,
        currency: payment.currency,
        status: payment.status,
        created_at: payment.now,
        updated_at: payment.now,
      })
      .onConflict((conflict) =>
        conflict.column('provider_payment_id').doUpdateSet({ status: payment.status, updated_at: payment.now }),
      )
      .returning('settlement')
      .executeTakeFirstOrThrow();
    return row.settlement;
  }

  /** True for the one caller that settles the payment. */
  async claimSettlement(providerPaymentId: string, settlement: PaymentSettlement, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('order_payments')
      .set({ settlement, updated_at: now })
      .where('provider_payment_id', '=', providerPaymentId)
      .where('settlement', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  findByProviderId(providerPaymentId: string) {
    return this.db
      .selectFrom('order_payments')
      .selectAll()
      .where('provider_payment_id', '=', providerPaymentId)
      .executeTakeFirst();
  }

  /** The payment that paid the order. */
  fulfilling(orderId: number) {
    return this.db
      .selectFrom('order_payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('settlement', '=', 'fulfilled')
      .executeTakeFirst();
  }

  ofOrders(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('order_payments').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
  }

  async hasUnsettled(orderId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('order_payments')
      .select('id')
      .where('order_id', '=', orderId)
      .where('settlement', 'is', null)
      .where('status', 'in', ['authorized', 'captured'])
      .executeTakeFirst();
    return row !== undefined;
  }
}
