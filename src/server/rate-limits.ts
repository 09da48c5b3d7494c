/**
 * Rate limits counted in the database, so every server of a store counts the same events and a
 * restart forgives nobody: each counted event is a row of rate_events (its rule and subject
 * hashed together, and its time). A subject (an address, an e-mail, a pair) is over a rule while
 * `limit` of its events lie within the last `windowMs`: a sliding window, freed as the oldest
 * event ages out. Old rows are swept by a background job. The rows: rate-events.repository.ts.
 */
import { createHash } from 'node:crypto';
import type { Clock } from './clock';
import type { UnitOfWork } from './db/unit-of-work';

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
const keyOf = (rule: RateRule, subject: string) =>
  createHash('sha256').update(`${rule.name}\u0000${subject}`).digest('base64url');

export class RateLimits {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private windowStart(rule: RateRule): string {
    return new Date(this.clock.now().getTime() - rule.windowMs).toISOString();
  }

  /** Whether the subject has used up the rule (it counts no further than the limit). */
  async isOver(rule: RateRule, subject: string): Promise<boolean> {
    return (
      (await this.uow.repos.rateEvents.countSince(keyOf(rule, subject), this.windowStart(rule), rule.limit)) >=
      rule.limit
    );
  }

  async record(rule: RateRule, subject: string): Promise<void> {
    await this.uow.repos.rateEvents.record(keyOf(rule, subject), this.clock.now().toISOString());
  }

  /** Forgets the subject's events (the owner logged in: their failures no longer count). */
  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.uow.repos.rateEvents.forget(keyOf(rule, subject));
  }

  /** Deletes events older than every window (the background job). */
  async sweep(): Promise<void> {
    await this.uow.repos.rateEvents.deleteUntil(
      new Date(this.clock.now().getTime() - LONGEST_RATE_WINDOW_MS).toISOString(),
    );
  }
}
