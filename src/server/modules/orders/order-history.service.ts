/**
 * The read side of orders: My Orders (the caller's) and the admins' Orders (search, paging, and
 * each order's payments, refunds and webhook history), shaped for orders.contract.ts. The rows
 * come from OrdersReadRepository and the payments', refunds', invoices' and credit notes'
 * repositories, a query per list and page, never per order.
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
import type { OrderRefundRow, OrderRow } from '../../db/database';
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
    const refunds = await this.uow.repos.orderRefunds.ofOrders(rows.map((row) => row.id));
    return { Orders: await this.summaries(rows, refunds) };
  }

  async forAdmin(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
    const { ordersRead, orderPayments, orderRefunds } = this.uow.repos;
    const { total, rows } = await ordersRead.adminPage(
      adminFilter(query),
      (query.Page - 1) * query.PageSize,
      query.PageSize,
    );
    const ids = rows.map((row) => row.id);
    const [payments, refunds, refundLines, webhooks] = await Promise.all([
      orderPayments.ofOrders(ids),
      orderRefunds.ofOrders(ids),
      ordersRead.refundedLinesOf(ids),
      ordersRead.webhooksOf(rows.map((row) => row.provider_order_id).filter((id): id is string => id !== null)),
    ]);
    const summaries = await this.summaries(rows, refunds);
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
      Refunds: summaries[index]!.Refunds.map((summary) => {
        const refund = refunds.find((candidate) => candidate.id === summary.RefundId)!;
        return {
          ...summary,
          ProviderRefundId: refund.provider_refund_id,
          PaymentId: refund.provider_payment_id,
          Reason: refund.reason,
          Status: refund.status,
          BookIds: refundLines.filter((line) => line.refund_id === refund.id).map((line) => line.book_id),
        };
      }),
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

  /** The orders as My Orders shows them; `refunds` are theirs (oldest first). */
  private async summaries(rows: readonly OrderRow[], refunds: readonly OrderRefundRow[]): Promise<OrderSummary[]> {
    const ids = rows.map((row) => row.id);
    const [lines, invoices, creditNotes, couponCodes] = await Promise.all([
      this.uow.repos.ordersRead.linesOf(ids),
      this.uow.repos.taxInvoices.numbersOf(ids),
      this.uow.repos.creditNotes.numbersOf(ids),
      this.uow.repos.coupons.codesOfOrders(ids),
    ]);
    const invoiceNumbers = new Map(invoices.map((invoice) => [invoice.order_id, invoice.number]));
    const creditNoteNumbers = new Map(creditNotes.map((note) => [note.refund_id, note.number]));
    return rows.map((row) => {
      const own = lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({
          BookId: line.book_id,
          BookName: line.name,
          AuthorName: `${line.first_name} ${line.last_name}`.trim(),
          Price: line.sale_price_paise,
          Discount: line.coupon_discount_paise,
          Refunded: line.refund_id !== null,
        }));
      return {
        OrderId: row.id,
        ProviderOrderId: row.provider_order_id,
        Status: displayStatus(row, own),
        Amount: row.amount_paise,
        CouponCode: couponCodes.get(row.id) ?? null,
        Discount: own.reduce((sum, line) => sum + line.Discount, 0),
        RefundedAmount: row.refunded_paise,
        Currency: row.currency,
        CreatedAt: row.created_at,
        PaidAt: row.paid_at,
        ExpiresAt: row.expires_at,
        Lines: own,
        InvoiceNumber: invoiceNumbers.get(row.id) ?? null,
        Refunds: refunds
          .filter((refund) => refund.order_id === row.id)
          .map((refund) => ({
            RefundId: refund.id,
            Amount: refund.amount_paise,
            CreatedAt: refund.created_at,
            CreditNoteNumber: creditNoteNumbers.get(refund.id) ?? null,
          })),
      };
    });
  }
}
