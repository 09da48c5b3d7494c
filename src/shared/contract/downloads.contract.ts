/**
 * GET /api/downloadBook?BookId= (issue 37): the whole book as a file its buyer keeps, marked for
 * them (a PDF's footer on every page and its metadata; an EPUB's dc:rights and a last "Licensed to"
 * page). HTTP Basic with an app password or the store's Bearer token; buyers and admins only; at
 * most DAILY_DOWNLOAD_LIMIT downloads of one book by one buyer in 24 hours (then 429).
 * A malformed id is not a validation error but an unknown book (404).
 */
import { z } from 'zod';

export const DAILY_DOWNLOAD_LIMIT = 10;

export const downloadBookQuerySchema = z.object({ BookId: z.string().max(200) }).strict();
export type DownloadBookQuery = z.infer<typeof downloadBookQuerySchema>;

export const downloadedBookBodySchema = z
  .string()
  .meta({ format: 'binary', description: 'The whole PDF or EPUB, marked for its buyer.' });

/**
 * POST /api/traceDownload (admin; multipart `File`: a copy of a book found elsewhere): the
 * download whose licence mark the file carries. `OrderId` is null for an admin's own copy.
 * 404 when the file carries no mark of this store's downloads.
 */
export const tracedDownloadSchema = z.object({
  OrderId: z.number().int().nullable(),
  Email: z.string(),
  BookId: z.number().int(),
  BookName: z.string(),
  MarkId: z.string(),
  DownloadedAt: z.string(),
});
export type TracedDownload = z.infer<typeof tracedDownloadSchema>;
