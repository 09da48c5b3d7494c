/**
 * Catalog rules and response shapes: the data of every public catalog answer. Answers are cached
 * (as JSON text) by the routes through CatalogCache; this service only builds them.
 */
import type {
  AllBooksQuery, AllBooksResponse, AuthorFacet, BannersResponse, BestSellersResponse, BookCardItem, BookDetail,
  AuthorsResponse, CoverItem, GenreFacet, GenresResponse, NewArrivalBooksResponse, PopularBooksResponse,
  ShopBook, SpecialOffersResponse, StatsResponse, UpcomingBooksResponse,
} from '../../../shared/contract/catalog.contract';
import { HOME_SECTION_LIMIT } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { basisPointsToFraction, paiseToRupees } from '../../../shared/money';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import { NotFound } from '../../domain-errors';
import { coverUrl } from '../../storage/file-storage';
import { catalogCacheKeys, type CatalogCache } from './catalog-cache';
import type { CardRow, CatalogRepository, ShopFilters } from './catalog.repository';
import { toShopFilters } from './shop-filters';

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

type ShopFacets = Omit<AllBooksResponse, 'BooksList' | 'Page' | 'PageSize'>;

export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly clock: Clock,
    /** Keeps the facets a shop result's pages share. */
    private readonly catalogCache: CatalogCache,
  ) {}

  async banners(): Promise<BannersResponse> {
    const rows = await this.repository.banners();
    return {
      BannersList: rows.map((row) => ({
        CoverImage: coverUrl(row.cover_key),
        Title: row.title,
        Heading: row.heading,
        SubTitle: row.sub_title,
        Description: row.description,
      })),
    };
  }

  async bestSellers(): Promise<BestSellersResponse> {
    return { BestSellersList: (await this.repository.bestSellers(this.clock.today(), HOME_SECTION_LIMIT)).map(toCard) };
  }

  async popularBooks(): Promise<PopularBooksResponse> {
    return { PopularBooksList: (await this.repository.trending(this.clock.today(), HOME_SECTION_LIMIT)).map(toCover) };
  }

  async upcomingBooks(): Promise<UpcomingBooksResponse> {
    return { UpcomingList: (await this.repository.upcoming(this.clock.today(), HOME_SECTION_LIMIT)).map(toCover) };
  }

  async specialOffers(): Promise<SpecialOffersResponse> {
    return { SpecialOffers: (await this.repository.originals(HOME_SECTION_LIMIT)).map(toCard) };
  }

  async newArrivals(): Promise<NewArrivalBooksResponse> {
    return { NewArrivalBooksList: (await this.repository.newArrivals(this.clock.today(), HOME_SECTION_LIMIT)).map(toCard) };
  }

  async stats(): Promise<StatsResponse> {
    const counts = await this.repository.stats();
    return { Stats: [{ Customers: counts.customers, Books: counts.books, Authors: counts.authors }] };
  }

  async genres(): Promise<GenresResponse> {
    return { GenerList: (await this.repository.genres()).map((row) => ({ Id: String(row.id), GenerName: row.name })) };
  }

  async authors(): Promise<AuthorsResponse> {
    const rows = await this.repository.authors();
    return { AuthorList: rows.map((row) => ({ Id: String(row.id), FirstName: row.first_name, LastName: row.last_name })) };
  }

  /** A public book; NotFound when the id names none (malformed, unknown, hidden). */
  async bookById(id: string): Promise<BookDetail> {
    const dbId = parseDbId(id);
    const row = dbId === undefined ? undefined : await this.repository.bookById(dbId);
    if (!row) throw new NotFound(messages.bookNotFound);
    return {
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
  }

  async allBooks(query: AllBooksQuery): Promise<AllBooksResponse> {
    const filters = toShopFilters(query);
    const facets = await this.catalogCache.part(catalogCacheKeys.shopFacets<ShopFacets>(filters), () => this.buildShopFacets(filters));
    const offset = (query.Page - 1) * query.PageSize;
    const rows = offset < facets.Total ? await this.repository.shopPage(filters, offset, query.PageSize) : [];
    return {
      BooksList: rows.map(toShopBook),
      Total: facets.Total,
      Page: query.Page,
      PageSize: query.PageSize,
      Filters: facets.Filters,
    };
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
