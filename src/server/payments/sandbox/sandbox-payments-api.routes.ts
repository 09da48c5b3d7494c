/**
 * The sandbox's stand-in for Razorpay's Payments API (https://razorpay.com/docs/api/payments/,
 * /refunds/): list payments, fetch one, update its notes, capture an authorized one, refund a
 * captured one, list its refunds and fetch one of them. Basic auth like every /v1 route (the hook
 * in sandbox-api.routes.ts, registered before these), Razorpay's shapes and error object.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import {
  collection,
  paymentCollectionSchema,
  paymentEntity,
  paymentEntitySchema,
  refundCollectionSchema,
  refundEntity,
  refundEntitySchema,
  sandboxResponses,
} from './razorpay-entities';
import { listQuerySchema, notesInputSchema, notesUpdateSchema, paiseSchema } from './razorpay-requests';
import { entityParamsSchema, unknownId } from './sandbox-api.routes';
import { isRefusal, refusalBody, type SandboxPayments } from './sandbox-payments';
import type { SandboxRepository } from './sandbox.repository';

const captureRequestSchema = z.object({ amount: paiseSchema(1), currency: z.string().length(3) }).strict();

/** Razorpay's refund body; the sandbox processes every refund at once, an 'optimum' one as instant. */
const refundRequestSchema = z
  .object({
    /** Paise; Razorpay's minimum refund is ₹1. Omitted: whatever is left of the payment. */
    amount: paiseSchema(100).optional(),
    speed: z.enum(['normal', 'optimum']).optional(),
    notes: notesInputSchema.optional(),
    receipt: z.string().max(40).optional(),
  })
  .strict();

const paymentRefundParamsSchema = z.object({ id: z.string().max(64), refund_id: z.string().max(64) });

export function sandboxPaymentsApiRoutes(
  app: FastifyInstance,
  repository: SandboxRepository,
  payments: SandboxPayments,
): void {
  const base = `${sandboxPaths.razorpayApi}/v1/payments`;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = entityParamsSchema;

  // 400: a query the API refuses (count above 100, say); 401: wrong keys.
  routes.get(
    base,
    {
      schema: {
        querystring: listQuerySchema,
        response: sandboxResponses({ 200: paymentCollectionSchema }, [400, 401]),
      },
    },
    async (request) => collection((await repository.listPayments(request.query)).map(paymentEntity)),
  );

  routes.get(
    `${base}/:id`,
    { schema: { params, response: sandboxResponses({ 200: paymentEntitySchema }, [400, 401]) } },
    async (request, reply) => {
      const row = await repository.findPayment(request.params.id);
      return row ? paymentEntity(row) : reply.code(400).send(unknownId());
    },
  );

  // Notes only, as on Razorpay: the body's notes replace the payment's.
  routes.patch(
    `${base}/:id`,
    {
      schema: {
        params,
        body: notesUpdateSchema,
        response: sandboxResponses({ 200: paymentEntitySchema }, [400, 401, 413, 415]),
      },
    },
    async (request, reply) => {
      const row = await repository.updatePaymentNotes(request.params.id, request.body.notes);
      return row ? paymentEntity(row) : reply.code(400).send(unknownId());
    },
  );

  // 400: not an authorized payment, another amount or currency, a body refused; 401: wrong keys.
  routes.post(
    `${base}/:id/capture`,
    {
      schema: {
        params,
        body: captureRequestSchema,
        response: sandboxResponses({ 200: paymentEntitySchema }, [400, 401, 413, 415]),
      },
    },
    async (request, reply) => {
      const outcome = await payments.capture(request.params.id, request.body.amount, request.body.currency);
      return isRefusal(outcome) ? reply.code(400).send(refusalBody(outcome)) : paymentEntity(outcome.payment);
    },
  );

  // 400: not a captured payment, more than is left to refund, a body refused; 401: wrong keys.
  routes.post(
    `${base}/:id/refund`,
    {
      schema: {
        params,
        body: refundRequestSchema,
        response: sandboxResponses({ 200: refundEntitySchema }, [400, 401, 413, 415]),
      },
    },
    async (request, reply) => {
      const { amount, notes, receipt, speed } = request.body;
      const outcome = await payments.refund(request.params.id, {
        ...(amount === undefined ? {} : { amount }),
        ...(notes ? { notes } : {}),
        ...(receipt === undefined ? {} : { receipt }),
        ...(speed === undefined ? {} : { speed }),
      });
      return isRefusal(outcome) ? reply.code(400).send(refusalBody(outcome)) : refundEntity(outcome.refund);
    },
  );

  routes.get(
    `${base}/:id/refunds`,
    {
      schema: {
        params,
        querystring: listQuerySchema,
        response: sandboxResponses({ 200: refundCollectionSchema }, [400, 401]),
      },
    },
    async (request, reply) => {
      if (!(await repository.findPayment(request.params.id))) return reply.code(400).send(unknownId());
      return collection(
        (await repository.listRefunds({ ...request.query, paymentId: request.params.id })).map(refundEntity),
      );
    },
  );

  // A refund of another payment is as unknown here as an id that does not exist.
  routes.get(
    `${base}/:id/refunds/:refund_id`,
    {
      schema: {
        params: paymentRefundParamsSchema,
        response: sandboxResponses({ 200: refundEntitySchema }, [400, 401]),
      },
    },
    async (request, reply) => {
      const row = await repository.findRefund(request.params.refund_id);
      return row && row.payment_id === request.params.id ? refundEntity(row) : reply.code(400).send(unknownId());
    },
  );
}
