/**
 * The read side of orders (Kysely only): My Orders (a user's) and the admins' Orders (a search,
 * a page, and each page's lines, refunded lines and webhook history). Each list is fetched per
 * page with one `in (...)` query, never per order; OrderHistoryService shapes the answers.
 */
import type { Db } from '../../db/create-database';
import { ORDER_CANCELLED } from './order-states';

/** What the admins' search box names: an order number, a provider order id, or part of an e-mail address. */
export type AdminOrderFilter = { orderId: number } | { providerOrderId: string } | { emailPart: string } | undefined;

export class OrdersReadRepository {
  constructor(private readonly db: Db) {}

  /**
   * A user's orders, newest first, leaving out checkouts that never saw a payment and were replaced
   * or expired (the shopper's own cancellations stay: they asked for them).
   */
  ofUser(userId: number, limit: number) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('status', 'not in', ['abandoned', 'expired']),
          eb('failure_reason', '=', ORDER_CANCELLED),
          eb.exists(
            eb
              .selectFrom('order_payments')
              .select('order_payments.id')
              .whereRef('order_payments.order_id', '=', 'orders.id'),
          ),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The orders the filter finds (every order without one), counted, and a page of them newest first with their buyers. */
  async adminPage(filter: AdminOrderFilter, offset: number, limit: number) {
    let base = this.db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.user_id');
    if (filter && 'orderId' in filter) base = base.where('orders.id', '=', filter.orderId);
    else if (filter && 'providerOrderId' in filter)
      base = base.where('orders.provider_order_id', '=', filter.providerOrderId);
    // '%' dropped; '_' matching any one character only widens it.
    else if (filter)
      base = base.where('users.email_normalized', 'like', `%${filter.emailPart.toLowerCase().replaceAll('%', '')}%`);
    const total = Number(
      (await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count,
    );
    const rows = await base
      .selectAll('orders')
      .select(['users.email', 'users.first_name', 'users.last_name'])
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { total, rows };
  }

  /** The lines of these orders with their books' titles and authors, in line order. */
  linesOf(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('order_lines')
      .innerJoin('books', 'books.id', 'order_lines.book_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select([
        'order_lines.order_id',
        'order_lines.book_id',
        'order_lines.sale_price_paise',
        'order_lines.coupon_discount_paise',
        'order_lines.refund_id',
        'books.name',
        'users.first_name',
        'users.last_name',
      ])
      .where('order_lines.order_id', 'in', orderIds)
      .orderBy('order_lines.id')
      .execute();
  }

  /** Which refund took which book, among these orders' lines. */
  refundedLinesOf(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('order_lines')
      .select(['refund_id', 'book_id'])
      .where('order_id', 'in', orderIds)
      .where('refund_id', 'is not', null)
      .execute();
  }

  /** The webhook events received for these provider orders, oldest first. */
  webhooksOf(providerOrderIds: readonly string[]) {
    if (providerOrderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('payment_webhook_events')
      .selectAll()
      .where('provider_order_id', 'in', providerOrderIds)
      .orderBy('received_at')
      .execute();
  }
}
