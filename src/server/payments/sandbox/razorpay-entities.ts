/**
 * Sandbox rows in Razorpay's JSON shapes (https://razorpay.com/docs/api/orders/, /payments/), and
 * Razorpay's error object. Fields the store never reads are present with Razorpay's neutral values,
 * so code written against the sandbox meets no surprise on the live API.
 */
import type { SandboxOrderRow, SandboxPaymentRow } from '../../db/database';

export function orderEntity(row: SandboxOrderRow) {
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
    notes: JSON.parse(row.notes) as Record<string, string>,
    created_at: row.created_at,
  };
}

/** The failure details Checkout's payment.failed callback and the payment entity carry. */
export const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed: the sandbox was asked to fail this payment.',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const;

export function paymentEntity(row: SandboxPaymentRow) {
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
    amount_refunded: 0,
    refund_status: null,
    captured: !failed,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: 'sandbox@example.com',
    contact: '+919000090000',
    notes: [],
    fee: failed ? null : 0,
    tax: failed ? null : 0,
    error_code: row.error_code,
    error_description: row.error_description,
    error_source: failed ? SANDBOX_FAILURE.source : null,
    error_step: failed ? SANDBOX_FAILURE.step : null,
    error_reason: failed ? SANDBOX_FAILURE.reason : null,
    acquirer_data: {},
    created_at: row.created_at,
  };
}

export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    field?: string | null;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
  };
}

/** Razorpay's error object for a refused API call (source 'business', step 'payment_initiation'). */
export function apiError(description: string, extra: { code?: string; field?: string | null; reason?: string; metadata?: Record<string, string> } = {}): RazorpayErrorBody {
  return {
    error: {
      code: extra.code ?? 'BAD_REQUEST_ERROR',
      description,
      field: extra.field ?? null,
      source: 'business',
      step: 'payment_initiation',
      reason: extra.reason ?? 'input_validation_failed',
      metadata: extra.metadata ?? {},
    },
  };
}
