/**
 * The SQLite search engine: FTS5, whose rowid is a popularity key, read in rowid order so a query
 * stops after the matches it needs (the design: search.repository.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/create-database';
import type { SearchHits, SearchIndex, SearchRequest } from './search.repository';
import {
  completionsOf,
  idOfKey,
  KEY_ID_MODULUS,
  NO_HITS,
  prefixEnd,
  type PrefixTerm,
} from './search-vocabulary.queries';

/**
 * An FTS5 rowid bound, typed INTEGER. better-sqlite3 binds every JS number as REAL, and FTS5 takes
 * a rowid bound only when it is an INTEGER (fts5GetRowidLimit): a REAL one is checked row by row
 * after FTS5 has walked the whole doclist. At 30 M books that made the whole-word test of
 * 'amara lindqvist' read 117 ms where its 100 keys' stretch reads in under a millisecond.
 */
const ftsRowid = (key: number) => sql`cast(${key} as integer)`;

/** Prefixes this long or shorter have FTS5 prefix indexes (migration 005: prefix='1 2 3'). */
const LONGEST_INDEXED_PREFIX = 3;

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
  const head = words
    .slice(0, -1)
    .map((word) => `${quoted(word)} + `)
    .join('');
  if (last.completions === undefined) return `title : ^ ${head}${quoted(last.word)}*`;
  return `title : (${last.completions.map((term) => `^ ${head}${quoted(term)}`).join(' OR ')})`;
}

export class SqliteSearchEngine implements SearchIndex {
  constructor(private readonly db: Db) {}

  /**
   * Two FTS5 reads: the first `cap` matches' keys (the total, the first pages' matches and the
   * starts-with probe's floor all come from it), then the starts-with probe. A page deep enough
   * to need more matches than that (past position cap - starters) reads them a third time.
   */
  async find(words: string[], request: SearchRequest): Promise<SearchHits> {
    const terms = await this.prefixTerms(words);
    if (terms === null) return NO_HITS;
    const expression = matchAll(terms);
    let keys = await this.matchKeys(expression, request.cap);
    const total = keys.length;
    const startersWanted = Math.min(request.startersWanted, total);
    const starters =
      startersWanted > 0 ? await this.titleStartsWith(words, terms.at(-1)!, keys, request.cap, startersWanted) : [];
    const matchesWanted = request.matchesWanted(total, starters.length);
    if (matchesWanted > keys.length && keys.length === request.cap)
      keys = await this.matchKeys(expression, matchesWanted);
    keys = keys.slice(0, matchesWanted);
    return {
      total,
      starters,
      matches: keys.map(idOfKey),
      wholeWords: new Set((await this.wholeWordKeys(words, keys)).map(idOfKey)),
    };
  }

  /**
   * Which of `keys` (a run of the first matches, most popular first) hold every word whole: the
   * words as exact terms over the run's stretch of rowids, where no more books match them than
   * the run holds.
   */
  private async wholeWordKeys(words: string[], keys: number[]): Promise<number[]> {
    if (keys.length === 0) return [];
    const result = await sql<{ key: number }>`
      select rowid as key from book_search where book_search match ${words.map(quoted).join(' AND ')}
      and rowid >= ${ftsRowid(keys.at(-1)!)} and rowid <= ${ftsRowid(keys[0]!)}`.execute(this.db);
    return result.rows.map((row) => row.key);
  }

  private async matchKeys(expression: string, limit: number): Promise<number[]> {
    const result = await sql<{ key: number }>`
      select rowid as key from book_search where book_search match ${expression}
      order by rowid desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => row.key);
  }

  /**
   * The words as FTS5 should read them. Up to 3 letters: a prefix (its own index answers it).
   * Longer: its completions from search_terms (migration 006), which FTS5 reads incrementally,
   * where a prefix query would load every match first.
   */
  private async prefixTerms(words: string[]): Promise<PrefixTerm[] | null> {
    const short = (word: string) => [...word].length <= LONGEST_INDEXED_PREFIX;
    const completed = await completionsOf(
      this.db,
      words.filter((word) => !short(word)),
    );
    if (completed === null) return null;
    return words.map((word) => (short(word) ? { word, books: Infinity } : completed.shift()!));
  }

  /**
   * The title-starts-with probe: a range of books_search_title_idx (migration 014), the public
   * titles whose words start with the query's ('harry pot' up to 'harry pot' + U+10FFFF), read
   * with their popularity and sorted here when fewer than `scope` (the cap). When at least that
   * many titles start with the phrase, its matches fill the cap, and FTS5 finds the starters
   * among them, bounded by the last one's key (ftsStartsWith).
   * Spelled out in SQL: the index is named (INDEXED BY), as SQLite, which cannot match a bound
   * `is_active = ?` to the partial index's condition, took the shop's price index (3 s at 1 M).
   */
  private async titleStartsWith(
    words: string[],
    last: PrefixTerm,
    keys: number[],
    scope: number,
    limit: number,
  ): Promise<number[]> {
    const prefix = words.join(' ');
    const inRange = (
      await sql<{ id: number; sales_count: number }>`
      select id, sales_count from books indexed by books_search_title_idx
      where is_active = 1 and is_approved = 1 and search_title >= ${prefix} and search_title < ${prefixEnd(prefix)}
      limit ${scope}`.execute(this.db)
    ).rows;
    if (inRange.length < scope) {
      return inRange
        .sort((a, b) => b.sales_count - a.sales_count || b.id - a.id)
        .slice(0, limit)
        .map((row) => row.id);
    }
    return this.ftsStartsWith(words, last, keys, scope, limit);
  }

  /**
   * The starts-with probe of a phrase that many titles start with, by FTS5. FTS5 checks the
   * position of every book holding the phrase's words, and for words that are common but seldom first ('of', an author's name) that is most
   * of a long doclist; so it only looks among the `scope` (= the cap) most popular matches
   * (rowid >= the key of the last of them), which bounds its work whatever the catalog's size.
   * Past the scope a title that starts with the query is ranked as an ordinary match: its tier is
   * approximate where a query matches more books than Total counts, the price of bounded work.
   */
  private async ftsStartsWith(
    words: string[],
    last: PrefixTerm,
    keys: number[],
    scope: number,
    limit: number,
  ): Promise<number[]> {
    const floor = keys.length === scope ? keys.at(-1)! : 0;
    const result = await sql<{ id: number }>`
      select rowid % ${KEY_ID_MODULUS} as id from book_search
      where book_search match ${titleStartsWithExpression(words, last)} and rowid >= ${ftsRowid(floor)}
      order by rowid desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => row.id);
  }
}
