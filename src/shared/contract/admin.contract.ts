/**
 * The admin contract: the book upload of the Add Book wizard, the Add Author
 * modal, the review of Author Program applications, and book management. Every schema is strict:
 * an unknown field is a mistake to report, not something to ignore.
 *
 * The upload is multipart/form-data, so its text fields arrive as strings: flags are 'true' or
 * 'false', numbers are decimal text. Book management is JSON, so there they are booleans and numbers;
 * both share the rules below (price, discount, dates) through the same field schemas.
 */
import { z } from 'zod';
import {
  BOOK_FORMATS,
  bookDetailMessages,
  isPublishedDate,
  normalizeLanguageTag,
  PUBLISHER_MAX_LENGTH,
} from '../book-details';
import { BOOK_TYPE, NAME_MAX_LENGTH, PRODUCT_NAME } from '../constants';
import { normalizeIsbn } from '../isbn';
import { messages } from '../messages';
import { BASIS_POINTS } from '../money';
import { countryCodeSchema, descriptionSchema, emailSchema, nameSchema, phoneNumberSchema } from './accounts.contract';
import { bookGstRateSchema, gstRateSchema } from './store-settings.contract';

// ---------- Limits ----------

/** A book title may be longer than a person's name. */
export const BOOK_NAME_MAX_LENGTH = 200;
/** The dearest price accepted, in rupees (the database refuses more than 10^9 paise). */
export const MAX_BOOK_PRICE_RUPEES = 10_000_000;
/** Default upload limits in MB; the server reads its own from UPLOAD_MAX_*_MB. */
export const DEFAULT_UPLOAD_LIMITS_MB = { BookContent: 100, BookPreview: 20, BookImage: 5 } as const;
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

// ---------- Field names ----------

/** The spec's Is{product}Original: 'IsPustakaOriginal'. */
export const ORIGINAL_FLAG_FIELD = `Is${PRODUCT_NAME}Original` as const;

/** Every yes/no of a book, in the wizard's order. All default to false. */
export const BOOK_FLAG_FIELDS = [
  'IsActive',
  'IsApproved',
  ORIGINAL_FLAG_FIELD,
  'IsNewArrival',
  'IsTrending',
  'IsUpcoming',
  'IsHotDeals',
  'IsTopAuthor',
] as const;
export type BookFlagField = (typeof BOOK_FLAG_FIELDS)[number];

/**
 * Flags that come with a date: new arrival until, trending till, upcoming available on, hot deal
 * until. A flag set without its date gets today.
 */
export const BOOK_FLAG_DATES = {
  IsNewArrival: 'NewArrivalDate',
  IsTrending: 'TrendingDate',
  IsUpcoming: 'UpcomingDate',
  IsHotDeals: 'HotDealsDate',
} as const;
export type BookDateField = (typeof BOOK_FLAG_DATES)[keyof typeof BOOK_FLAG_DATES];

/**
 * The upload's three files, sent as multipart file parts (or, as the spec's original client did,
 * as base64 text fields of the same names, optionally prefixed 'data:<type>;base64,').
 * Only BookContent is required: without BookPreview the store makes the sample itself, and an
 * EPUB's own cover image stands in for a missing BookImage.
 */
export const BOOK_UPLOAD_FILE_FIELDS = ['BookImage', 'BookPreview', 'BookContent'] as const;
export type BookUploadFileField = (typeof BOOK_UPLOAD_FILE_FIELDS)[number];

/** What each file must be: an image, or a book (PDF or EPUB). The server checks the bytes, not the name or the declared type. */
export const BOOK_UPLOAD_FILE_KINDS: Record<BookUploadFileField, 'image' | 'book'> = {
  BookImage: 'image',
  BookPreview: 'book',
  BookContent: 'book',
};

/** The media types of a book file, for an <input accept> and the browser's first check. */
export const BOOK_FILE_TYPES = { PDF: 'application/pdf', EPUB: 'application/epub+zip' } as const;

/** Cover formats accepted (SVG never: it can carry script). For an <input accept>. */
export const COVER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

// ---------- Field schemas ----------

const tooLong = (max: number) => `Must be at most ${max} characters.`;

/** An API id (a book's, an author's, a genre's): never blank, never huge. */
export const adminIdSchema = z
  .string({ error: messages.fieldRequired })
  .trim()
  .min(1, messages.fieldRequired)
  .max(64, tooLong(64));

/** 'YYYY-MM-DD' naming a real calendar day. */
export const isoDateSchema = z
  .string({ error: 'Must be a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Must be a real calendar date.');

/** Rupees with at most two decimals (whole paise); 0 makes the book free (decision 047). */
export const priceRupeesSchema = z
  .number({ error: 'Must be a number.' })
  .finite()
  .min(0, 'Must not be negative.')
  .max(MAX_BOOK_PRICE_RUPEES, `Must be at most ${MAX_BOOK_PRICE_RUPEES}.`)
  .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, 'Must have at most two decimals.');

/** The discount as a fraction (0.15 for 15%) from 0 to below 1, in whole basis points. */
export const discountFractionSchema = z
  .number({ error: 'Must be a number.' })
  .finite()
  .min(0, 'Must not be negative.')
  .lt(1, 'Must be a fraction below 1 (0.15 for 15%).')
  .refine((fraction) => {
    const basisPoints = fraction * BASIS_POINTS;
    return Math.abs(basisPoints - Math.round(basisPoints)) < 1e-6 && Math.round(basisPoints) < BASIS_POINTS;
  }, 'Must have at most four decimals and stay below 1.');

/** Decimal text from a form ('199', '199.50', '0.15') as a number; '', '1e3' or ' ' are refused. */
const decimalText = z
  .string({ error: 'Must be a number.' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,12})?$/, 'Must be a number.')
  .transform(Number);

/** A form flag: 'true' or 'false', absent meaning false (every flag defaults to off). */
const formFlag = z
  .enum(['true', 'false'], { error: "Must be 'true' or 'false'." })
  .default('false')
  .transform((value) => value === 'true');

/** A form date: absent or empty means "not given" (the server fills in today where a flag needs it). */
const formDate = z
  .union([z.literal('').transform(() => undefined), isoDateSchema], { error: 'Must be a date as YYYY-MM-DD.' })
  .optional();

/** The same field object for any per-field schema: one list of names serves upload and update. */
function flagShape<T extends z.ZodType>(schema: T) {
  return {
    IsActive: schema,
    IsApproved: schema,
    [ORIGINAL_FLAG_FIELD]: schema,
    IsNewArrival: schema,
    IsTrending: schema,
    IsUpcoming: schema,
    IsHotDeals: schema,
    IsTopAuthor: schema,
  } as { [K in BookFlagField]: T };
}

function dateShape<T extends z.ZodType>(schema: T) {
  return { NewArrivalDate: schema, TrendingDate: schema, UpcomingDate: schema, HotDealsDate: schema } as {
    [K in BookDateField]: T;
  };
}

const informationalText = z
  .string({ error: messages.invalidRequest })
  .trim()
  .max(BOOK_NAME_MAX_LENGTH, tooLong(BOOK_NAME_MAX_LENGTH))
  .optional();

// ---------- Book details (ISBN, publisher, date, language) ----------

/** Composed (NFC), as the search index and its queries expect (shared/search-words.ts). */
export const bookTitleSchema = z
  .string({ error: messages.fieldRequired })
  .trim()
  .normalize('NFC')
  .min(1, messages.fieldRequired)
  .max(BOOK_NAME_MAX_LENGTH, tooLong(BOOK_NAME_MAX_LENGTH));

/** An ISBN-10 or ISBN-13 with a right check digit, kept as its 13 digits. */
export const isbnSchema = z.string({ error: bookDetailMessages.invalidIsbn }).transform((text, ctx) => {
  const isbn = normalizeIsbn(text);
  if (isbn === undefined) ctx.addIssue({ code: 'custom', message: bookDetailMessages.invalidIsbn });
  return isbn ?? '';
});

export const publisherSchema = z
  .string({ error: messages.invalidRequest })
  .trim()
  .min(1, messages.fieldRequired)
  .max(PUBLISHER_MAX_LENGTH, tooLong(PUBLISHER_MAX_LENGTH));

export const publishedDateSchema = z
  .string({ error: bookDetailMessages.invalidPublishedDate })
  .trim()
  .refine(isPublishedDate, bookDetailMessages.invalidPublishedDate);

export const languageTagSchema = z.string({ error: bookDetailMessages.invalidLanguage }).transform((text, ctx) => {
  const tag = normalizeLanguageTag(text);
  if (tag === undefined) ctx.addIssue({ code: 'custom', message: bookDetailMessages.invalidLanguage });
  return tag ?? '';
});

/**
 * A form's optional text: absent or blank means "not given" (an EPUB's own detail, or none); any
 * other text must pass `schema`, whose own message says what is wrong.
 */
const optionalFormText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** The details an upload may carry and updateBook may change; an EPUB supplies any the admin leaves out. */
const bookDetailsFormShape = {
  Isbn: optionalFormText(isbnSchema),
  Publisher: optionalFormText(publisherSchema),
  PublishedDate: optionalFormText(publishedDateSchema),
  Language: optionalFormText(languageTagSchema),
};

// ---------- Requests ----------

/**
 * POST /api/addBook (admins, multipart/form-data): the text fields of the upload form.
 * The files are not in here (see BOOK_UPLOAD_FILE_FIELDS). AuthorName and Gener are informational:
 * the server goes by AuthorId and GenerId, which must name an existing author and genre.
 */
export const bookUploadFieldsSchema = z
  .object({
    /** When sent, must be the caller's own id. */
    UserId: informationalText,
    /** Title, description and author may be left out for an EPUB that names them (else 400, naming the field). */
    BookName: optionalFormText(bookTitleSchema),
    BookDescription: optionalFormText(descriptionSchema),
    AuthorId: optionalFormText(adminIdSchema),
    /** Without AuthorId: the author whose full name this is (else the EPUB's dc:creator) is the book's. */
    AuthorName: informationalText,
    Price: decimalText.pipe(priceRupeesSchema),
    Discount: decimalText.pipe(discountFractionSchema).default(0),
    GenerId: adminIdSchema,
    Gener: informationalText,
    BookType: z.literal(BOOK_TYPE, { error: `Must be ${BOOK_TYPE}.` }).optional(),
    ...bookDetailsFormShape,
    /** The book's own GST rate in percent; absent or blank: the store's rate. */
    GstRate: optionalFormText(decimalText.pipe(gstRateSchema)),
    /** The day in India the book goes on sale; absent or blank: on sale now (decision 046). */
    AvailableOn: formDate,
    ...flagShape(formFlag),
    ...dateShape(formDate),
  })
  .strict();
/** What a client puts into the FormData (every value a string). */
export type BookUploadFieldsInput = z.input<typeof bookUploadFieldsSchema>;
export type BookUploadFields = z.output<typeof bookUploadFieldsSchema>;

/** POST /api/addAuthor (admins): the Add Author modal. Every field is required; about at most 500. */
export const addAuthorRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    countryCode: countryCodeSchema,
    phoneNumber: phoneNumberSchema,
    email: emailSchema,
    about: descriptionSchema,
  })
  .strict();
export type AddAuthorRequest = z.infer<typeof addAuthorRequestSchema>;

const pagingShape = {
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
};

/** Review states of an Author Program application. */
export const AUTHOR_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AuthorApplicationStatus = (typeof AUTHOR_APPLICATION_STATUSES)[number];

/** GET /api/getAuthorApplications?Status=&Page=&PageSize= (admins): newest first, all states by default. */
export const authorApplicationsQuerySchema = z
  .object({ Status: z.enum(AUTHOR_APPLICATION_STATUSES).optional(), ...pagingShape })
  .strict();
export type AuthorApplicationsQueryInput = z.input<typeof authorApplicationsQuerySchema>;
export type AuthorApplicationsQuery = z.output<typeof authorApplicationsQuerySchema>;

/** POST /api/approveAuthorApplication and /api/rejectAuthorApplication (admins). */
export const authorApplicationDecisionSchema = z.object({ Id: adminIdSchema }).strict();
export type AuthorApplicationDecision = z.infer<typeof authorApplicationDecisionSchema>;

/** GET /api/getAdminBooks?q=&Page=&PageSize= (admins): every book, hidden ones included. */
export const adminBooksQuerySchema = z
  .object({ q: z.string().trim().max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)).optional(), ...pagingShape })
  .strict();
export type AdminBooksQueryInput = z.input<typeof adminBooksQuerySchema>;
export type AdminBooksQuery = z.output<typeof adminBooksQuerySchema>;

/**
 * POST /api/updateBook (admins, JSON): a partial update; only the fields sent change. Turning a
 * dated flag on without a date (and with none stored) sets today.
 */
export const updateBookRequestSchema = z
  .object({
    Id: adminIdSchema,
    Price: priceRupeesSchema.optional(),
    Discount: discountFractionSchema.optional(),
    ...flagShape(z.boolean({ error: 'Must be true or false.' }).optional()),
    ...dateShape(isoDateSchema.optional()),
    /** A detail set to null is removed (the book then shows none). */
    Isbn: isbnSchema.nullable().optional(),
    Publisher: publisherSchema.nullable().optional(),
    PublishedDate: publishedDateSchema.nullable().optional(),
    Language: languageTagSchema.nullable().optional(),
    /** The book's own GST rate in percent; null: back to the store's rate. */
    GstRate: bookGstRateSchema.optional(),
    /** The day in India the book goes on sale; null: on sale now (decision 046). */
    AvailableOn: isoDateSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'Id'), { message: 'Send at least one field to change.' });
export type UpdateBookRequest = z.infer<typeof updateBookRequestSchema>;

// ---------- Responses ----------

// The {Message} field is spelled out rather than extended from error.contract's schema: nothing
// the SPA's first page loads may use that schema (see there).

/** addBook, addAuthor and approveAuthorApplication: a text to show and the new row's id. */
export const createdResponseSchema = z.object({ Message: z.string(), Id: z.string() }).meta({ id: 'Created' });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

const pageShape = { Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int() };

export const authorApplicationItemSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Email: z.string(),
  CountryCode: z.string(),
  PhoneNumber: z.string(),
  Description: z.string(),
  Status: z.enum(AUTHOR_APPLICATION_STATUSES),
  /** ISO-8601 timestamp. */
  CreatedAt: z.string(),
});
export type AuthorApplicationItem = z.infer<typeof authorApplicationItemSchema>;

export const authorApplicationsResponseSchema = z.object({
  AuthorApplicationsList: z.array(authorApplicationItemSchema),
  ...pageShape,
});
export type AuthorApplicationsResponse = z.infer<typeof authorApplicationsResponseSchema>;

const nullableDate = z.string().nullable();

/** A book as the admin sees it: every flag and date, whether or not shoppers can see it. */
export const adminBookSchema = z
  .object({
    Id: z.string(),
    CoverImage: z.string(),
    BookName: z.string(),
    BookDescription: z.string(),
    AuthorId: z.string(),
    AuthorName: z.string(),
    GenerId: z.string(),
    Gener: z.string(),
    /** Rupees. */
    Price: z.number(),
    /** Fraction. */
    Discount: z.number(),
    BookType: z.string(),
    Format: z.enum(BOOK_FORMATS),
    Isbn: z.string().nullable(),
    Publisher: z.string().nullable(),
    PublishedDate: z.string().nullable(),
    Language: z.string().nullable(),
    /** Pages of the full book, when known (a PDF). */
    PageCount: z.number().int().nullable(),
    /** Words of the full book (an EPUB). */
    WordCount: z.number().int().nullable(),
    /** The book's own GST rate in percent; null: the store's rate applies. */
    GstRate: z.number().nullable(),
    /** 'YYYY-MM-DD', the day in India it goes on sale; null: on sale now. */
    AvailableOn: nullableDate,
    /** Whether the sample was uploaded (false: the store made it from the book). */
    PreviewUploaded: z.boolean(),
    /** ISO-8601 timestamp of the upload. */
    CreatedAt: z.string(),
    ...flagShape(z.boolean()),
    ...dateShape(nullableDate),
  })
  .meta({ id: 'AdminBook' });
export type AdminBook = z.infer<typeof adminBookSchema>;

export const adminBooksResponseSchema = z.object({ AdminBooksList: z.array(adminBookSchema), ...pageShape });
export type AdminBooksResponse = z.infer<typeof adminBooksResponseSchema>;

/** updateBook: a text to show and the book as it now is. */
export const updateBookResponseSchema = z.object({ Message: z.string(), Book: adminBookSchema });
export type UpdateBookResponse = z.infer<typeof updateBookResponseSchema>;

/**
 * 202 of inspectBookFile: what the file says of itself, for the wizard to fill its empty fields.
 * Nothing is stored. Every detail is null when the file does not hold it.
 */
export const bookFileDetailsSchema = z
  .object({
    Format: z.enum(BOOK_FORMATS),
    Title: z.string().nullable(),
    /** The first author the file names, and the store's author of that name when there is one. */
    AuthorName: z.string().nullable(),
    AuthorId: z.string().nullable(),
    Description: z.string().nullable(),
    Isbn: z.string().nullable(),
    Publisher: z.string().nullable(),
    PublishedDate: z.string().nullable(),
    Language: z.string().nullable(),
    PageCount: z.number().int().nullable(),
    WordCount: z.number().int().nullable(),
    /** A small rendering of the file's own cover (a data: URL), shown until the admin picks another. */
    CoverImage: z.string().nullable(),
  })
  .meta({ id: 'BookFileDetails' });
export type BookFileDetails = z.infer<typeof bookFileDetailsSchema>;
