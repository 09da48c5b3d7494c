/**
 * PostgreSQL: what every search reads, read into memory before the store takes requests (main.ts).
 *
 * Why: a query of several words merges its words' postings (search-postgres.engine.ts), up to tens of
 * thousands of them for a pair that must be counted to the cap. At 30 M books the database
 * (about 50 GB) is twice this machine's memory (24 GB), so right after a start every index page
 * a query touches is a random read from disk. PREWARMED, read once in file order at start:
 * - the vocabulary and the postings' b-tree (7.0 GB at 30 M): two words from a cold start went
 *   from p95 370 to 230 ms;
 * - the title index of the starts-with probe every search makes (1.5 GB): cold, a phrase's probe
 *   took up to 17 ms;
 * - the popularity index (5.0 GB: it INCLUDEs titles and tsvectors), which one- and two-letter
 *   prefixes walk and in which a pair like 'a quiphivo' tests each of its rarer word's books, a
 *   random read per book when cold (61 ms for the first 1,000 at 30 M, 3 ms in memory);
 * - the b-trees that find a page's cards by id, books and their authors (0.8 GB; the shop's pages
 *   use them too): cold, a page of 24 cards read 73 pages of books_pkey and 61 of users_pkey, 18
 *   to 29 ms of a search's 30.
 * About 15 GB at 30 M books, 31 to 47 s at start; with all of it, two words from a cold start
 * took 36 to 42 ms at p95 (93.5 with the postings alone), author names 12 to 18 (55.4), the
 * shop's first page 14 to 18 (72.2). The tables themselves (books 13 GB, users 1.6 GB) are left to the
 * page cache: a page reads only its own 24 rows, and the cost model knows a row may be on disk
 * (search-cost-model.ts).
 *
 * pg_prewarm ('read': into the operating system's page cache, which holds far more than
 * PostgreSQL's shared buffers) is a contrib extension shipped with PostgreSQL, created by migration
 * 016 where the database role may. Without it the store starts all the same, colder, and says why.
 * SEARCH_PREWARM=off skips the read (a database smaller than memory, or a host without the memory
 * to spare). SQLite has no such step: its FTS5 index met every target at 30 M, with the page cache
 * dropped too (README, Benchmarks).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/create-database';
import { isPostgres } from '../../db/dialect';

/** The vocabulary, the postings' b-tree, the title and popularity indexes, and the cards' b-trees by id. */
const PREWARMED = [
  'search_terms',
  'search_terms_pkey',
  'search_postings_pkey',
  'books_search_title_idx',
  'books_search_popularity_idx',
  'books_pkey',
  'users_pkey',
] as const;

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
  if (extension.rows.length === 0)
    throw new Error('the pg_prewarm extension is not installed (migration 016 needs a role allowed to create it)');
  const { rows } = await sql<{ bytes: string | number }>`
    select sum(pg_prewarm(relation::regclass, 'read')) * current_setting('block_size')::bigint as bytes
    from unnest(${[...PREWARMED]}::text[]) as relation`.execute(db);
  return { relations: PREWARMED, bytes: Number(rows[0]?.bytes ?? 0), ms: performance.now() - started };
}
