/** Orders and their lines (Kysely only). The status rules live in the service and in fulfilment. */
import type { Db } from '../../db/create-database';
import type { OrderRow } from '../../db/database';

export interface NewOrderLine {
  book_id: number;
  price_paise: number;
  discount_bp: number;
  sale_price_paise: number;
}

export interface PendingOrder {
  order: OrderRow;
  lines: NewOrderLine[];
}

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** The user's pending order (at most one: a partial unique index) with its frozen lines. */
  async findPending(userId: number): Promise<PendingOrder | undefined> {
    const order = await this.db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();
    if (!order) return undefined;
    const lines = await this.db
      .selectFrom('order_lines')
      .select(['book_id', 'price_paise', 'discount_bp', 'sale_price_paise'])
      .where('order_id', '=', order.id)
      .orderBy('book_id')
      .execute();
    return { order, lines };
  }

  /**
   * Abandons the user's previous pending order (if still pending) and inserts the new one with its
   * lines, all or nothing. Throws the database's unique violation when a concurrent checkout of the
   * same user inserted its pending order first.
   */
  replacePending(previousOrderId: number | undefined, order: { userId: number; amountPaise: number; currency: string; now: string }, lines: readonly NewOrderLine[]): Promise<OrderRow> {
    return this.db.transaction().execute(async (trx) => {
      if (previousOrderId !== undefined) {
        await trx.updateTable('orders').set({ status: 'abandoned', updated_at: order.now }).where('id', '=', previousOrderId).where('status', '=', 'pending').execute();
      }
      const row = await trx
        .insertInto('orders')
        .values({ user_id: order.userId, status: 'pending', amount_paise: order.amountPaise, currency: order.currency, created_at: order.now, updated_at: order.now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('order_lines').values(lines.map((line) => ({ ...line, order_id: row.id }))).execute();
      return row;
    });
  }

  /**
   * Links the provider's order to ours unless another request linked one first; answers the id
   * that is linked now (the first one wins, so racing checkouts hand out the same provider order).
   */
  async attachProviderOrder(orderId: number, providerOrderId: string, now: string): Promise<string> {
    await this.db.updateTable('orders').set({ provider_order_id: providerOrderId, updated_at: now }).where('id', '=', orderId).where('provider_order_id', 'is', null).execute();
    const row = await this.db.selectFrom('orders').select('provider_order_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    if (row.provider_order_id === null) throw new Error(`order ${orderId} has no provider order after linking`);
    return row.provider_order_id;
  }

  findByProviderOrderId(providerOrderId: string) {
    return this.db.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
  }

  /**
   * Records a failed payment. A paid order stays paid: a failure report that arrives late (or is
   * replayed) must not undo money received.
   */
  async markFailed(orderId: number, failure: { reason: string | null; paymentId: string | null; now: string }): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ status: 'failed', failure_reason: failure.reason, payment_id: failure.paymentId, updated_at: failure.now })
      .where('id', '=', orderId)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
