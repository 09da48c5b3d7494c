/**
 * The read side of orders: My Orders (the caller's) and the admins' Orders (search, paging, and
 * each order's payments, refunds and webhook history). Lines, payments, refunds and webhooks are
 * fetched per page with one `in (...)` query each, never per order.
 */
import type { AdminOrder, AdminOrdersQuery, AdminOrdersResponse, OrderDisplayStatus, OrderSummary, OrdersResponse } from '../../../shared/contract/orders.contract';
import type { Db } from '../../db/create-database';
import type { OrderRow } from '../../db/database';
import { parseDbId } from '../../db/books';

/** A shopper's list leaves out checkouts that never saw a payment and were replaced or expired. */
const MY_ORDERS_LIMIT = 200;

function displayStatus(order: OrderRow, lines: readonly { Refunded: boolean }[]): OrderDisplayStatus {
  if (order.status === 'paid' && lines.some((line) => line.Refunded)) return 'partly-refunded';
  return order.status;
}

export class OrdersQueries {
  constructor(private readonly db: Db) {}

  async forUser(userId: number): Promise<OrdersResponse> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('status', 'not in', ['abandoned', 'expired']),
          eb.exists(eb.selectFrom('order_payments').select('order_payments.id').whereRef('order_payments.order_id', '=', 'orders.id')),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(MY_ORDERS_LIMIT)
      .execute();
    return { Orders: await this.summaries(rows) };
  }

  async forAdmin(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
    let base = this.db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.user_id');
    const q = query.q?.trim();
    if (q) {
      const orderNumber = parseDbId(q.replace(/^#/, ''));
      if (orderNumber !== undefined) base = base.where('orders.id', '=', orderNumber);
      else if (/^order_\w+$/.test(q)) base = base.where('orders.provider_order_id', '=', q);
      // A part of an e-mail address ('%' dropped; '_' matching any one character only widens it).
      else base = base.where('users.email_normalized', 'like', `%${q.toLowerCase().replaceAll('%', '')}%`);
    }
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
    const rows = await base
      .selectAll('orders')
      .select(['users.email', 'users.first_name', 'users.last_name'])
      .orderBy('orders.id', 'desc')
      .limit(query.PageSize)
      .offset((query.Page - 1) * query.PageSize)
      .execute();
    const summaries = await this.summaries(rows);
    const ids = rows.map((row) => row.id);
    const [payments, refunds, refundLines, webhooks] = await Promise.all([
      ids.length ? this.db.selectFrom('order_payments').selectAll().where('order_id', 'in', ids).orderBy('id').execute() : [],
      ids.length ? this.db.selectFrom('order_refunds').selectAll().where('order_id', 'in', ids).orderBy('id').execute() : [],
      ids.length ? this.db.selectFrom('order_lines').select(['refund_id', 'book_id']).where('order_id', 'in', ids).where('refund_id', 'is not', null).execute() : [],
      this.webhooksOf(rows.map((row) => row.provider_order_id).filter((id): id is string => id !== null)),
    ]);
    const orders: AdminOrder[] = rows.map((row, index) => ({
      ...summaries[index]!,
      UserId: row.user_id,
      UserEmail: row.email ?? null,
      UserName: row.first_name === null || row.first_name === undefined ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      FailureReason: row.failure_reason,
      ExpiresAt: row.expires_at,
      Payments: payments
        .filter((payment) => payment.order_id === row.id)
        .map((payment) => ({ PaymentId: payment.provider_payment_id, Amount: payment.amount_paise, Currency: payment.currency, Status: payment.status, Settlement: payment.settlement, CreatedAt: payment.created_at })),
      Refunds: refunds
        .filter((refund) => refund.order_id === row.id)
        .map((refund) => ({
          Id: refund.id,
          ProviderRefundId: refund.provider_refund_id,
          PaymentId: refund.provider_payment_id,
          Amount: refund.amount_paise,
          Reason: refund.reason,
          Status: refund.status,
          BookIds: refundLines.filter((line) => line.refund_id === refund.id).map((line) => line.book_id),
          CreatedAt: refund.created_at,
        })),
      Webhooks: webhooks
        .filter((event) => event.provider_order_id === row.provider_order_id)
        .map((event) => ({ EventId: event.event_id, Event: event.event, ReceivedAt: event.received_at, Outcome: event.outcome })),
    }));
    return { Orders: orders, Total: total, Page: query.Page, PageSize: query.PageSize };
  }

  private webhooksOf(providerOrderIds: readonly string[]) {
    if (providerOrderIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('payment_webhook_events').selectAll().where('provider_order_id', 'in', providerOrderIds).orderBy('received_at').execute();
  }

  private async summaries(rows: readonly OrderRow[]): Promise<OrderSummary[]> {
    const ids = rows.map((row) => row.id);
    const lines = ids.length
      ? await this.db
          .selectFrom('order_lines')
          .innerJoin('books', 'books.id', 'order_lines.book_id')
          .innerJoin('users', 'users.id', 'books.author_id')
          .select(['order_lines.order_id', 'order_lines.book_id', 'order_lines.sale_price_paise', 'order_lines.refund_id', 'books.name', 'users.first_name', 'users.last_name'])
          .where('order_lines.order_id', 'in', ids)
          .orderBy('order_lines.id')
          .execute()
      : [];
    return rows.map((row) => {
      const own = lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({
          BookId: line.book_id,
          BookName: line.name,
          AuthorName: `${line.first_name} ${line.last_name}`.trim(),
          Price: line.sale_price_paise,
          Refunded: line.refund_id !== null,
        }));
      return {
        OrderId: row.id,
        ProviderOrderId: row.provider_order_id,
        Status: displayStatus(row, own),
        Amount: row.amount_paise,
        RefundedAmount: row.refunded_paise,
        Currency: row.currency,
        CreatedAt: row.created_at,
        PaidAt: row.paid_at,
        Lines: own,
      };
    });
  }
}
