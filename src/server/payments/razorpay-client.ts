/**
 * The Razorpay Orders REST API (https://razorpay.com/docs/api/orders/), spoken over HTTP with
 * Basic auth (key id : key secret). The same code talks to api.razorpay.com and to the sandbox;
 * only the base URL and the transport differ (payment-transport.ts).
 */
import { z } from 'zod';
import type { HttpAnswer, HttpTransport } from './payment-transport';

/**
 * Razorpay's order entity. Loose objects on purpose: Razorpay adds fields over time, and a live
 * store must not fail a payment because of a field it does not use.
 */
export const razorpayOrderSchema = z.looseObject({
  id: z.string().regex(/^order_\w+$/),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const razorpayPaymentSchema = z.looseObject({
  id: z.string().regex(/^pay_\w+$/),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullable(),
  captured: z.boolean(),
  /** Paise refunded so far; refund_status null, 'partial' or 'full'. */
  amount_refunded: z.number().int().default(0),
  refund_status: z.enum(['partial', 'full']).nullable().default(null),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

const paymentsCollectionSchema = z.looseObject({
  entity: z.literal('collection'),
  count: z.number().int(),
  items: z.array(razorpayPaymentSchema),
});

/** Razorpay's refund entity (https://razorpay.com/docs/api/refunds/). */
export const razorpayRefundSchema = z.looseObject({
  id: z.string().regex(/^rfnd_\w+$/),
  entity: z.literal('refund'),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  notes: z
    .union([z.record(z.string(), z.string()), z.array(z.never())])
    .transform((notes) => (Array.isArray(notes) ? {} : notes)),
  receipt: z.string().nullable().optional(),
  status: z.enum(['pending', 'processed', 'failed']),
  created_at: z.number().int(),
});
export type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;

const refundsCollectionSchema = z.looseObject({
  entity: z.literal('collection'),
  count: z.number().int(),
  items: z.array(razorpayRefundSchema),
});

export interface CreateRefundInput {
  /** Integer paise (part of the payment, or all of it). */
  amount: number;
  /** notes.refund_id is our refund's id: how a refund sent before a crash is recognised. */
  notes: Record<string, string>;
  receipt?: string;
}

const errorBodySchema = z.object({
  error: z.looseObject({ code: z.string().optional(), description: z.string().optional() }),
});

export interface CreateOrderInput {
  /** Integer paise. */
  amount: number;
  currency: string;
  /** Our own order id, so both sides can find each other's record. */
  receipt: string;
  notes?: Record<string, string>;
}

/** Anything that kept the provider from answering as expected: the store answers 502, logs the detail. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface RazorpayClientOptions {
  /** https://api.razorpay.com, or the sandbox's base (…/sandbox/razorpay). No trailing slash. */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  transport: HttpTransport;
}

export class RazorpayClient {
  private readonly authorization: string;

  constructor(private readonly options: RazorpayClientOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  }

  /** POST /v1/orders. partial_payment false: the spec turns partial payments off. */
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder> {
    const body = {
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      partial_payment: false,
      notes: input.notes ?? {},
    };
    return this.request('POST', '/v1/orders', razorpayOrderSchema, body);
  }

  fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.request('GET', `/v1/orders/${encodeURIComponent(orderId)}`, razorpayOrderSchema);
  }

  async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
    return (await this.request('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, paymentsCollectionSchema))
      .items;
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.request('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, razorpayPaymentSchema);
  }

  /** POST /v1/payments/:id/capture: turns an authorized payment into money received. */
  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment> {
    return this.request('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, razorpayPaymentSchema, {
      amount,
      currency,
    });
  }

  /** POST /v1/payments/:id/refund (normal speed). */
  refundPayment(paymentId: string, input: CreateRefundInput): Promise<RazorpayRefund> {
    const body = {
      amount: input.amount,
      speed: 'normal',
      notes: input.notes,
      ...(input.receipt ? { receipt: input.receipt } : {}),
    };
    return this.request('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, razorpayRefundSchema, body);
  }

  /** Up to 100, Razorpay's largest page (its default page is 10: a payment refunded line by line may have more). */
  async fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]> {
    return (
      await this.request(
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
        refundsCollectionSchema,
      )
    ).items;
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T, unknown>,
    body?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: this.authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let answer: HttpAnswer;
    try {
      answer = await this.options.transport(`${this.options.baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new PaymentProviderError(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const json = parsedJson(answer.body);
    if (answer.status < 200 || answer.status > 299) {
      const detail = errorBodySchema.safeParse(json);
      const description = detail.success
        ? `${detail.data.error.code ?? 'ERROR'}: ${detail.data.error.description ?? ''}`
        : 'no error body';
      throw new PaymentProviderError(`${method} ${path} answered ${answer.status} (${description})`, answer.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError(`${method} ${path}: unexpected response shape`);
    return parsed.data;
  }
}

/** The body's JSON, or undefined for an empty or broken one (the status then says what happened). */
function parsedJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
