/**
 * The search contract: GET /api/searchBooks, the shop's type-ahead search over book titles and
 * author names. The server validates the query with searchQuerySchema; the client's autocomplete
 * reuses it (and searchWords from shared/search-words.ts) so it never sends a request the server
 * would refuse. Strict: an unknown parameter is a mistake to report, not something to ignore.
 *
 * Matching: every word of `q` must occur in the title or the author's name, each as a word prefix
 * ('harr pot' finds 'Harry Potter'), ignoring case and accents ('bronte' finds 'Brontë'). Only
 * public books (active and approved) are found.
 *
 * Order: titles that start with the query first ('harry pot': 'Harry Potter and ...'); then books
 * where every query word matches a whole word; then the rest (words matched as prefixes only);
 * popularity (most sold, then newest) inside each tier.
 * Tiers are exact for the first results (the ones a shopper sees) and applied within blocks of
 * popularity deeper in the list (src/docs/decisions/016).
 *
 * `q` is plain text, never a query language: quotes, '*', '-', 'NEAR', 'AND'/'OR'/'NOT', brackets
 * and 'title:' are ordinary characters (punctuation separates words; the operators are words).
 * A query with no letter or digit at all (such as '***') matches nothing: 202 with an empty list.
 */
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants';
export { SEARCH_QUERY_MAX_LENGTH };
import { messages } from '../messages';
import { shopBookSchema } from './catalog.contract';

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_PAGE = 1000;
/**
 * Total counts matches exactly up to this many; a Total equal to it means "this many or more"
 * (show "1000+"). Counting every match of a common word over millions of titles would cost more
 * than the search itself.
 */
export const SEARCH_TOTAL_CAP = 1000;

/** Query-string integers: digits only (no '1e3', no '+5'), within bounds. */
function boundedInteger(max: number, defaultValue: number) {
  const mustBe = `Must be a whole number from 1 to ${max}.`;
  return z
    .string({ error: mustBe })
    .regex(/^\d{1,7}$/, mustBe)
    .transform(Number)
    .pipe(z.number().int().min(1, mustBe).max(max, mustBe))
    .default(defaultValue);
}

/** GET /api/searchBooks?q=<text>&limit=<n>&page=<n> (public). */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: messages.searchQueryRequired })
      .trim()
      .min(1, { message: messages.searchQueryRequired, abort: true })
      .max(SEARCH_QUERY_MAX_LENGTH, messages.searchQueryTooLong),
    limit: boundedInteger(SEARCH_MAX_LIMIT, SEARCH_DEFAULT_LIMIT),
    page: boundedInteger(SEARCH_MAX_PAGE, 1),
  })
  .strict();

export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  /** The requested page of matches, best first; each a shop card. */
  SearchList: z.array(shopBookSchema),
  /**
   * Matches over all pages, exact up to SEARCH_TOTAL_CAP; equal to it means "at least that many".
   * Pages reach as far as Total: past the cap they are empty.
   */
  Total: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
