/**
 * PostgreSQL's cost model for search (search-postgres.engine.ts reads by its answers): which plan
 * reads a query's first matches more cheaply, the postings walk or the GIN bitmap, and when a walk
 * may judge its total passed the cap from the matches it has read so far. No SQL here: rough costs
 * measured at 1 M and 30 M books, and the arithmetic on the vocabulary's counts.
 */
import type { PrefixTerm } from './search-vocabulary.queries';

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
export const FETCH_MICROS = { inMemory: 5, fromDisk: 120 };

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
export const surelyMatching = (found: number, read: number, driverBooks: number) =>
  ((found - SAMPLE_Z * Math.sqrt(found)) * driverBooks) / read;

/** How many matches a walk finds before it can judge the cap passed when `expected` books match: Infinity for no more than the cap. */
const matchesToJudge = (expected: number, cap: number) =>
  expected <= cap ? Infinity : (SAMPLE_Z / (1 - cap / expected)) ** 2;

/** The matches a stepped walk must have found before it may judge the cap passed: the page's, and enough to judge by. */
export const judgedWhenFound = (wanted: number) => Math.max(SAMPLE_MIN_MATCHES, wanted);

/** A listed word merged with the driver's walk: its postings read per driver posting, at MERGE_MICROS each. */
const mergeMicros = (driver: PrefixTerm, term: PrefixTerm) =>
  MERGE_MICROS * (1 + term.books / Math.max(1, driver.books));

/**
 * Whether the bitmap plan finds the first `limit` matches of a catalog more cheaply
 * than the walk, by the rough costs above: the driver's walk, each other listed word merged with
 * it. `judgedAt`: a stepped walk may stop once that many match, when the matches are many enough
 * for it to judge the cap passed.
 */
export function bitmapIsCheaper(
  driver: PrefixTerm,
  others: PrefixTerm[],
  { books, fetchMicros }: CatalogShape,
  limit: number,
  judgedAt?: number,
): boolean {
  const together = others.reduce((product, term) => product * Math.min(1, term.books / books), 1);
  const matches = driver.books * together;
  // Judging needs the real total well past the cap; near it, the walk goes on to count, so only
  // a total estimated at ESTIMATE_SLACK times what judging needs is trusted to end the walk early.
  const needed =
    judgedAt === undefined
      ? limit
      : Math.min(limit, Math.max(judgedAt, matchesToJudge(matches / ESTIMATE_SLACK, limit)));
  const walkedKeys = Math.min(driver.books, needed / Math.max(together, 1e-9));
  const testMicros = others.reduce((sum, term) => sum + mergeMicros(driver, term), 0);
  const bitmapMicros =
    GIN_MICROS * [driver, ...others].reduce((sum, term) => sum + term.books, 0) + fetchMicros * matches;
  return bitmapMicros < walkedKeys * testMicros;
}

/** The catalog as the cost model sees it: its public books, and what fetching one from the table costs. */
export interface CatalogShape {
  books: number;
  fetchMicros: number;
}
