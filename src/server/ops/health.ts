/**
 * Liveness and readiness, for a load balancer, an orchestrator or Docker's HEALTHCHECK:
 * - GET /healthz: the process is alive and its event loop turns: 200, without touching the database;
 * - GET /readyz: 200 only when the database answers, this code's migrations are all applied and
 *   the storage can be reached; otherwise 503 naming what failed. From the moment a shutdown
 *   begins (ops/shutdown.ts) it answers 503 "draining" at once, so a balancer stops sending new
 *   requests while those in flight finish.
 * Neither is logged at info, rate-limited or cached (Cache-Control: no-store), and neither counts
 * in the request metrics. A check waits at most CHECK_TIMEOUT_MS; checks asked for while one is
 * running share its answer, so a burst of probes costs one round trip. The answer names only which
 * check failed and how (unreachable, timed out); the error itself goes to the log, once per change.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { UnitOfWork } from '../db/unit-of-work';
import type { ObjectStorage } from '../storage/object-storage';
import { TimedOut, within } from '../within';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** Long enough for a busy database, short beside a balancer's probe timeout (commonly 5 s). */
const CHECK_TIMEOUT_MS = 2000;

export type CheckName = 'database' | 'migrations' | 'storage';
export type CheckResult = 'ok' | 'unreachable' | 'timed out' | 'skipped' | string;

export interface ReadinessReport {
  status: 'ready' | 'not ready' | 'draining';
  checks: Record<CheckName, CheckResult>;
}

export class Readiness {
  private draining = false;
  private running: Promise<ReadinessReport> | undefined;
  private lastFailures = '';

  constructor(
    private readonly deps: { uow: UnitOfWork; storage: ObjectStorage; log: FastifyBaseLogger },
    private readonly timeoutMs = CHECK_TIMEOUT_MS,
  ) {}

  /** From now on, readiness fails (a shutdown began). */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  check(): Promise<ReadinessReport> {
    if (this.draining) return Promise.resolve(drainingReport);
    this.running ??= this.runChecks().finally(() => (this.running = undefined));
    return this.running;
  }

  private async runChecks(): Promise<ReadinessReport> {
    const { uow, storage } = this.deps;
    const errors: Partial<Record<CheckName, unknown>> = {};
    const attempt = async (name: CheckName, work: () => Promise<CheckResult>): Promise<CheckResult> => {
      try {
        return await within(work(), this.timeoutMs);
      } catch (error) {
        errors[name] = error;
        return error instanceof TimedOut ? 'timed out' : 'unreachable';
      }
    };
    const [database, storageResult] = await Promise.all([
      attempt('database', async () => {
        await uow.repos.health.ping();
        return 'ok';
      }),
      attempt('storage', async () => {
        await storage.probe();
        return 'ok';
      }),
    ]);
    const migrations =
      database !== 'ok'
        ? 'skipped'
        : await attempt('migrations', async () => {
            const state = await uow.repos.health.migrationState();
            if (state.unknown.length > 0) return `${state.unknown.length} unknown (a newer store's)`;
            return state.pending.length === 0 ? 'ok' : `${state.pending.length} pending`;
          });
    const checks = { database, migrations, storage: storageResult };
    const ready = Object.values(checks).every((result) => result === 'ok');
    this.logChange(checks, errors);
    return { status: ready ? 'ready' : 'not ready', checks };
  }

  /** Said once per change, not at every probe of a balancer polling every few seconds. */
  private logChange(checks: Record<CheckName, CheckResult>, errors: Partial<Record<CheckName, unknown>>): void {
    const failures = Object.entries(checks)
      .filter(([, result]) => result !== 'ok')
      .map(([name, result]) => `${name}: ${result}`)
      .join(', ');
    if (failures === this.lastFailures) return;
    this.lastFailures = failures;
    if (failures === '') this.deps.log.info('ready: database, migrations and storage answer');
    else
      this.deps.log.warn(
        {
          errors: Object.fromEntries(
            Object.entries(errors).map(([name, error]) => [
              name,
              error instanceof Error ? error.message : String(error),
            ]),
          ),
        },
        `not ready: ${failures}`,
      );
  }
}

const drainingReport: ReadinessReport = {
  status: 'draining',
  checks: { database: 'skipped', migrations: 'skipped', storage: 'skipped' },
};

/** Options every operations route shares: logged only from warn up, apart from the request metrics. */
export const opsRouteOptions = { logLevel: 'warn', config: { opsRoute: true } } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Health, readiness and metrics: kept out of the request metrics. */
    opsRoute?: boolean;
  }
}

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get(HEALTH_PATH, opsRouteOptions, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'alive' }),
  );
  app.get(READY_PATH, opsRouteOptions, async (_request, reply) => {
    const report = await readiness.check();
    const failed = Object.entries(report.checks)
      .filter(([, result]) => result !== 'ok' && result !== 'skipped')
      .map(([name]) => name);
    const body =
      report.status === 'ready'
        ? report
        : {
            Message: report.status === 'draining' ? 'Shutting down' : `Not ready: ${failed.join(', ')}`,
            ...report,
          };
    return reply
      .code(report.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
