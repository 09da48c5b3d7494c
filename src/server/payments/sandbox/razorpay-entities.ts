/**
 * Sandbox rows in Razorpay's JSON shapes (https://razorpay.com/docs/api/orders/, /payments/), and
 * Razorpay's error object. Fields the store never reads are present with Razorpay's neutral values,
 * so code written against the sandbox meets no surprise on the live API.
 */
import { z } from 'zod';
import type { SandboxOrderRow, SandboxPaymentRow, SandboxRefundRow } from '../../db/database';
import { responsesFailingWith } from '../../plugins/route-responses';

const nullableString = z.string().nullable();

/**
 * Razorpay's notes: an object of texts, or [] when there are none (how its API writes an empty
 * map). Values given as numbers are kept as their text (razorpay-requests.ts).
 */
export const notesSchema = z
  .union([z.record(z.string(), z.string()), z.array(z.string()).max(0)])
  .meta({ id: 'RazorpayNotes' });
export type Notes = z.infer<typeof notesSchema>;

/** Notes as stored (JSON object text), as Razorpay answers them. */
export function notesOf(stored: string): Notes {
  const notes = JSON.parse(stored) as Record<string, string>;
  return Object.keys(notes).length === 0 ? [] : notes;
}

/** Razorpay's list answer (GET /v1/orders, /v1/payments, /v1/refunds, ...): count is the items in this page. */
function collectionOf<T extends z.ZodType>(item: T) {
  return z.object({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });
}

export function collection<T>(items: T[]): { entity: 'collection'; count: number; items: T[] } {
  return { entity: 'collection' as const, count: items.length, items };
}

export const orderEntitySchema = z
  .object({
    id: z.string(),
    entity: z.literal('order'),
    amount: z.number().int(),
    amount_paid: z.number().int(),
    amount_due: z.number().int(),
    currency: z.string(),
    receipt: nullableString,
    offer_id: z.null(),
    status: z.enum(['created', 'attempted', 'paid']),
    attempts: z.number().int(),
    notes: notesSchema,
    created_at: z.number().int(),
    /** Whether the order takes payments in parts (then it stays 'attempted' until amount_due is 0). */
    partial_payment: z.boolean(),
    /** Only on a partial-payment order created with it: the least its first payment may be. */
    first_payment_min_amount: z.number().int().optional(),
  })
  .meta({ id: 'RazorpayOrder' });
export type OrderEntity = z.infer<typeof orderEntitySchema>;

export function orderEntity(row: SandboxOrderRow): OrderEntity {
  return {
    id: row.id,
    entity: 'order' as const,
    amount: row.amount,
    amount_paid: row.amount_paid,
    amount_due: row.amount - row.amount_paid,
    currency: row.currency,
    receipt: row.receipt,
    offer_id: null,
    status: row.status,
    attempts: row.attempts,
    notes: notesOf(row.notes),
    created_at: row.created_at,
    partial_payment: row.partial_payment === 1,
    ...(row.first_payment_min_amount === null ? {} : { first_payment_min_amount: row.first_payment_min_amount }),
  };
}

/** GET /v1/orders. */
export const orderCollectionSchema = collectionOf(orderEntitySchema);

/** The failure details Checkout's payment.failed callback and the payment entity carry. */
export const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed: the sandbox was asked to fail this payment.',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const;

export const paymentEntitySchema = z
  .object({
    id: z.string(),
    entity: z.literal('payment'),
    amount: z.number().int(),
    currency: z.string(),
    status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
    order_id: z.string(),
    invoice_id: z.null(),
    international: z.boolean(),
    method: z.string(),
    amount_refunded: z.number().int(),
    refund_status: z.enum(['partial', 'full']).nullable(),
    captured: z.boolean(),
    description: z.null(),
    card_id: z.null(),
    bank: z.null(),
    wallet: z.null(),
    vpa: z.null(),
    email: z.string(),
    contact: z.string(),
    /** Sandbox payments are made without a saved customer or card token. */
    customer_id: z.null(),
    token_id: z.null(),
    notes: notesSchema,
    fee: z.number().int().nullable(),
    tax: z.number().int().nullable(),
    error_code: nullableString,
    error_description: nullableString,
    error_source: nullableString,
    error_step: nullableString,
    error_reason: nullableString,
    acquirer_data: z.record(z.string(), z.string()),
    /** The offers applied to the payment: none in the sandbox (orders carry no offer_id). */
    offers: collectionOf(z.object({ id: z.string() })),
    created_at: z.number().int(),
  })
  .meta({ id: 'RazorpayPayment' });
export type PaymentEntity = z.infer<typeof paymentEntitySchema>;

/** GET /v1/orders/:id/payments, GET /v1/payments. */
export const paymentCollectionSchema = collectionOf(paymentEntitySchema);

/** Razorpay's refund_status: null until a refund, then 'partial' or 'full'. */
function refundStatus(row: SandboxPaymentRow): PaymentEntity['refund_status'] {
  if (row.amount_refunded === 0) return null;
  return row.amount_refunded >= row.amount ? 'full' : 'partial';
}

export function paymentEntity(row: SandboxPaymentRow): PaymentEntity {
  const failed = row.status === 'failed';
  return {
    id: row.id,
    entity: 'payment' as const,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    order_id: row.order_id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: row.amount_refunded,
    refund_status: refundStatus(row),
    // Razorpay's `captured` stays true once captured, also after a full refund.
    captured: row.captured_at !== null,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: 'sandbox@example.com',
    contact: '+919000090000',
    customer_id: null,
    token_id: null,
    notes: notesOf(row.notes),
    // Razorpay charges its fee on capture: null before.
    fee: row.captured_at === null ? null : 0,
    tax: row.captured_at === null ? null : 0,
    error_code: row.error_code,
    error_description: row.error_description,
    error_source: failed ? SANDBOX_FAILURE.source : null,
    error_step: failed ? SANDBOX_FAILURE.step : null,
    error_reason: failed ? SANDBOX_FAILURE.reason : null,
    acquirer_data: {},
    offers: collection([]),
    created_at: row.created_at,
  };
}

export const refundEntitySchema = z
  .object({
    id: z.string(),
    entity: z.literal('refund'),
    amount: z.number().int(),
    currency: z.string(),
    payment_id: z.string(),
    notes: notesSchema,
    receipt: nullableString,
    acquirer_data: z.object({ arn: z.null() }),
    created_at: z.number().int(),
    batch_id: z.null(),
    status: z.literal('processed'),
    /** 'instant' when 'optimum' was asked for (the sandbox's instant refunds never fall back to normal). */
    speed_processed: z.enum(['normal', 'instant']),
    speed_requested: z.enum(['normal', 'optimum']),
  })
  .meta({ id: 'RazorpayRefund' });
export type RefundEntity = z.infer<typeof refundEntitySchema>;

/** GET /v1/payments/:id/refunds, GET /v1/refunds. */
export const refundCollectionSchema = collectionOf(refundEntitySchema);

/**
 * Sandbox refunds are processed at once: at 'normal' speed without the days of waiting, and an
 * 'optimum' one instantly, as Razorpay does when the instant transfer succeeds.
 */
export function refundEntity(row: SandboxRefundRow): RefundEntity {
  return {
    id: row.id,
    entity: 'refund' as const,
    amount: row.amount,
    currency: row.currency,
    payment_id: row.payment_id,
    notes: notesOf(row.notes),
    receipt: row.receipt,
    acquirer_data: { arn: null },
    created_at: row.created_at,
    batch_id: null,
    status: 'processed' as const,
    speed_processed: row.speed_requested === 'optimum' ? ('instant' as const) : ('normal' as const),
    speed_requested: row.speed_requested,
  };
}

/** Razorpay's dispute entity (https://razorpay.com/docs/api/disputes/), as its webhooks carry it. */
export const disputeEntitySchema = z
  .object({
    id: z.string(),
    entity: z.literal('dispute'),
    payment_id: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    amount_deducted: z.number().int(),
    reason_code: z.literal('chargeback'),
    respond_by: z.number().int(),
    status: z.enum(['open', 'won', 'lost']),
    phase: z.literal('chargeback'),
    created_at: z.number().int(),
  })
  .meta({ id: 'RazorpayDispute' });
export type DisputeEntity = z.infer<typeof disputeEntitySchema>;

/** Razorpay's description of an id it does not know (an order, a payment, a refund). */
export const UNKNOWN_ID = 'The id provided does not exist';

/** Razorpay's answer (HTTP 400) to a path or method its API does not have. */
export const UNKNOWN_URL = 'The requested URL was not found on the server.';

/** Razorpay's error object: every refusal of the sandbox answers it (never the store's {Message}). */
export const razorpayErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      field: nullableString.optional(),
      source: z.string(),
      step: z.string(),
      reason: z.string(),
      metadata: z.record(z.string(), z.string()),
    }),
  })
  .meta({ id: 'RazorpayError' });
export type RazorpayErrorBody = z.infer<typeof razorpayErrorSchema>;

/** Response schemas of the sandbox's routes: like Razorpay, it fails with its error object. */
export const sandboxResponses = responsesFailingWith(razorpayErrorSchema);

/** Razorpay's error object for a refused API call (source 'business', step 'payment_initiation'). */
export function apiError(
  description: string,
  extra: {
    code?: string;
    field?: string | null;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: Record<string, string>;
  } = {},
): RazorpayErrorBody {
  return {
    error: {
      code: extra.code ?? 'BAD_REQUEST_ERROR',
      description,
      field: extra.field ?? null,
      source: extra.source ?? 'business',
      step: extra.step ?? 'payment_initiation',
      reason: extra.reason ?? 'input_validation_failed',
      metadata: extra.metadata ?? {},
    },
  };
}
