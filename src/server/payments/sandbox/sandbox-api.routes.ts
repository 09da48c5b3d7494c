/**
 * The sandbox's stand-in for https://api.razorpay.com/v1's Orders API: create an order, fetch it,
 * list its payments (payments, captures and refunds: sandbox-payments-api.routes.ts). Basic auth with the configured key id and secret, Razorpay's JSON shapes and error
 * object, HTTP 200 on success like Razorpay.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import { CURRENCY, MIN_ORDER_PAISE } from '../../../shared/constants';
import { isAuthorized } from './basic-auth';
import { apiError, orderEntity, orderEntitySchema, paymentCollectionSchema, paymentEntity, sandboxResponses, UNKNOWN_ID } from './razorpay-entities';
import { newRazorpayId, unixSeconds } from './sandbox-ids';
import type { SandboxRepository } from './sandbox.repository';

/** Razorpay's POST /v1/orders body (the fields the sandbox supports; others are refused). */
const createOrderSchema = z
  .object({
    amount: z.number().int().min(MIN_ORDER_PAISE).max(1_000_000_000),
    currency: z.literal(CURRENCY),
    receipt: z.string().max(40).optional(),
    notes: z.record(z.string().max(256), z.string().max(256)).optional(),
    partial_payment: z.literal(false).optional(),
    /** Razorpay's capture setting: true or 1 captures at once (the default), false or 0 waits for the capture API. */
    payment_capture: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  })
  .strict();

/** An order's or a payment's id in the path. */
export const entityParamsSchema = z.object({ id: z.string().max(64) });

export const unknownId = () => apiError(UNKNOWN_ID, { reason: 'input_validation_failed' });

export function sandboxApiRoutes(app: FastifyInstance, repository: SandboxRepository): void {
  const { keyId, keySecret } = app.payments;
  const base = `${sandboxPaths.razorpayApi}/v1/orders`;

  // Decided by the route the request matched, not by its raw URL: the router decodes the path
  // (`/sandbox/%72azorpay/...` reaches these routes too), so a raw-URL prefix test could be skipped.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith(sandboxPaths.razorpayApi)) return;
    if (!isAuthorized(request.headers.authorization, keyId, keySecret)) {
      return reply.code(401).send(apiError('Authentication failed', { reason: 'authentication_failed' }));
    }
  });

  // 400: a body or id the API refuses; 401: wrong keys (every call); 413/415: not a small JSON body.
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    base,
    { schema: { body: createOrderSchema, response: sandboxResponses({ 200: orderEntitySchema }, [400, 401, 413, 415]) } },
    async (request) => {
      const { amount, currency, receipt, notes, payment_capture: capture } = request.body;
      const automaticCapture = capture === undefined || capture === true || capture === 1;
      const row = await repository.createOrder({ id: newRazorpayId('order'), amount, currency, receipt: receipt ?? null, notes: notes ?? {}, automaticCapture, createdAt: unixSeconds(app.clock.now()) });
      return orderEntity(row);
    },
  );

  routes.get(`${base}/:id`, { schema: { params: entityParamsSchema, response: sandboxResponses({ 200: orderEntitySchema }, [400, 401]) } }, async (request, reply) => {
    const row = await repository.findOrder(request.params.id);
    return row ? orderEntity(row) : reply.code(400).send(unknownId());
  });

  routes.get(
    `${base}/:id/payments`,
    { schema: { params: entityParamsSchema, response: sandboxResponses({ 200: paymentCollectionSchema }, [400, 401]) } },
    async (request, reply) => {
      if (!(await repository.findOrder(request.params.id))) return reply.code(400).send(unknownId());
      const items = (await repository.paymentsOf(request.params.id)).map(paymentEntity);
      return { entity: 'collection' as const, count: items.length, items };
    },
  );
}
