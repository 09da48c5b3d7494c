/** SQLite's plan for a query, for tests that hold a query to the way it should read its tables. */
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from '../db/create-database';

/** EXPLAIN QUERY PLAN's steps, in order: each its detail ("SEARCH item USING ...", "SCAN books"). */
export async function sqlitePlan(db: Db, query: Compilable): Promise<string[]> {
  const { sql, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
  );
  return rows.map((row) => row.detail);
}
