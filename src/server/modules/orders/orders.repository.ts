/**
 * Orders and their lines (Kysely only). The rules live in OrdersService and PaymentSettlement;
 * every status change here is one conditional update (`move`) whose sources come from the state
 * machine (order-states.ts), so of racing callers exactly one moves the order.
 */
import type { BillingDetails } from '../../../shared/billing-details';
import type { Db } from '../../db/create-database';
import type { OrderRow, OrderStatus, OrdersTable } from '../../db/database';
import { sourcesOf } from './order-states';

export interface NewOrderLine {
  book_id: number;
  price_paise: number;
  discount_bp: number;
  /** What the line charges: after the book's discount and the coupon's share. */
  sale_price_paise: number;
  /** The coupon's share of the line (decision 048); absent or 0 without a coupon. */
  coupon_discount_paise?: number;
}

export interface PendingOrder {
  order: OrderRow;
  lines: NewOrderLine[];
}

export interface NewOrder {
  userId: number;
  amountPaise: number;
  currency: string;
  now: string;
  expiresAt: string;
  /** The reconciler's first look. */
  firstCheckAt: string;
  /** The buyer's billing details for the order's invoice, when known. */
  billing?: BillingDetails;
}

/** Columns a move may set besides the status. */
type MoveColumns = Partial<Pick<OrdersTable, 'payment_id' | 'paid_at' | 'failure_reason' | 'next_check_at'>>;

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** The user's pending order (at most one: a partial unique index) with its frozen lines. */
  async findPending(userId: number): Promise<PendingOrder | undefined> {
    const order = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!order) return undefined;
    const lines = await this.db
      .selectFrom('order_lines')
      .select(['book_id', 'price_paise', 'discount_bp', 'sale_price_paise', 'coupon_discount_paise'])
      .where('order_id', '=', order.id)
      .orderBy('book_id')
      .execute();
    return { order, lines };
  }

  /**
   * A new pending order with its lines. Throws the database's unique violation when the user
   * already has a pending order (a partial unique index).
   */
  async insertPending(order: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderRow> {
    const row = await this.db
      .insertInto('orders')
      .values({
        user_id: order.userId,
        status: 'pending',
        amount_paise: order.amountPaise,
        currency: order.currency,
        created_at: order.now,
        updated_at: order.now,
        expires_at: order.expiresAt,
        next_check_at: order.firstCheckAt,
        ...(order.billing && {
          billing_name: order.billing.name,
          billing_state: order.billing.state,
          billing_pin: order.billing.pin,
        }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('order_lines')
      .values(lines.map((line) => ({ ...line, order_id: row.id })))
      .execute();
    return row;
  }

  /**
   * The order of a free book (decision 047): born paid, for ₹0, with its one line at ₹0. It never
   * meets the payment provider: no provider order or payment, no expiry, nothing for the reconciler
   * to look at (next_check_at null), so it is never taken for an order awaiting payment.
   */
  async insertFree(order: { userId: number; currency: string; now: string }, line: NewOrderLine): Promise<OrderRow> {
    const row = await this.db
      .insertInto('orders')
      .values({
        user_id: order.userId,
        status: 'paid',
        amount_paise: 0,
        currency: order.currency,
        created_at: order.now,
        updated_at: order.now,
        paid_at: order.now,
        expires_at: null,
        next_check_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('order_lines')
      .values({ ...line, order_id: row.id })
      .execute();
    return row;
  }

  /**
   * Links the provider's order to ours unless another request linked one first; answers the id
   * that is linked now (the first one wins, so racing checkouts hand out the same provider order).
   */
  async attachProviderOrder(orderId: number, providerOrderId: string, now: string): Promise<string> {
    const linked = await this.db
      .updateTable('orders')
      .set({ provider_order_id: providerOrderId, updated_at: now })
      .where('id', '=', orderId)
      .where('provider_order_id', 'is', null)
      .returning('provider_order_id')
      .executeTakeFirst();
    // Linked here (the usual case, one statement), or another request's link is read.
    if (linked?.provider_order_id) return linked.provider_order_id;
    const row = await this.db
      .selectFrom('orders')
      .select('provider_order_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (row.provider_order_id === null) throw new Error(`order ${orderId} has no provider order after linking`);
    return row.provider_order_id;
  }

  /** The billing details of an order still awaiting payment (a paid order's are its invoice's). */
  async setBilling(orderId: number, billing: BillingDetails): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ billing_name: billing.name, billing_state: billing.state, billing_pin: billing.pin })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  }

  findById(orderId: number) {
    return this.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  }

  findByProviderOrderId(providerOrderId: string) {
    return this.db.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
  }

  /**
   * Moves the order to `to` in ONE conditional update, only from a state the machine allows (and,
   * for payment, only while it is payable: not past expires_at and for exactly its amount). Answers
   * the moved row, or undefined when the order was not in such a state (someone else moved it).
   */
  async move(
    orderId: number,
    to: OrderStatus,
    change: { now: string; set?: MoveColumns; payableAt?: { now: string; amountPaise: number } },
  ): Promise<OrderRow | undefined> {
    let update = this.db
      .updateTable('orders')
      .set({ ...change.set, status: to, updated_at: change.now })
      .where('id', '=', orderId)
      .where('status', 'in', sourcesOf(to));
    if (change.payableAt)
      update = update
        .where('expires_at', '>', change.payableAt.now)
        .where('amount_paise', '=', change.payableAt.amountPaise);
    return update.returningAll().executeTakeFirst();
  }

  /**
   * Lines whose book's current sale price is not the one the order was priced at (a price
   * changed): what the line charged plus what its coupon took off (decision 048).
   */
  async repricedLineCount(orderId: number): Promise<number> {
    const row = await this.db
      .selectFrom('order_lines')
      .innerJoin('books', 'books.id', 'order_lines.book_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('order_lines.order_id', '=', orderId)
      .where((eb) =>
        eb(
          'books.sale_price_paise',
          '<>',
          eb('order_lines.sale_price_paise', '+', eb.ref('order_lines.coupon_discount_paise')),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The books of every line of the order, by id. */
  async lineBookIds(orderId: number): Promise<number[]> {
    const lines = await this.db
      .selectFrom('order_lines')
      .select('book_id')
      .where('order_id', '=', orderId)
      .orderBy('book_id')
      .execute();
    return lines.map((line) => line.book_id);
  }

  /** The order's lines not refunded yet, by book id. */
  async openLines(orderId: number): Promise<Array<{ book_id: number; sale_price_paise: number }>> {
    return this.db
      .selectFrom('order_lines')
      .select(['book_id', 'sale_price_paise'])
      .where('order_id', '=', orderId)
      .where('refund_id', 'is', null)
      .orderBy('book_id')
      .execute();
  }

  /** Ties lines to their refund; only lines not refunded yet. Answers the book ids tied now. */
  async markLinesRefunded(orderId: number, bookIds: readonly number[], refundId: number): Promise<number[]> {
    if (bookIds.length === 0) return [];
    const rows = await this.db
      .updateTable('order_lines')
      .set({ refund_id: refundId })
      .where('order_id', '=', orderId)
      .where('book_id', 'in', bookIds)
      .where('refund_id', 'is', null)
      .returning('book_id')
      .execute();
    return rows.map((row) => row.book_id);
  }

  async addRefunded(orderId: number, amountPaise: number, now: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set((eb) => ({ refunded_paise: eb('refunded_paise', '+', amountPaise), updated_at: now }))
      .where('id', '=', orderId)
      .execute();
  }

  /** Due for the reconciler, oldest due first (the next_check_at index: no scan of all orders). */
  dueForCheck(now: string, limit: number) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('next_check_at', '<=', now)
      .orderBy('next_check_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async scheduleCheck(orderId: number, nextCheckAt: string | null): Promise<void> {
    await this.db
      .updateTable('orders')
      .set((eb) => ({ next_check_at: nextCheckAt, checks: eb('checks', '+', 1) }))
      .where('id', '=', orderId)
      .execute();
  }

  /** Looks at the order again soon (a payment of it was seen but could not be settled yet). */
  async checkSoon(orderId: number, at: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ next_check_at: at })
      .where('id', '=', orderId)
      .where((eb) => eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '>', at)]))
      .execute();
  }

  /** The order's buyer, while the account exists (not anonymised), what was paid and with which coupon: whom its mails go to. */
  buyerOf(orderId: number) {
    return this.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select((eb) => [
        'users.email',
        'users.first_name',
        'users.language',
        'orders.amount_paise',
        // The code of the coupon the order used, if any (coupon_uses: one per order at most).
        eb
          .selectFrom('coupon_uses')
          .innerJoin('coupons', 'coupons.id', 'coupon_uses.coupon_id')
          .select('coupons.code')
          .whereRef('coupon_uses.order_id', '=', 'orders.id')
          .as('coupon_code'),
      ])
      .where('orders.id', '=', orderId)
      .where('users.anonymised_at', 'is', null)
      .executeTakeFirst();
  }

  /** The order's lines with their books' titles, as its mails list them. */
  titledLines(orderId: number) {
    return this.db
      .selectFrom('order_lines')
      .innerJoin('books', 'books.id', 'order_lines.book_id')
      .select([
        'books.name',
        'order_lines.sale_price_paise',
        'order_lines.coupon_discount_paise',
        'order_lines.refund_id',
      ])
      .where('order_lines.order_id', '=', orderId)
      .orderBy('order_lines.id')
      .execute();
  }

  /** The user's orders stay (the sales happened) but no longer name anybody. */
  async unlinkUser(userId: number): Promise<void> {
    await this.db.updateTable('orders').set({ user_id: null }).where('user_id', '=', userId).execute();
  }
}
