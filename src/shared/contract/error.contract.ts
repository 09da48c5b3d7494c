import { z } from 'zod';

/**
 * Every failure answers this body with a 4xx/5xx status; successes without data (register, logout,
 * list changes, ...) answer it too, with a text to show.
 */
export const messageSchema = z.object({ Message: z.string() }).meta({ id: 'Message' });
export type ErrorBody = z.infer<typeof messageSchema>;

/** Written by hand, not with the schema: the SPA's first page checks error bodies without loading zod. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).Message === 'string';
}
