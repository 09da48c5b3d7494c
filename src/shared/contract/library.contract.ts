/**
 * The library and reader contract: the caller's purchased books, the book files (full book and
 * preview: PDF or EPUB) and the place last read. Every request needs `Authorization: Bearer <token>` except the preview.
 *
 * The book files are not JSON: GET getBookContent?Id= and getBookPreview?Id= answer
 * application/pdf or application/epub+zip, 200 with the whole file or 206 for a single
 * `Range: bytes=a-b | a- | -n` (pdf.js sends those; it takes the token through getDocument's
 * `httpHeaders`, so no token ever goes into a URL).
 * An impossible range answers 416; failures answer {Message} like every other call.
 */
import { z } from 'zod';
import { BOOK_FORMATS } from '../book-details';
import { MAX_READING_PAGE } from '../constants';
import { bookIdFieldSchema, userIdFieldSchema } from './cart.contract';
import { bookByIdQuerySchema, shopBookSchema } from './catalog.contract';
import type { ErrorBody } from './error.contract';

// ---------- Requests ----------

/** GET /api/getLibrary. `user_Id` is optional; when sent, it must be the caller's (403 otherwise). */
export const libraryQuerySchema = z.object({ user_Id: userIdFieldSchema.optional() }).strict();
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

/**
 * GET /api/getBookContent?Id=, /api/getBookPreview?Id= and /api/getReadingProgress?Id=: the same
 * query as getBookById. A malformed id is not a validation error but an unknown book (404).
 */
export const bookFileQuerySchema = bookByIdQuerySchema;
export type BookFileQuery = z.infer<typeof bookFileQuerySchema>;

/** A page number: an integer from 1 (JSON number only; '3' is refused like 'abc'). */
export const pageNumberSchema = z
  .number({ error: 'must be a page number' })
  .int('must be a whole page number')
  .min(1, 'must be at least 1')
  .max(MAX_READING_PAGE, `must be at most ${MAX_READING_PAGE}`);

/**
 * Where a reader is in a reflowable book (EPUB), the same on every device: the EPUB CFI of the
 * first thing on screen, how far through the whole book that is (0 to 1), and the chapter's file.
 */
export const readingLocatorSchema = z
  .object({
    Cfi: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .regex(/^epubcfi\(.+\)$/, 'must be an EPUB CFI, epubcfi(...)'),
    Progression: z.number().min(0).max(1),
    Href: z.string().trim().min(1).max(1000),
  })
  .strict()
  .meta({ id: 'ReadingLocator' });
export type ReadingLocator = z.infer<typeof readingLocatorSchema>;

/**
 * POST /api/saveReadingProgress: the caller must own the book (403). A PDF's place is its Page; an
 * EPUB's is a Locator; exactly one of them. When a PDF's page count is known, a Page beyond it is
 * refused with 400 (messages.pageBeyondBook); a Page for an EPUB, or a Locator for a PDF, is 400 too.
 */
export const saveReadingProgressRequestSchema = z
  .object({ book_Id: bookIdFieldSchema, Page: pageNumberSchema.optional(), Locator: readingLocatorSchema.optional() })
  .strict()
  .refine((body) => (body.Page === undefined) !== (body.Locator === undefined), {
    message: 'Send either Page (a PDF) or Locator (an EPUB).',
  });
export type SaveReadingProgressRequest = z.infer<typeof saveReadingProgressRequestSchema>;

/**
 * GET /api/getBookReadingAccess?Id=&Preview=: how the reader opens a book's full text (its buyers and
 * admins, with the token) or its sample (Preview=true, anyone): the part's format, and for an EPUB
 * the base URL its files are served under (each file as `${ContentBase}${path in the archive}`, with
 * a Content-Security-Policy of its own) and every file's size (the reader's progress is by size).
 * A full book's ContentBase carries a grant that expires (ExpiresAt): the reader asks again then.
 */
export const bookReadingAccessQuerySchema = z
  .object({
    Id: z.string().max(200),
    Preview: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();
export type BookReadingAccessQueryInput = z.input<typeof bookReadingAccessQuerySchema>;

// ---------- Responses ----------

/** A purchased book: the shop card's fields plus what the reader needs. */
export const libraryBookSchema = shopBookSchema.extend({
  /** When the book was bought (ISO-8601). */
  PurchasedAt: z.string(),
  /** The last page the caller saved on any device, null when never opened (or an EPUB). */
  LastPage: z.number().int().nullable(),
  /** Pages of the full book when the server knows them, null otherwise (an EPUB has none). */
  PageCount: z.number().int().nullable(),
  Format: z.enum(BOOK_FORMATS),
  /** How far through the book the caller is, 0 to 1, on any device; null when never opened. */
  Progression: z.number().min(0).max(1).nullable(),
});
export type LibraryBook = z.infer<typeof libraryBookSchema>;

/**
 * 202, newest purchase first. Books the store later deactivated stay listed (and readable) for
 * those who bought them.
 */
export const libraryResponseSchema = z.object({ LibraryList: z.array(libraryBookSchema) });
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

/** 202 of getReadingProgress: the saved place, each null when the caller never saved one of this book. */
export const readingProgressResponseSchema = z.object({
  LastPage: z.number().int().nullable(),
  Locator: readingLocatorSchema.nullable(),
});
export type ReadingProgressResponse = z.infer<typeof readingProgressResponseSchema>;

export const bookReadingAccessResponseSchema = z.object({
  /** The format of the part asked for: a book's uploaded PDF preview stays a PDF even when the book is an EPUB. */
  Format: z.enum(BOOK_FORMATS),
  /** EPUB: where its files are served, ending in '/'; null for a PDF (read through getBookContent or getBookPreview). */
  ContentBase: z.string().nullable(),
  /** EPUB: every file's path in the archive and its size in bytes; null for a PDF. */
  Entries: z.record(z.string(), z.number().int()).nullable(),
  /** When a full book's ContentBase stops working (ISO-8601); null for a sample or a PDF. */
  ExpiresAt: z.string().nullable(),
});
export type BookReadingAccessResponse = z.infer<typeof bookReadingAccessResponseSchema>;

/** 202 of saveReadingProgress: nothing to show; the reader saves quietly. */
export type SaveReadingProgressResponse = Partial<ErrorBody>;

/**
 * The book files (PDF or EPUB): 200 with the whole file, 206 with the requested range; a 304 has
 * no body. Declared as binary content so the API document says what comes back.
 */
export const bookFileBodySchema = z
  .string()
  .meta({ format: 'binary', description: 'A PDF or EPUB file, or the requested byte range of it.' });
