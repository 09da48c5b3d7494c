import type {
  AllBooksResponse,
  AuthorFacet,
  AuthorLookupResponse,
  Banner,
  BookCardItem,
  BookDetail,
  CoverItem,
  ShopBook,
  StatsEntry,
} from '../../shared/contract/catalog.contract';
import type { ReviewsResponse } from '../../shared/contract/reviews.contract';
import type { LoginResponse } from '../../shared/contract/accounts.contract';
import type { SearchResponse } from '../../shared/contract/search.contract';
import { searchWords, wordsOf } from '../../shared/search-words';
import type { LibraryBook } from '../../shared/contract/library.contract';
import type { AuthorBook } from '../../shared/contract/authors.contract';
import type { StoreSettings } from '../../shared/contract/store-settings.contract';

/** Small, realistic catalog data typed with the shared contract. */
export const banners: Banner[] = [
  {
    CoverImage: '/media/covers/monsoon.svg',
    Title: 'Monsoon Sale',
    Heading: 'Up to 40% off bestsellers',
    SubTitle: 'Stories for rainy evenings',
    Description: 'Hand-picked fiction and non-fiction at monsoon prices, this week only.',
  },
  {
    CoverImage: '/media/covers/originals.svg',
    Title: 'Pustaka Originals',
    Heading: 'Read what nobody else has',
    SubTitle: 'Exclusive to our store',
    Description: 'New voices from across India, published first with us.',
  },
];

export const bestSellers: BookCardItem[] = [
  {
    Id: '1',
    CoverImage: '/media/covers/1.svg',
    Title: 'The River Remembers',
    Gener: 'Drama',
    Price: 499,
    Discount: 0.2,
    AverageRating: null,
    RatingCount: 0,
  },
  {
    Id: '2',
    CoverImage: '/media/covers/2.svg',
    Title: 'Midnight in Malabar',
    Gener: 'Crime',
    Price: 350,
    Discount: 0.1,
    AverageRating: null,
    RatingCount: 0,
  },
];

export const popularBooks: CoverItem[] = [
  { Id: '3', CoverImage: '/media/covers/3.svg' },
  { Id: '4', CoverImage: '/media/covers/4.svg' },
];

export const upcomingBooks: CoverItem[] = [{ Id: '5', CoverImage: '/media/covers/5.svg' }];

export const specialOffers: BookCardItem[] = [
  {
    Id: '6',
    CoverImage: '/media/covers/6.svg',
    Title: 'The Extraordinary Voyages of Captain Meera',
    Gener: 'Adventure',
    Price: 299.5,
    Discount: 0.15,
    AverageRating: null,
    RatingCount: 0,
  },
  {
    Id: '7',
    CoverImage: '/media/covers/7.svg',
    Title: 'Short Tale',
    Gener: 'Comedy',
    Price: 120,
    Discount: 0,
    AverageRating: null,
    RatingCount: 0,
  },
];

export const stats: StatsEntry[] = [{ Customers: 12500, Books: 840, Authors: 96 }];

export const newArrivals: BookCardItem[] = [
  {
    Id: '8',
    CoverImage: '/media/covers/8.svg',
    Title: 'A Thousand Lanterns Over Varanasi',
    Gener: 'Fantasy',
    Price: 450,
    Discount: 0.25,
    AverageRating: 4.3,
    RatingCount: 3,
  },
];

export const bookDetails: Record<string, BookDetail> = {
  '1': {
    Id: '1',
    CoverImage: '/media/covers/1.svg',
    Title: 'The River Remembers',
    Description: 'Three generations of a family on the banks of the Kaveri.',
    AuthorName: 'Anita Rao',
    AuthorId: '11',
    Price: 499,
    Discount: 0.2,
    Gener: 'Drama',
    GenerId: '1',
    Format: 'EPUB',
    Isbn: '9788175257665',
    Publisher: 'Kaveri Books',
    PublishedDate: '2019-05-12',
    Language: 'en',
    PageCount: null,
    WordCount: 84200,
    GstRate: null,
    AvailableOn: null,
    AverageRating: null,
    RatingCount: 0,
  },
  '2': {
    Id: '2',
    CoverImage: '/media/covers/2.svg',
    Title: 'Midnight in Malabar',
    Description: 'A detective story set in the spice ports of Kerala.',
    AuthorName: 'Vikram Menon',
    AuthorId: '12',
    Price: 350,
    Discount: 0.1,
    Gener: 'Crime',
    GenerId: '2',
    // A book that carries none of the optional details.
    Format: 'PDF',
    Isbn: null,
    Publisher: null,
    PublishedDate: null,
    Language: null,
    PageCount: 12,
    WordCount: null,
    GstRate: null,
    AvailableOn: null,
    AverageRating: null,
    RatingCount: 0,
  },
};

export const shopBooks: ShopBook[] = [
  {
    Id: '1',
    BooksImage: '/media/covers/1.svg',
    BookName: 'The River Remembers',
    Gener: 'Drama',
    GenerId: '1',
    AuthorName: 'Anita Rao',
    AuthorId: '11',
    Price: 499,
    Discount: 0.2,
    AverageRating: null,
    RatingCount: 0,
  },
  {
    Id: '2',
    BooksImage: '/media/covers/2.svg',
    BookName: 'Midnight in Malabar',
    Gener: 'Crime',
    GenerId: '2',
    AuthorName: 'Vikram Menon',
    AuthorId: '12',
    Price: 350,
    Discount: 0.1,
    AverageRating: null,
    RatingCount: 0,
  },
  {
    Id: '9',
    BooksImage: '/media/covers/9.svg',
    BookName: 'Laughing Gas',
    Gener: 'Comedy',
    GenerId: '3',
    AuthorName: 'Anita Rao',
    AuthorId: '11',
    Price: 150,
    Discount: 0,
    AverageRating: null,
    RatingCount: 0,
  },
];

export const shopFilters: AllBooksResponse['Filters'] = {
  Geners: [
    { GenerName: 'Drama', GenerId: '1', Count: 1 },
    { GenerName: 'Crime', GenerId: '2', Count: 1 },
    { GenerName: 'Comedy', GenerId: '3', Count: 1 },
  ],
  Authors: [
    { AuthorName: 'Anita Rao', AuthorId: '11', Count: 2 },
    { AuthorName: 'Vikram Menon', AuthorId: '12', Count: 1 },
  ],
  PriceRange: { MinPrice: 150, MaxPrice: 399.2 },
  LanguageList: [{ Language: 'en', Count: 3, Checked: false }],
};

/** A getAllBooks answer for the given books (page 1 unless told). */
export function allBooks(books: ShopBook[], extra: Partial<AllBooksResponse> = {}): AllBooksResponse {
  return { BooksList: books, Total: books.length, Page: 1, PageSize: 24, Filters: shopFilters, ...extra };
}

/**
 * Every author the author lookup knows, alphabetically, with their books' count under no filter:
 * the shop's two (the facet's top authors) and three more the facet leaves out.
 */
export const lookupAuthors: AuthorFacet[] = [
  { AuthorName: 'Anita Rao', AuthorId: '11', Count: 2 },
  { AuthorName: 'Meera Raghavan', AuthorId: '14', Count: 0 },
  { AuthorName: 'Ravi Shankar', AuthorId: '13', Count: 1234 },
  { AuthorName: 'Sunil Rathore', AuthorId: '15', Count: 7 },
  { AuthorName: 'Vikram Menon', AuthorId: '12', Count: 1 },
];

/** A searchAuthors answer: the authors whose first or last name starts with `name` (case ignored). */
export function searchAuthors(name: string, authors: AuthorFacet[] = lookupAuthors): AuthorLookupResponse {
  const prefix = name.trim().toLowerCase();
  return {
    Authors: prefix
      ? authors.filter((author) =>
          author.AuthorName.toLowerCase()
            .split(' ')
            .some((part) => part.startsWith(prefix)),
        )
      : [],
  };
}

/** A searchBooks answer over the shop books: every word of q starts a word of the title or author. */
export function searchBooks(q: string, books: ShopBook[] = shopBooks): SearchResponse {
  const words = searchWords(q);
  const found = words.length
    ? books.filter((book) =>
        words.every((word) => wordsOf(`${book.BookName} ${book.AuthorName}`).some((w) => w.startsWith(word))),
      )
    : [];
  return { SearchList: found, Total: found.length };
}

/** A login answer (capitalised fields, as the API sends them). */
export const loginResponse: LoginResponse = {
  CountryCode: '+91',
  Description: '',
  Email: 'asha@example.com',
  EmailConfirmed: false,
  FirstName: 'Asha',
  ImageURL: '',
  LastName: 'Verma',
  NoOfBooks: 0,
  PhoneNumber: '9876543210',
  Token: 'token-asha-123',
  UserId: 'u-asha',
  UserType: 'User',
  Language: null,
};

/** A library row for a shop book: bought on 1 June 2024, not opened yet unless told. */
export function libraryBook(book: ShopBook, extra: Partial<LibraryBook> = {}): LibraryBook {
  return {
    ...book,
    PurchasedAt: '2024-06-01T10:00:00.000Z',
    LastPage: null,
    PageCount: 12,
    Format: 'PDF',
    Progression: null,
    ...extra,
  };
}

/** An author's own books (My Books), newest first: one of each status. */
export const authorBooks: AuthorBook[] = [
  {
    Id: '21',
    CoverImage: '/media/covers/21.svg',
    BookName: 'Tea Gardens at Dawn',
    Gener: 'Drama',
    Price: 250,
    Discount: 0,
    Status: 'Awaiting approval',
    CopiesSold: 0,
    CreatedAt: '2024-07-02T09:00:00.000Z',
  },
  {
    Id: '20',
    CoverImage: '/media/covers/20.svg',
    BookName: 'The Quiet Monsoon',
    Gener: 'Poetry',
    Price: 180,
    Discount: 0,
    Status: 'Hidden',
    CopiesSold: 1,
    CreatedAt: '2024-06-10T09:00:00.000Z',
  },
  {
    Id: '19',
    CoverImage: '/media/covers/19.svg',
    BookName: 'Letters from Kochi',
    Gener: 'Drama',
    Price: 499,
    Discount: 0.2,
    Status: 'Live',
    CopiesSold: 1234,
    CreatedAt: '2024-05-01T09:00:00.000Z',
  },
];

/** A well-formed token of a mailed link (SECRET_TOKEN_PATTERN: 43 base64url characters). */
export const linkToken = 'A'.repeat(21) + '-_' + 'b'.repeat(20);

/** Store settings complete enough for tax invoices (the admin header shows no notice). */
export const completeStoreSettings: StoreSettings = {
  LegalName: 'Pustaka Books Private Limited',
  TradeName: 'Pustaka',
  Gstin: '29AAGCB7383J1Z4',
  Address: '12 MG Road, Bengaluru 560001',
  State: 'Karnataka',
  GstRate: 5,
  Sac: '998431',
  InvoicePrefix: 'PK',
  ExportOfServices: false,
  TaxInvoiceReady: true,
};

/** A book's reviews page with none yet (the default answer of getReviews). */
export function noReviews(bookId: string): ReviewsResponse {
  return {
    BookId: bookId,
    AverageRating: null,
    RatingCount: 0,
    Reviews: [],
    Total: 0,
    Page: 1,
    PageSize: 10,
    Mine: null,
    CanReview: false,
  };
}
