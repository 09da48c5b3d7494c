/**
 * The PostgreSQL search engine: the postings walk (search_postings, most popular first), the GIN
 * bitmap, and the walk of the popularity index for short prefixes; which plan reads a query is the
 * cost model's answer (search-cost-model.ts). The design: search.repository.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/create-database';
import { bitmapIsCheaper, FETCH_MICROS, judgedWhenFound, surelyMatching, type CatalogShape } from './search-cost-model';
import type { SearchHits, SearchIndex, SearchRequest } from './search.repository';
import { completionsOf, idOfKey, KEY_ID_MODULUS, NO_HITS, type PrefixTerm } from './search-vocabulary.queries';

/**
 * PostgreSQL: the most titles the starts-with probe sorts (titleStartsWith), by the query's words.
 * A phrase of several words that more than 5,000 titles start with can still be rare in the
 * popularity order: with 5,000, 'the talte' (6,823 titles of 30 M) walked 44,000 books for 10
 * (860 ms, cold); 50,000 entries sort in 6 to 20 ms at 30 M. A single word that starts more than
 * 5,000 titles is a common one ('the', 'th', 'a'), met every few books of the walk, and sorting
 * 50,000 of its titles cost 57 to 72 ms at 1 M books.
 */
export const STARTERS_SORTED = { oneWord: 5_000, severalWords: 50_000 };

/**
 * PostgreSQL, a query of several words: the first walk reads its driving word's postings in
 * steps, the first of WALK_SAMPLE postings and each next SAMPLE_GROWTH times longer, every step
 * going on below the last (nothing is read twice), and judges the count after each. Two common
 * words that seldom meet ('night' and 'garden': 400,000 and 265,000 books of 30 M, 1.4 % shared)
 * would otherwise merge about 200,000 postings to find SEARCH_TOTAL_CAP shared books; two that
 * often meet ('the' in 28 % of titles) judge after the first step, having merged a hundredth of
 * the common word's postings (one fixed sample of 10,000 merged 840,000: 80 to 110 ms at 30 M).
 */
export const WALK_SAMPLE = 1_000;
const SAMPLE_GROWTH = 4;

/** A lexeme quoted for to_tsquery (the vocabulary's words hold no quote or backslash; escaped all the same). */
const tsLexeme = (term: string) => `'${term.replace(/[\\']/g, (character) => `\\${character}`)}'`;

/** `('harry' | 'harrys') & ('potter' | 'pottery')`: every word as its exact completions. */
const completionsQuery = (terms: PrefixTerm[]) =>
  terms.map((term) => `(${term.completions!.map(tsLexeme).join(' | ')})`).join(' & ');

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
  return sql.join(
    term.completions!.map(
      (completion) =>
        sql`(select key, ${sql.lit(completion === term.word)} as whole from search_postings where term = ${completion}${bounds} order by key desc)`,
    ),
    sql` union all `,
  );
}

/** What a stepped walk reads from the database (PostgresSearchEngine). */
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

  constructor(
    private readonly walk: Walk,
    firstStep: number,
    private readonly reads: StepReads,
  ) {
    this.step = firstStep;
  }

  async first(cap: number, wanted: number): Promise<FirstMatches> {
    for (;;) {
      await this.next(cap);
      const matches = this.found.map(matchOfKey);
      if (matches.length >= cap || this.exhausted) return { matches, total: matches.length, sampled: false };
      const judged =
        matches.length >= judgedWhenFound(wanted) &&
        surelyMatching(matches.length, this.postingsRead, this.walk.driver.books) > cap;
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

export class PostgresSearchEngine implements SearchIndex {
  constructor(
    private readonly db: Db,
    private readonly options: PostgresSearchOptions,
  ) {}

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
    if (matchesWanted > matches.length && (first.sampled || matches.length === request.cap))
      matches = await reader.matches(matchesWanted);
    matches = matches.slice(0, matchesWanted);
    return {
      total,
      starters,
      matches: matches.map((match) => match.id),
      wholeWords: new Set(matches.filter((match) => match.whole).map((match) => match.id)),
    };
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
    const steppedWalk = () =>
      (stepped ??= new SteppedWalk(walk, this.options.walkSample, {
        keyAfter: (below, count) => this.driverKeyAfter(driver!, below, count),
        matches: (limit, range) => this.walkedPostings(walk, limit, range),
      }));
    return {
      matches: async (limit) =>
        (await useBitmap(limit)) ? this.bitmapMatches(listed, limit) : steppedWalk().matches(limit),
      first: async (cap, wanted) =>
        (await useBitmap(cap, judgedWhenFound(wanted)))
          ? exactly(await this.bitmapMatches(listed, cap))
          : steppedWalk().first(cap, wanted),
    };
  }

  /**
   * The driver's key `count` postings down from `below` (its top), where a step ends; undefined
   * when fewer remain. The step's walk then reads the same postings again, from pages this read
   * just brought in: bounding both ends by value lets every word's range start and stop in its
   * index, which a driver cut by LIMIT inside the join does not tell the planner.
   */
  private async driverKeyAfter(
    driver: PrefixTerm,
    below: number | undefined,
    count: number,
  ): Promise<number | undefined> {
    const result = await sql<{ key: string | number }>`
      select key from (${postingStream(driver, { below })}) as s order by key desc offset ${count - 1} limit 1`.execute(
      this.db,
    );
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
        pg_relation_size('books') <= pg_size_bytes(current_setting('effective_cache_size')) as in_memory`.execute(
      this.db,
    );
    const row = rows[0]!;
    return {
      books: Math.max(1, Number(row.books ?? 0)),
      fetchMicros: row.in_memory ? FETCH_MICROS.inMemory : FETCH_MICROS.fromDisk,
    };
  }

  /** The bitmap plan: every match from the GIN index, sorted by popularity (`+ 0`: not by walking its index). */
  private async bitmapMatches(terms: PrefixTerm[], limit: number): Promise<Match[]> {
    return this.db
      .selectFrom('books')
      .select(['id', sql<boolean>`search_vector @@ ${tsWholeQuery(terms.map((term) => term.word))}`.as('whole')])
      .where('is_active', '=', 1)
      .where('is_approved', '=', 1)
      .where(sql<boolean>`search_vector @@ to_tsquery('simple', ${completionsQuery(terms)})`)
      .orderBy(sql`sales_count + 0`, 'desc')
      .orderBy(sql`id + 0`, 'desc')
      .limit(limit)
      .execute();
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
  private async walkedPostings(
    { driver, others, inVector }: Walk,
    limit: number,
    range: KeyRange = {},
  ): Promise<KeyMatch[]> {
    const merges = others.map(
      (term, i) => sql` join (${postingStream(term, range)}) as ${sql.ref(`w${i}`)} on ${sql.ref(`w${i}.key`)} = d.key`,
    );
    const probe =
      inVector.length === 0
        ? sql``
        : sql` cross join lateral (
      select b.search_vector @@ ${tsWholeQuery(inVector)} as whole from books b where b.sales_count = d.key / ${KEY_ID_MODULUS} and b.id = (d.key % ${KEY_ID_MODULUS})::int
        and b.is_active = 1 and b.is_approved = 1 and b.search_vector @@ ${tsPrefixQuery(inVector)} limit 1) as vector_probe`;
    const wholes = [
      sql`d.whole`,
      ...others.map((_, i) => sql.ref(`w${i}.whole`)),
      ...(inVector.length === 0 ? [] : [sql`vector_probe.whole`]),
    ];
    for (let rows = limit; ; rows *= 2) {
      const result = await sql<{ key: string | number; whole: boolean }>`
        select d.key, ${sql.join(wholes, sql` and `)} as whole from (${postingStream(driver, range)}) as d${sql.join(merges, sql``)}${probe}
        order by d.key desc limit ${rows}`.execute(this.db);
      const wholeByKey = new Map<number, boolean>();
      for (const row of result.rows)
        wholeByKey.set(Number(row.key), wholeByKey.get(Number(row.key)) === true || row.whole);
      if (wholeByKey.size >= limit || result.rows.length < rows)
        return [...wholeByKey].slice(0, limit).map(([key, whole]) => ({ key, whole }));
    }
  }

  /**
   * Words that are all short prefixes ('a', 'th'), common by nature: the popularity index of books
   * (it INCLUDEs search_vector) is walked and each book's tsvector tested, stopping at the limit.
   */
  private async walkedBooks(words: string[], limit: number): Promise<Match[]> {
    return this.publicBooks()
      .select(['id', sql<boolean>`search_vector @@ ${tsWholeQuery(words)}`.as('whole')])
      .where(sql<boolean>`search_vector @@ ${tsPrefixQuery(words)}`)
      .limit(limit)
      .execute();
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
    const sortedAtMost =
      words.length === 1 ? this.options.startersSorted.oneWord : this.options.startersSorted.severalWords;
    const inRange = this.db
      .selectFrom('books')
      .select(['id', 'sales_count'])
      .where('is_active', '=', 1)
      .where('is_approved', '=', 1)
      .where(startsWith)
      .limit(sortedAtMost)
      .as('in_range');
    const sorted = await this.db
      .selectFrom(inRange)
      .select(['id', sql<string | number>`count(*) over ()`.as('in_range')])
      .orderBy('sales_count', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
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
