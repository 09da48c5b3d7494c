/** Razorpay webhook events already processed, by Razorpay's event id (Kysely only). */
import type { Db } from '../../db/create-database';

export interface ProcessedEvent {
  eventId: string;
  event: string;
  receivedAt: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  outcome: string;
}

export class PaymentEventsRepository {
  constructor(private readonly db: Db) {}

  async isRecorded(eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_webhook_events')
      .select('event_id')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Throws the database's unique violation when the event is recorded already (db/errors.ts). */
  async record(event: ProcessedEvent): Promise<void> {
    await this.db
      .insertInto('payment_webhook_events')
      .values({
        event_id: event.eventId,
        event: event.event,
        received_at: event.receivedAt,
        provider_order_id: event.providerOrderId,
        provider_payment_id: event.providerPaymentId,
        outcome: event.outcome,
      })
      .execute();
  }
}
