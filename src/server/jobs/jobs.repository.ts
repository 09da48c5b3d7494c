/**
 * The jobs table (Kysely only): one row per cluster job, claimed by one process at a time with a
 * lease (background-jobs.ts holds the rules: when a job is due, its back-off, who may take it).
 */
import type { Db } from '../db/create-database';
import { isPostgres } from '../db/dialect';

/** How a run ended, as its row keeps it. */
export interface FinishedRun {
  nextRunAt: string;
  attempts: number;
  lastError: string | null;
  finishedAt: string;
}

export class JobsRepository {
  constructor(private readonly db: Db) {}

  /** A row per job, due at `now` when it is new (an existing row keeps its schedule). */
  async register(names: readonly string[], now: string): Promise<void> {
    await this.db
      .insertInto('jobs')
      .values(names.map((name) => ({ name, next_run_at: now })))
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }

  /**
   * Claims the job among `names` due longest, that no process holds (or whose lease ended), for
   * `holder` until `leaseUntil`; answers its name and failed attempts, or undefined when none is due.
   */
  claimDue(names: readonly string[], holder: string, now: string, leaseUntil: string) {
    return this.db
      .updateTable('jobs')
      .set({ locked_by: holder, locked_until: leaseUntil, last_started_at: now })
      .where('name', '=', (eb) => {
        const due = eb
          .selectFrom('jobs')
          .select('name')
          .where('name', 'in', names)
          .where('next_run_at', '<=', now)
          .where((row) => row.or([row('locked_until', 'is', null), row('locked_until', '<=', now)]))
          .orderBy('next_run_at')
          .limit(1);
        // Another process's claim in flight is skipped, not waited for (SQLite has one writer anyway).
        return isPostgres(this.db) ? due.forUpdate().skipLocked() : due;
      })
      .where((row) => row.or([row('locked_until', 'is', null), row('locked_until', '<=', now)]))
      .returning(['name', 'attempts'])
      .executeTakeFirst();
  }

  /** Releases the job's row, if `holder` still holds it, with its next run; answers whether it did. */
  async finish(name: string, holder: string, run: FinishedRun): Promise<boolean> {
    const finished = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        locked_by: null,
        locked_until: null,
        next_run_at: run.nextRunAt,
        attempts: run.attempts,
        runs: eb('runs', '+', 1),
        last_error: run.lastError,
        last_finished_at: run.finishedAt,
        last_run_by: holder,
      }))
      .where('name', '=', name)
      .where('locked_by', '=', holder)
      .executeTakeFirst();
    return finished.numUpdatedRows !== 0n;
  }

  /** Extends the lease of a job `holder` is running. */
  async renew(name: string, holder: string, leaseUntil: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: leaseUntil })
      .where('name', '=', name)
      .where('locked_by', '=', holder)
      .execute();
  }

  /** Releases every job `holder` still holds (a shutdown that could not wait for them); answers their names. */
  async releaseHeldBy(holder: string): Promise<string[]> {
    const released = await this.db
      .updateTable('jobs')
      .set({ locked_by: null, locked_until: null })
      .where('locked_by', '=', holder)
      .returning('name')
      .execute();
    return released.map((row) => row.name);
  }
}
