/**
 * Orders after checkout: the shopper's My Orders and the admins' Orders (search, payments, refunds,
 * webhook history, refunds through the provider). Amounts are integer paise, like checkout's.
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { messages } from '../messages';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './admin.contract';
import { userIdFieldSchema } from './cart.contract';

/**
 * What a shopper sees of an order's state. 'partly-refunded' is a paid order with some lines taken
 * back; 'cancelled' an order the shopper released before paying (cancelOrder: the state machine's
 * 'expired', ended early); the others are the order state machine's states (server:
 * modules/orders/order-states.ts).
 */
export const ORDER_DISPLAY_STATUSES = [
  'pending',
  'paid',
  'partly-refunded',
  'refunded',
  'failed',
  'expired',
  'cancelled',
  'abandoned',
  'disputed',
] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];

// ---------- Requests ----------

/** GET /api/getOrders. `user_Id` is optional; when sent, it must be the caller's (403 otherwise). */
export const ordersQuerySchema = z.object({ user_Id: userIdFieldSchema.optional() }).strict();
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/**
 * GET /api/getAdminOrders?q=&Page=&PageSize= (admins), newest first. `q`: an e-mail address (or
 * part of one), our order number, or the provider's order id ('order_…').
 */
export const adminOrdersQuerySchema = z
  .object({
    q: z.string().trim().max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`).optional(),
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  })
  .strict();
export type AdminOrdersQueryInput = z.input<typeof adminOrdersQuerySchema>;
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/**
 * POST /api/refundOrder (admins): refunds the order's lines of `BookIds` (every line not refunded
 * yet when omitted) through the payment provider, and takes those books out of the buyer's library.
 */
export const refundOrderRequestSchema = z
  .object({
    OrderId: z.number({ error: messages.invalidRequest }).int().positive(),
    /** Book ids as numbers (OrderLine.BookId). */
    BookIds: z
      .array(z.number({ error: messages.invalidRequest }).int().positive())
      .min(1)
      .max(200)
      .optional(),
  })
  .strict();
export type RefundOrderRequest = z.infer<typeof refundOrderRequestSchema>;

/**
 * GET /api/getInvoice?OrderId= (the buyer or an admin): the order's tax invoice as a PDF, or its
 * receipt ("not a tax invoice") when it was paid without one. 404 for no such order of the
 * caller's (the same for another buyer's), 409 for an order not paid.
 */
export const invoiceQuerySchema = z
  .object({ OrderId: z.coerce.number({ error: messages.invalidRequest }).int().positive().max(2_147_483_647) })
  .strict();
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;

/** getInvoice's 200: a PDF, declared as binary content. */
export const invoiceDocumentSchema = z
  .string()
  .meta({ format: 'binary', description: 'A tax invoice (or receipt) as a PDF.' });

/**
 * GET /api/getCreditNote?RefundId= (the order's buyer or an admin): a refund's credit note as a
 * PDF. 404 for no such refund of the caller's (the same for another buyer's), and 404 with its own
 * message for a refund without a credit note (its order has no tax invoice, or no book went back).
 */
export const creditNoteQuerySchema = z
  .object({ RefundId: z.coerce.number({ error: messages.invalidRequest }).int().positive().max(2_147_483_647) })
  .strict();
export type CreditNoteQuery = z.infer<typeof creditNoteQuerySchema>;

/** getCreditNote's 200: a PDF, declared as binary content. */
export const creditNoteDocumentSchema = z.string().meta({ format: 'binary', description: 'A credit note as a PDF.' });

// ---------- Responses ----------

export const orderLineSchema = z.object({
  BookId: z.number().int(),
  BookName: z.string(),
  AuthorName: z.string(),
  /** What this line charged, in paise (after the coupon: what a refund of it returns). */
  Price: z.number().int(),
  /** What the order's coupon took off this line, in paise (0 without one); Price + Discount was its price before. */
  Discount: z.number().int(),
  Refunded: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A refund of the order as its buyer sees it (My Orders). */
export const orderRefundSummarySchema = z.object({
  /** Our refund's id: GET /api/getCreditNote?RefundId= gives its credit note. */
  RefundId: z.number().int(),
  /** Paise refunded. */
  Amount: z.number().int(),
  CreatedAt: z.string(),
  /** Its credit note's number ('PK/2627/C1'); null when it has none (the order has no tax invoice). */
  CreditNoteNumber: z.string().nullable(),
});
export type OrderRefundSummary = z.infer<typeof orderRefundSummarySchema>;

export const orderSummarySchema = z.object({
  /** Our order number (the receipt's). */
  OrderId: z.number().int(),
  /** The provider's order id ('order_…'); null when the provider never created one. */
  ProviderOrderId: z.string().nullable(),
  Status: z.enum(ORDER_DISPLAY_STATUSES),
  /** Paise charged (or to charge) for the whole order. */
  Amount: z.number().int(),
  /** The coupon code it was checked out with (decision 048), and what it took off in paise (the lines' Discount summed). */
  CouponCode: z.string().nullable(),
  Discount: z.number().int(),
  /** Paise refunded so far. */
  RefundedAmount: z.number().int(),
  Currency: z.string(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  /** When an order awaiting payment stops being payable (ORDER_TTL_MINUTES after checkout). */
  ExpiresAt: z.string().nullable(),
  Lines: z.array(orderLineSchema),
  /**
   * The tax invoice's number ('PK/2627/1'; GET /api/getInvoice?OrderId= gives its PDF); null for an
   * order not paid, or paid while the store issued no tax invoices (its PDF is then a receipt).
   */
  InvoiceNumber: z.string().nullable(),
  /** The order's refunds, oldest first. */
  Refunds: z.array(orderRefundSummarySchema),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** 202: the caller's orders, newest first. */
export const ordersResponseSchema = z.object({ Orders: z.array(orderSummarySchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const orderPaymentSchema = z.object({
  PaymentId: z.string(),
  Amount: z.number().int(),
  Currency: z.string(),
  /** The provider's status ('authorized', 'captured', 'refunded', 'failed'). */
  Status: z.string(),
  /** How the payment ended for the store; null while it is not settled. */
  Settlement: z.enum(['fulfilled', 'refunded']).nullable(),
  CreatedAt: z.string(),
});

export const orderRefundSchema = orderRefundSummarySchema.extend({
  /** The provider's refund id ('rfnd_…'); null until sent. */
  ProviderRefundId: z.string().nullable(),
  PaymentId: z.string(),
  Reason: z.string(),
  Status: z.enum(['pending', 'processed']),
  BookIds: z.array(z.number().int()),
});

export const orderWebhookSchema = z.object({
  EventId: z.string(),
  Event: z.string(),
  ReceivedAt: z.string(),
  /** What the store did with it ('processed', 'duplicate', 'inconsistent-event', ...). */
  Outcome: z.string().nullable(),
});

export const adminOrderSchema = orderSummarySchema.extend({
  UserId: z.number().int().nullable(),
  /** Null once the buyer deleted the account. */
  UserEmail: z.string().nullable(),
  UserName: z.string().nullable(),
  FailureReason: z.string().nullable(),
  Payments: z.array(orderPaymentSchema),
  Refunds: z.array(orderRefundSchema),
  Webhooks: z.array(orderWebhookSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** 202, newest first. */
export const adminOrdersResponseSchema = z.object({
  Orders: z.array(adminOrderSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;
