/**
 * The rows of an outbox table (Kysely only), for the delivery engine of outbox.ts: the rows due,
 * a claim by a conditional update, and how each attempt ended. Each outbox's own repository
 * extends this one with how its rows are written and read (mail-outbox.repository.ts,
 * payments/sandbox/webhook-outbox.repository.ts).
 */
import type { Db } from '../db/create-database';
import type { Database, OutboxColumns } from '../db/database';

/** The tables delivered by the outbox engine. */
export type OutboxTable = {
  [Name in keyof Database]: Database[Name] extends OutboxColumns ? Name : never;
}[keyof Database];

export class OutboxRepository {
  constructor(
    protected readonly db: Db,
    readonly table: OutboxTable,
  ) {}

  /** Undelivered rows due by `now`, oldest first. */
  due(now: string, limit: number) {
    return this.db
      .selectFrom(this.table)
      .select(['id', 'next_attempt_at'])
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Takes the row if nobody changed it since it was read: its next_attempt_at moves to `leaseUntil`. */
  claim(id: number, seenNextAttemptAt: string, leaseUntil: string) {
    return this.db
      .updateTable(this.table)
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', id)
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '=', seenNextAttemptAt)
      .returning(['id', 'attempts', 'created_at'])
      .executeTakeFirst();
  }

  async markDelivered(id: number, attempts: number, at: string): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ attempts, delivered_at: at, next_attempt_at: null, last_error: null })
      .where('id', '=', id)
      .execute();
  }

  /** A failed attempt: tried again at `nextAttemptAt`, or given up (null). */
  async markFailed(id: number, attempts: number, error: string, nextAttemptAt: string | null): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ attempts, last_error: error, next_attempt_at: nextAttemptAt })
      .where('id', '=', id)
      .execute();
  }
}
