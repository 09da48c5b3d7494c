/**
 * The sandbox's stand-in for Razorpay's Refunds API by refund (https://razorpay.com/docs/api/refunds/):
 * list every refund, fetch one by id, update its notes. A payment's refunds and new refunds are
 * under /v1/payments (sandbox-payments-api.routes.ts). Basic auth like every /v1 route.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sandboxPaths } from '../../../shared/api-paths';
import {
  collection,
  refundCollectionSchema,
  refundEntity,
  refundEntitySchema,
  sandboxResponses,
} from './razorpay-entities';
import { listQuerySchema, notesUpdateSchema } from './razorpay-requests';
import { entityParamsSchema, unknownId } from './sandbox-api.routes';
import type { SandboxRepository } from './sandbox.repository';

export function sandboxRefundsApiRoutes(app: FastifyInstance, repository: SandboxRepository): void {
  const base = `${sandboxPaths.razorpayApi}/v1/refunds`;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = entityParamsSchema;

  // 400: a query the API refuses (count above 100, say); 401: wrong keys.
  routes.get(
    base,
    {
      schema: { querystring: listQuerySchema, response: sandboxResponses({ 200: refundCollectionSchema }, [400, 401]) },
    },
    async (request) => collection((await repository.listRefunds(request.query)).map(refundEntity)),
  );

  routes.get(
    `${base}/:id`,
    { schema: { params, response: sandboxResponses({ 200: refundEntitySchema }, [400, 401]) } },
    async (request, reply) => {
      const row = await repository.findRefund(request.params.id);
      return row ? refundEntity(row) : reply.code(400).send(unknownId());
    },
  );

  // Notes only, as on Razorpay: the body's notes replace the refund's.
  routes.patch(
    `${base}/:id`,
    {
      schema: {
        params,
        body: notesUpdateSchema,
        response: sandboxResponses({ 200: refundEntitySchema }, [400, 401, 413, 415]),
      },
    },
    async (request, reply) => {
      const row = await repository.updateRefundNotes(request.params.id, request.body.notes);
      return row ? refundEntity(row) : reply.code(400).send(unknownId());
    },
  );
}
