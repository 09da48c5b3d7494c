/**
 * An in-memory sliding-window counter of events per key ("failed logins from this address").
 * A key is blocked while `limit` events lie within the last `windowMs`; it frees itself as the
 * oldest of them ages out. One process holds the counts: enough for one store server, and a
 * restart forgiving everyone is acceptable for a brute-force brake.
 */
import type { Clock } from './clock';

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  clock: Pick<Clock, 'now'>;
  /** Upper bound on remembered keys, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

export class SlidingWindowLimiter {
  /** Per key, the times (ms) of its recent events, oldest first; never more than `limit` of them. */
  private readonly events = new Map<string, number[]>();
  private readonly maxKeys: number;
  private nextSweepAt = 0;

  constructor(private readonly options: RateLimiterOptions) {
    if (options.limit < 1 || options.windowMs <= 0) throw new Error('A rate limit needs limit >= 1 and a positive window');
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }

  private recent(key: string, now: number): number[] {
    const times = this.events.get(key);
    if (!times) return [];
    const windowStart = now - this.options.windowMs;
    const live = times.filter((time) => time > windowStart);
    if (live.length === 0) this.events.delete(key);
    else if (live.length !== times.length) this.events.set(key, live);
    return live;
  }

  isBlocked(key: string): boolean {
    return this.recent(key, this.now()).length >= this.options.limit;
  }

  record(key: string): void {
    const now = this.now();
    this.sweep(now);
    const times = this.recent(key, now);
    times.push(now);
    // Only the newest `limit` events can decide a block.
    if (times.length > this.options.limit) times.shift();
    // Delete first so the key moves to the end: the map stays ordered from stalest to freshest.
    this.events.delete(key);
    this.events.set(key, times);
    if (this.events.size > this.maxKeys) {
      const stalest = this.events.keys().next().value;
      if (stalest !== undefined) this.events.delete(stalest);
    }
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** Keys currently remembered (tests, monitoring). */
  get size(): number {
    return this.events.size;
  }

  /** Once per window, forget keys whose events have all aged out. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.options.windowMs;
    for (const key of [...this.events.keys()]) this.recent(key, now);
  }
}
