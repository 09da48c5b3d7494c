/**
 * Delivers the sandbox's webhook events to the store's webhook route, as Razorpay would: signed
 * with the webhook secret (X-Razorpay-Signature over the exact bytes sent), each with its own
 * x-razorpay-event-id. Delivery is in process (app.inject) and starts after the current request's
 * response, so paying never waits for the store's processing; failures are logged, not thrown.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { webhookSignature } from '../signatures';
import { newRazorpayId } from './sandbox-ids';

export interface WebhookEvent {
  event: 'payment.captured' | 'payment.failed' | 'order.paid';
  payload: Record<string, { entity: object }>;
  createdAt: number;
}

/** The sandbox's stand-in for a Razorpay merchant account id. */
const SANDBOX_ACCOUNT_ID = 'acc_Sandbox0000000';

export class WebhookOutbox {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly app: FastifyInstance, private readonly webhookSecret: string, private readonly log: FastifyBaseLogger) {}

  /** Queues the events, delivered one after the other (Razorpay does not promise an order either). */
  send(events: readonly WebhookEvent[]): void {
    const delivery = (async () => {
      // Let the response that triggered these go out first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      for (const event of events) await this.deliver(event);
    })()
      .catch((error: unknown) => this.log.error({ err: error }, 'sandbox webhook delivery failed'))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Resolves once every queued delivery is done (tests; closing the app). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(event: WebhookEvent): Promise<void> {
    const body = JSON.stringify({ entity: 'event', account_id: SANDBOX_ACCOUNT_ID, event: event.event, contains: Object.keys(event.payload), payload: event.payload, created_at: event.createdAt });
    const response = await this.app.inject({
      method: 'POST',
      url: apiPaths.razorpayWebhook,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(body, this.webhookSecret), 'x-razorpay-event-id': newRazorpayId('evt') },
      payload: body,
    });
    if (response.statusCode !== 200) this.log.error({ event: event.event, status: response.statusCode, body: response.body }, 'sandbox webhook refused by the store');
  }
}
