/**
 * PostgreSQL: the search postings read into memory before the store takes requests (main.ts).
 *
 * Why: a query of several words merges its words' postings (search.repository.ts), up to tens of
 * thousands of them for a pair that must be counted to the cap. At 30 M books the database
 * (about 49 GB) is twice this machine's memory, so right after a start those postings come from
 * disk, a read per index page. The postings' b-tree and the vocabulary (PREWARMED, 7.0 GB at 30 M)
 * read once in file order take 26 to 28 s at start, where every cold query would otherwise pay its
 * own random reads: two words from a cold start went from p95 370 to 230 ms. The books table
 * (13 GB) is left to the page cache; the cost model knows it may be on disk (search.repository.ts).
 *
 * pg_prewarm ('read': into the operating system's page cache, which holds far more than
 * PostgreSQL's shared buffers) is a contrib extension shipped with PostgreSQL, created by migration
 * 016 where the database role may. Without it the store starts all the same, colder, and says why.
 * SEARCH_PREWARM=off skips the read (a database smaller than memory, or a host without the memory
 * to spare). SQLite has no such step: its FTS5 index met every target at 30 M (README, Benchmarks).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/create-database';
import { isPostgres } from '../../db/dialect';

/** What the search reads on every query of several words: the vocabulary and the postings' b-tree. */
const PREWARMED = ['search_terms', 'search_terms_pkey', 'search_postings_pkey'] as const;

export interface PrewarmReport {
  relations: readonly string[];
  bytes: number;
  ms: number;
}

/** Reads PREWARMED into the page cache; undefined on SQLite. Throws, saying why, without pg_prewarm. */
export async function prewarmSearchIndex(db: Db): Promise<PrewarmReport | undefined> {
  if (!isPostgres(db)) return undefined;
  const started = performance.now();
  const extension = await sql`select 1 from pg_extension where extname = 'pg_prewarm'`.execute(db);
  if (extension.rows.length === 0) throw new Error('the pg_prewarm extension is not installed (migration 016 needs a role allowed to create it)');
  const { rows } = await sql<{ bytes: string | number }>`
    select sum(pg_prewarm(relation::regclass, 'read')) * current_setting('block_size')::bigint as bytes
    from unnest(${[...PREWARMED]}::text[]) as relation`.execute(db);
  return { relations: PREWARMED, bytes: Number(rows[0]?.bytes ?? 0), ms: performance.now() - started };
}
