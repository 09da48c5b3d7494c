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
