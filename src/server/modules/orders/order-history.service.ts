/**
 * The read side of orders: My Orders (the caller's) and the admins' Orders (search, paging, and
 * each order's payments, refunds and webhook history), shaped for orders.contract.ts. The rows
 * come from OrdersReadRepository and the payments' and refunds' repositories, a query per list
 * and page, never per order.
 */
import type {
  AdminOrder,
  AdminOrdersQuery,
  AdminOrdersResponse,
  OrderDisplayStatus,
  OrderSummary,
  OrdersResponse,
} from '../../../shared/contract/orders.contract';
import { parseDbId } from '../../db/books';
import type { OrderRow } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { isCancelled } from './order-states';
import type { AdminOrderFilter } from './orders-read.repository';

/** A shopper's list leaves out checkouts that never saw a payment and were replaced or expired (not cancelled). */
const MY_ORDERS_LIMIT = 200;

function displayStatus(order: OrderRow, lines: readonly { Refunded: boolean }[]): OrderDisplayStatus {
  if (order.status === 'paid' && lines.some((line) => line.Refunded)) return 'partly-refunded';
  if (isCancelled(order)) return 'cancelled';
  return order.status;
}

/** The search box: '#12' or '12' an order number, 'order_...' a provider order, anything else part of an e-mail address. */
function adminFilter(query: AdminOrdersQuery): AdminOrderFilter {
  const q = query.q?.trim();
  if (!q) return undefined;
  const orderNumber = parseDbId(q.replace(/^#/, ''));
  if (orderNumber !== undefined) return { orderId: orderNumber };
  if (/^order_\w+$/.test(q)) return { providerOrderId: q };
  return { emailPart: q };
}

export class OrderHistoryService {
  constructor(private readonly uow: UnitOfWork) {}

  async forUser(userId: number): Promise<OrdersResponse> {
    const rows = await this.uow.repos.ordersRead.ofUser(userId, MY_ORDERS_LIMIT);
    return { Orders: await this.summaries(rows) };
  }

  async forAdmin(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
    const { ordersRead, orderPayments, orderRefunds } = this.uow.repos;
    const { total, rows } = await ordersRead.adminPage(
      adminFilter(query),
      (query.Page - 1) * query.PageSize,
      query.PageSize,
    );
    const summaries = await this.summaries(rows);
    const ids = rows.map((row) => row.id);
    const [payments, refunds, refundLines, webhooks] = await Promise.all([
      orderPayments.ofOrders(ids),
      orderRefunds.ofOrders(ids),
      ordersRead.refundedLinesOf(ids),
      ordersRead.webhooksOf(rows.map((row) => row.provider_order_id).filter((id): id is string => id !== null)),
    ]);
    const orders: AdminOrder[] = rows.map((row, index) => ({
      ...summaries[index]!,
      UserId: row.user_id,
      UserEmail: row.email ?? null,
      UserName:
        row.first_name === null || row.first_name === undefined
          ? null
          : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      FailureReason: row.failure_reason,
      Payments: payments
        .filter((payment) => payment.order_id === row.id)
        .map((payment) => ({
          PaymentId: payment.provider_payment_id,
          Amount: payment.amount_paise,
          Currency: payment.currency,
          Status: payment.status,
          Settlement: payment.settlement,
          CreatedAt: payment.created_at,
        })),
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
        .map((event) => ({
          EventId: event.event_id,
          Event: event.event,
          ReceivedAt: event.received_at,
          Outcome: event.outcome,
        })),
    }));
    return { Orders: orders, Total: total, Page: query.Page, PageSize: query.PageSize };
  }

  private async summaries(rows: readonly OrderRow[]): Promise<OrderSummary[]> {
    const ids = rows.map((row) => row.id);
    const [lines, invoices] = await Promise.all([
      this.uow.repos.ordersRead.linesOf(ids),
      this.uow.repos.taxInvoices.numbersOf(ids),
    ]);
    const invoiceNumbers = new Map(invoices.map((invoice) => [invoice.order_id, invoice.number]));
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
        ExpiresAt: row.expires_at,
        Lines: own,
        InvoiceNumber: invoiceNumbers.get(row.id) ?? null,
      };
    });
  }
}
