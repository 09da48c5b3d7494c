/**
 * The inputs Razorpay's API takes as it takes them (https://razorpay.com/docs/api/), shared by the
 * sandbox's routes: amounts as integers or their digits as a string ("50000"), notes whose values
 * are texts or numbers (at most 15 of 256 characters), and the lists' from/to/count/skip.
 */
import { z } from 'zod';

/** Razorpay's ceiling on notes: 15 key-value pairs of 256 characters each. */
export const MAX_NOTES = 15;
const NOTE_LENGTH = 256;

/** An amount in paise, an integer or a string of digits, between `min` and `max`. */
export function paiseSchema(min: number, max = 1_000_000_000) {
  return z
    .union([z.number().int(), z.string().regex(/^\d{1,12}$/, 'must be an integer number of paise')])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/**
 * Notes as Razorpay takes them: values are texts or numbers; a number is kept as its text, so
 * every note reads back (and reaches the store's webhook) as a string.
 */
export const notesInputSchema = z
  .record(z.string().max(NOTE_LENGTH), z.union([z.string().max(NOTE_LENGTH), z.number()]))
  .refine((notes) => Object.keys(notes).length <= MAX_NOTES, `notes can have at most ${MAX_NOTES} keys`)
  .transform((notes) => Object.fromEntries(Object.entries(notes).map(([key, value]) => [key, String(value)])));

/** PATCH /v1/orders/:id, /v1/payments/:id, /v1/refunds/:id: notes, and nothing else, replace the entity's notes. */
export const notesUpdateSchema = z.object({ notes: notesInputSchema }).strict();

/**
 * The largest value the tables' integer columns hold on PostgreSQL: a later `to`, or a larger
 * `skip`, means the same as this one (and is not an error of the database).
 */
const INT32_MAX = 2_147_483_647;
const upToInt32 = (value: number) => Math.min(value, INT32_MAX);
const unixSeconds = z.coerce.number().int().min(0).transform(upToInt32);

/** The query of Razorpay's lists: created_at from/to (unix seconds, both included), newest first, `count` from `skip`. */
export const listQueryShape = {
  from: unixSeconds.optional(),
  to: unixSeconds.optional(),
  count: z.coerce.number().int().min(1).max(100).default(10),
  skip: z.coerce.number().int().min(0).transform(upToInt32).default(0),
};
export const listQuerySchema = z.object(listQueryShape);

/** GET /v1/orders also takes authorized (1 or true: orders with an authorized payment; 0 or false: without) and receipt. */
export const orderListQuerySchema = z.object({
  ...listQueryShape,
  authorized: z
    .enum(['0', '1', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  receipt: z.string().max(40).optional(),
});
