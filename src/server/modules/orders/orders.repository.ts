/**
 * Orders and their lines (Kysely only). The status rules live in OrdersService; where a rule must
 * hold under concurrency, the service relies on a conditional update here (markPaid, markFailed)
 * that the database applies atomically.
 */
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

  /** Marks the order abandoned if it is still pending (a checkout replaced it). */
  async abandonPending(orderId: number, now: string, executor: Db = this.db): Promise<void> {
    await executor.updateTable('orders').set({ status: 'abandoned', updated_at: now }).where('id', '=', orderId).where('status', '=', 'pending').execute();
  }

  /**
   * A new pending order with its lines. Throws the database's unique violation when the user
   * already has a pending order (a partial unique index).
   */
  async insertPending(order: { userId: number; amountPaise: number; currency: string; now: string }, lines: readonly NewOrderLine[], executor: Db = this.db): Promise<OrderRow> {
    const row = await executor
      .insertInto('orders')
      .values({ user_id: order.userId, status: 'pending', amount_paise: order.amountPaise, currency: order.currency, created_at: order.now, updated_at: order.now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await executor.insertInto('order_lines').values(lines.map((line) => ({ ...line, order_id: row.id }))).execute();
    return row;
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

  findByProviderOrderId(providerOrderId: string, executor: Db = this.db) {
    return executor.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
  }

  /**
   * Moves the order to 'paid' in ONE conditional update, unless it is paid already (and, when an
   * amount is given, only if it is the order's): of several concurrent calls for one order only
   * one gets the row back. Answers the order's id and user, or undefined when nothing moved.
   */
  async markPaid(payment: { providerOrderId: string; paymentId: string; now: string; amountPaise?: number }, executor: Db = this.db) {
    let update = executor
      .updateTable('orders')
      .set({ status: 'paid', payment_id: payment.paymentId, paid_at: payment.now, updated_at: payment.now, failure_reason: null })
      .where('provider_order_id', '=', payment.providerOrderId)
      .where('status', '!=', 'paid');
    if (payment.amountPaise !== undefined) update = update.where('amount_paise', '=', payment.amountPaise);
    return update.returning(['id', 'user_id']).executeTakeFirst();
  }

  /** The books of the order's lines, by id. */
  async lineBookIds(orderId: number, executor: Db = this.db): Promise<number[]> {
    const lines = await executor.selectFrom('order_lines').select('book_id').where('order_id', '=', orderId).orderBy('book_id').execute();
    return lines.map((line) => line.book_id);
  }

  /** The user's orders stay (the sales happened) but no longer name anybody. */
  async unlinkUser(userId: number, executor: Db = this.db): Promise<void> {
    await executor.updateTable('orders').set({ user_id: null }).where('user_id', '=', userId).execute();
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
