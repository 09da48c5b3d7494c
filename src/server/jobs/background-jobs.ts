/**
 * Work the server does on its own, on a timer: the order reconciler, the sandbox's webhook retries.
 *
 * Jobs are registered while the app is built but run only once started: main.ts starts them after
 * listening, while tests leave them stopped and call a job's own run-once method, so no timer races
 * a test. Each run finishes before the next is scheduled (no overlap within a process); a failed run
 * is logged and the job goes on. Closing the app stops the timers and waits for a running job.
 */
import type { FastifyInstance } from 'fastify';

export interface BackgroundJob {
  name: string;
  intervalMs: number;
  run(): Promise<void>;
}

export class BackgroundJobs {
  private readonly jobs: BackgroundJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = true;

  constructor(private readonly log: FastifyInstance['log']) {}

  add(job: BackgroundJob): void {
    this.jobs.push(job);
    if (!this.stopped) this.schedule(job, 0);
  }

  /** Runs every job at once, then every intervalMs. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const job of this.jobs) this.schedule(job, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private schedule(job: BackgroundJob, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.stopped) return;
      const run = job
        .run()
        .catch((error: unknown) => this.log.error({ err: error, job: job.name }, 'background job failed'))
        .finally(() => {
          this.running.delete(run);
          if (!this.stopped) this.schedule(job, job.intervalMs);
        });
      this.running.add(run);
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
  const jobs = new BackgroundJobs(app.log);
  app.decorate('backgroundJobs', jobs);
  // Before the database closes (onClose): a running job may be using it.
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
}
