/**
 * POST /api/getFreeBook {BookId} (decision 047): a signed-in shopper takes a free book (sale price
 * ₹0) into the library at once, recorded as a paid order of ₹0. 404 when no public book has the id
 * (a malformed id included); 409 when the book is not free, not out yet, or already the caller's.
 */
import { z } from 'zod';

export const getFreeBookRequestSchema = z.object({ BookId: z.string().max(200) }).strict();
export type GetFreeBookRequest = z.infer<typeof getFreeBookRequestSchema>;

export const getFreeBookResponseSchema = z.object({
  Message: z.string(),
  /** The order of ₹0 that records it (My Orders lists it). */
  OrderId: z.number().int(),
  BookId: z.string(),
});
export type GetFreeBookResponse = z.infer<typeof getFreeBookResponseSchema>;
