/**
 * A durable outbox: rows of a table, each a message to deliver somewhere else (the sandbox's
 * webhooks, the store's e-mail), written IN THE TRANSACTION of the change that caused them, so a
 * crash right after the change cannot lose them; then delivered by this engine, retried with
 * back-off until delivered or given up.
 *
 * Every outbox table has the columns of OutboxColumns (db/database.ts), and its repository extends
 * OutboxRepository (outbox.repository.ts). Before delivering, the rows due are claimed with one
 * conditional update that moves their next_attempt_at to the end of a lease, so two passes or two
 * processes on one database never deliver the same row at the same moment (a process that dies
 * while delivering leaves its rows to be tried again when the lease ends: at least once).
 *
 * Passes: deliverSoon() right after a change commits (the request does not wait for it); runOnce()
 * from a background job (retries, and rows a previous process left); settled() in tests. One pass
 * runs at a time in a process: asked for while one runs, the running one goes round once more
 * instead of a second pass racing it for the same rows (24 purchases at once made about four
 * claims and two reads of the due rows per mail when every purchase started its own pass).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Repositories, UnitOfWork } from '../db/unit-of-work';
import type { OutboxRepository } from './outbox.repository';
import { retryDelayMs, type RetryPolicy } from './retry-policy';

/** The repositories of outbox tables, by their names in Repositories. */
export type OutboxName = {
  [Name in keyof Repositories]: Repositories[Name] extends OutboxRepository ? Name : never;
}[keyof Repositories];

export interface OutboxOptions {
  /** Whose rows: the repository of the outbox table. */
  outbox: OutboxName;
  /** What the rows are, in log lines ('sandbox webhook', 'mail'). */
  label: string;
  uow: UnitOfWork;
  clock: Clock;
  log: FastifyBaseLogger;
  retry: RetryPolicy;
  /** false: rows are written but never delivered (SANDBOX_WEBHOOKS=off). */
  enabled?: boolean;
  /** Delivers the row; a throw is a failed attempt, its message kept in last_error. */
  deliver(id: number): Promise<void>;
}

/** How long a claimed row is left alone by other passes while it is being delivered. */
const CLAIM_LEASE_MS = 60 * 1000;
const BATCH_SIZE = 20;
/** The failure kept in last_error (enough to see why, not a whole answer). */
const ERROR_DETAIL_CHARS = 300;

export class Outbox {
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing = false;
  /** The pass running in this process, if any, and whether one was asked for since it last read the due rows. */
  private running: Promise<number> | undefined;
  private askedAgain = false;

  constructor(private readonly options: OutboxOptions) {}

  private get rows(): OutboxRepository {
    return this.options.uow.repos[this.options.outbox];
  }

  private get enabled(): boolean {
    return this.options.enabled ?? true;
  }

  /** A pass over the rows due now, once the current request's response is out. */
  deliverSoon(): void {
    void this.track(
      (async () => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        return this.pass();
      })(),
    );
  }

  /** One pass of the background job: every row due now (retries, and rows left by a previous process). */
  async runOnce(): Promise<void> {
    await this.track(this.pass());
  }

  /**
   * Resolves once every row due now has been attempted and no delivery is running (tests). Rows
   * whose retry is due later are not waited for: a test advances its clock and calls this again.
   */
  async settled(): Promise<void> {
    for (;;) {
      await this.drain();
      if (this.closing || !this.enabled) return;
      const attempted = await this.track(this.pass());
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
        this.options.log.error({ err: error }, `${this.options.label} delivery pass failed`);
        return 0;
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }

  /** The running pass (which will read the due rows once more), or a new one; answers how many it attempted. */
  private pass(): Promise<number> {
    if (this.running) {
      this.askedAgain = true;
      return this.running;
    }
    const running = (async () => {
      let attempted = 0;
      try {
        do {
          this.askedAgain = false;
          attempted += await this.deliverDue();
        } while (this.askedAgain && !this.closing);
      } finally {
        this.running = undefined;
      }
      return attempted;
    })();
    this.running = running;
    return running;
  }

  /** Delivers every row due now, oldest first; answers how many it attempted. */
  private async deliverDue(): Promise<number> {
    const { clock } = this.options;
    if (!this.enabled) return 0;
    let attempted = 0;
    while (!this.closing) {
      const now = clock.now();
      const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
      const claimed = await this.rows.claimDue(now.toISOString(), leaseUntil, BATCH_SIZE);
      if (claimed.length === 0) break;
      for (const row of claimed) {
        // Closing: the rest of the batch is left to its lease's end (the next process delivers it).
        if (this.closing) break;
        await this.attempt(row);
        attempted++;
      }
    }
    return attempted;
  }

  private async attempt(row: { id: number; attempts: number; created_at: string }): Promise<void> {
    const { clock, retry, log, label } = this.options;
    let failure: string | null = null;
    try {
      await this.options.deliver(row.id);
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_DETAIL_CHARS);
    }
    const now = clock.now();
    const attempts = row.attempts + 1;
    if (failure === null) {
      await this.rows.markDelivered(row.id, attempts, now.toISOString());
      return;
    }
    const givesUp = now.getTime() - new Date(row.created_at).getTime() >= retry.giveUpAfterMs;
    const nextAttemptAt = givesUp ? null : new Date(now.getTime() + retryDelayMs(retry, attempts)).toISOString();
    await this.rows.markFailed(row.id, attempts, failure, nextAttemptAt);
    log.error(
      { outbox: this.rows.table, id: row.id, attempts, failure, givesUp },
      givesUp ? `${label} given up` : `${label} not delivered; retried later`,
    );
  }
}
