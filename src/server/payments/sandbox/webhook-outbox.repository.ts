/**
 * The sandbox's webhooks as rows of sandbox_webhook_outbox (Kysely only): written IN THE
 * TRANSACTION of the state change that caused them (use a transaction's repositories:
 * uow.transact), read back to be delivered (webhook-outbox.ts).
 */
import type { Db } from '../../db/create-database';
import { OutboxRepository } from '../../jobs/outbox.repository';
import { newRazorpayId } from './sandbox-ids';

export type WebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.processed'
  | 'payment.dispute.created'
  | 'payment.dispute.won'
  | 'payment.dispute.lost';

export interface WebhookEvent {
  event: WebhookEventName;
  payload: Record<string, { entity: object }>;
  /** Unix seconds, the envelope's created_at. */
  createdAt: number;
}

/** The sandbox's stand-in for a Razorpay merchant account id. */
const SANDBOX_ACCOUNT_ID = 'acc_Sandbox0000000';

export class WebhookOutboxRepository extends OutboxRepository {
  constructor(db: Db) {
    super(db, 'sandbox_webhook_outbox');
  }

  /** The events as outbox rows, due at once, each with its envelope and an event id kept on every retry. */
  async queue(events: readonly WebhookEvent[], now: Date): Promise<void> {
    if (events.length === 0) return;
    const at = now.toISOString();
    // One insert per event, in order: the ids keep the order the events happened in.
    for (const event of events) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: SANDBOX_ACCOUNT_ID,
        event: event.event,
        contains: Object.keys(event.payload),
        payload: event.payload,
        created_at: event.createdAt,
      });
      await this.db
        .insertInto('sandbox_webhook_outbox')
        .values({ event_id: newRazorpayId('evt'), event: event.event, body, next_attempt_at: at, created_at: at })
        .execute();
    }
  }

  /** What is sent for the row: its event id and the exact body. */
  delivery(id: number) {
    return this.db
      .selectFrom('sandbox_webhook_outbox')
      .select(['event_id', 'body'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }
}
