/**
 * The catalog contract: public list endpoints of spec section 7 with the list and field names of
 * spec section 3. Zod schemas validate requests on the server; inferred types type both sides.
 */
import { z } from 'zod';
import { SHOP_MAX_PAGE_SIZE, SHOP_PAGE_SIZE } from '../constants';

// ---------- Response shapes ----------

export interface Banner {
  CoverImage: string;
  Title: string;
  Heading: string;
  SubTitle: string;
  Description: string;
}

/** Best sellers, special offers and new arrivals share this card shape. */
export interface BookCardItem {
  Id: string;
  CoverImage: string;
  Title: string;
  Gener: string;
  Price: number;
  Discount: number;
}

/** Popular (trending) and upcoming scrollers show covers only. */
export interface CoverItem {
  Id: string;
  CoverImage: string;
}

export interface StatsEntry {
  Customers: number;
  Books: number;
  Authors: number;
}

export interface ShopBook {
  Id: string;
  BooksImage: string;
  BookName: string;
  Gener: string;
  GenerId: string;
  AuthorName: string;
  AuthorId: string;
  Price: number;
  Discount: number;
}

export interface BookDetail {
  Id: string;
  CoverImage: string;
  Title: string;
  Description: string;
  AuthorName: string;
  AuthorId: string;
  Price: number;
  Discount: number;
  Gener: string;
  GenerId: string;
}

export interface GenreListItem {
  Id: string;
  GenerName: string;
}

export interface AuthorListItem {
  Id: string;
  FirstName: string;
  LastName: string;
}

/** Sidebar facets: each count is of the books that match every other active filter. */
export interface GenreFacet {
  GenerName: string;
  GenerId: string;
  Count: number;
}

export interface AuthorFacet {
  AuthorName: string;
  AuthorId: string;
  Count: number;
}

export interface PriceRange {
  MinPrice: number;
  MaxPrice: number;
}

export interface BannersResponse { BannersList: Banner[] }
export interface BestSellersResponse { BestSellersList: BookCardItem[] }
export interface PopularBooksResponse { PopularBooksList: CoverItem[] }
export interface UpcomingBooksResponse { UpcomingList: CoverItem[] }
/** The original API could answer null here; clients treat null as empty. */
export interface SpecialOffersResponse { SpecialOffers: BookCardItem[] | null }
export interface StatsResponse { Stats: StatsEntry[] }
export interface NewArrivalBooksResponse { NewArrivalBooksList: BookCardItem[] | null }
export interface GenresResponse { GenerList: GenreListItem[] }
export interface AuthorsResponse { AuthorList: AuthorListItem[] }

export interface AllBooksResponse {
  BooksList: ShopBook[];
  /** Number of books matching the filters (all pages). */
  Total: number;
  Page: number;
  PageSize: number;
  Filters: {
    Geners: GenreFacet[];
    Authors: AuthorFacet[];
    /** Cheapest and dearest public book (after discount), so the slider keeps its bounds. */
    PriceRange: PriceRange;
  };
}

// ---------- Requests ----------

const idList = z
  .string()
  .max(2000)
  .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, 'must be a comma-separated list of ids')
  .transform((value) => value.split(','));

const rupees = z.coerce
  .number({ message: 'must be a number' })
  .finite()
  .min(0, 'must not be negative')
  .max(10_000_000, 'is too large');

/**
 * getAllBooks query. Every parameter is optional: with none, the first page of everything.
 * Prices are rupees and filter on the discounted price the shopper sees.
 */
export const allBooksQuerySchema = z
  .object({
    GenerIds: idList.optional(),
    AuthorIds: idList.optional(),
    MinPrice: rupees.optional(),
    MaxPrice: rupees.optional(),
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(SHOP_MAX_PAGE_SIZE).default(SHOP_PAGE_SIZE),
  })
  .strict()
  .refine((q) => q.MinPrice === undefined || q.MaxPrice === undefined || q.MinPrice <= q.MaxPrice, {
    message: 'MinPrice must not exceed MaxPrice',
  });

export type AllBooksQueryInput = z.input<typeof allBooksQuerySchema>;
export type AllBooksQuery = z.output<typeof allBooksQuerySchema>;

/** getBookById query: any string is accepted here; an id that matches no public book is a 404. */
export const bookByIdQuerySchema = z.object({ Id: z.string().max(200) }).strict();
export type BookByIdQuery = z.infer<typeof bookByIdQuerySchema>;

/** The home and list endpoints take no parameters (unknown ones, such as cache busters, are ignored). */
export const noQuerySchema = z.object({});
