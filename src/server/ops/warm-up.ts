/**
 * The first answers after a start, paid for before the server listens (main.ts; issue 40 item 4,
 * decision 050).
 *
 * A process that has just started answers its first requests slowly: V8 has not compiled the
 * routes' code yet, SQLite's page cache and the kept statements are empty (a new connection's),
 * PostgreSQL's backends have read nothing, and the catalog cache is empty. At 1 M books the first
 * rendered home and shop pages after a start took 229-233 ms and the first shop page 17 ms, so every
 * deploy made its first shoppers wait (bench:first-answers). Here the server asks itself (app.inject, no socket) for what a
 * first visit asks: the home page's lists, the shop's first page with its facets and the author
 * list, and the rendered home and shop pages. They are asked one after another: at start there is
 * nothing else to do, and one at a time keeps PostgreSQL's pool free for the rest of the start.
 *
 * Bounded: after WARM_UP_BUDGET_MS the server listens anyway (a slow database must not keep the
 * store down); what is still running finishes by itself. Readiness (/readyz) cannot answer before
 * the server listens, so a load balancer sends nobody before the warm-up is over. WARM_UP=off skips it.
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths, homeListNames, type ApiPathName } from '../../shared/api-paths';
import { uiRoutes } from '../../shared/ui-paths';
import { TimedOut, within } from '../within';

/** The API a first visit calls: the home page's lists, then the shop's (getAllBooks also builds its facets). */
const WARMED_API: readonly ApiPathName[] = [...homeListNames, 'getGenerss', 'getAllBooks', 'getAuthorsList'];

/** The pages rendered on the server (their renderer, and the catalog answers they embed). */
const WARMED_PAGES: readonly string[] = [uiRoutes.home, uiRoutes.shop];

export const WARMED_PATHS: readonly string[] = [...WARMED_API.map((name) => apiPaths[name]), ...WARMED_PAGES];

/** A bound, not a target: the warm-up takes well under a second at 1 M books; a database that needs this long must not keep the store from listening. */
export const WARM_UP_BUDGET_MS = 20_000;

export interface WarmUpReport {
  /** Each path asked, its status and how long it took, in order; missing ones had not answered within the budget. */
  answers: Array<{ path: string; status: number; ms: number }>;
  ms: number;
  /** The budget ran out before every path had answered. */
  timedOut: boolean;
}

export async function warmUp(app: FastifyInstance, budgetMs = WARM_UP_BUDGET_MS): Promise<WarmUpReport> {
  const started = performance.now();
  const answers: WarmUpReport['answers'] = [];
  const askAll = (async () => {
    for (const path of WARMED_PATHS) {
      const asked = performance.now();
      // Status 0: the request itself failed; the start goes on (the first shopper will see why).
      const status = await app
        .inject({ method: 'GET', url: path })
        .then((response) => response.statusCode)
        .catch(() => 0);
      answers.push({ path, status, ms: performance.now() - asked });
    }
  })();
  let timedOut = false;
  try {
    await within(askAll, budgetMs);
  } catch (error) {
    if (!(error instanceof TimedOut)) throw error;
    timedOut = true;
  }
  return { answers: [...answers], ms: performance.now() - started, timedOut };
}
