/**
 * The catalog contract: the public list endpoints, with the API's PascalCase field names (e.g.
 * CoverImage, GenerName, MinPrice). Zod schemas validate requests on the server; inferred types
 * type both sides.
 */
import { z } from 'zod';
import { BOOK_FORMATS, normalizeLanguageTag } from '../book-details';
import { AUTHOR_LOOKUP_MAX_LENGTH, SHOP_MAX_DEPTH, SHOP_MAX_PAGE_SIZE, SHOP_PAGE_SIZE } from '../constants';
import { formatCount } from '../messages';

/** Ids are opaque strings in the API, whatever the database keys them by. */
export const idSchema = z.string();

/**
 * A book's rating from its readers' visible reviews (decision 042): the mean to one decimal, null
 * while it has none, and how many there are. Cards show stars only when RatingCount > 0.
 */
const ratingFields = {
  AverageRating: z.number().min(1).max(5).nullable(),
  RatingCount: z.number().int().min(0),
};

// ---------- Response shapes ----------

export const bannerSchema = z.object({
  CoverImage: z.string(),
  Title: z.string(),
  Heading: z.string(),
  SubTitle: z.string(),
  Description: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Best sellers, special offers and new arrivals share this card shape. */
export const bookCardItemSchema = z
  .object({
    Id: idSchema,
    CoverImage: z.string(),
    Title: z.string(),
    Gener: z.string(),
    Price: z.number(),
    Discount: z.number(),
    ...ratingFields,
  })
  .meta({ id: 'BookCard' });
export type BookCardItem = z.infer<typeof bookCardItemSchema>;

/** Popular (trending) and upcoming scrollers show covers only. */
export const coverItemSchema = z.object({ Id: idSchema, CoverImage: z.string() });
export type CoverItem = z.infer<typeof coverItemSchema>;

export const statsEntrySchema = z.object({
  Customers: z.number().int(),
  Books: z.number().int(),
  Authors: z.number().int(),
});
export type StatsEntry = z.infer<typeof statsEntrySchema>;

export const shopBookSchema = z
  .object({
    Id: idSchema,
    BooksImage: z.string(),
    BookName: z.string(),
    Gener: z.string(),
    GenerId: idSchema,
    AuthorName: z.string(),
    AuthorId: idSchema,
    Price: z.number(),
    Discount: z.number(),
    ...ratingFields,
  })
  .meta({ id: 'ShopBook' });
export type ShopBook = z.infer<typeof shopBookSchema>;

export const bookDetailSchema = z.object({
  Id: idSchema,
  CoverImage: z.string(),
  Title: z.string(),
  Description: z.string(),
  AuthorName: z.string(),
  AuthorId: idSchema,
  Price: z.number(),
  Discount: z.number(),
  Gener: z.string(),
  GenerId: idSchema,
  /** The full book's file format. */
  Format: z.enum(BOOK_FORMATS),
  /** The 13 digits of the book's ISBN; null when it has none. The details below are null when unknown. */
  Isbn: z.string().nullable(),
  Publisher: z.string().nullable(),
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', as precise as the publisher gave it. */
  PublishedDate: z.string().nullable(),
  /** BCP 47 ('en', 'hi', 'en-IN'). */
  Language: z.string().nullable(),
  /** A PDF's pages. */
  PageCount: z.number().int().nullable(),
  /** An EPUB's words. */
  WordCount: z.number().int().nullable(),
  /** The book's own GST rate in percent; null: the store's rate applies. */
  GstRate: z.number().nullable(),
  /** 'YYYY-MM-DD': the day in India it goes on sale (upcoming until then: shared/release-dates.ts); null: on sale now. */
  AvailableOn: z.string().nullable(),
  ...ratingFields,
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const genreListItemSchema = z.object({ Id: idSchema, GenerName: z.string() });
export type GenreListItem = z.infer<typeof genreListItemSchema>;

export const authorListItemSchema = z.object({ Id: idSchema, FirstName: z.string(), LastName: z.string() });
export type AuthorListItem = z.infer<typeof authorListItemSchema>;

/** Sidebar facets: each count is of the books that match every other active filter. */
export const genreFacetSchema = z.object({ GenerName: z.string(), GenerId: idSchema, Count: z.number().int() });
export type GenreFacet = z.infer<typeof genreFacetSchema>;

export const authorFacetSchema = z.object({ AuthorName: z.string(), AuthorId: idSchema, Count: z.number().int() });
export type AuthorFacet = z.infer<typeof authorFacetSchema>;

/**
 * A language of the shop's books (BCP 47, as books carry it) with its books matching every other
 * active filter; Checked when Languages selects it. Books of unknown language are in no entry.
 */
export const languageFacetSchema = z.object({ Language: z.string(), Count: z.number().int(), Checked: z.boolean() });
export type LanguageFacet = z.infer<typeof languageFacetSchema>;

export const priceRangeSchema = z.object({ MinPrice: z.number(), MaxPrice: z.number() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const bannersResponseSchema = z.object({ BannersList: z.array(bannerSchema) });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;
export const bestSellersResponseSchema = z.object({ BestSellersList: z.array(bookCardItemSchema) });
export type BestSellersResponse = z.infer<typeof bestSellersResponseSchema>;
export const popularBooksResponseSchema = z.object({ PopularBooksList: z.array(coverItemSchema) });
export type PopularBooksResponse = z.infer<typeof popularBooksResponseSchema>;
export const upcomingBooksResponseSchema = z.object({ UpcomingList: z.array(coverItemSchema) });
export type UpcomingBooksResponse = z.infer<typeof upcomingBooksResponseSchema>;
/** The original API could answer null here; clients treat null as empty. */
export const specialOffersResponseSchema = z.object({ SpecialOffers: z.array(bookCardItemSchema).nullable() });
export type SpecialOffersResponse = z.infer<typeof specialOffersResponseSchema>;
export const statsResponseSchema = z.object({ Stats: z.array(statsEntrySchema) });
export type StatsResponse = z.infer<typeof statsResponseSchema>;
export const newArrivalBooksResponseSchema = z.object({ NewArrivalBooksList: z.array(bookCardItemSchema).nullable() });
export type NewArrivalBooksResponse = z.infer<typeof newArrivalBooksResponseSchema>;
export const genresResponseSchema = z.object({ GenerList: z.array(genreListItemSchema) });
export type GenresResponse = z.infer<typeof genresResponseSchema>;
/**
 * getAuthorsList: the admin's author picker. Name (optional) is the start of a first or last name;
 * the answer holds AUTHOR_LIST_LIMIT authors at most, alphabetically (without Name, the first ones).
 * Other parameters (cache busters) are ignored, as on the other lists.
 */
export const authorsQuerySchema = z.object({ Name: z.string().trim().max(AUTHOR_LOOKUP_MAX_LENGTH).optional() });
export type AuthorsQuery = z.infer<typeof authorsQuerySchema>;
export const authorsResponseSchema = z.object({ AuthorList: z.array(authorListItemSchema) });
export type AuthorsResponse = z.infer<typeof authorsResponseSchema>;

export const allBooksResponseSchema = z.object({
  BooksList: z.array(shopBookSchema),
  /** Number of books matching the filters (all pages; paging reaches the first SHOP_MAX_DEPTH). */
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
  Filters: z.object({
    Geners: z.array(genreFacetSchema),
    /**
     * The SHOP_TOP_AUTHORS authors with the most books matching the other filters, most first, plus
     * every ticked author (so its box stays visible); other authors are found with searchAuthors.
     */
    Authors: z.array(authorFacetSchema),
    /** Cheapest and dearest public book (after discount), so the slider keeps its bounds. */
    PriceRange: priceRangeSchema,
    /** Every language with matching books, most books first, plus every ticked one (at 0 too). */
    LanguageList: z.array(languageFacetSchema),
  }),
});
export type AllBooksResponse = z.infer<typeof allBooksResponseSchema>;

// ---------- Requests ----------

const idList = z
  .string()
  .max(2000)
  .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, 'must be a comma-separated list of ids')
  .transform((value) => value.split(','));

/** The most languages one Languages value may name. */
const MAX_LANGUAGES = 20;

/** Languages: comma-separated language codes ('hi,en-IN'), each normalised as books' are. */
const languageList = z
  .string()
  .max(400)
  .transform((value, ctx) => {
    const tags = value.split(',').map((code) => normalizeLanguageTag(code));
    if (tags.length > MAX_LANGUAGES || tags.some((tag) => tag === undefined))
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of at most ${MAX_LANGUAGES} language codes such as 'hi' or 'en-IN'`,
      });
    return tags.filter((tag): tag is string => tag !== undefined);
  });

const rupees = z.coerce
  .number({ message: 'must be a number' })
  .finite()
  .min(0, 'must not be negative')
  .max(10_000_000, 'is too large');

const priceRangeInOrder = (q: { MinPrice?: number; MaxPrice?: number }) =>
  q.MinPrice === undefined || q.MaxPrice === undefined || q.MinPrice <= q.MaxPrice;
const priceRangeOrderMessage = { message: 'MinPrice must not exceed MaxPrice' };

/**
 * getAllBooks query. Every parameter is optional: with none, the first page of everything.
 * Prices are rupees and filter on the discounted price the shopper sees.
 */
export const allBooksQuerySchema = z
  .object({
    GenerIds: idList.optional(),
    AuthorIds: idList.optional(),
    Languages: languageList.optional(),
    MinPrice: rupees.optional(),
    MaxPrice: rupees.optional(),
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(SHOP_MAX_PAGE_SIZE).default(SHOP_PAGE_SIZE),
  })
  .strict()
  .refine(priceRangeInOrder, priceRangeOrderMessage)
  .refine((q) => (q.Page - 1) * q.PageSize < SHOP_MAX_DEPTH, {
    path: ['Page'],
    message: `pages stop at book ${formatCount(SHOP_MAX_DEPTH)}: narrow the filters or search`,
  });

export type AllBooksQueryInput = z.input<typeof allBooksQuerySchema>;
export type AllBooksQuery = z.output<typeof allBooksQuerySchema>;

/**
 * searchAuthors query: authors whose first or last name starts with Name (case and accents
 * ignored), counted over the books matching the shop's other filters, for the author facet's box.
 */
export const authorLookupQuerySchema = z
  .object({
    Name: z.string().trim().min(1, 'must not be empty').max(AUTHOR_LOOKUP_MAX_LENGTH),
    GenerIds: idList.optional(),
    Languages: languageList.optional(),
    MinPrice: rupees.optional(),
    MaxPrice: rupees.optional(),
  })
  .strict()
  .refine(priceRangeInOrder, priceRangeOrderMessage);
export type AuthorLookupQueryInput = z.input<typeof authorLookupQuerySchema>;
export type AuthorLookupQuery = z.output<typeof authorLookupQuerySchema>;

/** Up to SHOP_TOP_AUTHORS authors, alphabetically; Count as in the author facet (may be 0). */
export const authorLookupResponseSchema = z.object({ Authors: z.array(authorFacetSchema) });
export type AuthorLookupResponse = z.infer<typeof authorLookupResponseSchema>;

/** getBookById query: any string is accepted here; an id that matches no public book is a 404. */
export const bookByIdQuerySchema = z.object({ Id: z.string().max(200) }).strict();
export type BookByIdQuery = z.infer<typeof bookByIdQuerySchema>;

/** The home and list endpoints take no parameters (unknown ones, such as cache busters, are ignored). */
export const noQuerySchema = z.object({});
