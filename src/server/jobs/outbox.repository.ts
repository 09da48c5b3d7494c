/**
 * The rows of an outbox table (Kysely only), for the delivery engine of outbox.ts: the rows due,
 * claimed by one conditional update, and how each attempt ended. Each outbox's own repository
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

  /**
   * Takes up to `limit` undelivered rows due by `now`, oldest first, in one statement: their
   * next_attempt_at moves to `leaseUntil`, so no other pass or process takes them before it ends.
   * Of two processes claiming at once, PostgreSQL makes the second re-check each row the first
   * updated (no longer due: skipped); SQLite runs one writer at a time.
   */
  async claimDue(now: string, leaseUntil: string, limit: number) {
    const rows = await this.db
      .updateTable(this.table)
      .set({ next_attempt_at: leaseUntil })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom(this.table)
          .select('id')
          .where('delivered_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .orderBy('id')
          .limit(limit),
      )
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .returning(['id', 'attempts', 'created_at'])
      .execute();
    return rows.sort((a, b) => a.id - b.id);
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
