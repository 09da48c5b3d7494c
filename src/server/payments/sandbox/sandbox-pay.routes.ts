/**
 * POST /sandbox/pay: what Razorpay's hosted checkout does when the shopper pays or fails, for the
 * sandbox's checkout.js (and for tests and curl, which can "pay" without a browser).
 *
 * success    -> 200 {razorpay_payment_id, razorpay_order_id, razorpay_signature}, signed exactly as
 *               Razorpay signs; webhooks payment.authorized, then (automatic-capture orders)
 *               payment.captured and order.paid. On a manual-capture order the payment stays
 *               authorized until the capture API is called.
 * authorized -> the same answer, but the payment stays authorized even on an automatic-capture
 *               order: a late authorization, which Razorpay does not capture by itself.
 * failure    -> 400 with Razorpay's error object (what Checkout hands to payment.failed callbacks);
 *               then the webhook payment.failed.
 *
 * `amount` (paise, optional) pays a part of an order created with partial_payment true (from ₹1,
 * its first part at least first_payment_min_amount, up to what is due); without it an attempt is
 * for all that is due, the only amount an order without partial payments takes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import { paymentSignature } from '../signatures';
import { SANDBOX_FAILURE, sandboxResponses, type RazorpayErrorBody } from './razorpay-entities';
import { isRefusal, refusalBody, type SandboxPayments } from './sandbox-payments';

export const sandboxPayRequestSchema = z
  .object({
    order_id: z
      .string()
      .trim()
      .regex(/^order_[A-Za-z0-9]{1,40}$/, 'must be an order_… id'),
    outcome: z.enum(['success', 'failure', 'authorized']),
    amount: z.number().int().min(1).max(1_000_000_000).optional(),
  })
  .strict();
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

export const sandboxPaymentResultSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type SandboxPaymentResult = z.infer<typeof sandboxPaymentResultSchema>;

export function sandboxPayRoutes(app: FastifyInstance, payments: SandboxPayments): void {
  // 400: the failure asked for, an unknown or already paid order, an amount it does not take, or a body refused; 413/415: not a small JSON body.
  const schema = {
    body: sandboxPayRequestSchema,
    response: sandboxResponses({ 200: sandboxPaymentResultSchema }, [400, 413, 415]),
  };
  app.withTypeProvider<ZodTypeProvider>().post(sandboxPaths.pay, { schema }, async (request, reply) => {
    const { order_id: orderId, outcome, amount } = request.body;
    const attempt = await payments.pay(orderId, outcome, amount);
    if (isRefusal(attempt)) return reply.code(400).send(refusalBody(attempt, { order_id: orderId }));
    const paymentId = attempt.payment.id;
    if (attempt.payment.status === 'failed') {
      const { code, description, source, step, reason } = SANDBOX_FAILURE;
      const body: RazorpayErrorBody = {
        error: { code, description, source, step, reason, metadata: { order_id: orderId, payment_id: paymentId } },
      };
      return reply.code(400).send(body);
    }
    // Checkout calls the handler on authorization, captured or not.
    const result: SandboxPaymentResult = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(orderId, paymentId, app.payments.keySecret),
    };
    return reply.code(200).send(result);
  });
}
