/**
 * The local payment sandbox (PAYMENT_PROVIDER=sandbox): Razorpay's Orders, Payments and Refunds
 * APIs under /sandbox/razorpay/v1, a Checkout look-alike at /sandbox/checkout.js, /sandbox/pay,
 * which pays (authorizes, captures) or fails an order, and /sandbox/dispute, which raises a
 * chargeback. Their webhooks go through a durable outbox (webhook-outbox.ts). With PAYMENT_PROVIDER=razorpay none of this is
 * registered (the paths answer 404).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxPaths } from '../../../shared/api-paths';
import { documentRoutesAs } from '../../plugins/api-docs';
import { describeValidationError, requestValidationFailure } from '../../plugins/errors';
import { apiError, type RazorpayErrorBody, sandboxResponses, UNKNOWN_URL } from './razorpay-entities';
import { sandboxApiRoutes } from './sandbox-api.routes';
import { sandboxDisputeRoutes } from './sandbox-dispute.routes';
import { sandboxPayRoutes } from './sandbox-pay.routes';
import { SandboxPayments } from './sandbox-payments';
import { sandboxPaymentsApiRoutes } from './sandbox-payments-api.routes';
import { sandboxRefundsApiRoutes } from './sandbox-refunds-api.routes';
import { WebhookOutbox } from './webhook-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present in sandbox mode only. */
    paymentSandbox?: {
      /**
       * Resolves once every webhook due now has been attempted and no delivery is running (retries
       * due later are not awaited: advance the clock and call it again).
       */
      webhooksDelivered(): Promise<void>;
    };
  }
}

/** Browser code, kept as a plain .js file so it is served exactly as written (no build step). */
const checkoutScript = fs.readFileSync(path.join(__dirname, 'checkout.js'), 'utf8');
const checkoutScriptResponse = {
  description: "The sandbox's stand-in for Razorpay Checkout's checkout.js.",
  content: { 'text/javascript': { schema: z.string() } },
};

/** Razorpay's answer to a path (or a method on it) its API does not have: 400, as api.razorpay.com answers. */
const unknownUrl: RazorpayErrorBody = {
  error: { code: 'BAD_REQUEST_ERROR', description: UNKNOWN_URL, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
};

/** Registers on the root instance (the decoration must be visible to tests). */
export async function registerPaymentSandbox(app: FastifyInstance): Promise<void> {
  const enabled = app.config.payments.sandboxWebhooks;
  const outbox = new WebhookOutbox({
    app,
    uow: app.uow,
    clock: app.clock,
    webhookSecret: app.payments.webhookSecret,
    enabled,
    log: app.log,
  });
  app.decorate('paymentSandbox', { webhooksDelivered: () => outbox.settled() });
  // Retries, and rows a previous process left undelivered (main.ts starts the jobs; tests do not).
  if (enabled) app.backgroundJobs.add({ name: 'sandbox-webhooks', intervalMs: 1000, run: () => outbox.runOnce() });
  // Deliveries still running use the database: let them finish before it closes.
  app.addHook('preClose', async () => {
    await outbox.close();
  });

  await app.register(async (scope) => {
    documentRoutesAs(scope, 'paymentSandbox');
    // The sandbox answers Razorpay's error object, also for a body its schema refuses.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const invalid = requestValidationFailure(error);
      if (invalid) return reply.code(400).send(apiError(describeValidationError(invalid.issues, invalid.context)));
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'sandbox error');
      return reply.code(status).send(
        apiError(status === 500 ? 'The sandbox failed unexpectedly' : error.message, {
          code: status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        }),
      );
    });
    const repository = app.uow.repos.sandbox;
    const payments = new SandboxPayments(app.uow, outbox, app.clock);
    // The /v1 Basic auth hook is added by sandboxApiRoutes: it must come before every /v1 route.
    sandboxApiRoutes(scope, repository);
    sandboxPaymentsApiRoutes(scope, repository, payments);
    sandboxRefundsApiRoutes(scope, repository);
    // Under the API's base the SDKs expect Razorpay's error object, never the store's {Message},
    // also for a path or method the API does not have (answered before any key check).
    await scope.register(
      async (api) => {
        api.setNotFoundHandler(async (_request, reply) => reply.code(400).send(unknownUrl));
      },
      { prefix: sandboxPaths.razorpayApi },
    );
    sandboxPayRoutes(scope, payments);
    sandboxDisputeRoutes(scope, payments);
    scope.get(
      sandboxPaths.checkoutScript,
      { schema: { response: sandboxResponses({ 200: checkoutScriptResponse }) } },
      async (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(checkoutScript),
    );
  });
}
