/** Back-off for work retried after a failure: the outboxes' deliveries and the periodic jobs. */
export interface RetryPolicy {
  firstRetryMs: number;
  maxRetryMs: number;
  /** After this long since the work was written, a failed row is given up (its error kept). */
  giveUpAfterMs: number;
}

/** Delay before the next try, after `attempts` failed ones: first, twice that, ... at most max. */
export function retryDelayMs(policy: Pick<RetryPolicy, 'firstRetryMs' | 'maxRetryMs'>, attempts: number): number {
  return Math.min(policy.firstRetryMs * 2 ** Math.max(0, attempts - 1), policy.maxRetryMs);
}
