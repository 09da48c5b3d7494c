/**
 * The one cache of what shoppers see of the catalog: public lists, book pages, shop pages and their
 * facets, search results. Hot requests cost a map lookup instead of several queries and a
 * serialisation, so whole answers are kept as JSON text (built from the services' data here, never
 * in a service); pieces several answers share (a shop result's facets) are kept as data.
 *
 * This object alone decides what a key is, how long an entry lives and when it is dropped:
 * - keys: every key carries today's date, because new arrivals, trending, upcoming and hot deals
 *   change at midnight UTC with no write to announce it;
 * - invalidate(): any write that changes what shoppers see (books, authors, reviews, refunds)
 *   calls it once, after its transaction committed. An entry remembers the generation it was built
 *   in, so a build that raced with a write is never kept as current. The services that write call
 *   it (they get this object as `catalogCache`), not a hook on routes: only the service knows
 *   whether its write changed the catalog (a repeated payment report or deleting a reader's account
 *   changes nothing shoppers see). A sale (a paid order, a free book got) does not: its sales count
 *   reaches the best sellers when the entries expire, so a rush of purchases leaves the catalog
 *   cached instead of emptying it at each one (decision 054);
 * - other servers on the same PostgreSQL: invalidate() also announces the change, and an
 *   announcement heard from another server drops this cache too (catalog-cache-sync.ts, within
 *   milliseconds); the short lifetime is only the safety net for an announcement lost while the
 *   listening connection was down;
 * - an LRU bound per region, so type-ahead search (many small, short-lived entries) cannot evict
 *   the shop's answers.
 */
import type { SearchQuery } from '../../../shared/contract/search.contract';
import type { AllBooksQuery, AuthorLookupQuery, AuthorsQuery } from '../../../shared/contract/catalog.contract';
import { searchWords } from '../../../shared/search-words';
import type { Clock } from '../../clock';
import type { ShopFilters } from './catalog.repository';
import { ResponseCache } from './response-cache';
import { toShopFilters } from './shop-filters';

export const CATALOG_CACHE_TTL_MS = 10_000;

type AnswerRegion = 'answers' | 'searches';
type PartRegion = 'parts' | 'pages';
type Region = AnswerRegion | PartRegion;

/** Rendered pages are some 50-150 KB each: 200 of them stay within 30 MB. */
const REGION_ENTRIES: Record<Region, number> = { answers: 500, searches: 2000, parts: 100, pages: 200 };

/** A whole answer, kept as JSON text. */
export interface AnswerKey {
  readonly region: AnswerRegion;
  readonly id: string;
}

/** A piece of data several answers share; T is what its build answers. */
export interface PartKey<T> {
  readonly region: PartRegion;
  readonly id: string;
  /** Never set: ties the key to the type of its value. */
  readonly value?: T;
}

/** Shop filters as text: the same filters (ids sorted, duplicates gone) give the same text. */
function filtersId(filters: ShopFilters): string {
  return JSON.stringify([
    filters.genreIds,
    filters.authorIds,
    filters.minSalePaise,
    filters.maxSalePaise,
    filters.languages,
  ]);
}

/** What identifies each answer: the request's meaning, not its spelling. */
export const catalogCacheKeys = {
  /** A list without parameters (banners, best sellers, genres...), by its API name. */
  list: (name: string): AnswerKey => ({ region: 'answers', id: `list:${name}` }),
  book: (id: string): AnswerKey => ({ region: 'answers', id: `book:${id}` }),
  shopPage: (query: AllBooksQuery): AnswerKey => ({
    region: 'answers',
    id: `allBooks:${filtersId(toShopFilters(query))}:${query.Page}:${query.PageSize}`,
  }),
  /** Facets and total depend on the filters only: paging through one result reuses them. */
  shopFacets: <T>(filters: ShopFilters): PartKey<T> => ({ region: 'parts', id: `facets:${filtersId(filters)}` }),
  /** The shop's author lookup: type-ahead, so kept with the searches. */
  authorLookup: (query: AuthorLookupQuery): AnswerKey => ({
    region: 'searches',
    id: `authors:${query.Name.toLowerCase()}:${filtersId(toShopFilters(query))}`,
  }),
  /** The admin's author picker: type-ahead too. */
  authorList: (query: AuthorsQuery): AnswerKey => ({ region: 'searches', id: `authorList:${query.Name ?? ''}` }),
  search: (query: SearchQuery): AnswerKey => ({
    region: 'searches',
    id: `${searchWords(query.q).join(' ')}|${query.limit}|${query.page}`,
  }),
  /** A server-rendered page (plugins/rendered-pages.ts), by its address: it shows catalog data. */
  renderedPage: <T>(url: string): PartKey<T> => ({ region: 'pages', id: url }),
};

export interface CatalogCacheOptions {
  ttlMs?: number;
  /** Milliseconds for the lifetime (tests move it). */
  now?: () => number;
}

export class CatalogCache {
  private generation = 0;
  private announce: (() => void) | undefined;
  private readonly regions: Record<Region, ResponseCache<unknown>>;

  constructor(
    private readonly clock: Pick<Clock, 'today'>,
    options: CatalogCacheOptions = {},
  ) {
    const ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
    const region = (maxEntries: number) => new ResponseCache<unknown>({ maxEntries, ttlMs, now: options.now });
    this.regions = {
      answers: region(REGION_ENTRIES.answers),
      searches: region(REGION_ENTRIES.searches),
      parts: region(REGION_ENTRIES.parts),
      pages: region(REGION_ENTRIES.pages),
    };
  }

  /** The answer as JSON text, built and serialised on a miss. A build that throws (no such book) is not kept. */
  answer(key: AnswerKey, build: () => Promise<object>): Promise<string> {
    return this.getOrBuild(key.region, key.id, async () => JSON.stringify(await build())) as Promise<string>;
  }

  /** The shared piece of data, built on a miss. */
  part<T>(key: PartKey<T>, build: () => Promise<T>): Promise<T> {
    return this.getOrBuild(key.region, key.id, build) as Promise<T>;
  }

  /**
   * Drops every entry: call once after a committed write that changes what shoppers see. The one
   * entry point for every kind of catalog change, so it is also where other servers are told.
   */
  invalidate(): void {
    this.generation += 1;
    this.announce?.();
  }

  /** Hits and misses so far, per region (the metrics: ops/metrics.ts). */
  stats(): Array<{ region: Region; hits: number; misses: number; entries: number }> {
    return (Object.keys(this.regions) as Region[]).map((region) => ({
      region,
      hits: this.regions[region].hits,
      misses: this.regions[region].misses,
      entries: this.regions[region].size,
    }));
  }

  /** Another server changed the catalog (or this one may have missed that it did): drop every entry here. */
  invalidateHere(): void {
    this.generation += 1;
  }

  /** How invalidate() tells the other servers (set once at start, on PostgreSQL). */
  announceChangesWith(announce: () => void): void {
    this.announce = announce;
  }

  private getOrBuild(region: Region, id: string, build: () => Promise<unknown>): Promise<unknown> {
    // The generation is read before the build starts: see the file comment.
    return this.regions[region].getOrBuild(`${this.clock.today()}|${id}`, this.generation, build);
  }
}
