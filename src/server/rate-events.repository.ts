/** Counted events of the rate limits (Kysely only): rows of rate_events by key (a rule and subject, hashed) and time. */
import type { Db } from './db/create-database';

export class RateEventsRepository {
  constructor(private readonly db: Db) {}

  /** How many of the key's events lie after `since`, counted no further than `limit`. */
  async countSince(key: string, since: string, limit: number): Promise<number> {
    const recent = await this.db
      .selectFrom('rate_events')
      .select('id')
      .where('key', '=', key)
      .where('at', '>', since)
      .limit(limit)
      .execute();
    return recent.length;
  }

  async record(key: string, at: string): Promise<void> {
    await this.db.insertInto('rate_events').values({ key, at }).execute();
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('rate_events').where('key', '=', key).execute();
  }

  /** Deletes the events at or before `before`. */
  async deleteUntil(before: string): Promise<void> {
    await this.db.deleteFrom('rate_events').where('at', '<=', before).execute();
  }
}
