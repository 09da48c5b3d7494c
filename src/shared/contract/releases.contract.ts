/**
 * POST /api/notifyOnRelease {BookId} (decision 046): a signed-in shopper asks to be mailed on the
 * day an upcoming book comes out. Asking again changes nothing (the same answer); 409 when the book
 * is already out, 404 when no public book has the id (a malformed id included).
 */
import { z } from 'zod';

export const notifyOnReleaseRequestSchema = z.object({ BookId: z.string().max(200) }).strict();
export type NotifyOnReleaseRequest = z.infer<typeof notifyOnReleaseRequestSchema>;

export const notifyOnReleaseResponseSchema = z.object({
  Message: z.string(),
  /** 'YYYY-MM-DD': the day the mail goes out (the book's available-on date). */
  AvailableOn: z.string(),
});
export type NotifyOnReleaseResponse = z.infer<typeof notifyOnReleaseResponseSchema>;
