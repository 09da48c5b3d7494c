/**
 * Prometheus's text format at GET /metrics (prom-client), one registry per app:
 * - HTTP: pustaka_http_requests_total and pustaka_http_request_duration_seconds by method, route
 *   PATTERN (Fastify's routeOptions.url: /media/covers/:key, never the address asked for; an
 *   unmatched request is route="unmatched") and status. /healthz, /readyz and /metrics are not
 *   counted: a balancer's probes would drown the shoppers;
 * - the process: prom-client's defaults (CPU, memory, event-loop lag as nodejs_eventloop_lag_*,
 *   GC), the database pool (pustaka_db_pool_connections{state}) and the catalog cache
 *   (pustaka_catalog_cache_requests_total{region,result});
 * - the store: orders by state, payments awaiting settlement and refunds pending (with the oldest
 *   one's age), each outbox's depth and oldest age, each background job's last success and
 *   failures, logins refused by the throttle. The database-backed ones are read on a scrape, at
 *   most once per SNAPSHOT_TTL_MS (several Prometheus servers, or a scrape every 5 s, cost the
 *   database one set of queries per 10 s), and pustaka_metrics_database_up says whether the last
 *   read worked. Being per-database figures, every server reports the same ones: aggregate them
 *   with max(), not sum().
 * Who may read it: a client whose address (request.ip, after TRUST_PROXY) METRICS_ALLOW lists
 * (default loopback), or one sending `Authorization: Bearer <METRICS_TOKEN>`. Anyone else gets the
 * store's ordinary 404. A request that came through a proxy the store does not trust (it carries
 * X-Forwarded-For while TRUST_PROXY is off) is never "from loopback": its client is unknown.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { apiPaths } from '../../shared/api-paths';
import type { PoolUse } from '../db/dialect';
import { TooManyRequests } from '../domain-errors';
import type { JobRunStats } from '../jobs/background-jobs';
import { ORDER_TRANSITIONS } from '../modules/orders/order-states';
import type { Backlog, JobRow } from './metrics.repository';
import { opsRouteOptions } from './health';
import { apiMessages } from '../../shared/api-messages';

export const METRICS_PATH = '/metrics';
/** The database-backed figures are read at most this often, however often Prometheus scrapes. */
export const SNAPSHOT_TTL_MS = 10_000;
/** The route label of a request no route matched: never the address itself. */
export const UNMATCHED_ROUTE = 'unmatched';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Every state of the order state machine, reported even at 0. */
const ORDER_STATES = Object.keys(ORDER_TRANSITIONS);

interface Snapshot {
  orders: Array<{ state: string; count: number }>;
  payments: Backlog;
  refunds: Backlog;
  outboxes: Record<'webhooks' | 'mail', Backlog>;
  jobs: JobRow[];
  /** When it was read (ms since the epoch). */
  at: number;
}

export interface MetricsOptions {
  /** The database pool's connections now. */
  poolUse: () => PoolUse;
  /** Who may read /metrics: proxy-addr's list (addresses, CIDR ranges, names). */
  allow: string[];
  token?: string;
  /** TRUST_PROXY as Fastify has it: false when no proxy is believed. */
  trustProxy: boolean | number | string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The access rule of /metrics (see the file comment). */
export function metricsAccess(options: Pick<MetricsOptions, 'allow' | 'token' | 'trustProxy'>) {
  const allowed = proxyAddr.compile(options.allow);
  const tokenHash = options.token === undefined ? undefined : sha256(options.token);
  return (request: FastifyRequest): boolean => {
    const authorization = request.headers.authorization;
    if (tokenHash && authorization?.startsWith('Bearer ')) {
      return timingSafeEqual(sha256(authorization.slice('Bearer '.length)), tokenHash);
    }
    if (options.trustProxy === false && request.headers['x-forwarded-for'] !== undefined) return false;
    return allowed(request.ip, 0);
  };
}

const ageSeconds = (oldest: string | null, now: number) =>
  oldest === null ? 0 : Math.max(0, (now - Date.parse(oldest)) / 1000);

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'pustaka_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const durations = new Histogram({
    name: 'pustaka_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.config?.opsRoute) return done();
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const loginsRefused = new Counter({
    name: 'pustaka_logins_refused_total',
    help: 'Logins refused by the login throttle (too many failures for an e-mail and address, or from one address)',
    registers,
  });
  app.addHook('onError', (request, _reply, error, done) => {
    if (
      request.routeOptions.url === apiPaths.login &&
      error instanceof TooManyRequests &&
      error.message === apiMessages.tooManyLoginAttempts
    )
      loginsRefused.inc();
    done();
  });

  new Counter({
    name: 'pustaka_catalog_cache_requests_total',
    help: 'Catalog cache look-ups by region, answered from the cache (hit) or built (miss)',
    labelNames: ['region', 'result'],
    registers,
    collect() {
      this.reset();
      for (const region of app.catalogCache.stats()) {
        this.inc({ region: region.region, result: 'hit' }, region.hits);
        this.inc({ region: region.region, result: 'miss' }, region.misses);
      }
    },
  });

  new Gauge({
    name: 'pustaka_db_pool_connections',
    help: 'Database connections: open (total), idle, requests waiting for one, and the most allowed (max); SQLite has one',
    labelNames: ['state'],
    registers,
    collect() {
      const use = options.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });

  // The database-backed figures: one read per SNAPSHOT_TTL_MS, shared by every gauge of a scrape.
  let snapshot: Snapshot | undefined;
  let reading: Promise<Snapshot | undefined> | undefined;
  let databaseUp = 0;
  const current = (): Promise<Snapshot | undefined> => {
    if (snapshot && Date.now() - snapshot.at < SNAPSHOT_TTL_MS) return Promise.resolve(snapshot);
    reading ??= readSnapshot()
      .then(
        (read) => {
          databaseUp = 1;
          snapshot = read;
          return read;
        },
        (error: unknown) => {
          databaseUp = 0;
          snapshot = undefined;
          app.log.warn({ err: error }, 'metrics: the store figures could not be read');
          return undefined;
        },
      )
      .finally(() => (reading = undefined));
    return reading;
  };
  const readSnapshot = async (): Promise<Snapshot> => {
    const repos = app.uow.repos.metrics;
    const [orders, payments, refunds, webhooks, mail, jobs] = await Promise.all([
      repos.ordersByState(),
      repos.paymentsAwaitingSettlement(),
      repos.refundsPending(),
      repos.outboxBacklog('webhooks'),
      repos.outboxBacklog('mail'),
      repos.jobs(),
    ]);
    return { orders, payments, refunds, outboxes: { webhooks, mail }, jobs, at: Date.now() };
  };

  new Gauge({
    name: 'pustaka_metrics_database_up',
    help: '1 when the last read of the store figures (orders, outboxes, jobs) worked, 0 when the database did not answer',
    registers,
    async collect() {
      await current();
      this.set(databaseUp);
    },
  });
  new Gauge({
    name: 'pustaka_orders',
    help: 'Orders by state (pending, paid, failed, expired, abandoned, refunded, disputed)',
    labelNames: ['state'],
    registers,
    async collect() {
      this.reset();
      const read = await current();
      if (!read) return;
      for (const state of ORDER_STATES) this.set({ state }, 0);
      for (const row of read.orders) this.set({ state: row.state }, row.count);
    },
  });
  const backlogGauges = (name: string, what: string, pick: (read: Snapshot) => Backlog) => {
    new Gauge({
      name,
      help: what,
      registers,
      async collect() {
        this.reset();
        const read = await current();
        if (read) this.set(pick(read).count);
      },
    });
    new Gauge({
      name: `${name}_oldest_age_seconds`,
      help: `Age of the oldest of: ${what.toLowerCase()} (0 when none)`,
      registers,
      async collect() {
        this.reset();
        const read = await current();
        if (read) this.set(ageSeconds(pick(read).oldest, read.at));
      },
    });
  };
  backlogGauges(
    'pustaka_payments_awaiting_settlement',
    'Payments the provider took that have neither paid their order nor been refunded yet',
    (read) => read.payments,
  );
  backlogGauges(
    'pustaka_refunds_pending',
    'Refunds recorded and not yet taken by the provider',
    (read) => read.refunds,
  );
  new Gauge({
    name: 'pustaka_outbox_depth',
    help: 'Messages of an outbox still to deliver (webhooks: the sandbox webhooks; mail)',
    labelNames: ['outbox'],
    registers,
    async collect() {
      this.reset();
      const read = await current();
      if (!read) return;
      for (const [outbox, backlog] of Object.entries(read.outboxes)) this.set({ outbox }, backlog.count);
    },
  });
  new Gauge({
    name: 'pustaka_outbox_oldest_age_seconds',
    help: 'Age of the oldest message of an outbox still to deliver (0 when none)',
    labelNames: ['outbox'],
    registers,
    async collect() {
      this.reset();
      const read = await current();
      if (!read) return;
      for (const [outbox, backlog] of Object.entries(read.outboxes))
        this.set({ outbox }, ageSeconds(backlog.oldest, read.at));
    },
  });

  // Jobs: a cluster job's row says how its last run went on any server; this process adds its own runs.
  /** A gauge per job from its row (if any) and this process's own stats; undefined leaves the job out. */
  const jobGauge = (
    name: string,
    help: string,
    value: (stats: Readonly<JobRunStats>, row: JobRow | undefined) => number | undefined,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      registers,
      async collect() {
        this.reset();
        const read = await current();
        const rows = new Map((read?.jobs ?? []).map((row) => [row.name, row]));
        for (const [job, stats] of app.backgroundJobs.runStats()) {
          const measured = value(stats, rows.get(job));
          if (measured !== undefined) this.set({ job }, measured);
        }
      },
    });
  jobGauge(
    'pustaka_job_last_success_timestamp_seconds',
    "Unix time of a background job's last successful run (a cluster job's on any server, as far as known)",
    (stats, row) => {
      const fromRow = row && row.lastError === null && row.lastFinishedAt ? Date.parse(row.lastFinishedAt) : 0;
      const last = Math.max(stats.lastSuccessAt ?? 0, fromRow);
      return last > 0 ? last / 1000 : undefined;
    },
  );
  jobGauge(
    'pustaka_job_consecutive_failures',
    "Failed runs of a background job since its last success (a cluster job's from its row, on any server)",
    (stats, row) => (stats.scope === 'cluster' && row ? row.attempts : stats.consecutiveFailures),
  );
  new Counter({
    name: 'pustaka_job_runs_total',
    help: 'Runs of each background job on this server, by outcome',
    labelNames: ['job', 'outcome'],
    registers,
    collect() {
      this.reset();
      for (const [job, stats] of app.backgroundJobs.runStats()) {
        this.inc({ job, outcome: 'success' }, stats.successes);
        this.inc({ job, outcome: 'failure' }, stats.failures);
      }
    },
  });

  const mayRead = metricsAccess(options);
  app.get(METRICS_PATH, opsRouteOptions, async (request, reply) => {
    if (!mayRead(request)) return reply.callNotFound();
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
  return registry;
}
