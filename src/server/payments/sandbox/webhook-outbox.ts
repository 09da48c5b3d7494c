/**
 * The sandbox's webhooks, delivered as Razorpay delivers them: signed with the webhook secret
 * (X-Razorpay-Signature over the exact bytes sent), one x-razorpay-event-id per event that stays the
 * same on every retry, retried with back-off until a 2xx answer or for 24 hours.
 *
 * Durable: an event is a row of sandbox_webhook_outbox, written by queueWebhooks IN THE
 * TRANSACTION of the change that caused it, so a crash right after a payment cannot lose its
 * webhooks; rows left undelivered are sent by the background job after a restart. Delivery is in
 * process (app.inject to the store's webhook route). Before sending, a row is claimed with a
 * conditional update that moves next_attempt_at forward (a lease), so two processes on one database
 * never send the same row at the same moment.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../../shared/api-paths';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { webhookSignature } from '../signatures';
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

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 10 * 60 * 1000;
/** Razorpay stops retrying a webhook 24 hours after the event. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long a claimed row is left alone by other processes while it is being sent. */
const CLAIM_LEASE_MS = 60 * 1000;
const BATCH_SIZE = 20;
/** The store's answer kept in last_error (enough to see why, not the whole page). */
const ERROR_DETAIL_CHARS = 300;

/** Delay before the next try, after `attempts` failed ones: 1 s, 2 s, 4 s ... at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Writes the events as outbox rows through `db`, which must be the transaction of the state change
 * that caused them. Rows are due at once; the caller then calls WebhookOutbox.deliverSoon().
 */
export async function queueWebhooks(db: Kysely<Database>, events: readonly WebhookEvent[], now: Date): Promise<void> {
  if (events.length === 0) return;
  const at = now.toISOString();
  // One insert per event, in order: the ids keep the order the events happened in.
  for (const event of events) {
    const body = JSON.stringify({ entity: 'event', account_id: SANDBOX_ACCOUNT_ID, event: event.event, contains: Object.keys(event.payload), payload: event.payload, created_at: event.createdAt });
    await db.insertInto('sandbox_webhook_outbox').values({ event_id: newRazorpayId('evt'), event: event.event, body, next_attempt_at: at, created_at: at }).execute();
  }
}

export interface WebhookOutboxOptions {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: Clock;
  webhookSecret: string;
  /** false (SANDBOX_WEBHOOKS=off): rows are written but never sent. */
  enabled: boolean;
  log: FastifyBaseLogger;
}

interface ClaimedRow {
  id: number;
  event_id: string;
  event: string;
  body: string;
  attempts: number;
  created_at: string;
}

export class WebhookOutbox {
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing = false;

  constructor(private readonly options: WebhookOutboxOptions) {}

  /** Tries the rows due now once the current request's response is out (paying never waits for the store). */
  deliverSoon(): void {
    void this.track(
      (async () => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        return this.deliverDue();
      })(),
    );
  }

  /** One pass of the background job: every row due now (retries, and rows left by a previous process). */
  async runOnce(): Promise<void> {
    await this.track(this.deliverDue());
  }

  /**
   * Resolves once every row due now has been attempted and no delivery is running (tests). Rows
   * whose retry is due later are not waited for: a test advances its clock and calls this again.
   */
  async settled(): Promise<void> {
    for (;;) {
      await this.drain();
      if (this.closing || !this.options.enabled) return;
      const attempted = await this.track(this.deliverDue());
      if (attempted === 0 && this.inFlight.size === 0) return;
    }
  }

  /** Closing the app: no new passes; the running ones finish before the database closes. */
  async close(): Promise<void> {
    this.closing = true;
    await this.drain();
  }

  private async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<number>): Promise<number> {
    const tracked = work
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'sandbox webhook delivery failed');
        return 0;
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }

  /** Sends every row due now, oldest first; answers how many it attempted. */
  private async deliverDue(): Promise<number> {
    const { db, clock, enabled } = this.options;
    if (!enabled) return 0;
    let attempted = 0;
    while (!this.closing) {
      const now = clock.now().toISOString();
      const due = await db
        .selectFrom('sandbox_webhook_outbox')
        .select(['id', 'next_attempt_at'])
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('id')
        .limit(BATCH_SIZE)
        .execute();
      if (due.length === 0) break;
      for (const row of due) {
        if (this.closing) break;
        const claimed = await this.claim(row.id, row.next_attempt_at!);
        if (!claimed) continue; // another pass or process has it
        await this.attempt(claimed);
        attempted++;
      }
    }
    return attempted;
  }

  /** Takes the row if nobody changed it since it was read: its next_attempt_at moves to the end of a lease. */
  private claim(id: number, seenNextAttemptAt: string): Promise<ClaimedRow | undefined> {
    const leaseUntil = new Date(this.options.clock.now().getTime() + CLAIM_LEASE_MS).toISOString();
    return this.options.db
      .updateTable('sandbox_webhook_outbox')
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', id)
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '=', seenNextAttemptAt)
      .returning(['id', 'event_id', 'event', 'body', 'attempts', 'created_at'])
      .executeTakeFirst();
  }

  private async attempt(row: ClaimedRow): Promise<void> {
    const { app, db, clock, webhookSecret, log } = this.options;
    let failure: string | null = null;
    try {
      const response = await app.inject({
        method: 'POST',
        url: apiPaths.razorpayWebhook,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(row.body, webhookSecret), 'x-razorpay-event-id': row.event_id },
        payload: row.body,
      });
      // Razorpay counts any 2xx as delivered and retries everything else.
      if (response.statusCode < 200 || response.statusCode > 299) failure = `HTTP ${response.statusCode}: ${response.body.slice(0, ERROR_DETAIL_CHARS)}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const now = clock.now();
    const attempts = row.attempts + 1;
    if (failure === null) {
      await db.updateTable('sandbox_webhook_outbox').set({ attempts, delivered_at: now.toISOString(), next_attempt_at: null, last_error: null }).where('id', '=', row.id).execute();
      return;
    }
    const givesUp = now.getTime() - new Date(row.created_at).getTime() >= GIVE_UP_AFTER_MS;
    const nextAttemptAt = givesUp ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
    await db.updateTable('sandbox_webhook_outbox').set({ attempts, last_error: failure, next_attempt_at: nextAttemptAt }).where('id', '=', row.id).execute();
    log.error({ event: row.event, eventId: row.event_id, attempts, failure, givesUp }, givesUp ? 'sandbox webhook given up after 24 hours' : 'sandbox webhook refused by the store; retried later');
  }
}
