/**
 * The Coupons page's form (decision 048): its values (text as typed, dates as datetime-local's
 * India wall clock), their checks (the contract's own saveCouponRequestSchema on the body the form
 * would send, so the form refuses what the server would, in the same words) and that body.
 */
import { z } from 'zod';
import {
  COUPON_MAX_RUPEES,
  saveCouponRequestSchema,
  type Coupon,
  type SaveCouponInput,
} from '../../../shared/contract/coupons.contract';
import { couponTexts as texts } from '../../../shared/coupon-texts';

export type CouponScope = 'store' | 'genres' | 'books';

export interface CouponValues {
  Code: string;
  Kind: 'percent' | 'fixed';
  /** Whole percent, or rupees, as typed. */
  Value: string;
  MinTotal: string;
  /** 'YYYY-MM-DDTHH:mm' in India's time (datetime-local), or '' for no limit. */
  ValidFrom: string;
  ValidUntil: string;
  MaxUses: string;
  MaxUsesPerUser: string;
  Scope: CouponScope;
  GenerIds: string[];
  /** Book ids separated by commas or spaces. */
  BookIds: string;
  Active: boolean;
}

export const COUPON_FIELDS = [
  'Code',
  'Kind',
  'Value',
  'MinTotal',
  'ValidFrom',
  'ValidUntil',
  'MaxUses',
  'MaxUsesPerUser',
  'GenerIds',
  'BookIds',
  'Active',
] as const satisfies ReadonlyArray<keyof CouponValues>;
type CouponField = (typeof COUPON_FIELDS)[number];

export const NEW_COUPON: CouponValues = {
  Code: '',
  Kind: 'percent',
  Value: '',
  MinTotal: '',
  ValidFrom: '',
  ValidUntil: '',
  MaxUses: '',
  MaxUsesPerUser: '',
  Scope: 'store',
  GenerIds: [],
  BookIds: '',
  Active: true,
};

const scopeOf = (coupon: Coupon): CouponScope =>
  coupon.GenerIds.length > 0 ? 'genres' : coupon.BookIds.length > 0 ? 'books' : 'store';

export function couponValuesOf(coupon: Coupon): CouponValues {
  const limit = (value: number | null) => (value === null ? '' : String(value));
  return {
    Code: coupon.Code,
    Kind: coupon.Kind,
    Value: String(coupon.Value),
    MinTotal: coupon.MinTotal > 0 ? String(coupon.MinTotal) : '',
    ValidFrom: coupon.ValidFrom ?? '',
    ValidUntil: coupon.ValidUntil ?? '',
    MaxUses: limit(coupon.MaxUses),
    MaxUsesPerUser: limit(coupon.MaxUsesPerUser),
    Scope: scopeOf(coupon),
    GenerIds: coupon.GenerIds,
    BookIds: coupon.BookIds.join(', '),
    Active: coupon.Active,
  };
}

/** '' is no limit (null); anything else a number, NaN when it is not one (the contract refuses it). */
const limitOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const bookIdsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The body saveCoupon takes (the scope's ids only; none for the whole store). */
export function couponRequestOf(values: CouponValues): SaveCouponInput {
  return {
    Code: values.Code.trim(),
    Kind: values.Kind,
    Value: values.Value.trim() === '' ? Number.NaN : Number(values.Value.trim()),
    MinTotal: values.MinTotal.trim() === '' ? 0 : Number(values.MinTotal.trim()),
    ValidFrom: values.ValidFrom || null,
    ValidUntil: values.ValidUntil || null,
    MaxUses: limitOf(values.MaxUses),
    MaxUsesPerUser: limitOf(values.MaxUsesPerUser),
    GenerIds: values.Scope === 'genres' ? values.GenerIds : [],
    BookIds: values.Scope === 'books' ? bookIdsOf(values.BookIds) : [],
    Active: values.Active,
  };
}

/** A saved coupon as saveCoupon's body, with a change (Pause and Resume in the list). */
export function couponRequestOfCoupon(coupon: Coupon, change: Partial<SaveCouponInput> = {}): SaveCouponInput {
  return {
    Code: coupon.Code,
    Kind: coupon.Kind,
    Value: coupon.Value,
    MinTotal: coupon.MinTotal,
    ValidFrom: coupon.ValidFrom,
    ValidUntil: coupon.ValidUntil,
    MaxUses: coupon.MaxUses,
    MaxUsesPerUser: coupon.MaxUsesPerUser,
    GenerIds: coupon.GenerIds,
    BookIds: coupon.BookIds,
    Active: coupon.Active,
    ...change,
  };
}

/** Which form field a contract issue is about, and what to say there. */
function refusalOf(path: PropertyKey[], message: string, values: CouponValues): { field: CouponField; text: string } {
  const field = String(path[0]) as CouponField;
  if (field === 'Value' && values.Value.trim() === '') return { field, text: texts.valueRequired };
  // A number the contract refuses for its type (NaN: not a number) is told the field's own rule.
  if (field === 'Value' && message === texts.kindRule)
    return { field, text: values.Kind === 'percent' ? texts.percentRule : texts.fixedRule(COUPON_MAX_RUPEES) };
  if (field === 'BookIds') return { field, text: texts.bookIdsRule };
  return { field: COUPON_FIELDS.includes(field) ? field : 'Code', text: message };
}

export const couponFormSchema = z
  .object({
    Code: z.string(),
    Kind: z.enum(['percent', 'fixed']),
    Value: z.string(),
    MinTotal: z.string(),
    ValidFrom: z.string(),
    ValidUntil: z.string(),
    MaxUses: z.string(),
    MaxUsesPerUser: z.string(),
    Scope: z.enum(['store', 'genres', 'books']),
    GenerIds: z.array(z.string()),
    BookIds: z.string(),
    Active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const result = saveCouponRequestSchema.safeParse(couponRequestOf(values));
    const said = new Set<string>();
    for (const issue of result.success ? [] : result.error.issues) {
      const { field, text } = refusalOf(issue.path, issue.message, values);
      if (said.has(field)) continue;
      said.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: text });
    }
    if (values.Scope === 'genres' && values.GenerIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['GenerIds'], message: texts.chooseGenre });
    if (values.Scope === 'books' && bookIdsOf(values.BookIds).length === 0 && !said.has('BookIds'))
      ctx.addIssue({ code: 'custom', path: ['BookIds'], message: texts.nameBook });
    // Strings of one shape compare as the instants they name.
    if (values.ValidFrom && values.ValidUntil && values.ValidFrom >= values.ValidUntil && !said.has('ValidUntil'))
      ctx.addIssue({ code: 'custom', path: ['ValidUntil'], message: texts.datesOrder });
  });

/** The server's refusals that name no field in the form's way, by what they are about. */
const refusalFields: ReadonlyArray<[string, CouponField]> = [
  [texts.datesOrder, 'ValidUntil'],
  [texts.unknownGenres, 'GenerIds'],
  [texts.unknownBooks, 'BookIds'],
];

/** A 400 of saveCoupon as the field it is about: "Invalid field 'Value': ...", or one of the service's own. */
export function couponFieldRefusal(message: string): { field: CouponField; text: string } | undefined {
  const match = /^Invalid field '(\w+)': (.+)$/s.exec(message);
  const field = match?.[1] as CouponField | undefined;
  if (field && COUPON_FIELDS.includes(field) && match?.[2]) return { field, text: match[2] };
  const known = refusalFields.find(([text]) => message.includes(text));
  return known ? { field: known[1], text: known[0] } : undefined;
}
