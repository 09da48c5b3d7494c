/**
 * The checkout contract: create an order for the caller's cart, pay it
 * in the payment provider's checkout (Razorpay Checkout, or the local sandbox that speaks the same
 * API), then report the outcome. The server computes every amount from its own prices; the client's
 * total is only compared, so a stale page is told that prices changed and nothing is charged.
 */
import { z } from 'zod';
import { billingNameSchema, billingStateSchema, pinCodeProblem, pinCodeSchema } from '../billing-details';
import { messages } from '../messages';
import { taxTexts } from '../tax-texts';
import type { ErrorBody } from './error.contract';
import { userIdFieldSchema, bookIdFieldSchema } from './cart.contract';
import { couponCodeFieldSchema } from './coupons.contract';

/** More books than this in one order is not a shopping cart. */
export const CHECKOUT_MAX_BOOKS = 200;

/** Rupees with at most two decimals, as paiseToAmountString() writes them ("1234.50"). */
export const amountStringSchema = z
  .string({ error: messages.invalidRequest })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in rupees with at most two decimals');

/** A Razorpay id ('order_…', 'pay_…'): the prefix, then letters and digits. */
const providerId = (prefix: string) =>
  z
    .string({ error: messages.invalidRequest })
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), `must be a ${prefix}_… id`);

// ---------- Requests ----------

/**
 * POST /api/checkoutPage (authenticated): `userId` is the caller; `bookId` the cart's book ids.
 * The billing details (place of supply, shared/billing-details.ts) are optional: given, they are
 * saved to the caller's profile and kept with the order; omitted, the profile's saved ones are
 * used. `BillingName` and `State` come together; `PinCode` is required for an Indian state and
 * empty (or absent) for 'Outside India'.
 */
export const checkoutRequestSchema = z
  .object({
    userId: userIdFieldSchema,
    price: amountStringSchema,
    bookId: z.array(bookIdFieldSchema).min(1, messages.checkoutCartEmpty).max(CHECKOUT_MAX_BOOKS),
    BillingName: billingNameSchema.optional(),
    State: billingStateSchema.optional(),
    PinCode: pinCodeSchema.optional(),
    /** A coupon code (decision 048): the server prices the order with it; `price` is then the total after it. */
    CouponCode: couponCodeFieldSchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const given = value.BillingName !== undefined || value.State !== undefined || value.PinCode !== undefined;
    if (!given) return;
    if (value.BillingName === undefined)
      ctx.addIssue({ code: 'custom', path: ['BillingName'], message: taxTexts.billingIncomplete });
    if (value.State === undefined) {
      ctx.addIssue({ code: 'custom', path: ['State'], message: taxTexts.billingIncomplete });
      return;
    }
    const problem = pinCodeProblem(value.State, value.PinCode ?? '');
    if (problem) ctx.addIssue({ code: 'custom', path: ['PinCode'], message: problem });
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const ORDER_STATUSES = ['Success', 'Failed'] as const;
export type ReportedOrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * POST /api/updateOrderStatus (authenticated). `OrderId` is the provider's order id (checkoutPage's
 * order.id, Checkout's razorpay_order_id).
 * - Success: PaymentId and Signature are Checkout's razorpay_payment_id and razorpay_signature.
 * - Failed: what the payment.failed callback knows: the payment id when there was one, and
 *   optionally the error's `Reason` (error.description or error.reason) to keep with the order.
 */
const successReportSchema = z
  .object({
    UserId: userIdFieldSchema,
    OrderId: providerId('order'),
    OrderStatus: z.literal('Success'),
    PaymentId: providerId('pay'),
    Signature: z
      .string({ error: messages.invalidRequest })
      .trim()
      .regex(/^[0-9a-f]{64}$/i, 'must be a hex HMAC-SHA256 signature'),
  })
  .strict();

const failureReportSchema = z
  .object({
    UserId: userIdFieldSchema,
    OrderId: providerId('order'),
    OrderStatus: z.literal('Failed'),
    /** Empty when the payment failed before one was created. */
    PaymentId: z.union([providerId('pay'), z.literal('')]).optional(),
    Signature: z.string().max(0, 'must be empty for a failed payment').optional(),
    Reason: z.string({ error: messages.invalidRequest }).trim().max(500).optional(),
  })
  .strict();

export const updateOrderStatusRequestSchema = z.discriminatedUnion('OrderStatus', [
  successReportSchema,
  failureReportSchema,
]);
export type UpdateOrderStatusRequest = z.infer<typeof updateOrderStatusRequestSchema>;

/**
 * POST /api/resumeOrderPayment and /api/cancelOrder (authenticated): an order of the caller's that
 * awaits payment, by our order number (My Orders' OrderId, checkoutPage's order_number).
 * - resumeOrderPayment answers what checkoutPage answers, for that same provider order, while it is
 *   payable (pending and not expired); 404 for no such order of the caller's, 409 otherwise.
 * - cancelOrder releases it (it can no longer be paid; a payment that still arrives is refunded in
 *   full); the cart is kept. 409 when it is paid or no longer awaiting payment.
 */
export const awaitingOrderRequestSchema = z
  .object({ OrderId: z.number({ error: messages.invalidRequest }).int().positive() })
  .strict();
export type AwaitingOrderRequest = z.infer<typeof awaitingOrderRequestSchema>;

// ---------- Responses ----------

/**
 * checkoutPage's (and resumeOrderPayment's) answer: everything the page needs for
 * `new Razorpay(options)`: key = key_id, order_id = order.id, amount and currency from order; the
 * script to load first.
 */
export const checkoutResponseSchema = z.object({
  order: z.object({
    /** The provider's order id ('order_…'): Checkout's `order_id`, and updateOrderStatus's OrderId. */
    id: z.string(),
    /** Integer paise, computed by the server from its own prices. */
    amount: z.number().int(),
    currency: z.string(),
  }),
  /** The public key id for Checkout's `key` option (never the secret). */
  key_id: z.string(),
  /** Load this script before `new Razorpay(...)`: the sandbox's or https://checkout.razorpay.com/v1/checkout.js. */
  checkout_script_url: z.string(),
  /** Our order number (My Orders' OrderId): what resumeOrderPayment and cancelOrder take. */
  order_number: z.number().int(),
  /** When the order stops being payable (ORDER_TTL_MINUTES after checkout), ISO 8601. */
  expires_at: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** updateOrderStatus answers a text to show (on failure, the client shows the server's Message). */
export type UpdateOrderStatusResponse = ErrorBody;
