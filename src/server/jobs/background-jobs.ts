/**
 * Work the server does on its own, on a timer: the order reconciler, the outboxes, the sweeps.
 *
 * Two scopes:
 * - 'cluster' (the default): once per interval among EVERY process on the database. Each job is a
 *   row of the jobs table (jobs.repository.ts); a process runs it only after claiming the row (an UPDATE of the row
 *   picked with FOR UPDATE SKIP LOCKED on PostgreSQL; SQLite's single writer serialises the same
 *   UPDATE), which sets locked_by and a lease (locked_until) renewed while the job runs. Finishing
 *   sets next_run_at to the end of the run plus the interval, so however many servers poll, a job
 *   runs once per interval. A process that dies mid-run leaves the lease to expire, and another
 *   takes the job then: a crash may repeat a run, never skip one, so every job is idempotent.
 *   A failed run is retried sooner than its interval, with back-off (5 s, 10 s, ... at most the
 *   interval), its error kept in last_error;
 * - 'process': on every process, for work on its own local disk (its upload temp directories).
 *
 * Jobs are registered while the app is built but run only once started: main.ts starts them after
 * listening, while tests leave them stopped and call the job's own method or runDue(), so no timer
 * races a test. Closing the app stops the timers and waits for a running job.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { UnitOfWork } from '../db/unit-of-work';
import { retryDelayMs } from './retry-policy';

export interface BackgroundJob {
  name: string;
  intervalMs: number;
  /** 'cluster' (default): once among all servers; 'process': on each server (local work). */
  scope?: 'cluster' | 'process';
  run(): Promise<void>;
}

/** How often a process looks for due cluster jobs (the shortest interval, the sandbox's webhooks, is 1 s). */
const POLL_MS = 1000;
/** A claimed job is another process's to take over once this passes without a renewal. */
const LEASE_MS = 2 * 60 * 1000;
const RENEW_MS = LEASE_MS / 4;
const FIRST_RETRY_MS = 5000;
/** While the database is away, polls back off (1 s doubling) to this, so its return is noticed within seconds. */
const MAX_POLL_MS = 8000;
const ERROR_DETAIL_CHARS = 300;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_DETAIL_CHARS);

/** How this process's runs of a job went (the metrics; a cluster job's runs on other servers are in its row). */
export interface JobRunStats {
  successes: number;
  failures: number;
  /** Failed runs here since the last success. */
  consecutiveFailures: number;
  /** Milliseconds since the epoch; undefined until a run here succeeded. */
  lastSuccessAt?: number;
  scope: 'cluster' | 'process';
}

export class BackgroundJobs {
  /** Who this process is in jobs.locked_by. */
  readonly holder = randomUUID();
  private readonly cluster = new Map<string, BackgroundJob>();
  private readonly local: BackgroundJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  /** Runs that finished while the database was away: recorded by the next poll, so their jobs do not wait out the lease. */
  private readonly unrecorded = new Map<string, () => Promise<void>>();
  private readonly stats = new Map<string, JobRunStats>();
  private registered = false;
  private stopped = true;
  /** Set by stop(): nothing more is claimed, even by a poll already under way. */
  private closing = false;
  /** Set by a stop() whose wait ran out: later stops (the app's preClose) do not wait again. */
  private abandoned = false;
  private pollMs = POLL_MS;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(job: BackgroundJob): void {
    this.stats.set(job.name, { successes: 0, failures: 0, consecutiveFailures: 0, scope: job.scope ?? 'cluster' });
    if (job.scope === 'process') {
      this.local.push(job);
      if (!this.stopped) this.scheduleLocal(job, 0);
    } else {
      if (this.cluster.has(job.name)) throw new Error(`Two background jobs named ${job.name}`);
      this.cluster.set(job.name, job);
      this.registered = false;
    }
  }

  /** Runs process jobs at once and then every interval; polls for due cluster jobs. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    for (const job of this.local) this.scheduleLocal(job, 0);
    this.schedule(() => this.poll(), 0);
  }

  /**
   * Stops claiming jobs and waits for the running ones, which release their leases as they finish.
   * With `withinMs` (the shutdown's grace), waits at most that long, then releases the leases this
   * process still holds, so another server takes those jobs at once instead of after the lease;
   * answers the names of the jobs it gave up waiting for.
   */
  async stop(options: { withinMs?: number } = {}): Promise<string[]> {
    this.stopped = true;
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.abandoned) return [];
    const deadline = options.withinMs === undefined ? undefined : Date.now() + options.withinMs;
    while (this.running.size > 0) {
      const settled = Promise.allSettled([...this.running]).then(() => true);
      const left = deadline === undefined ? undefined : deadline - Date.now();
      const inTime =
        left === undefined
          ? await settled
          : left > 0 &&
            (await Promise.race([
              settled,
              new Promise<boolean>((resolve) => setTimeout(resolve, left, false).unref()),
            ]));
      if (!inTime) break;
    }
    if (this.running.size === 0) return [];
    this.abandoned = true;
    const held = await this.uow.repos.jobs.releaseHeldBy(this.holder).catch((error: unknown) => {
      this.log.warn({ err: error }, 'background jobs: leases not released; they pass to another server when they end');
      return [] as string[];
    });
    this.log.warn({ jobs: held }, 'background jobs still running at shutdown: their leases released');
    return held;
  }

  /** How this process's runs of each job went. */
  runStats(): ReadonlyMap<string, Readonly<JobRunStats>> {
    return this.stats;
  }

  private counted(name: string, ok: boolean): void {
    const stats = this.stats.get(name);
    if (!stats) return;
    if (ok) {
      stats.successes += 1;
      stats.consecutiveFailures = 0;
      stats.lastSuccessAt = this.clock.now().getTime();
    } else {
      stats.failures += 1;
      stats.consecutiveFailures += 1;
    }
  }

  /**
   * Claims every cluster job due now that no process holds and runs them (side by side: a long
   * reconciler run does not hold up the mail); answers their names once they all finished. The
   * poll loop's step, and a test's way to run the jobs once.
   */
  async runDue(): Promise<string[]> {
    const started = await this.startDue();
    await Promise.all(started.map((run) => run.finished));
    return started.map((run) => run.name);
  }

  private async startDue(): Promise<Array<{ name: string; finished: Promise<void> }>> {
    await this.register();
    const started: Array<{ name: string; finished: Promise<void> }> = [];
    // A claimed job stays locked while it runs, so the loop ends once nothing due is left free.
    for (let claimed = await this.claimDue(); claimed; claimed = this.closing ? undefined : await this.claimDue()) {
      started.push({
        name: claimed.name,
        finished: this.runClaimed(this.cluster.get(claimed.name)!, claimed.attempts),
      });
    }
    return started;
  }

  private async poll(): Promise<void> {
    try {
      await this.recordUnrecorded();
      // Not waited for: a job still running is locked, and the next poll finds the others.
      await this.startDue();
      if (this.pollMs !== POLL_MS) this.log.info('background jobs: the database answers again');
      this.pollMs = POLL_MS;
    } catch (error) {
      // The database is unreachable for a moment (a restart, a failover): said once, then quieter polls.
      if (this.pollMs === POLL_MS)
        this.log.error({ err: error }, 'background jobs: poll failed; backing off until the database answers');
      this.pollMs = Math.min(this.pollMs * 2, MAX_POLL_MS);
    }
    if (!this.stopped) this.schedule(() => this.poll(), this.pollMs);
  }

  private async recordUnrecorded(): Promise<void> {
    for (const [name, record] of this.unrecorded) {
      await record();
      this.unrecorded.delete(name);
    }
  }

  /** A row per cluster job, due at once when it is new (an existing row keeps its schedule). */
  private async register(): Promise<void> {
    if (this.registered || this.cluster.size === 0) return;
    await this.uow.repos.jobs.register([...this.cluster.keys()], this.clock.now().toISOString());
    this.registered = true;
  }

  private async claimDue(): Promise<{ name: string; attempts: number } | undefined> {
    if (this.closing) return undefined;
    const now = this.clock.now();
    const names = [...this.cluster.keys()];
    if (names.length === 0) return undefined;
    return this.uow.repos.jobs.claimDue(
      names,
      this.holder,
      now.toISOString(),
      new Date(now.getTime() + LEASE_MS).toISOString(),
    );
  }

  /** Runs a claimed job and records how it went; never rejects, and stop() waits for it. */
  private runClaimed(job: BackgroundJob, attempts: number): Promise<void> {
    const whole: Promise<void> = this.runAndRecord(job, attempts).finally(() => this.running.delete(whole));
    this.running.add(whole);
    return whole;
  }

  private async runAndRecord(job: BackgroundJob, attempts: number): Promise<void> {
    const renewal = setInterval(() => void this.renew(job.name), RENEW_MS);
    renewal.unref();
    let failure: string | undefined;
    try {
      await job.run();
    } catch (error) {
      failure = errorText(error);
      this.log.error({ err: error, job: job.name }, 'background job failed');
    } finally {
      clearInterval(renewal);
    }
    this.counted(job.name, failure === undefined);
    const record = () => this.recordRun(job, attempts, failure);
    await record().catch((error: unknown) => {
      this.log.warn({ err: error, job: job.name }, 'background job: its run could not be recorded yet');
      this.unrecorded.set(job.name, record);
    });
  }

  /** Releases the job's row and schedules its next run (sooner, with back-off, after a failure). */
  private async recordRun(job: BackgroundJob, attempts: number, failure: string | undefined): Promise<void> {
    const now = this.clock.now();
    const failed = failure !== undefined;
    const delayMs = failed
      ? Math.min(
          job.intervalMs,
          retryDelayMs({ firstRetryMs: FIRST_RETRY_MS, maxRetryMs: job.intervalMs }, attempts + 1),
        )
      : job.intervalMs;
    const finished = await this.uow.repos.jobs.finish(job.name, this.holder, {
      nextRunAt: new Date(now.getTime() + delayMs).toISOString(),
      attempts: failed ? attempts + 1 : 0,
      lastError: failure ?? null,
      finishedAt: now.toISOString(),
    });
    // Only when the run outlived its lease without renewing (a stalled process): another may have run it too.
    if (!finished)
      this.log.warn({ job: job.name }, 'background job finished after its lease passed to another process');
  }

  private async renew(name: string): Promise<void> {
    await this.uow.repos.jobs
      .renew(name, this.holder, new Date(this.clock.now().getTime() + LEASE_MS).toISOString())
      .catch((error: unknown) => this.log.warn({ err: error, job: name }, 'background job lease not renewed'));
  }

  /** A process job: each run finishes before the next is scheduled; a failed run is logged and the job goes on. */
  private scheduleLocal(job: BackgroundJob, delayMs: number): void {
    this.schedule(async () => {
      await job.run().then(
        () => this.counted(job.name, true),
        (error: unknown) => {
          this.counted(job.name, false);
          this.log.error({ err: error, job: job.name }, 'background job failed');
        },
      );
      if (!this.stopped) this.scheduleLocal(job, job.intervalMs);
    }, delayMs);
  }

  private schedule(work: () => Promise<void>, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.stopped) return;
      const running = work().finally(() => this.running.delete(running));
      this.running.add(running);
    }, delayMs);
    // A timer alone does not keep the process alive (the server's socket does).
    timer.unref();
    this.timers.add(timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundJobs: BackgroundJobs;
  }
}

export function decorateBackgroundJobs(app: FastifyInstance): void {
  const jobs = new BackgroundJobs(app.uow, app.clock, app.log);
  app.decorate('backgroundJobs', jobs);
  // Before the database closes (onClose): a running job may be using it.
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
}
