/**
 * Coupon codes (issue 36, decision 048): the admins' POST /api/saveCoupon and GET /api/getCoupons,
 * the shopper's POST /api/previewCoupon, and the code checkoutPage takes. The admin side speaks
 * rupees and whole percents like the book form; the preview answers paise like orders, since the
 * order it previews will say the same. Dates are India's (Asia/Kolkata) wall clock.
 */
import { z } from 'zod';
import { couponTexts as texts } from '../coupon-texts';
import { messages } from '../messages';

/** A coupon code as typed: trimmed, compared in capitals (codes are case-insensitive). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/**
 * The code a shopper types (previewCoupon, checkoutPage). Anything not of the shape is answered
 * like a code that does not exist (404), by the service, so the shape tells a guesser nothing and
 * such tries count against the guessing limit as well: here only a string of sane length.
 */
export const couponCodeFieldSchema = z
  .string({ error: messages.invalidRequest })
  .trim()
  .min(1, texts.unknown)
  .max(64, texts.unknown);

/** The largest fixed amount and minimum cart total an admin may set, in rupees. */
export const COUPON_MAX_RUPEES = 100_000;

const wholePaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

/** 'YYYY-MM-DD' (the day from 00:00 IST; for ValidUntil, through the end of that day) or 'YYYY-MM-DDTHH:mm' (IST). */
export const COUPON_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;
const couponDateSchema = z
  .string({ error: texts.dateRule })
  .trim()
  .regex(COUPON_DATE_PATTERN, texts.dateRule)
  .refine((value) => {
    const utc = new Date(`${value.length === 10 ? `${value}T00:00` : value}:00.000Z`);
    return !Number.isNaN(utc.getTime()) && utc.toISOString().startsWith(value);
  }, texts.dateRule);

const usesSchema = z
  .number({ error: texts.usesRule })
  .int(texts.usesRule)
  .min(1, texts.usesRule)
  .max(10_000_000)
  .nullable();

const idListSchema = z
  .array(
    z.union([
      z.number().int().positive(),
      z
        .string()
        .trim()
        .regex(/^[1-9][0-9]{0,9}$/),
    ]),
    { error: texts.scopeRule },
  )
  .max(1000, texts.scopeRule)
  .transform((ids) => [...new Set(ids.map(Number))]);

// ---------- Requests ----------

/**
 * POST /api/saveCoupon (admins): creates the coupon, or updates the one with this code (in any
 * case). `Value` is whole percent (1-100) for 'percent', rupees for 'fixed'. `MinTotal` is the
 * cart's total before the coupon, in rupees (0: none). Null dates and uses mean no limit. The
 * scope: no GenerIds and no BookIds is the whole store; otherwise books of those genres or those
 * books. `Active: false` pauses the code (shoppers are told it does not exist).
 */
export const saveCouponRequestSchema = z
  .object({
    Code: z.string({ error: texts.codeRule }).trim().regex(COUPON_CODE_PATTERN, texts.codeRule),
    Kind: z.enum(['percent', 'fixed'], { error: texts.kindRule }),
    Value: z.number({ error: texts.kindRule }).finite(),
    MinTotal: z
      .number({ error: texts.minTotalRule(COUPON_MAX_RUPEES) })
      .finite()
      .min(0, texts.minTotalRule(COUPON_MAX_RUPEES))
      .max(COUPON_MAX_RUPEES, texts.minTotalRule(COUPON_MAX_RUPEES))
      .refine(wholePaise, texts.minTotalRule(COUPON_MAX_RUPEES))
      .default(0),
    ValidFrom: couponDateSchema.nullable().default(null),
    ValidUntil: couponDateSchema.nullable().default(null),
    MaxUses: usesSchema.default(null),
    MaxUsesPerUser: usesSchema.default(null),
    GenerIds: idListSchema.default([]),
    BookIds: idListSchema.default([]),
    Active: z.boolean({ error: messages.invalidRequest }).default(true),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.Kind === 'percent' && !(Number.isInteger(value.Value) && value.Value >= 1 && value.Value <= 100))
      ctx.addIssue({ code: 'custom', path: ['Value'], message: texts.percentRule });
    if (value.Kind === 'fixed' && !(value.Value > 0 && value.Value <= COUPON_MAX_RUPEES && wholePaise(value.Value)))
      ctx.addIssue({ code: 'custom', path: ['Value'], message: texts.fixedRule(COUPON_MAX_RUPEES) });
  });
export type SaveCouponRequest = z.output<typeof saveCouponRequestSchema>;
export type SaveCouponInput = z.input<typeof saveCouponRequestSchema>;

/** GET /api/getCoupons (admins): no parameters. */
export const couponsQuerySchema = z.object({}).strict();

/** POST /api/previewCoupon (signed in): the caller's cart priced with this code. */
export const previewCouponRequestSchema = z.object({ CouponCode: couponCodeFieldSchema }).strict();
export type PreviewCouponRequest = z.infer<typeof previewCouponRequestSchema>;

// ---------- Responses ----------

export const couponSchema = z.object({
  Id: z.number().int(),
  /** In capitals, as stored. */
  Code: z.string(),
  Kind: z.enum(['percent', 'fixed']),
  /** Whole percent, or rupees. */
  Value: z.number(),
  /** Rupees; 0: none. */
  MinTotal: z.number(),
  /** India's wall clock, 'YYYY-MM-DDTHH:mm'; null: no limit. ValidUntil is the first moment it no longer works. */
  ValidFrom: z.string().nullable(),
  ValidUntil: z.string().nullable(),
  MaxUses: z.number().int().nullable(),
  MaxUsesPerUser: z.number().int().nullable(),
  GenerIds: z.array(z.string()),
  BookIds: z.array(z.string()),
  Active: z.boolean(),
  /** Orders holding a use now: paid ones (refunded too), and those awaiting payment and still payable. */
  Uses: z.number().int(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponsResponseSchema = z.object({ Coupons: z.array(couponSchema) });
export type CouponsResponse = z.infer<typeof couponsResponseSchema>;

export const saveCouponResponseSchema = z.object({ Message: z.string(), Coupon: couponSchema });
export type SaveCouponResponse = z.infer<typeof saveCouponResponseSchema>;

/** A cart line priced with the coupon, in paise. */
export const couponLineSchema = z.object({
  /** As the cart's BookId. */
  BookId: z.string(),
  /** Before the coupon (the book's sale price). */
  Price: z.number().int(),
  Discount: z.number().int(),
  /** What the line costs with the coupon: the order line's price. */
  Paid: z.number().int(),
});
export type CouponLine = z.infer<typeof couponLineSchema>;

/** 202: the cart with the coupon, lines in the cart's order; checkoutPage's `price` is Total. */
export const previewCouponResponseSchema = z.object({
  CouponCode: z.string(),
  Lines: z.array(couponLineSchema),
  Subtotal: z.number().int(),
  Discount: z.number().int(),
  Total: z.number().int(),
});
export type PreviewCouponResponse = z.infer<typeof previewCouponResponseSchema>;
