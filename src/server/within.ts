/** A wait with a bound: readiness checks and the start's warm-up must not hang on a slow database. */

export class TimedOut extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/** `work`'s outcome, or a TimedOut rejection once `ms` have passed (the work itself goes on). */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
