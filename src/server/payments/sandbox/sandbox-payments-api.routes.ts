/**
 * The sandbox's stand-in for Razorpay's Payments and Refunds APIs
 * (https://razorpay.com/docs/api/payments/, /refunds/): fetch a payment, capture an authorized
 * one, refund a captured one, list its refunds. Basic auth like every /v1 route (the hook in
 * sandbox-api.routes.ts, registered before these), Razorpay's shapes and error object.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import { paymentEntity, paymentEntitySchema, refundCollectionSchema, refundEntity, refundEntitySchema, sandboxResponses } from './razorpay-entities';
import { entityParamsSchema, unknownId } from './sandbox-api.routes';
import { isRefusal, refusalBody, type SandboxPayments } from './sandbox-payments';
import type { SandboxRepository } from './sandbox.repository';

const captureRequestSchema = z.object({ amount: z.number().int().min(1), currency: z.string().length(3) }).strict();

/** Razorpay's refund body; the sandbox processes every refund at normal speed, at once. */
const refundRequestSchema = z
  .object({
    /** Paise; Razorpay's minimum refund is ₹1. Omitted: whatever is left of the payment. */
    amount: z.number().int().min(100).max(1_000_000_000).optional(),
    speed: z.literal('normal').optional(),
    notes: z.record(z.string().max(256), z.string().max(256)).optional(),
    receipt: z.string().max(40).optional(),
  })
  .strict();

export function sandboxPaymentsApiRoutes(app: FastifyInstance, repository: SandboxRepository, payments: SandboxPayments): void {
  const base = `${sandboxPaths.razorpayApi}/v1/payments`;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = entityParamsSchema;

  routes.get(`${base}/:id`, { schema: { params, response: sandboxResponses({ 200: paymentEntitySchema }, [400, 401]) } }, async (request, reply) => {
    const row = await repository.findPayment(request.params.id);
    return row ? paymentEntity(row) : reply.code(400).send(unknownId());
  });

  // 400: not an authorized payment, another amount or currency, a body refused; 401: wrong keys.
  routes.post(
    `${base}/:id/capture`,
    { schema: { params, body: captureRequestSchema, response: sandboxResponses({ 200: paymentEntitySchema }, [400, 401, 413, 415]) } },
    async (request, reply) => {
      const outcome = await payments.capture(request.params.id, request.body.amount, request.body.currency);
      return isRefusal(outcome) ? reply.code(400).send(refusalBody(outcome)) : paymentEntity(outcome.payment);
    },
  );

  // 400: not a captured payment, more than is left to refund, a body refused; 401: wrong keys.
  routes.post(
    `${base}/:id/refund`,
    { schema: { params, body: refundRequestSchema, response: sandboxResponses({ 200: refundEntitySchema }, [400, 401, 413, 415]) } },
    async (request, reply) => {
      const { amount, notes, receipt } = request.body;
      const outcome = await payments.refund(request.params.id, { ...(amount === undefined ? {} : { amount }), ...(notes ? { notes } : {}), ...(receipt === undefined ? {} : { receipt }) });
      return isRefusal(outcome) ? reply.code(400).send(refusalBody(outcome)) : refundEntity(outcome.refund);
    },
  );

  routes.get(`${base}/:id/refunds`, { schema: { params, response: sandboxResponses({ 200: refundCollectionSchema }, [400, 401]) } }, async (request, reply) => {
    if (!(await repository.findPayment(request.params.id))) return reply.code(400).send(unknownId());
    const items = (await repository.refundsOf(request.params.id)).map(refundEntity);
    return { entity: 'collection' as const, count: items.length, items };
  });
}

