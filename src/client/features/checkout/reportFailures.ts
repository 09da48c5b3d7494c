import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Statuses after which the same report may well succeed later. */
const RETRYABLE_STATUSES = new Set([408, 429]);

/**
 * Whether a failed payment report never reached a server able to decide on it, so it must be kept
 * and re-sent: no connection, a timeout, 5xx (a proxy's 502/503/504 too, whose HTML body is a
 * PARSING_ERROR carrying the real status), 408 and 429. 401 belongs here as well: the session
 * ended, and the report waits for the same user to log in again. Any other 4xx is the server's
 * answer (already refunded, not verified, ...) and is final.
 */
export function isRetryableReportFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return true;
  const failure = error as FetchBaseQueryError;
  let status: number | undefined;
  if (typeof failure.status === 'number') status = failure.status;
  else if (failure.status === 'PARSING_ERROR') status = failure.originalStatus;
  if (status === undefined) return true; // FETCH_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR
  return status >= 500 || status === 401 || RETRYABLE_STATUSES.has(status);
}
