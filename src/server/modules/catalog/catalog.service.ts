/**
 * Catalog rules and response shapes: the data of every public catalog answer. Answers are cached
 * (as JSON text) by the routes through CatalogCache; this service only builds them.
 */
import type {
  AllBooksQuery,
  AllBooksResponse,
  AuthorFacet,
  AuthorLookupQuery,
  AuthorLookupResponse,
  BannersResponse,
  BestSellersResponse,
  BookCardItem,
  BookDetail,
  AuthorsQuery,
  AuthorsResponse,
  CoverItem,
  GenreFacet,
  GenresResponse,
  LanguageFacet,
  NewArrivalBooksResponse,
  PopularBooksResponse,
  ShopBook,
  SpecialOffersResponse,
  StatsResponse,
  UpcomingBooksResponse,
} from '../../../shared/contract/catalog.contract';
import { AUTHOR_LIST_LIMIT, HOME_SECTION_LIMIT, SHOP_TOP_AUTHORS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { basisPointsToFraction, paiseToRupees } from '../../../shared/money';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { UnitOfWork } from '../../db/unit-of-work';
import { NotFound } from '../../domain-errors';
import { coverUrl } from '../../storage/object-storage';
import { catalogCacheKeys, type CatalogCache } from './catalog-cache';
import { chooseShopPlan, type CardRow, type ShopFilters, type ShopResultSize } from './catalog.repository';
import { toShopFilters } from './shop-filters';
import { bookDetailsOf } from './book-details';
import { ratingSummaryOf } from '../reviews/reviews.service';

function toCard(row: CardRow): BookCardItem {
  return {
    Id: String(row.id),
    CoverImage: coverUrl(row.cover_key),
    Title: row.name,
    Gener: row.genre_name,
    Price: paiseToRupees(row.price_paise),
    Discount: basisPointsToFraction(row.discount_bp),
    ...ratingSummaryOf(row),
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
  rating_sum: number;
  rating_count: number;
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
    ...ratingSummaryOf(row),
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** The language facet: languages with matching books, most first (then by code), and every ticked one. */
function languageFacets(counts: Map<string, number>, ticked: string[]): LanguageFacet[] {
  const shown = new Set([...[...counts].filter(([, count]) => count > 0).map(([language]) => language), ...ticked]);
  return [...shown]
    .map((language) => ({ Language: language, Count: counts.get(language) ?? 0, Checked: ticked.includes(language) }))
    .sort((a, b) => b.Count - a.Count || (a.Language < b.Language ? -1 : a.Language > b.Language ? 1 : 0));
}

type ShopFacets = Omit<AllBooksResponse, 'BooksList' | 'Page' | 'PageSize'>;

/** What every page of one filtered result shares: its facets and total, and its size for the page plan. */
export interface ShopResult {
  facets: ShopFacets;
  size: ShopResultSize;
}

export class CatalogService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    /** Keeps the facets a shop result's pages share. */
    private readonly catalogCache: CatalogCache,
  ) {}

  private get repository() {
    return this.uow.repos.catalog;
  }

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
    return {
      NewArrivalBooksList: (await this.repository.newArrivals(this.clock.today(), HOME_SECTION_LIMIT)).map(toCard),
    };
  }

  async stats(): Promise<StatsResponse> {
    const counts = await this.repository.stats();
    return { Stats: [{ Customers: counts.customers, Books: counts.books, Authors: counts.authors }] };
  }

  async genres(): Promise<GenresResponse> {
    return { GenerList: (await this.repository.genres()).map((row) => ({ Id: String(row.id), GenerName: row.name })) };
  }

  /** The admin's author picker: up to AUTHOR_LIST_LIMIT authors whose name starts with Name. */
  async authors(query: AuthorsQuery): Promise<AuthorsResponse> {
    const rows = await this.repository.authorsByName(query.Name ?? '', AUTHOR_LIST_LIMIT);
    return {
      AuthorList: rows.map((row) => ({ Id: String(row.id), FirstName: row.first_name, LastName: row.last_name })),
    };
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
      ...bookDetailsOf(row),
      ...ratingSummaryOf(row),
    };
  }

  async allBooks(query: AllBooksQuery): Promise<AllBooksResponse> {
    const { ids, result } = await this.shopPage(query);
    const rows = new Map((await this.repository.shopBooksByIds(ids)).map((row) => [row.id, row]));
    return {
      BooksList: ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toShopBook(row)] : [];
      }),
      Total: result.facets.Total,
      Page: query.Page,
      PageSize: query.PageSize,
      Filters: result.facets.Filters,
    };
  }

  /**
   * The ids of one page of the shop, newest first, by the plan its exact counts choose (the
   * shop's cards, and the OPDS feeds of a genre or an author, read the same indexes), with the
   * result's facets and total.
   */
  async shopPage(
    query: Pick<AllBooksQuery, 'GenerIds' | 'AuthorIds' | 'MinPrice' | 'MaxPrice' | 'Page' | 'PageSize'> &
      Partial<Pick<AllBooksQuery, 'Languages'>>,
  ): Promise<{ ids: number[]; result: ShopResult }> {
    const filters = toShopFilters(query);
    const result = await this.catalogCache.part(catalogCacheKeys.shopFacets<ShopResult>(filters), () =>
      this.buildShopResult(filters),
    );
    const offset = (query.Page - 1) * query.PageSize;
    const ids =
      offset < result.facets.Total
        ? await this.repository.shopPageIds(
            filters,
            chooseShopPlan(result.size, offset, query.PageSize),
            offset,
            query.PageSize,
          )
        : [];
    return { ids, result };
  }

  /** The author lookup: authors by name prefix, alphabetically, counted as the author facet counts. */
  async lookupAuthors(query: AuthorLookupQuery): Promise<AuthorLookupResponse> {
    const filters = toShopFilters(query);
    const ids = await this.repository.authorsByNamePrefix(query.Name, SHOP_TOP_AUTHORS);
    return { Authors: await this.facetsOf(ids, await this.authorCounts(ids, filters)) };
  }

  /** Author facets of ids, in their order, with their counts (0 when absent); ids of non-authors give none. */
  private async facetsOf(ids: number[], counts: Map<number, number>): Promise<AuthorFacet[]> {
    const names = new Map((await this.repository.authorNames(ids)).map((row) => [row.id, fullName(row)]));
    return ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ AuthorName: name, AuthorId: String(id), Count: counts.get(id) ?? 0 }];
    });
  }

  private async buildShopResult(filters: ShopFilters): Promise<ShopResult> {
    const [genres, range, genreCounts, authors, languageCounts] = await Promise.all([
      this.repository.genres(),
      this.repository.priceRange(),
      this.genreCounts(filters),
      this.authorFacets(filters),
      this.repository.languageCounts(filters),
    ]);
    // Genre counts apply every filter but the genre one, so the total is their sum over the
    // selected genres.
    const selected = filters.genreIds ?? [...genreCounts.matching.keys()];
    const total = selected.reduce((sum, id) => sum + (genreCounts.matching.get(id) ?? 0), 0);
    return {
      size: { scope: genreCounts.scope, matching: total },
      facets: {
        Total: total,
        Filters: {
          Geners: genres.map((genre): GenreFacet => ({
            GenerName: genre.name,
            GenerId: String(genre.id),
            Count: genreCounts.matching.get(genre.id) ?? 0,
          })),
          Authors: authors,
          PriceRange: {
            MinPrice: paiseToRupees(Number(range.min ?? 0)),
            MaxPrice: paiseToRupees(Number(range.max ?? 0)),
          },
          LanguageList: languageFacets(languageCounts, filters.languages ?? []),
        },
      },
    };
  }

  /**
   * Per genre, the books matching every filter but the genre one, and the scope a newest-first
   * walk reads (one genre's books through its index, else every public book). Without an author
   * filter both come from the price summary (the language summary with a language filter); with
   * one, from the authors' books.
   */
  private async genreCounts(filters: ShopFilters): Promise<{ matching: Map<number, number>; scope: number }> {
    if (filters.authorIds) {
      const counts = await this.repository.genreCountsOfAuthors({ ...filters, authorIds: filters.authorIds });
      // The author index serves every page: no plan to choose, so the scope is moot.
      return { matching: new Map(counts.map((row) => [row.genre_id, row.count])), scope: 0 };
    }
    const sizes = await this.repository.genreSizes(filters);
    const oneGenre = filters.genreIds?.length === 1 ? filters.genreIds[0] : undefined;
    return {
      matching: new Map(sizes.map((row) => [row.genre_id, row.matching])),
      scope: sizes
        .filter((row) => oneGenre === undefined || row.genre_id === oneGenre)
        .reduce((sum, row) => sum + row.all, 0),
    };
  }

  /**
   * The author facet: the SHOP_TOP_AUTHORS authors with the most books matching the genre and price
   * filters, most first, and every ticked author (at 0 too, so its box stays visible). Candidates
   * come from the summaries' top authors of each selected genre (all genres when none is), or with a
   * language filter of each selected language, whatever the genres; see src/docs/decisions/014 for
   * what that means with several genres or a price range (a language with genres is alike).
   */
  private async authorFacets(filters: ShopFilters): Promise<AuthorFacet[]> {
    const { genreIds, languages } = filters;
    const tops = languages
      ? await Promise.all(languages.map((language) => this.repository.topAuthorsOfLanguage(language, SHOP_TOP_AUTHORS)))
      : genreIds === undefined
        ? [await this.repository.topAuthors(undefined, SHOP_TOP_AUTHORS)]
        : await Promise.all(genreIds.map((id) => this.repository.topAuthors(id, SHOP_TOP_AUTHORS)));
    const candidates = [...new Set(tops.flat().map((row) => row.author_id))];
    const ticked = filters.authorIds ?? [];
    const counts = await this.authorCounts([...new Set([...candidates, ...ticked])], filters);
    const countOf = (id: number) => counts.get(id) ?? 0;
    const top = candidates
      .filter((id) => countOf(id) > 0)
      .sort((a, b) => countOf(b) - countOf(a) || a - b)
      .slice(0, SHOP_TOP_AUTHORS);
    return (await this.facetsOf([...new Set([...top, ...ticked])], counts)).sort(
      (a, b) => b.Count - a.Count || byName(a.AuthorName, b.AuthorName) || Number(a.AuthorId) - Number(b.AuthorId),
    );
  }

  /**
   * Books of each author matching the genre, language and price filters: from the summaries when
   * there is no price or language filter, else counted in the author index (authors' books are few).
   */
  private authorCounts(authorIds: number[], filters: ShopFilters): Promise<Map<number, number>> {
    const priced = filters.minSalePaise !== undefined || filters.maxSalePaise !== undefined;
    return priced || filters.languages
      ? this.repository.authorCountsInBooks(authorIds, filters)
      : this.repository.authorCountsInGenres(authorIds, filters.genreIds);
  }
}
