/**
 * Refunds (Kysely only): recorded 'pending' in the transaction that decides them, marked
 * 'processed' once the provider has the refund. A pending refund is re-sent until it is processed
 * (RefundSender), matched by notes.refund_id so a refund sent just before a crash is not sent twice.
 */
import type { Db } from '../../db/create-database';
import type { OrderRefundRow } from '../../db/database';

export interface NewRefund {
  orderId: number;
  providerPaymentId: string;
  amountPaise: number;
  reason: string;
  now: string;
  /** Already done at the provider (a dashboard refund learnt from its webhook). */
  providerRefundId?: string;
}

export class OrderRefundsRepository {
  constructor(private readonly db: Db) {}

  async insert(refund: NewRefund): Promise<OrderRefundRow> {
    const processed = refund.providerRefundId !== undefined;
    return this.db
      .insertInto('order_refunds')
      .values({
        order_id: refund.orderId,
        provider_payment_id: refund.providerPaymentId,
        amount_paise: refund.amountPaise,
        reason: refund.reason,
        status: processed ? 'processed' : 'pending',
        provider_refund_id: refund.providerRefundId ?? null,
        created_at: refund.now,
        processed_at: processed ? refund.now : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Pending refunds, oldest first (a partial index on status = 'pending'). */
  pending(limit: number, orderId?: number) {
    let query = this.db.selectFrom('order_refunds').selectAll().where('status', '=', 'pending');
    if (orderId !== undefined) query = query.where('order_id', '=', orderId);
    return query.orderBy('id').limit(limit).execute();
  }

  async markProcessed(refundId: number, providerRefundId: string, now: string): Promise<void> {
    await this.db
      .updateTable('order_refunds')
      .set({ status: 'processed', provider_refund_id: providerRefundId, processed_at: now })
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .execute();
  }

  findByProviderRefundId(providerRefundId: string) {
    return this.db
      .selectFrom('order_refunds')
      .selectAll()
      .where('provider_refund_id', '=', providerRefundId)
      .executeTakeFirst();
  }

  findById(refundId: number) {
    return this.db.selectFrom('order_refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  }

  async totalForPayment(providerPaymentId: string): Promise<number> {
    const row = await this.db
      .selectFrom('order_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('total'))
      .where('provider_payment_id', '=', providerPaymentId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  ofOrders(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('order_refunds').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
  }
}
