/**
 * The sandbox's stand-in for https://api.razorpay.com/v1's Orders API: create an order, list
 * orders, fetch one, update its notes, list its payments (payments, captures and refunds:
 * sandbox-payments-api.routes.ts; refunds by id: sandbox-refunds-api.routes.ts). Basic auth with
 * the configured key id and secret, Razorpay's JSON shapes and error object, HTTP 200 on success
 * like Razorpay.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import { CURRENCY, MIN_ORDER_PAISE } from '../../../shared/constants';
import { isAuthorized } from './basic-auth';
import {
  apiError,
  collection,
  orderCollectionSchema,
  orderEntity,
  orderEntitySchema,
  paymentCollectionSchema,
  paymentEntity,
  sandboxResponses,
  UNKNOWN_ID,
} from './razorpay-entities';
import { notesInputSchema, notesUpdateSchema, orderListQuerySchema, paiseSchema } from './razorpay-requests';
import { newRazorpayId, unixSeconds } from './sandbox-ids';
import type { SandboxRepository } from './sandbox.repository';

/** Razorpay's POST /v1/orders body (the fields the sandbox supports; others are refused). */
const createOrderSchema = z
  .object({
    amount: paiseSchema(MIN_ORDER_PAISE),
    currency: z.literal(CURRENCY),
    receipt: z.string().max(40).optional(),
    notes: notesInputSchema.optional(),
    /** true: the order takes payments in parts (POST /sandbox/pay with an amount), each from ₹1. */
    partial_payment: z.boolean().optional(),
    /** With partial_payment true only: the least the first payment may be. */
    first_payment_min_amount: paiseSchema(100).optional(),
    /** Razorpay's capture setting: true or 1 captures at once (the default), false or 0 waits for the capture API. */
    payment_capture: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  })
  .strict();

/** An order's, a payment's or a refund's id in the path. */
export const entityParamsSchema = z.object({ id: z.string().max(64) });

export const unknownId = () => apiError(UNKNOWN_ID, { reason: 'input_validation_failed' });

export function sandboxApiRoutes(app: FastifyInstance, repository: SandboxRepository): void {
  const { keyId, keySecret } = app.payments;
  const base = `${sandboxPaths.razorpayApi}/v1/orders`;

  // Decided by the route the request matched, not by its raw URL: the router decodes the path
  // (`/sandbox/%72azorpay/...` reaches these routes too), so a raw-URL prefix test could be skipped.
  // A path no route has goes to the not-found handler (payment-sandbox.ts) without a key check:
  // like Razorpay, an unknown URL is "not found" whoever asks.
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
    {
      schema: { body: createOrderSchema, response: sandboxResponses({ 200: orderEntitySchema }, [400, 401, 413, 415]) },
    },
    async (request, reply) => {
      const {
        amount,
        currency,
        receipt,
        notes,
        payment_capture: capture,
        partial_payment: partialPayment,
        first_payment_min_amount: firstMin,
      } = request.body;
      if (firstMin !== undefined && partialPayment !== true) {
        return reply.code(400).send(
          apiError('first_payment_min_amount can be sent only when partial_payment is true', {
            field: 'first_payment_min_amount',
          }),
        );
      }
      if (firstMin !== undefined && firstMin > amount) {
        return reply.code(400).send(
          apiError('first_payment_min_amount must not be more than the order amount', {
            field: 'first_payment_min_amount',
          }),
        );
      }
      const row = await repository.createOrder({
        id: newRazorpayId('order'),
        amount,
        currency,
        receipt: receipt ?? null,
        notes: notes ?? {},
        automaticCapture: capture === undefined || capture === true || capture === 1,
        partialPayment: partialPayment === true,
        firstPaymentMinAmount: firstMin ?? null,
        createdAt: unixSeconds(app.clock.now()),
      });
      return orderEntity(row);
    },
  );

  // 400: a query the API refuses (count above 100, say); 401: wrong keys.
  routes.get(
    base,
    {
      schema: {
        querystring: orderListQuerySchema,
        response: sandboxResponses({ 200: orderCollectionSchema }, [400, 401]),
      },
    },
    async (request) => collection((await repository.listOrders(request.query)).map(orderEntity)),
  );

  routes.get(
    `${base}/:id`,
    { schema: { params: entityParamsSchema, response: sandboxResponses({ 200: orderEntitySchema }, [400, 401]) } },
    async (request, reply) => {
      const row = await repository.findOrder(request.params.id);
      return row ? orderEntity(row) : reply.code(400).send(unknownId());
    },
  );

  // Notes only, as on Razorpay: the body's notes replace the order's.
  routes.patch(
    `${base}/:id`,
    {
      schema: {
        params: entityParamsSchema,
        body: notesUpdateSchema,
        response: sandboxResponses({ 200: orderEntitySchema }, [400, 401, 413, 415]),
      },
    },
    async (request, reply) => {
      const row = await repository.updateOrderNotes(request.params.id, request.body.notes);
      return row ? orderEntity(row) : reply.code(400).send(unknownId());
    },
  );

  routes.get(
    `${base}/:id/payments`,
    {
      schema: { params: entityParamsSchema, response: sandboxResponses({ 200: paymentCollectionSchema }, [400, 401]) },
    },
    async (request, reply) => {
      if (!(await repository.findOrder(request.params.id))) return reply.code(400).send(unknownId());
      return collection((await repository.paymentsOf(request.params.id)).map(paymentEntity));
    },
  );
}
