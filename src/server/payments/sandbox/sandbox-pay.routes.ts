/**
 * POST /sandbox/pay: what Razorpay's hosted checkout does when the shopper pays or fails, for the
 * sandbox's checkout.js (and for tests and curl, which can "pay" without a browser).
 *
 * success -> 200 {razorpay_payment_id, razorpay_order_id, razorpay_signature}, signed exactly as
 *            Razorpay signs; then the webhooks payment.captured and order.paid.
 * failure -> 400 with Razorpay's error object (what Checkout hands to payment.failed callbacks);
 *            then the webhook payment.failed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import { paymentSignature } from '../signatures';
import { apiError, orderEntity, paymentEntity, SANDBOX_FAILURE, sandboxResponses, type RazorpayErrorBody } from './razorpay-entities';
import { newRazorpayId, unixSeconds } from './sandbox-ids';
import type { SandboxRepository } from './sandbox.repository';
import type { WebhookOutbox } from './webhook-outbox';

export const sandboxPayRequestSchema = z
  .object({
    order_id: z.string().trim().regex(/^order_[A-Za-z0-9]{1,40}$/, 'must be an order_… id'),
    outcome: z.enum(['success', 'failure']),
  })
  .strict();
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

export const sandboxPaymentResultSchema = z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });
export type SandboxPaymentResult = z.infer<typeof sandboxPaymentResultSchema>;

export function sandboxPayRoutes(app: FastifyInstance, repository: SandboxRepository, outbox: WebhookOutbox): void {
  // 400: the failure asked for, an unknown or already paid order, or a body refused; 413/415: not a small JSON body.
  const schema = { body: sandboxPayRequestSchema, response: sandboxResponses({ 200: sandboxPaymentResultSchema }, [400, 413, 415]) };
  app.withTypeProvider<ZodTypeProvider>().post(sandboxPaths.pay, { schema }, async (request, reply) => {
    const { order_id: orderId, outcome } = request.body;
    const paymentId = newRazorpayId('pay');
    const failed = outcome === 'failure';
    const createdAt = unixSeconds(app.clock.now());
    const attempt = await repository.recordAttempt({ orderId, paymentId, createdAt, ...(failed ? { failure: SANDBOX_FAILURE } : {}) });
    if (attempt.result !== 'recorded') {
      const description = attempt.result === 'unknown-order' ? 'The id provided does not exist' : 'Order has already been paid';
      return reply.code(400).send(apiError(description, { field: 'order_id', metadata: { order_id: orderId } }));
    }

    const payment = { entity: paymentEntity(attempt.payment) };
    if (failed) {
      outbox.send([{ event: 'payment.failed', payload: { payment }, createdAt }]);
      const { code, description, source, step, reason } = SANDBOX_FAILURE;
      const body: RazorpayErrorBody = { error: { code, description, source, step, reason, metadata: { order_id: orderId, payment_id: paymentId } } };
      return reply.code(400).send(body);
    }
    outbox.send([
      { event: 'payment.captured', payload: { payment }, createdAt },
      { event: 'order.paid', payload: { payment, order: { entity: orderEntity(attempt.order) } }, createdAt },
    ]);
    const result: SandboxPaymentResult = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(orderId, paymentId, app.payments.keySecret),
    };
    return reply.code(200).send(result);
  });
}
