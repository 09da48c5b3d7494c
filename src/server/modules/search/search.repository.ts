/**
 * Search index queries (GET /api/searchBooks). The index lives in the database we already run, and
 * this repository picks the implementation by dialect (SQL and its dialects live in repositories,
 * never in services): SQLite FTS5 by default, PostgreSQL full-text search when DATABASE_URL is set. Both
 * hold public books only (migration 005 keeps them in step with every write through triggers).
 *
 * Design, for 30 million titles: ranking every match of a common word ('the', 'a'*) by relevance
 * takes seconds, so nothing here ranks all matches. Matches come out of the index already in
 * popularity order (most sold, then newest) and a query reads only the first few:
 * - SQLite: the FTS5 rowid is a popularity key (sales_count * 2^31 + id), and FTS5 walks its
 *   doclists in rowid order, so `ORDER BY rowid DESC LIMIT n` stops after n matches. That holds
 *   for exact terms, ORs of them and the 1-3 letter prefix indexes, but not for a longer prefix
 *   ('okafor'*), which FTS5 answers by loading every match first; so a word of 4+ letters is
 *   asked for as its completions, `("okafor" OR "okafors")`, looked up in search_terms (the
 *   index's vocabulary, migration 006). A search reads the index twice: the first SEARCH_TOTAL_CAP
 *   matches (Total, the first pages and the starts-with probe's floor come from that one read),
 *   then the starts-with probe; only a page past that depth reads more.
 * - PostgreSQL: a partial index on (sales_count desc, id desc) lets the planner walk popular books
 *   and test each against the tsvector, stopping after n, when a word is common; for a rare word
 *   it takes the GIN index and sorts the few matches.
 * The service then re-ranks a small window (titles that start with the query come from their own
 * probe: exact on PostgreSQL, among the SEARCH_TOTAL_CAP most popular matches on SQLite; whole-word
 * matches before prefix-only ones within blocks of popularity). The trade-off: the order is exact
 * at the top of popularity and approximate deep in a long list, where the tiers apply block by
 * block rather than over every match.
 *
 * Queries are built from words of shared/search-words.ts only (letters, digits and marks), each
 * quoted, so a shopper's text can never be read as index syntax.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/create-database';
import { isPostgres } from '../../db/dialect';

/** What one page of results needs from the index (see SearchService.build). */
export interface SearchRequest {
  /** Count matches no further than this. */
  cap: number;
  /** How many titles-start-with books the page could use (its end position); at most this many. */
  startersWanted: number;
  /** How many matches, in popularity order, the page needs given the total and the starters found. */
  matchesWanted(total: number, starters: number): number;
}

/** Book ids (numbers), each list in popularity order. */
export interface SearchHits {
  /** Public books matching every word as a word prefix, in title or author name, counted up to cap. */
  total: number;
  /** Public books whose title starts with the words: all but the last whole, the last a prefix ('harry pot'). */
  starters: number[];
  /** The first matches (at least matchesWanted of them, when there are that many). */
  matches: number[];
}

export interface SearchIndex {
  find(words: string[], request: SearchRequest): Promise<SearchHits>;
}

const NO_HITS: SearchHits = { total: 0, starters: [], matches: [] };

/** Popularity key = sales_count * 2^31 + id (migration 005); the id is what is left over. */
const SQLITE_KEY_ID_MODULUS = 2_147_483_648;

/** Prefixes this long or shorter have FTS5 prefix indexes (migration 005: prefix='1 2 3'). */
const LONGEST_INDEXED_PREFIX = 3;

/**
 * A longer prefix is looked up as its completions (exact terms) when it has at most this many;
 * with more (rare: 'inte' in a large English catalog) it stays a prefix query, correct but slower.
 */
const MAX_COMPLETIONS = 64;

/** A query word as FTS5 reads it: `"pot"*`, or its completions `("potter" OR "pottery")`. */
interface PrefixTerm {
  /** The exact completions, or undefined when the prefix is queried as a prefix. */
  completions?: string[];
  word: string;
}

/** Words as FTS5 strings: quoted (our words and terms never contain a quote), the prefix star outside. */
const quoted = (term: string) => `"${term}"`;

const prefixExpression = ({ word, completions }: PrefixTerm) =>
  completions === undefined ? `${quoted(word)}*` : `(${completions.map(quoted).join(' OR ')})`;

/** Every word, each as a prefix, in title or author: `"harr"* AND ("potter" OR "pottery")`. */
const matchAll = (terms: PrefixTerm[]) => terms.map(prefixExpression).join(' AND ');

/**
 * `title : ^ "harry" + "pot"*`, or with the last word expanded
 * `title : (^ "harry" + "potter" OR ^ "harry" + "pottery")`: a phrase anchored at the start of the
 * title, its earlier words whole.
 */
function titleStartsWithExpression(words: string[], last: PrefixTerm): string {
  const head = words.slice(0, -1).map((word) => `${quoted(word)} + `).join('');
  if (last.completions === undefined) return `title : ^ ${head}${quoted(last.word)}*`;
  return `title : (${last.completions.map((term) => `^ ${head}${quoted(term)}`).join(' OR ')})`;
}

/**
 * The smallest string above every string that starts with `prefix` (in SQLite's byte order, which
 * is code point order): U+10FFFF, the last code point, after it. Only a term with that
 * noncharacter right after the prefix would be left out.
 */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

class Fts5SearchIndex implements SearchIndex {
  constructor(private readonly db: Db) {}

  /**
   * Two FTS5 reads: the first `cap` matches' keys (the total, the first pages' matches and the
   * starts-with probe's floor all come from it), then the starts-with probe. A page deep enough
   * to need more matches than that (past position cap - starters) reads them a third time.
   */
  async find(words: string[], request: SearchRequest): Promise<SearchHits> {
    const terms: PrefixTerm[] = [];
    for (const word of words) {
      const term = await this.prefixTerm(word);
      // A word nothing starts with: every word must match, so nothing does.
      if (term === null) return NO_HITS;
      terms.push(term);
    }
    const expression = matchAll(terms);
    let keys = await this.matchKeys(expression, request.cap);
    const total = keys.length;
    const startersWanted = Math.min(request.startersWanted, total);
    const starters = startersWanted > 0 ? await this.titleStartsWith(words, terms.at(-1)!, keys, request.cap, startersWanted) : [];
    const matchesWanted = request.matchesWanted(total, starters.length);
    if (matchesWanted > keys.length && keys.length === request.cap) keys = await this.matchKeys(expression, matchesWanted);
    return { total, starters, matches: keys.slice(0, matchesWanted).map((key) => key % SQLITE_KEY_ID_MODULUS) };
  }

  private async matchKeys(expression: string, limit: number): Promise<number[]> {
    const result = await sql<{ key: number }>`
      select rowid as key from book_search where book_search match ${expression}
      order by rowid desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => row.key);
  }

  /**
   * The word as FTS5 should read it. Up to 3 letters: a prefix (its own index answers it). Longer:
   * its completions from search_terms (migration 006), which FTS5 reads incrementally, where a
   * prefix query would load every match first.
   */
  private async prefixTerm(word: string): Promise<PrefixTerm | null> {
    if ([...word].length <= LONGEST_INDEXED_PREFIX) return { word };
    const rows = (await sql<{ term: string }>`
      select term from search_terms where term >= ${word} and term < ${prefixEnd(word)}
      order by term limit ${MAX_COMPLETIONS + 1}`.execute(this.db)).rows;
    if (rows.length === 0) return null;
    if (rows.length > MAX_COMPLETIONS) return { word };
    return { word, completions: rows.map((row) => row.term) };
  }

  /**
   * The title-starts-with probe. FTS5 checks the position of every book holding the phrase's
   * words, and for words that are common but seldom first ('of', an author's name) that is most
   * of a long doclist; so it only looks among the `scope` (= the cap) most popular matches
   * (rowid >= the key of the last of them), which bounds its work whatever the catalog's size.
   * Past the scope a title that starts with the query is ranked as an ordinary match: its tier is
   * approximate where a query matches more books than Total counts, the price of bounded work.
   */
  private async titleStartsWith(words: string[], last: PrefixTerm, keys: number[], scope: number, limit: number): Promise<number[]> {
    const floor = keys.length === scope ? keys.at(-1)! : 0;
    const result = await sql<{ id: number }>`
      select rowid % ${SQLITE_KEY_ID_MODULUS} as id from book_search
      where book_search match ${titleStartsWithExpression(words, last)} and rowid >= ${floor}
      order by rowid desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => row.id);
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

  /** Three reads (count, starters, matches): the planner bounds each by its LIMIT. */
  async find(words: string[], request: SearchRequest): Promise<SearchHits> {
    const total = await this.countMatches(words, request.cap);
    const startersWanted = Math.min(request.startersWanted, total);
    const starters = startersWanted > 0 ? await this.titleStartsWith(words, startersWanted) : [];
    const matchesWanted = request.matchesWanted(total, starters.length);
    const matches = matchesWanted > 0 ? await this.matches(words, matchesWanted) : [];
    return { total, starters, matches };
  }

  private async matches(words: string[], limit: number): Promise<number[]> {
    const rows = await this.publicBooks().select('id').where(sql<boolean>`search_vector @@ ${tsPrefixQuery(words)}`).limit(limit).execute();
    return rows.map((row) => row.id);
  }

  /**
   * LIKE 'harry pot%' on the folded title (books_search_title_idx). The pattern is a plain value
   * (not computed in SQL), so the planner sees it and can use the index; words hold no % or _.
   */
  private async titleStartsWith(words: string[], limit: number): Promise<number[]> {
    const rows = await this.publicBooks().select('id').where(sql<boolean>`search_title like ${`${words.join(' ')}%`}`).limit(limit).execute();
    return rows.map((row) => row.id);
  }

  private async countMatches(words: string[], cap: number): Promise<number> {
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
