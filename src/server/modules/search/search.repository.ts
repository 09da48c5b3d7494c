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
 *   then the starts-with probe (a range of the title index, or for a phrase that thousands of
 *   titles start with, FTS5 among those matches); only a page past that depth reads more.
 * - PostgreSQL: search_postings (migration 009) holds (word, popularity key) pairs of public
 *   books in a b-tree, so a word's books come out most popular first, index-only; a query's words
 *   are looked up as their completions in search_terms (its vocabulary, as on SQLite), the word
 *   with the fewest books drives, and the others are tested against its keys (the planner
 *   merge-joins two single words). A word with more than MAX_COMPLETIONS completions (a one- or
 *   two-letter prefix: common by nature) is tested on the book's tsvector instead, and a query of
 *   such words only walks the popularity index of books (its tsvector INCLUDEd), stopping after n.
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
  /**
   * Public books matching every word as a word prefix, in title or author name, counted up to cap.
   * On PostgreSQL a query of several words may be judged to pass the cap from the first of its
   * rarest word's books (steppedWalk), without counting to it.
   */
  total: number;
  /** Public books whose title starts with the words: all but the last whole, the last a prefix ('harry pot'). */
  starters: number[];
  /** The first matches (at least matchesWanted of them, when there are that many). */
  matches: number[];
  /**
   * The matches above that hold every query word whole, as a word of the title or author name
   * ('pot' in 'Pot Luck', not in 'Potter'): the service ranks them first within each block. Told
   * by the index, so a page fetches only its own books, not every book of the blocks it is ranked in.
   */
  wholeWords: ReadonlySet<number>;
}

export interface SearchIndex {
  find(words: string[], request: SearchRequest): Promise<SearchHits>;
}

const NO_HITS: SearchHits = { total: 0, starters: [], matches: [], wholeWords: new Set() };

/** Popularity key = sales_count * 2^31 + id (migrations 005 and 009); the id is what is left over. */
const KEY_ID_MODULUS = 2_147_483_648;
const idOfKey = (key: number) => key % KEY_ID_MODULUS;

/**
 * An FTS5 rowid bound, typed INTEGER. better-sqlite3 binds every JS number as REAL, and FTS5 takes
 * a rowid bound only when it is an INTEGER (fts5GetRowidLimit): a REAL one is checked row by row
 * after FTS5 has walked the whole doclist. At 30 M books that made the whole-word test of
 * 'amara lindqvist' read 117 ms where its 100 keys' stretch reads in under a millisecond.
 */
const ftsRowid = (key: number) => sql`cast(${key} as integer)`;

/** Prefixes this long or shorter have FTS5 prefix indexes (migration 005: prefix='1 2 3'). */
const LONGEST_INDEXED_PREFIX = 3;

/**
 * A longer prefix is looked up as its completions (exact terms) when it has at most this many;
 * with more (rare: 'inte' in a large English catalog) it stays a prefix query, correct but slower.
 */
const MAX_COMPLETIONS = 64;

/**
 * PostgreSQL: the most titles the starts-with probe sorts (titleStartsWith), by the query's words.
 * A phrase of several words that more than 5,000 titles start with can still be rare in the
 * popularity order: with 5,000, 'the talte' (6,823 titles of 30 M) walked 44,000 books for 10
 * (860 ms, cold); 50,000 entries sort in 6 to 20 ms at 30 M. A single word that starts more than
 * 5,000 titles is a common one ('the', 'th', 'a'), met every few books of the walk, and sorting
 * 50,000 of its titles cost 57 to 72 ms at 1 M books.
 */
const STARTERS_SORTED = { oneWord: 5_000, severalWords: 50_000 };

/**
 * PostgreSQL's rough costs, in microseconds, measured at 1 M titles with the pages in memory: a
 * posting read in a merge of two walks; a GIN posting in a bitmap (FETCH_MICROS: a matching book
 * fetched from the table to be sorted). The postings are read into memory at start
 * (search.prewarm.ts), so the walk's costs hold at 30 M too; the table's do not (FETCH_MICROS).
 */
const MERGE_MICROS = 0.3;
/**
 * How far the count of two words' shared books, estimated as if they were independent, may be
 * off: at 30 M, pairs estimated at 1,174 to 1,500 (just past the cap) walked most of their driver
 * to count 1,000 (95 to 230 ms) where the bitmap took 33 to 60.
 */
const ESTIMATE_SLACK = 2;
const GIN_MICROS = 0.07;
/**
 * A matching book fetched from the table to be sorted (the bitmap plan): in memory when the table
 * fits in what effective_cache_size says the page cache holds; otherwise a random read from disk.
 * At 30 M books (13 GB of books on a 24 GB machine, beside 7 GB of postings kept in memory) the
 * 2,819 matches of 'house satrador' took 393 ms to fetch cold, 140 µs each, and six pairs near the
 * cap took 175 to 262 ms by the bitmap where their walk took 21 to 127 ms.
 */
const FETCH_MICROS = { inMemory: 5, fromDisk: 120 };

/**
 * PostgreSQL, a query of several words: the first walk reads its driving word's postings in
 * steps, the first of WALK_SAMPLE postings and each next SAMPLE_GROWTH times longer, every step
 * going on below the last (nothing is read twice), and judges the count after each. Two common
 * words that seldom meet ('night' and 'garden': 400,000 and 265,000 books of 30 M, 1.4 % shared)
 * would otherwise merge about 200,000 postings to find SEARCH_TOTAL_CAP shared books; two that
 * often meet ('the' in 28 % of titles) judge after the first step, having merged a hundredth of
 * the common word's postings (one fixed sample of 10,000 merged 840,000: 80 to 110 ms at 30 M).
 */
const WALK_SAMPLE = 1_000;
const SAMPLE_GROWTH = 4;
/**
 * A walk judges the cap passed from the matches among the driver's postings read so far (at least
 * SAMPLE_MIN_MATCHES of them) when the driver's whole length would hold more than the cap even
 * SAMPLE_Z standard deviations below what they project (a count of matches in a sample is about
 * Poisson: its deviation is its square root). So 30 matches must project to 2.2 times the cap, 100
 * to 1.4 times, 400 to 1.2 times: a pair of words with 1,500 books in common is judged from a tenth
 * of its driver, where a fixed margin of twice the cap walked two thirds of it to count 1,000.
 */
const SAMPLE_MIN_MATCHES = 30;
const SAMPLE_Z = 3;

/** The fewest of the driver's `driverBooks` books that match, fairly surely, when `found` of its first `read` postings did. */
const surelyMatching = (found: number, read: number, driverBooks: number) => ((found - SAMPLE_Z * Math.sqrt(found)) * driverBooks) / read;

/** How many matches a walk finds before it can judge the cap passed when `expected` books match: Infinity for no more than the cap. */
const matchesToJudge = (expected: number, cap: number) => (expected <= cap ? Infinity : (SAMPLE_Z / (1 - cap / expected)) ** 2);

/** A query word as the index reads it: as a prefix, or as its completions ('potter', 'pottery'). */
interface PrefixTerm {
  /** The exact completions, or undefined when the prefix is queried as a prefix. */
  completions?: string[];
  /** How many public books hold each completion, summed: the most books the word can match. */
  books: number;
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
 * The smallest string above every string that starts with `prefix` (in the vocabulary's byte
 * order, which is code point order): U+10FFFF, the last code point, after it. Only a term with
 * that noncharacter right after the prefix would be left out.
 */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * The words as the index should read them, each by its completions from search_terms, the
 * vocabulary both dialects keep (migrations 006 and 009): one query of a b-tree range per word.
 * A word with more than MAX_COMPLETIONS is read as a plain prefix; null when some word is the
 * start of no indexed word (every word must match, so nothing does).
 */
async function completionsOf(db: Db, words: string[]): Promise<PrefixTerm[] | null> {
  if (words.length === 0) return [];
  const ranges = words.map((word, i) => sql`select ${sql.lit(i)} as word, term, docs from (
    select term, docs from search_terms where term >= ${word} and term < ${prefixEnd(word)}
    order by term limit ${MAX_COMPLETIONS + 1}) as ${sql.ref(`range${i}`)}`);
  const rows = (await sql<{ word: number; term: string; docs: number }>`${sql.join(ranges, sql` union all `)}`.execute(db)).rows;
  const terms: PrefixTerm[] = [];
  for (const [i, word] of words.entries()) {
    const found = rows.filter((row) => Number(row.word) === i);
    if (found.length === 0) return null;
    if (found.length > MAX_COMPLETIONS) terms.push({ word, books: Infinity });
    else terms.push({ word, completions: found.map((row) => row.term), books: found.reduce((sum, row) => sum + row.docs, 0) });
  }
  return terms;
}

class Fts5SearchIndex implements SearchIndex {
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
    const starters = startersWanted > 0 ? await this.titleStartsWith(words, terms.at(-1)!, keys, request.cap, startersWanted) : [];
    const matchesWanted = request.matchesWanted(total, starters.length);
    if (matchesWanted > keys.length && keys.length === request.cap) keys = await this.matchKeys(expression, matchesWanted);
    keys = keys.slice(0, matchesWanted);
    return { total, starters, matches: keys.map(idOfKey), wholeWords: new Set((await this.wholeWordKeys(words, keys)).map(idOfKey)) };
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
    const completed = await completionsOf(this.db, words.filter((word) => !short(word)));
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
  private async titleStartsWith(words: string[], last: PrefixTerm, keys: number[], scope: number, limit: number): Promise<number[]> {
    const prefix = words.join(' ');
    const inRange = (await sql<{ id: number; sales_count: number }>`
      select id, sales_count from books indexed by books_search_title_idx
      where is_active = 1 and is_approved = 1 and search_title >= ${prefix} and search_title < ${prefixEnd(prefix)}
      limit ${scope}`.execute(this.db)).rows;
    if (inRange.length < scope) {
      return inRange.sort((a, b) => b.sales_count - a.sales_count || b.id - a.id).slice(0, limit).map((row) => row.id);
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
  private async ftsStartsWith(words: string[], last: PrefixTerm, keys: number[], scope: number, limit: number): Promise<number[]> {
    const floor = keys.length === scope ? keys.at(-1)! : 0;
    const result = await sql<{ id: number }>`
      select rowid % ${KEY_ID_MODULUS} as id from book_search
      where book_search match ${titleStartsWithExpression(words, last)} and rowid >= ${ftsRowid(floor)}
      order by rowid desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => row.id);
  }
}

/** A lexeme quoted for to_tsquery (the vocabulary's words hold no quote or backslash; escaped all the same). */
const tsLexeme = (term: string) => `'${term.replace(/[\\']/g, (character) => `\\${character}`)}'`;

/** `('harry' | 'harrys') & ('potter' | 'pottery')`: every word as its exact completions. */
const completionsQuery = (terms: PrefixTerm[]) => terms.map((term) => `(${term.completions!.map(tsLexeme).join(' | ')})`).join(' & ');

/** `'harr' & 'pot'`, or as prefixes `'harr':* & 'pot':*`, folded as the indexed text is (book_search_fold, migration 005). */
const tsWordsQuery = (words: string[], asPrefixes: boolean) =>
  sql`to_tsquery('simple', book_search_fold(${words.map((word) => `${tsLexeme(word)}${asPrefixes ? ':*' : ''}`).join(' & ')}))`;
const tsPrefixQuery = (words: string[]) => tsWordsQuery(words, true);
/** Every word whole: a match that holds it (the service's second tier). */
const tsWholeQuery = (words: string[]) => tsWordsQuery(words, false);

/**
 * How PostgreSQL reads matches: the cheaper plan by the cost model (always, in the store), or
 * one plan forced (tests compare every plan's answers with each other's).
 */
export type PostgresSearchPlan = 'cheapest' | 'walk' | 'bitmap';

/** A match as PostgreSQL's plans read it: the book, and whether it holds every query word whole. */
interface Match {
  id: number;
  whole: boolean;
}

/** A match of a postings walk, by its popularity key. */
interface KeyMatch {
  key: number;
  whole: boolean;
}

const matchOfKey = ({ key, whole }: KeyMatch): Match => ({ id: idOfKey(key), whole });

/** The first matches of a query and what they say of its total. */
interface FirstMatches {
  matches: Match[];
  total: number;
  /** The total was judged from a sample (it passes the cap); more matches need another read. */
  sampled: boolean;
}

/** How one query's matches are read: the first ones with the total, then as many as a page needs. */
interface MatchReader {
  /** The first matches, counted to `cap`; `wanted`: how many the page would use were the cap passed. */
  first(cap: number, wanted: number): Promise<FirstMatches>;
  matches(limit: number): Promise<Match[]>;
}

export interface PostgresSearchOptions {
  plan: PostgresSearchPlan;
  /** The driving word's postings the first step of a multi-word walk reads (WALK_SAMPLE; tests set a small one). */
  walkSample: number;
  /** The most titles the starts-with probe sorts (STARTERS_SORTED; tests set a small one, to take the walk beyond). */
  startersSorted: typeof STARTERS_SORTED;
}

/** A multi-word query as a walk reads it: the driver's postings, tested against the other words. */
interface Walk {
  driver: PrefixTerm;
  /** The other listed words, merged on the key. */
  others: PrefixTerm[];
  /** Words tested in each of the driver's books' tsvector: too many completions to list. */
  inVector: string[];
}

/** Popularity keys from `floor` (inclusive) to `below` (exclusive); either end open when undefined. */
interface KeyRange {
  below?: number;
  floor?: number;
}

/**
 * A listed word's postings as one stream within `range`, most popular first: one index range per
 * completion, each posting with `whole`, whether its completion is the word itself.
 */
function postingStream(term: PrefixTerm, { below, floor }: KeyRange = {}) {
  const bounds = sql`${below === undefined ? sql`` : sql` and key < ${below}`}${floor === undefined ? sql`` : sql` and key >= ${floor}`}`;
  return sql.join(term.completions!.map((completion) =>
    sql`(select key, ${sql.lit(completion === term.word)} as whole from search_postings where term = ${completion}${bounds} order by key desc)`), sql` union all `);
}

/** The matches a stepped walk must have found before it may judge the cap passed: the page's, and enough to judge by. */
const judgedWhenFound = (wanted: number) => Math.max(SAMPLE_MIN_MATCHES, wanted);

/** A listed word merged with the driver's walk: its postings read per driver posting, at MERGE_MICROS each. */
const mergeMicros = (driver: PrefixTerm, term: PrefixTerm) => MERGE_MICROS * (1 + term.books / Math.max(1, driver.books));

/**
 * Whether the bitmap plan finds the first `limit` matches of a catalog more cheaply
 * than the walk, by the rough costs above: the driver's walk, each other listed word merged with
 * it. `judgedAt`: a stepped walk may stop once that many match, when the matches are many enough
 * for it to judge the cap passed.
 */
function bitmapIsCheaper(driver: PrefixTerm, others: PrefixTerm[], { books, fetchMicros }: CatalogShape, limit: number, judgedAt?: number): boolean {
  const together = others.reduce((product, term) => product * Math.min(1, term.books / books), 1);
  const matches = driver.books * together;
  // Judging needs the real total well past the cap; near it, the walk goes on to count, so only
  // a total estimated at ESTIMATE_SLACK times what judging needs is trusted to end the walk early.
  const needed = judgedAt === undefined ? limit : Math.min(limit, Math.max(judgedAt, matchesToJudge(matches / ESTIMATE_SLACK, limit)));
  const walkedKeys = Math.min(driver.books, needed / Math.max(together, 1e-9));
  const testMicros = others.reduce((sum, term) => sum + mergeMicros(driver, term), 0);
  const bitmapMicros = GIN_MICROS * [driver, ...others].reduce((sum, term) => sum + term.books, 0) + fetchMicros * matches;
  return bitmapMicros < walkedKeys * testMicros;
}

/** The catalog as the cost model sees it: its public books, and what fetching one from the table costs. */
interface CatalogShape {
  books: number;
  fetchMicros: number;
}

/** What a stepped walk reads from the database (PostgresSearchIndex). */
interface StepReads {
  /** The driver's key `count` postings down from `below` (its top when undefined); undefined when fewer remain. */
  keyAfter(below: number | undefined, count: number): Promise<number | undefined>;
  /** The first `limit` matches within `range`, most popular first. */
  matches(limit: number, range: KeyRange): Promise<KeyMatch[]>;
}

/**
 * The walk of a query with words to test, in steps of the driver's postings: `firstStep`, then
 * SAMPLE_GROWTH times more each step, each step below the last, so nothing is read twice and a
 * later page goes on where the first stopped. Its first matches end with the cap reached or the
 * driver's postings read (an exact total), or when the matches so far are enough for the page
 * (`wanted`, at least SAMPLE_MIN_MATCHES) and, scaled to the driver's length, surely pass the cap
 * (surelyMatching): the total is then the cap ("at least"), judged, not counted, and the matches
 * found are still the first ones, in order. (Assumes the words' books are spread over the
 * popularity order alike; a correlation could make "1000+" stand for fewer, which the page past
 * the real end then shows: it reads on and finds none.)
 */
class SteppedWalk {
  private readonly found: KeyMatch[] = [];
  /** Where the next step starts: every driver posting above it is read. */
  private below: number | undefined;
  private postingsRead = 0;
  private exhausted = false;
  private step: number;

  constructor(private readonly walk: Walk, firstStep: number, private readonly reads: StepReads) {
    this.step = firstStep;
  }

  async first(cap: number, wanted: number): Promise<FirstMatches> {
    for (;;) {
      await this.next(cap);
      const matches = this.found.map(matchOfKey);
      if (matches.length >= cap || this.exhausted) return { matches, total: matches.length, sampled: false };
      const judged = matches.length >= judgedWhenFound(wanted) && surelyMatching(matches.length, this.postingsRead, this.walk.driver.books) > cap;
      if (judged) return { matches, total: cap, sampled: true };
    }
  }

  async matches(limit: number): Promise<Match[]> {
    while (this.found.length < limit && !this.exhausted) await this.next(limit);
    return this.found.slice(0, limit).map(matchOfKey);
  }

  /** One more step, its matches up to `limit` in all; a step stopped at the limit goes on below its last match. */
  private async next(limit: number): Promise<void> {
    const floor = await this.reads.keyAfter(this.below, this.step);
    const found = await this.reads.matches(limit - this.found.length, { below: this.below, floor });
    this.found.push(...found);
    this.postingsRead += this.step;
    if (this.found.length >= limit) {
      this.below = found.at(-1)?.key ?? this.below;
      return;
    }
    if (floor === undefined) this.exhausted = true;
    this.below = floor;
    this.step *= SAMPLE_GROWTH;
  }
}

class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: Db, private readonly options: PostgresSearchOptions) {}

  /** Public books, most popular first: the order of books_search_popularity_idx. */
  private publicBooks() {
    return this.db
      .selectFrom('books')
      .where('is_active', '=', 1)
      .where('is_approved', '=', 1)
      .orderBy('sales_count', 'desc')
      .orderBy('id', 'desc');
  }

  /**
   * The first `cap` matches (the total and the first pages' matches), then the starts-with probe;
   * a page deeper than what was read reads the matches again. Matches come from the postings,
   * unless every word has too many completions to list: then from a walk of the books (walkedBooks).
   */
  async find(words: string[], request: SearchRequest): Promise<SearchHits> {
    const terms = await completionsOf(this.db, words);
    if (terms === null) return NO_HITS;
    const reader = this.matchReader(words, terms);
    // Read side by side: every starter is a match, so they need not wait for the total; the page
    // uses at most its block of matches and its starters.
    const wanted = request.matchesWanted(request.cap, 0) + request.startersWanted;
    const [first, starters] = await Promise.all([
      reader.first(request.cap, wanted),
      request.startersWanted > 0 ? this.titleStartsWith(words, request.startersWanted) : [],
    ]);
    const { total } = first;
    let { matches } = first;
    const matchesWanted = request.matchesWanted(total, starters.length);
    if (matchesWanted > matches.length && (first.sampled || matches.length === request.cap)) matches = await reader.matches(matchesWanted);
    matches = matches.slice(0, matchesWanted);
    return { total, starters, matches: matches.map((match) => match.id), wholeWords: new Set(matches.filter((match) => match.whole).map((match) => match.id)) };
  }

  /**
   * How the first `limit` matches of these words are read, by the cheaper of two plans, costed
   * from the vocabulary's counts (assuming words independent, as a planner does):
   * - walk: the listed word with the fewest books drives, its postings read most popular first
   *   and each tested against the other words, until `limit` match or its postings run out: cheap
   *   when matches are common among the driver's books; with other words to test, the first walk
   *   goes in growing steps and may judge the total from them (steppedWalk);
   * - bitmap: the GIN index of 005 intersects the words' exact completions, and the matches are
   *   fetched and sorted: cheap when they are few ('love tequi' at 1 M: the walk probes 17,353
   *   keys for 779 matches in 63 ms; the bitmap takes 13 ms).
   * Words that all have too many completions to list (one- and two-letter prefixes, common by
   * nature) walk the popularity index of books instead (walkedBooks).
   */
  private matchReader(words: string[], terms: PrefixTerm[]): MatchReader {
    const exactly = (matches: Match[]): FirstMatches => ({ matches, total: matches.length, sampled: false });
    const listed = terms.filter((term) => term.completions !== undefined).sort((a, b) => a.books - b.books);
    if (listed.length === 0) {
      const matches = (limit: number) => this.walkedBooks(words, limit);
      return { matches, first: async (cap) => exactly(await matches(cap)) };
    }
    const [driver, ...others] = listed;
    // Every other listed word is merged, even one far more common than the driver ('the' beside
    // 'tratal'), whose postings it reads over the same stretch of popularity: they lie together in
    // the index. Testing it in each driver book's tsvector instead was 4 times faster at 1 M books
    // (all in memory) and 10 times slower at 30 M, each probe a read of its own from disk.
    const inVector = terms.filter((term) => term.completions === undefined).map((term) => term.word);
    const walk: Walk = { driver: driver!, others, inVector };
    if (others.length + inVector.length === 0) {
      const matches = async (limit: number) => (await this.walkedPostings(walk, limit)).map(matchOfKey);
      return { matches, first: async (cap) => exactly(await matches(cap)) };
    }
    const bitmapAllowed = listed.length === terms.length;
    let catalog: Promise<CatalogShape> | undefined;
    const useBitmap = async (limit: number, judgedAt?: number) => {
      if (!bitmapAllowed) return false;
      if (this.options.plan !== 'cheapest') return this.options.plan === 'bitmap';
      catalog ??= this.catalogShape();
      return bitmapIsCheaper(driver!, others, await catalog, limit, judgedAt);
    };
    let stepped: SteppedWalk | undefined;
    const steppedWalk = () => (stepped ??= new SteppedWalk(walk, this.options.walkSample, {
      keyAfter: (below, count) => this.driverKeyAfter(driver!, below, count),
      matches: (limit, range) => this.walkedPostings(walk, limit, range),
    }));
    return {
      matches: async (limit) => ((await useBitmap(limit)) ? this.bitmapMatches(listed, limit) : steppedWalk().matches(limit)),
      first: async (cap, wanted) => ((await useBitmap(cap, judgedWhenFound(wanted))) ? exactly(await this.bitmapMatches(listed, cap)) : steppedWalk().first(cap, wanted)),
    };
  }

  /**
   * The driver's key `count` postings down from `below` (its top), where a step ends; undefined
   * when fewer remain. The step's walk then reads the same postings again, from pages this read
   * just brought in: bounding both ends by value lets every word's range start and stop in its
   * index, which a driver cut by LIMIT inside the join does not tell the planner.
   */
  private async driverKeyAfter(driver: PrefixTerm, below: number | undefined, count: number): Promise<number | undefined> {
    const result = await sql<{ key: string | number }>`
      select key from (${postingStream(driver, { below })}) as s order by key desc offset ${count - 1} limit 1`.execute(this.db);
    const row = result.rows[0];
    return row === undefined ? undefined : Number(row.key);
  }

  /**
   * The catalog's public books (the shop's price summary, migration 011, sums them without a scan)
   * and whether the books table fits in the page cache as effective_cache_size, the planner's own
   * setting for it, tells (FETCH_MICROS).
   */
  private async catalogShape(): Promise<CatalogShape> {
    const { rows } = await sql<{ books: string | number | null; in_memory: boolean }>`
      select (select sum(book_count) from shop_price_counts) as books,
        pg_relation_size('books') <= pg_size_bytes(current_setting('effective_cache_size')) as in_memory`.execute(this.db);
    const row = rows[0]!;
    return { books: Math.max(1, Number(row.books ?? 0)), fetchMicros: row.in_memory ? FETCH_MICROS.inMemory : FETCH_MICROS.fromDisk };
  }

  /** The bitmap plan: every match from the GIN index, sorted by popularity (`+ 0`: not by walking its index). */
  private async bitmapMatches(terms: PrefixTerm[], limit: number): Promise<Match[]> {
    return this.db.selectFrom('books').select(['id', sql<boolean>`search_vector @@ ${tsWholeQuery(terms.map((term) => term.word))}`.as('whole')])
      .where('is_active', '=', 1).where('is_approved', '=', 1)
      .where(sql<boolean>`search_vector @@ to_tsquery('simple', ${completionsQuery(terms)})`)
      .orderBy(sql`sales_count + 0`, 'desc').orderBy(sql`id + 0`, 'desc')
      .limit(limit).execute();
  }

  /**
   * The walk plan, its matches' keys: each listed word's postings are read as one stream, most
   * popular first (a merge of one index range per completion), and the streams are merged on the key, the driver's
   * (fewest books) first, until `limit` match, within `range` when given: index-only, one pass
   * over each word's range. The words `inVector` (too many completions to list: one- and
   * two-letter prefixes) are read in the book's tsvector from the popularity index (it INCLUDEs
   * search_vector) at the two halves of the key, through a LATERAL with LIMIT 1 that runs per
   * key: one descent, no table page.
   * (Walking each completion on its own made a rare completion merge with the whole of a common
   * word's postings, and an EXISTS over several completions made PostgreSQL hash every posting of
   * the word: 'house kalo' took 0.9 s and 'and kalo' 6.6 s at 30 M books; now 40 and 30 ms.)
   * A book holding two completions of a word comes twice from the merge (whole when either is):
   * duplicates are dropped here, and the read is repeated with more rows in the rare case that
   * they left fewer than `limit`.
   * (SELECT DISTINCT, tried instead, made the planner hash all 4 million postings of 'and' at 30 M: 4.8 s.)
   * Each posting says whether its completion is the query word itself; a match is whole when
   * every word's is (and, for the words `inVector`, its tsvector holds them whole).
   */
  private async walkedPostings({ driver, others, inVector }: Walk, limit: number, range: KeyRange = {}): Promise<KeyMatch[]> {
    const merges = others.map((term, i) => sql` join (${postingStream(term, range)}) as ${sql.ref(`w${i}`)} on ${sql.ref(`w${i}.key`)} = d.key`);
    const probe = inVector.length === 0 ? sql`` : sql` cross join lateral (
      select b.search_vector @@ ${tsWholeQuery(inVector)} as whole from books b where b.sales_count = d.key / ${KEY_ID_MODULUS} and b.id = (d.key % ${KEY_ID_MODULUS})::int
        and b.is_active = 1 and b.is_approved = 1 and b.search_vector @@ ${tsPrefixQuery(inVector)} limit 1) as vector_probe`;
    const wholes = [sql`d.whole`, ...others.map((_, i) => sql.ref(`w${i}.whole`)), ...(inVector.length === 0 ? [] : [sql`vector_probe.whole`])];
    for (let rows = limit; ; rows *= 2) {
      const result = await sql<{ key: string | number; whole: boolean }>`
        select d.key, ${sql.join(wholes, sql` and `)} as whole from (${postingStream(driver, range)}) as d${sql.join(merges, sql``)}${probe}
        order by d.key desc limit ${rows}`.execute(this.db);
      const wholeByKey = new Map<number, boolean>();
      for (const row of result.rows) wholeByKey.set(Number(row.key), wholeByKey.get(Number(row.key)) === true || row.whole);
      if (wholeByKey.size >= limit || result.rows.length < rows) return [...wholeByKey].slice(0, limit).map(([key, whole]) => ({ key, whole }));
    }
  }

  /**
   * Words that are all short prefixes ('a', 'th'), common by nature: the popularity index of books
   * (it INCLUDEs search_vector) is walked and each book's tsvector tested, stopping at the limit.
   */
  private async walkedBooks(words: string[], limit: number): Promise<Match[]> {
    return this.publicBooks().select(['id', sql<boolean>`search_vector @@ ${tsWholeQuery(words)}`.as('whole')])
      .where(sql<boolean>`search_vector @@ ${tsPrefixQuery(words)}`).limit(limit).execute();
  }

  /**
   * LIKE 'harry pot%' on the folded title. Up to STARTERS_SORTED titles (by the number of words) are read from
   * books_search_title_idx (it holds the popularity key) and the most popular of them sorted out
   * in the database; a phrase more titles start with is common enough to be met soon walking the
   * popularity index instead. The pattern is a plain value, so the planner sees it and uses the
   * index; words hold no % or _.
   */
  private async titleStartsWith(words: string[], limit: number): Promise<number[]> {
    const startsWith = sql<boolean>`search_title like ${`${words.join(' ')}%`}`;
    const sortedAtMost = words.length === 1 ? this.options.startersSorted.oneWord : this.options.startersSorted.severalWords;
    const inRange = this.db.selectFrom('books').select(['id', 'sales_count'])
      .where('is_active', '=', 1).where('is_approved', '=', 1).where(startsWith)
      .limit(sortedAtMost).as('in_range');
    const sorted = await this.db.selectFrom(inRange).select(['id', sql<string | number>`count(*) over ()`.as('in_range')])
      .orderBy('sales_count', 'desc').orderBy('id', 'desc').limit(limit).execute();
    if (sorted.length === 0 || Number(sorted[0]!.in_range) < sortedAtMost) return sorted.map((row) => row.id);
    // The same test spelled so that no index serves it: PostgreSQL, which underestimates a
    // prefix's titles (2,855 for 212,690 'dark…' at 30 M), would otherwise sort the whole range
    // (60 ms) instead of walking the most popular books until `limit` match (4 to 7 ms). The walk
    // reads the titles in the popularity index (INCLUDEd since migration 015), not the table.
    const walked = sql<boolean>`(search_title || '') like ${`${words.join(' ')}%`}`;
    const rows = await this.publicBooks().select('id').where(walked).limit(limit).execute();
    return rows.map((row) => row.id);
  }
}

export function createSearchIndex(db: Db, { plan = 'cheapest', walkSample = WALK_SAMPLE, startersSorted = STARTERS_SORTED }: Partial<PostgresSearchOptions> = {}): SearchIndex {
  return isPostgres(db) ? new PostgresSearchIndex(db, { plan, walkSample, startersSorted }) : new Fts5SearchIndex(db);
}
