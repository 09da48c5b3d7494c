/**
 * The local payment sandbox (PAYMENT_PROVIDER=sandbox): Razorpay's Orders API under
 * /sandbox/razorpay/v1, a Checkout look-alike at /sandbox/checkout.js, and /sandbox/pay, which
 * pays or fails an order and sends the webhooks. With PAYMENT_PROVIDER=razorpay none of this is
 * registered (the paths answer 404).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import { documentRoutesAs } from '../../plugins/api-docs';
import { describeValidationError, requestValidationFailure } from '../../plugins/errors';
import { apiError, sandboxResponses } from './razorpay-entities';
import { sandboxApiRoutes } from './sandbox-api.routes';
import { sandboxPayRoutes } from './sandbox-pay.routes';
import { SandboxRepository } from './sandbox.repository';
import { WebhookOutbox } from './webhook-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present in sandbox mode only. */
    paymentSandbox?: { webhooksDelivered(): Promise<void> };
  }
}

/** Browser code, kept as a plain .js file so it is served exactly as written (no build step). */
const checkoutScript = fs.readFileSync(path.join(__dirname, 'checkout.js'), 'utf8');
const checkoutScriptResponse = {
  description: 'The sandbox\'s stand-in for Razorpay Checkout\'s checkout.js.',
  content: { 'text/javascript': { schema: z.string() } },
};

/** Registers on the root instance (the decoration must be visible to tests). */
export async function registerPaymentSandbox(app: FastifyInstance): Promise<void> {
  const outbox = new WebhookOutbox(app, app.payments.webhookSecret, app.log);
  app.decorate('paymentSandbox', { webhooksDelivered: () => outbox.settled() });
  // Deliveries still running use the database: let them finish before it closes.
  app.addHook('preClose', async () => {
    await outbox.settled();
  });

  await app.register(async (scope) => {
    documentRoutesAs(scope, 'paymentSandbox');
    // The sandbox answers Razorpay's error object, also for a body its schema refuses.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const invalid = requestValidationFailure(error);
      if (invalid) return reply.code(400).send(apiError(describeValidationError(invalid.issues, invalid.context)));
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'sandbox error');
      return reply.code(status).send(apiError(status === 500 ? 'The sandbox failed unexpectedly' : error.message, { code: status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR' }));
    });
    const repository = new SandboxRepository(app.db);
    sandboxApiRoutes(scope, repository);
    sandboxPayRoutes(scope, repository, outbox);
    scope.get(sandboxPaths.checkoutScript, { schema: { response: sandboxResponses({ 200: checkoutScriptResponse }) } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(checkoutScript),
    );
  });
}
