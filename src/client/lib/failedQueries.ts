/**
 * Lists that failed to load heal by themselves: RTK Query leaves a failed query failed until
 * something asks again, so a shopper whose connection dropped for a moment would keep the error
 * after it came back. Failed queries (a lost connection, a timeout, a 5xx, 408 or 429: never a
 * refusal such as 404) are asked again when the window regains focus, the tab becomes visible or
 * the browser goes back online, and meanwhile with back-off: 5 s after a failure, then 10, 20, 40,
 * and every 60 s while any stays failed. Every list's Retry button asks again at once as well.
 */
import { api } from './api';

interface QueryEntry {
  status: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: { status?: unknown };
}

interface StoreLike {
  getState(): unknown;
  dispatch(action: unknown): unknown;
}

export const FIRST_RETRY_MS = 5000;
export const LONGEST_RETRY_MS = 60_000;

/** Worth asking again: the request did not get an answer, or the server could not give one. */
export function isTransientFailure(entry: QueryEntry): boolean {
  const status = entry.error?.status;
  if (typeof status === 'number') return status >= 500 || status === 408 || status === 429;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** The queries that failed for a transient reason (optionally, of these endpoints only). */
export function failedQueries(state: unknown, endpointNames?: readonly string[]): QueryEntry[] {
  const queries =
    (state as { [key: string]: { queries: Record<string, QueryEntry | undefined> } })[api.reducerPath]?.queries ?? {};
  return Object.values(queries).filter(
    (entry): entry is QueryEntry =>
      entry?.status === 'rejected' &&
      isTransientFailure(entry) &&
      (!endpointNames || endpointNames.includes(entry.endpointName ?? '')),
  );
}

type Initiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;

/** Asks again for every query that failed for a transient reason; returns how many. */
export function retryFailedQueries(store: StoreLike): number {
  const failed = failedQueries(store.getState());
  const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
  for (const entry of failed) {
    const endpoint = entry.endpointName ? endpoints[entry.endpointName] : undefined;
    if (endpoint) store.dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
  }
  return failed.length;
}

/** Starts the healing (the app, once): returns the function that stops it. */
export function healFailedQueries(
  store: StoreLike & { subscribe(listener: () => void): () => void },
  { firstRetryMs = FIRST_RETRY_MS, longestRetryMs = LONGEST_RETRY_MS } = {},
): () => void {
  let delay = firstRetryMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer !== undefined || failedQueries(store.getState()).length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      retryFailedQueries(store);
      delay = Math.min(delay * 2, longestRetryMs);
    }, delay);
  };
  const now = () => {
    if (document.visibilityState === 'hidden') return;
    retryFailedQueries(store);
  };
  const unsubscribe = store.subscribe(() => {
    if (failedQueries(store.getState()).length === 0) {
      // All healed: the next failure starts the back-off from the beginning.
      delay = firstRetryMs;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    } else schedule();
  });
  window.addEventListener('focus', now);
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', now);
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
    window.removeEventListener('focus', now);
    window.removeEventListener('online', now);
    document.removeEventListener('visibilitychange', now);
  };
}
