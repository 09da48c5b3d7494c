/** Helpers shared by the benchmarks: child servers, autocannon runs and a printed table. */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export { repoRoot, startChildServer, type ChildServer } from '../server/testing/child-server';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** A fixed-duration autocannon run against one URL. */
export async function measure(
  url: string,
  seconds: number,
  connections: number,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printTable(headers: string[], rows: Array<Array<string | number>>): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  for (const [index, row] of cells.entries()) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

export function numberArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** The value after --name, or undefined. */
export function stringArg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** One timed request of a sequential run (runTimedRequests). */
export interface TimedRequest {
  kind: string;
  requestPath: string;
  /** Requests with the same cacheGroup are at least `expiryWaitMs` apart; undefined: always a miss. */
  cacheGroup?: string;
}

/** How long one request took, and which. */
export interface Timed {
  ms: number;
  requestPath: string;
}

export interface TimedRunOptions {
  baseURL: string;
  /** Sent with every request (Authorization, Accept). */
  headers?: Record<string, string>;
  /** The status every answer must have. */
  status: number;
  /** The wait between two requests of a cache group: past the response cache's entry lifetime. */
  expiryWaitMs: number;
  /** Asked for, unrecorded, every keepBusyMs while a grouped request waits with nothing else to do. */
  keepBusyPath: string;
  keepBusyMs: number;
}

/** One request, timed to its last byte; throws unless the answer has options.status. */
export async function timedRequest(options: TimedRunOptions, requestPath: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${options.baseURL}${requestPath}`, { headers: options.headers });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== options.status)
    throw new Error(`${requestPath} answered ${response.status}: ${text.slice(0, 200)}`);
  return elapsed;
}

/**
 * Sequential requests that a response cache must not answer (bench:opds; bench:catalog has the
 * same plan in a copy of its own): the warm-up (unrecorded), then every grouped request once its
 * group's last request is expiryWaitMs old, the ungrouped ones (always misses) filling the waits,
 * and keepBusyPath (a cached answer) asked for while nothing is left to fill them, so the server is
 * never measured waking from idle. Times per kind, kinds in their first order.
 */
export async function runTimedRequests(
  options: TimedRunOptions,
  warmUp: TimedRequest[],
  grouped: TimedRequest[],
  fillers: TimedRequest[],
): Promise<Map<string, Timed[]>> {
  const times = new Map<string, Timed[]>([...grouped, ...fillers].map((request) => [request.kind, []]));
  const lastRequest = new Map<string, number>();
  const run = async (request: TimedRequest, recorded: boolean) => {
    if (request.cacheGroup) lastRequest.set(request.cacheGroup, performance.now());
    const ms = await timedRequest(options, request.requestPath);
    if (recorded) times.get(request.kind)!.push({ ms, requestPath: request.requestPath });
  };
  for (const request of warmUp) await run(request, false);
  const queue = [...fillers];
  for (const request of grouped) {
    const readyAt = (lastRequest.get(request.cacheGroup!) ?? -Infinity) + options.expiryWaitMs;
    while (performance.now() < readyAt && queue.length > 0) await run(queue.shift()!, true);
    while (performance.now() < readyAt) {
      await new Promise((done) => setTimeout(done, Math.min(options.keepBusyMs, readyAt - performance.now())));
      await timedRequest(options, options.keepBusyPath);
    }
    await run(request, true);
  }
  for (const request of queue) await run(request, true);
  return times;
}
