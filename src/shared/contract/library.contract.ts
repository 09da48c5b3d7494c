/**
 * The library and reader contract: the caller's purchased books, the PDFs (full book and preview)
 * and the last page read. Every request needs `Authorization: Bearer <token>` except the preview.
 *
 * The PDFs are not JSON: GET getBookContent?Id= and getBookPreview?Id= answer application/pdf,
 * 200 with the whole file or 206 for a single `Range: bytes=a-b | a- | -n` (pdf.js sends those; it
 * takes the token through getDocument's `httpHeaders`, so no token ever goes into a URL).
 * An impossible range answers 416; failures answer {Message} like every other call.
 */
import { z } from 'zod';
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
 * POST /api/saveReadingProgress: the caller must own the book (403). When the book's page count is
 * known, a Page beyond it is refused with 400 (messages.pageBeyondBook).
 */
export const saveReadingProgressRequestSchema = z.object({ book_Id: bookIdFieldSchema, Page: pageNumberSchema }).strict();
export type SaveReadingProgressRequest = z.infer<typeof saveReadingProgressRequestSchema>;

// ---------- Responses ----------

/** A purchased book: the shop card's fields plus what the reader needs. */
export const libraryBookSchema = shopBookSchema.extend({
  /** When the book was bought (ISO-8601). */
  PurchasedAt: z.string(),
  /** The last page the caller saved on any device, null when never opened. */
  LastPage: z.number().int().nullable(),
  /** Pages of the full book when the server knows them, null otherwise. */
  PageCount: z.number().int().nullable(),
});
export type LibraryBook = z.infer<typeof libraryBookSchema>;

/**
 * 202, newest purchase first. Books the store later deactivated stay listed (and readable) for
 * those who bought them.
 */
export const libraryResponseSchema = z.object({ LibraryList: z.array(libraryBookSchema) });
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

/** 202 of getReadingProgress: null when the caller never saved a page of this book. */
export const readingProgressResponseSchema = z.object({ LastPage: z.number().int().nullable() });
export type ReadingProgressResponse = z.infer<typeof readingProgressResponseSchema>;

/** 202 of saveReadingProgress: nothing to show; the reader saves quietly. */
export type SaveReadingProgressResponse = Partial<ErrorBody>;

/**
 * The PDFs: 200 with the whole file, 206 with the requested range; a 304 has no body. Declared as
 * binary content so the API document says what comes back.
 */
export const pdfBodySchema = z.string().meta({ format: 'binary', description: 'A PDF file, or the requested byte range of it.' });
