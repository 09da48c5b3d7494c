import { z } from 'zod';

/**
 * Every failure answers this body with a 4xx/5xx status; successes without data (register, logout,
 * list changes, ...) answer it too, with a text to show.
 *
 * Marked pure, and used by no contract the SPA loads: the SPA's first page imports isErrorBody
 * from here and must not load zod with it (its size budget would fail the build). The mark lets
 * the bundler drop this schema, and zod with it, where nothing uses the schema.
 */
export const messageSchema = /* @__PURE__ */ z.object({ Message: z.string() }).meta({ id: 'Message' });
export type ErrorBody = z.infer<typeof messageSchema>;

/** Written by hand, not with the schema, for the same reason. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).Message === 'string';
}
