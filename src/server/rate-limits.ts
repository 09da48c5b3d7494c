/**
 * Rate limits counted in the database, so every server of a store counts the same events and a
 * restart forgives nobody: each counted event is a row of rate_events (its rule and subject
 * hashed together, and its time). A subject (an address, an e-mail, a pair) is over a rule while
 * `limit` of its events lie within the last `windowMs`: a sliding window, freed as the oldest
 * event ages out. Old rows are swept by a background job.
 */
import { createHash } from 'node:crypto';
import type { Clock } from './clock';
import type { Db } from './db/create-database';

export interface RateRule {
  /** Part of the key; two rules never share counts. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429's text. */
  message: string;
}

/** No rule's window is longer: rows older than this are swept. */
export const LONGEST_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Subjects are e-mails and addresses: only their hash is stored. */
const keyOf = (rule: RateRule, subject: string) => createHash('sha256').update(`${rule.name}\u0000${subject}`).digest('base64url');

export class RateLimits {
  constructor(private readonly db: Db, private readonly clock: Pick<Clock, 'now'>) {}

  private windowStart(rule: RateRule): string {
    return new Date(this.clock.now().getTime() - rule.windowMs).toISOString();
  }

  /** Whether the subject has used up the rule (it counts no further than the limit). */
  async isOver(rule: RateRule, subject: string): Promise<boolean> {
    const recent = await this.db
      .selectFrom('rate_events')
      .select('id')
      .where('key', '=', keyOf(rule, subject))
      .where('at', '>', this.windowStart(rule))
      .limit(rule.limit)
      .execute();
    return recent.length >= rule.limit;
  }

  async record(rule: RateRule, subject: string): Promise<void> {
    await this.db.insertInto('rate_events').values({ key: keyOf(rule, subject), at: this.clock.now().toISOString() }).execute();
  }

  /** Forgets the subject's events (the owner logged in: their failures no longer count). */
  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db.deleteFrom('rate_events').where('key', '=', keyOf(rule, subject)).execute();
  }

  /** Deletes events older than every window (the background job). */
  async sweep(): Promise<void> {
    await this.db.deleteFrom('rate_events').where('at', '<=', new Date(this.clock.now().getTime() - LONGEST_RATE_WINDOW_MS).toISOString()).execute();
  }
}
