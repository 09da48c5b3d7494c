/**
 * Operations, wired once (app.ts): request ids in logs and answers, /healthz and /readyz, /metrics,
 * and the count of requests in flight a graceful shutdown waits for (main.ts calls shutdown.ts).
 * Installed before any route, so its hooks see every request.
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { PoolUse } from '../db/dialect';
import { Readiness, registerHealthRoutes } from './health';
import { registerMetrics } from './metrics';
import { installRequestIds } from './request-ids';
import { InFlightRequests } from './shutdown';

export interface Ops {
  readiness: Readiness;
  inFlight: InFlightRequests;
  metrics: Registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    ops: Ops;
  }
}

export function installOps(app: FastifyInstance, options: { poolUse: () => PoolUse }): void {
  installRequestIds(app);
  const inFlight = new InFlightRequests();
  inFlight.install(app);
  const readiness = new Readiness({ uow: app.uow, storage: app.storage, log: app.log });
  registerHealthRoutes(app, readiness);
  const metrics = registerMetrics(app, {
    poolUse: options.poolUse,
    allow: app.config.ops.metricsAllow,
    token: app.config.ops.metricsToken,
    trustProxy: app.config.trustProxy,
  });
  app.decorate('ops', { readiness, inFlight, metrics });
}
