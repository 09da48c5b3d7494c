/**
 * Search index queries (GET /api/searchBooks). The index lives in the database we already run, and
 * this repository picks the implementation by dialect (ARCHITECTURE: the repository, not the
 * service): SQLite FTS5 by default, PostgreSQL full-text search when DATABASE_URL is set. Both
 * hold public books only (migration 005 keeps them in step with every write through triggers).
 *
 * Design, for 30 million titles: ranking every match of a common word ('the', 'a'*) by relevance
 * takes seconds, so nothing here ranks all matches. Matches come out of the index already in
 * popularity order (most sold, then newest) and a query reads only the first few:
 * - SQLite: the FTS5 rowid is a popularity key (sales_count * 2^31 + id), and FTS5 walks its
 *   doclists in rowid order, so `ORDER BY rowid DESC LIMIT n` stops after n matches.
 * - PostgreSQL: a partial index on (sales_count desc, id desc) lets the planner walk popular books
 *   and test each against the tsvector, stopping after n, when a word is common; for a rare word
 *   it takes the GIN index and sorts the few matches.
 * The service then re-ranks a small window (titles that start with the query come from their own
 * probe, exact over all pages; whole-word matches before prefix-only ones within blocks of
 * popularity). The trade-off: the order is exact at the top of popularity and approximate deep in
 * a long list, where the tiers apply block by block rather than over every match.
 *
 * Queries are built from words of shared/search-words.ts only (letters, digits and marks), each
 * quoted, so a shopper's text can never be read as index syntax.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/create-database';
import { isPostgres } from '../../db/dialect';

/** Book ids (numbers) in popularity order. */
export interface SearchIndex {
  /** Public books matching every word as a word prefix, in title or author name. */
  matches(words: string[], limit: number): Promise<number[]>;
  /** Public books whose title starts with the words: all but the last whole, the last a prefix ('harry pot'). */
  titleStartsWith(words: string[], limit: number): Promise<number[]>;
  /** How many books matches() would find, counting no further than cap. */
  countMatches(words: string[], cap: number): Promise<number>;
}

/** Words as FTS5 strings: quoted (our words never contain a quote), the prefix star outside. */
const ftsPrefix = (word: string) => `"${word}"*`;

/** Every word, each as a prefix, in title or author (FTS5's implicit AND): `"harr"* "pot"*`. */
const matchAll = (words: string[]) => words.map(ftsPrefix).join(' ');

/** Popularity key = sales_count * 2^31 + id (migration 005); the id is what is left over. */
const SQLITE_KEY_ID_MODULUS = 2_147_483_648;

/**
 * How deep into the popularity order the SQLite title-starts-with probe looks. Past it a title
 * that starts with the query is ranked as an ordinary match: its tier is approximate where a
 * query matches this many books, the price of bounded work per query.
 */
const STARTS_WITH_SCOPE = 2000;

class Fts5SearchIndex implements SearchIndex {
  constructor(private readonly db: Db) {}

  async matches(words: string[], limit: number): Promise<number[]> {
    const result = await sql<{ id: number }>`
      select rowid % ${SQLITE_KEY_ID_MODULUS} as id from book_search
      where book_search match ${matchAll(words)} order by rowid desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => row.id);
  }

  /**
   * `title : ^ "harry" + "pot"*`: a phrase anchored at the start of the title, its last word a
   * prefix. FTS5 checks the position of every book holding the phrase's words, and for words that
   * are common but seldom first ('of', an author's name) that is most of a long doclist; so the
   * probe only looks among the STARTS_WITH_SCOPE most popular matches (rowid >= the key of the
   * last of them), which bounds its work whatever the catalog's size.
   */
  async titleStartsWith(words: string[], limit: number): Promise<number[]> {
    const phrase = [...words.slice(0, -1).map((word) => `"${word}"`), ftsPrefix(words.at(-1)!)].join(' + ');
    const floor = await sql<{ key: number }>`
      select rowid as key from book_search where book_search match ${matchAll(words)}
      order by rowid desc limit 1 offset ${STARTS_WITH_SCOPE - 1}`.execute(this.db);
    const result = await sql<{ id: number }>`
      select rowid % ${SQLITE_KEY_ID_MODULUS} as id from book_search
      where book_search match ${`title : ^ ${phrase}`} and rowid >= ${floor.rows[0]?.key ?? 0}
      order by rowid desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => row.id);
  }

  async countMatches(words: string[], cap: number): Promise<number> {
    const result = await sql<{ count: number }>`
      select count(*) as count from (select rowid from book_search where book_search match ${matchAll(words)} limit ${cap})`.execute(this.db);
    return Number(result.rows[0]?.count ?? 0);
  }
}

/** `'harr':* & 'pot':*`, folded as the indexed text is (book_search_fold, migration 005). */
const tsPrefixQuery = (words: string[]) => sql`to_tsquery('simple', book_search_fold(${words.map((word) => `'${word}':*`).join(' & ')}))`;

class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: Db) {}

  /** Public books, most popular first: the order of books_search_popularity_idx. */
  private publicBooks() {
    return this.db
      .selectFrom('books')
      .where('is_active', '=', 1)
      .where('is_approved', '=', 1)
      .orderBy('sales_count', 'desc')
      .orderBy('id', 'desc');
  }

  async matches(words: string[], limit: number): Promise<number[]> {
    const rows = await this.publicBooks().select('id').where(sql<boolean>`search_vector @@ ${tsPrefixQuery(words)}`).limit(limit).execute();
    return rows.map((row) => row.id);
  }

  /**
   * LIKE 'harry pot%' on the folded title (books_search_title_idx). The pattern is a plain value
   * (not computed in SQL), so the planner sees it and can use the index; words hold no % or _.
   */
  async titleStartsWith(words: string[], limit: number): Promise<number[]> {
    const rows = await this.publicBooks().select('id').where(sql<boolean>`search_title like ${`${words.join(' ')}%`}`).limit(limit).execute();
    return rows.map((row) => row.id);
  }

  async countMatches(words: string[], cap: number): Promise<number> {
    const result = await sql<{ count: number }>`
      select count(*) as count from (
        select 1 from books where is_active = 1 and is_approved = 1 and search_vector @@ ${tsPrefixQuery(words)} limit ${cap}
      ) as capped`.execute(this.db);
    return Number(result.rows[0]?.count ?? 0);
  }
}

export function createSearchIndex(db: Db): SearchIndex {
  return isPostgres(db) ? new PostgresSearchIndex(db) : new Fts5SearchIndex(db);
}
