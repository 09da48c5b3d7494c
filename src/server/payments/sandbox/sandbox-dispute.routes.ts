/**
 * POST /sandbox/dispute: the sandbox's stand-in for a shopper's chargeback on a captured payment.
 * Sends payment.dispute.created, then payment.dispute.lost or .won at once (on Razorpay weeks
 * apart), and answers the dispute as it ended. No auth, like /sandbox/pay: it is the bank's side.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import { disputeEntitySchema, sandboxResponses } from './razorpay-entities';
import { isRefusal, refusalBody, type SandboxPayments } from './sandbox-payments';

export const sandboxDisputeRequestSchema = z
  .object({
    payment_id: z
      .string()
      .trim()
      .regex(/^pay_[A-Za-z0-9]{1,40}$/, 'must be a pay_… id'),
    outcome: z.enum(['lost', 'won']),
  })
  .strict();

export function sandboxDisputeRoutes(app: FastifyInstance, payments: SandboxPayments): void {
  // 400: an unknown or not captured payment, or a body refused; 413/415: not a small JSON body.
  const schema = {
    body: sandboxDisputeRequestSchema,
    response: sandboxResponses({ 200: disputeEntitySchema }, [400, 413, 415]),
  };
  app.withTypeProvider<ZodTypeProvider>().post(sandboxPaths.dispute, { schema }, async (request, reply) => {
    const outcome = await payments.dispute(request.body.payment_id, request.body.outcome);
    return isRefusal(outcome)
      ? reply.code(400).send(refusalBody(outcome, { payment_id: request.body.payment_id }))
      : outcome.dispute;
  });
}
