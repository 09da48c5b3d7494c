/**
 * Catalog rules and response shapes. Every answer is built once as a JSON string and kept in a
 * small LRU until the catalog changes (catalog-version.ts) or a short TTL runs out, so hot shop
 * and product requests cost a cache lookup instead of several queries and a serialisation.
 */
import type {
  AllBooksQuery, AllBooksResponse, AuthorFacet, BannersResponse, BestSellersResponse, BookCardItem, BookDetail,
  AuthorsResponse, CoverItem, GenreFacet, GenresResponse, NewArrivalBooksResponse, PopularBooksResponse,
  ShopBook, SpecialOffersResponse, StatsResponse, UpcomingBooksResponse,
} from '../../../shared/contract/catalog.contract';
import { HOME_SECTION_LIMIT } from '../../../shared/constants';
import { basisPointsToFraction, paiseToRupees, rupeesToPaise } from '../../../shared/money';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import { coverUrl } from '../../storage/file-storage';
import { catalogVersion } from './catalog-version';
import type { CardRow, CatalogRepository, ShopFilters } from './catalog.repository';
import { ResponseCache } from './response-cache';

export interface CatalogServiceOptions {
  cacheEntries?: number;
  cacheTtlMs?: number;
}

function toCard(row: CardRow): BookCardItem {
  return {
    Id: String(row.id),
    CoverImage: coverUrl(row.cover_key),
    Title: row.name,
    Gener: row.genre_name,
    Price: paiseToRupees(row.price_paise),
    Discount: basisPointsToFraction(row.discount_bp),
  };
}

function toCover(row: CardRow): CoverItem {
  return { Id: String(row.id), CoverImage: coverUrl(row.cover_key) };
}

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/** The columns a shop card is made of (the shop's rows, and the library's). */
export interface ShopBookRow {
  id: number;
  name: string;
  cover_key: string;
  price_paise: number;
  discount_bp: number;
  genre_name: string;
  genre_id: number;
  author_id: number;
  first_name: string;
  last_name: string;
}

export function toShopBook(row: ShopBookRow): ShopBook {
  return {
    Id: String(row.id),
    BooksImage: coverUrl(row.cover_key),
    BookName: row.name,
    Gener: row.genre_name,
    GenerId: String(row.genre_id),
    AuthorName: fullName(row),
    AuthorId: String(row.author_id),
    Price: paiseToRupees(row.price_paise),
    Discount: basisPointsToFraction(row.discount_bp),
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** Database ids of an id list; ids no row can have are dropped (so they match nothing). */
function toDbIds(ids: string[] | undefined): number[] | undefined {
  if (!ids) return undefined;
  const valid = ids.map(parseDbId).filter((id): id is number => id !== undefined);
  return [...new Set(valid)].sort((a, b) => a - b);
}

export function toShopFilters(query: AllBooksQuery): ShopFilters {
  return {
    genreIds: toDbIds(query.GenerIds),
    authorIds: toDbIds(query.AuthorIds),
    minSalePaise: query.MinPrice === undefined ? undefined : rupeesToPaise(query.MinPrice),
    maxSalePaise: query.MaxPrice === undefined ? undefined : rupeesToPaise(query.MaxPrice),
  };
}

type ShopFacets = Omit<AllBooksResponse, 'BooksList' | 'Page' | 'PageSize'>;

export class CatalogService {
  private readonly cache: ResponseCache;
  /** Facets and total depend on the filters only: paging through one result reuses them. */
  private readonly facetsCache: ResponseCache<ShopFacets>;

  constructor(
    private readonly repository: CatalogRepository,
    private readonly clock: Clock,
    /** The database handle whose catalog version invalidates this cache. */
    private readonly versionKey: object,
    options: CatalogServiceOptions = {},
  ) {
    const ttlMs = options.cacheTtlMs ?? 10_000;
    this.cache = new ResponseCache({ maxEntries: options.cacheEntries ?? 500, ttlMs });
    this.facetsCache = new ResponseCache<ShopFacets>({ maxEntries: 100, ttlMs });
  }

  /**
   * The cached JSON for a key, built on a miss. A build answering undefined (no such book) is not
   * cached, so random probing cannot evict real entries. Date-dependent lists change at midnight
   * UTC, so today is part of every key.
   */
  private cachedOrMissing(key: string, build: () => Promise<unknown>): Promise<string | undefined> {
    return this.cache.getOrBuild(`${this.clock.today()}|${key}`, catalogVersion(this.versionKey), async () => {
      const value = await build();
      return value === undefined ? undefined : JSON.stringify(value);
    });
  }

  /** For lists, whose builds always answer an object. */
  private cached(key: string, build: () => Promise<object>): Promise<string> {
    return this.cachedOrMissing(key, build) as Promise<string>;
  }

  banners(): Promise<string> {
    return this.cached('banners', async (): Promise<BannersResponse> => ({
      BannersList: (await this.repository.banners()).map((row) => ({
        CoverImage: coverUrl(row.cover_key),
        Title: row.title,
        Heading: row.heading,
        SubTitle: row.sub_title,
        Description: row.description,
      })),
    }));
  }

  bestSellers(): Promise<string> {
    return this.cached('bestSellers', async (): Promise<BestSellersResponse> => ({
      BestSellersList: (await this.repository.bestSellers(this.clock.today(), HOME_SECTION_LIMIT)).map(toCard),
    }));
  }

  popularBooks(): Promise<string> {
    return this.cached('popular', async (): Promise<PopularBooksResponse> => ({
      PopularBooksList: (await this.repository.trending(this.clock.today(), HOME_SECTION_LIMIT)).map(toCover),
    }));
  }

  upcomingBooks(): Promise<string> {
    return this.cached('upcoming', async (): Promise<UpcomingBooksResponse> => ({
      UpcomingList: (await this.repository.upcoming(this.clock.today(), HOME_SECTION_LIMIT)).map(toCover),
    }));
  }

  specialOffers(): Promise<string> {
    return this.cached('specialOffers', async (): Promise<SpecialOffersResponse> => ({
      SpecialOffers: (await this.repository.originals(HOME_SECTION_LIMIT)).map(toCard),
    }));
  }

  newArrivals(): Promise<string> {
    return this.cached('newArrivals', async (): Promise<NewArrivalBooksResponse> => ({
      NewArrivalBooksList: (await this.repository.newArrivals(this.clock.today(), HOME_SECTION_LIMIT)).map(toCard),
    }));
  }

  stats(): Promise<string> {
    return this.cached('stats', async (): Promise<StatsResponse> => {
      const counts = await this.repository.stats();
      return { Stats: [{ Customers: counts.customers, Books: counts.books, Authors: counts.authors }] };
    });
  }

  genres(): Promise<string> {
    return this.cached('genres', async (): Promise<GenresResponse> => ({
      GenerList: (await this.repository.genres()).map((row) => ({ Id: String(row.id), GenerName: row.name })),
    }));
  }

  authors(): Promise<string> {
    return this.cached('authors', async (): Promise<AuthorsResponse> => ({
      AuthorList: (await this.repository.authors()).map((row) => ({ Id: String(row.id), FirstName: row.first_name, LastName: row.last_name })),
    }));
  }

  /** The JSON of a public book, or undefined when the id names none (malformed, unknown, hidden). */
  async bookById(id: string): Promise<string | undefined> {
    const dbId = parseDbId(id);
    if (dbId === undefined) return undefined;
    return this.cachedOrMissing(`book:${dbId}`, async (): Promise<BookDetail | undefined> => {
      const row = await this.repository.bookById(dbId);
      return row && {
        Id: String(row.id),
        CoverImage: coverUrl(row.cover_key),
        Title: row.name,
        Description: row.description,
        AuthorName: fullName(row),
        AuthorId: String(row.author_id),
        Price: paiseToRupees(row.price_paise),
        Discount: basisPointsToFraction(row.discount_bp),
        Gener: row.genre_name,
        GenerId: String(row.genre_id),
      };
    });
  }

  allBooks(query: AllBooksQuery): Promise<string> {
    const filters = toShopFilters(query);
    const filtersKey = JSON.stringify([filters.genreIds, filters.authorIds, filters.minSalePaise, filters.maxSalePaise]);
    return this.cached(`allBooks:${filtersKey}:${query.Page}:${query.PageSize}`, async (): Promise<AllBooksResponse> => {
      const facets = await this.shopFacets(filters, filtersKey);
      const offset = (query.Page - 1) * query.PageSize;
      const rows = offset < facets.Total ? await this.repository.shopPage(filters, offset, query.PageSize) : [];
      return {
        BooksList: rows.map(toShopBook),
        Total: facets.Total,
        Page: query.Page,
        PageSize: query.PageSize,
        Filters: facets.Filters,
      };
    });
  }

  private async shopFacets(filters: ShopFilters, filtersKey: string): Promise<ShopFacets> {
    const key = `${this.clock.today()}|${filtersKey}`;
    return (await this.facetsCache.getOrBuild(key, catalogVersion(this.versionKey), () => this.buildShopFacets(filters)))!;
  }

  private async buildShopFacets(filters: ShopFilters): Promise<ShopFacets> {
    const [genreCounts, authorCounts, genres, range] = await Promise.all([
      this.repository.genreCounts(filters),
      this.repository.authorCounts(filters),
      this.repository.genres(),
      this.repository.priceRange(),
    ]);
    const countByGenre = new Map(genreCounts.map((row) => [row.genre_id, Number(row.count)]));
    // Genre counts already apply every filter but the genre one, so the total is their sum over
    // the selected genres: no separate COUNT(*) over the whole result.
    const total = (filters.genreIds ?? [...countByGenre.keys()]).reduce((sum, id) => sum + (countByGenre.get(id) ?? 0), 0);
    return {
      Total: total,
      Filters: {
        Geners: genres.map((genre): GenreFacet => ({ GenerName: genre.name, GenerId: String(genre.id), Count: countByGenre.get(genre.id) ?? 0 })),
        Authors: await this.authorFacets(authorCounts, filters.authorIds ?? []),
        PriceRange: { MinPrice: paiseToRupees(Number(range.min ?? 0)), MaxPrice: paiseToRupees(Number(range.max ?? 0)) },
      },
    };
  }

  /** Authors with matching books, plus the ticked ones even at zero so their boxes stay visible. */
  private async authorFacets(counts: Array<{ author_id: number; first_name: string; last_name: string; count: number }>, selected: number[]): Promise<AuthorFacet[]> {
    const listed = new Set(counts.map((row) => row.author_id));
    const missing = await this.repository.authorNames(selected.filter((id) => !listed.has(id)));
    return [
      ...counts.map((row) => ({ AuthorName: fullName(row), AuthorId: String(row.author_id), Count: Number(row.count) })),
      ...missing.map((row) => ({ AuthorName: fullName(row), AuthorId: String(row.id), Count: 0 })),
    ].sort((a, b) => byName(a.AuthorName, b.AuthorName) || Number(a.AuthorId) - Number(b.AuthorId));
  }
}
