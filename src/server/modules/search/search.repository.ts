/**
 * Search index queries (GET /api/searchBooks). The index lives in the database we already run, and
 * this repository picks the engine by dialect (SQL and its dialects live in repositories, never in
 * services): SQLite FTS5 by default (search-sqlite.engine.ts), PostgreSQL full-text search when
 * DATABASE_URL is set (search-postgres.engine.ts, its plans chosen by search-cost-model.ts); both
 * read the index's vocabulary (search-vocabulary.queries.ts). Both hold public books only
 * (migration 005 keeps them in step with every write through triggers).
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
import type { Db } from '../../db/create-database';
import { isPostgres } from '../../db/dialect';
import {
  PostgresSearchEngine,
  STARTERS_SORTED,
  WALK_SAMPLE,
  type PostgresSearchOptions,
} from './search-postgres.engine';
import { SqliteSearchEngine } from './search-sqlite.engine';

export type { PostgresSearchOptions, PostgresSearchPlan } from './search-postgres.engine';

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

/** The search index of the database's dialect; `options` tune PostgreSQL's engine (tests force a plan). */
export class SearchRepository implements SearchIndex {
  private readonly engine: SearchIndex;

  constructor(
    db: Db,
    {
      plan = 'cheapest',
      walkSample = WALK_SAMPLE,
      startersSorted = STARTERS_SORTED,
    }: Partial<PostgresSearchOptions> = {},
  ) {
    this.engine = isPostgres(db)
      ? new PostgresSearchEngine(db, { plan, walkSample, startersSorted })
      : new SqliteSearchEngine(db);
  }

  find(words: string[], request: SearchRequest): Promise<SearchHits> {
    return this.engine.find(words, request);
  }
}
