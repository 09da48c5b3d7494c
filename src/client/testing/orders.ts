import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../shared/api-paths';
import { SUCCESS_STATUS } from '../../shared/constants';
import type { AdminOrder, OrderLine, OrderSummary, RefundOrderRequest } from '../../shared/contract/orders.contract';
import { server } from './server';
import { apiMessages } from '../../shared/api-messages';

/** A line of an order (₹299.00 unless told). */
export function orderLine(bookId: number, bookName: string, extra: Partial<OrderLine> = {}): OrderLine {
  return {
    BookId: bookId,
    BookName: bookName,
    AuthorName: 'Anita Rao',
    Price: 29900,
    Discount: 0,
    Refunded: false,
    ...extra,
  };
}

/** A paid order of two books, placed on 5 June 2024, unless told otherwise. */
export function orderSummary(orderId: number, extra: Partial<OrderSummary> = {}): OrderSummary {
  const lines = extra.Lines ?? [
    orderLine(1, 'The River Remembers'),
    orderLine(9, 'Laughing Gas', { AuthorName: 'Vikram Menon', Price: 15000 }),
  ];
  return {
    OrderId: orderId,
    ProviderOrderId: `order_Test${orderId}`,
    Status: 'paid',
    Amount: lines.reduce((sum, line) => sum + line.Price, 0),
    CouponCode: null,
    Discount: 0,
    RefundedAmount: 0,
    Currency: 'INR',
    CreatedAt: '2024-06-05T10:00:00.000Z',
    PaidAt: '2024-06-05T10:01:00.000Z',
    ExpiresAt: '2024-06-05T10:30:00.000Z',
    Lines: lines,
    InvoiceNumber: null,
    Refunds: [],
    ...extra,
  };
}

/** The admin's view of an order: the fixture user's, with one captured payment and its webhook. */
export function adminOrder(orderId: number, extra: Partial<AdminOrder> = {}): AdminOrder {
  const summary = orderSummary(orderId, extra);
  return {
    ...summary,
    UserId: 7,
    UserEmail: 'asha@example.com',
    UserName: 'Asha Verma',
    FailureReason: null,
    Payments: [
      {
        PaymentId: `pay_Test${orderId}`,
        Amount: summary.Amount,
        Currency: 'INR',
        Status: 'captured',
        Settlement: 'fulfilled',
        CreatedAt: '2024-06-05T10:01:00.000Z',
      },
    ],
    Refunds: [],
    Webhooks: [
      {
        EventId: `evt_${orderId}`,
        Event: 'payment.captured',
        ReceivedAt: '2024-06-05T10:01:05.000Z',
        Outcome: 'processed',
      },
    ],
    ...extra,
  };
}

/**
 * The admin orders endpoints over a list of orders: records every list query and refund body;
 * a refund marks the lines refunded (all not refunded yet without BookIds) and answers orderRefunded.
 */
export function fakeAdminOrdersServer(orders: AdminOrder[]) {
  const state = { orders: structuredClone(orders) };
  const queries: URLSearchParams[] = [];
  const refunds: unknown[] = [];
  server.use(
    http.get(apiPaths.getAdminOrders, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const q = params.get('q')?.toLowerCase();
      const found = q
        ? state.orders.filter((order) => order.UserEmail?.includes(q) || String(order.OrderId) === q)
        : state.orders;
      return HttpResponse.json(
        {
          Orders: found,
          Total: found.length,
          Page: Number(params.get('Page') ?? 1),
          PageSize: Number(params.get('PageSize') ?? 25),
        } as unknown as JsonBodyType,
        { status: SUCCESS_STATUS },
      );
    }),
    http.post(apiPaths.refundOrder, async ({ request }) => {
      const body = (await request.json()) as RefundOrderRequest;
      refunds.push(body);
      const order = state.orders.find((candidate) => candidate.OrderId === body.OrderId);
      if (!order) return HttpResponse.json({ Message: apiMessages.orderNotFound }, { status: 404 });
      const lines = order.Lines.filter(
        (line) => !line.Refunded && (!body.BookIds || body.BookIds.includes(line.BookId)),
      );
      if (lines.length === 0) return HttpResponse.json({ Message: apiMessages.orderNothingToRefund }, { status: 409 });
      for (const line of lines) line.Refunded = true;
      order.RefundedAmount += lines.reduce((sum, line) => sum + line.Price, 0);
      order.Status = order.Lines.every((line) => line.Refunded) ? 'refunded' : 'partly-refunded';
      return HttpResponse.json({ Message: apiMessages.orderRefunded }, { status: SUCCESS_STATUS });
    }),
  );
  return { state, queries, refunds };
}
