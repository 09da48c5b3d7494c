/**
 * The sandbox's webhooks, delivered as Razorpay delivers them: signed with the webhook secret
 * (X-Razorpay-Signature over the exact bytes sent), one x-razorpay-event-id per event that stays the
 * same on every retry, retried with back-off until a 2xx answer or for 24 hours.
 *
 * Durable: an event is a row of sandbox_webhook_outbox, written IN THE TRANSACTION of the change
 * that caused it (the transaction's repos.webhookOutbox.queue(): webhook-outbox.repository.ts), so
 * a crash right after a payment cannot lose its webhooks; rows left undelivered are sent by the
 * background job after a restart (the engine, its claims and retries: jobs/outbox.ts). Delivery
 * is in process (app.inject to the store's webhook route).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import type { Clock } from '../../clock';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Outbox } from '../../jobs/outbox';
import { retryDelayMs as outboxRetryDelayMs, type RetryPolicy } from '../../jobs/retry-policy';
import { webhookSignature } from '../signatures';

export type { WebhookEvent, WebhookEventName } from './webhook-outbox.repository';

/** Razorpay retries with back-off from 1 s to 10 minutes, and stops 24 hours after the event. */
const WEBHOOK_RETRY: RetryPolicy = {
  firstRetryMs: 1000,
  maxRetryMs: 10 * 60 * 1000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
};

/** Delay before the next try, after `attempts` failed ones: 1 s, 2 s, 4 s ... at most 10 minutes. */
export const retryDelayMs = (attempts: number): number => outboxRetryDelayMs(WEBHOOK_RETRY, attempts);

export interface WebhookOutboxOptions {
  app: FastifyInstance;
  uow: UnitOfWork;
  clock: Clock;
  webhookSecret: string;
  /** false (SANDBOX_WEBHOOKS=off): rows are written but never sent. */
  enabled: boolean;
  log: FastifyBaseLogger;
}

/** The store's answer kept in the error (enough to see why, not the whole page). */
const ANSWER_DETAIL_CHARS = 300;

/** The sandbox's outbox of webhooks (jobs/outbox.ts), each delivered in process to the store's webhook route. */
export class WebhookOutbox extends Outbox {
  constructor({ app, uow, clock, webhookSecret, enabled, log }: WebhookOutboxOptions) {
    super({
      outbox: 'webhookOutbox',
      label: 'sandbox webhook',
      uow,
      clock,
      log,
      enabled,
      retry: WEBHOOK_RETRY,
      deliver: async (id) => {
        const row = await uow.repos.webhookOutbox.delivery(id);
        const response = await app.inject({
          method: 'POST',
          url: apiPaths.razorpayWebhook,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhookSignature(row.body, webhookSecret),
            'x-razorpay-event-id': row.event_id,
          },
          payload: row.body,
        });
        // Razorpay counts any 2xx as delivered and retries everything else.
        if (response.statusCode < 200 || response.statusCode > 299)
          throw new Error(`HTTP ${response.statusCode}: ${response.body.slice(0, ANSWER_DETAIL_CHARS)}`);
      },
    });
  }
}
