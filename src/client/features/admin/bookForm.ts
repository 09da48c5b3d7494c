/**
 * The values of the Add Book wizard and of the Edit book dialog, their checks (the shared
 * contract's field schemas, so the client refuses what the server would) and their conversion to
 * what the API takes: the multipart upload's text fields, or updateBook's partial JSON.
 */
import { z } from 'zod';
import {
  BOOK_FLAG_DATES,
  BOOK_FLAG_FIELDS,
  BOOK_UPLOAD_FILE_KINDS,
  COVER_IMAGE_TYPES,
  DEFAULT_UPLOAD_LIMITS_MB,
  adminIdSchema,
  bookUploadFieldsSchema,
  discountFractionSchema,
  isoDateSchema,
  priceRupeesSchema,
  type AdminBook,
  type BookDateField,
  type BookFlagField,
  type BookUploadFieldsInput,
  type BookUploadFileField,
  type UpdateBookRequest,
} from '../../../shared/contract/admin.contract';
import { BOOK_TYPE } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { BASIS_POINTS, basisPointsToFraction, rupeesToPaise } from '../../../shared/money';

/** Today as YYYY-MM-DD in the admin's own time zone (toISOString would give the UTC day). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// ---------- Values ----------

/** The admin types a discount as a percentage (15) or as the API's fraction (0.15). */
export type DiscountMode = 'percent' | 'fraction';
export interface DiscountValue {
  value: string;
  mode: DiscountMode;
}

export interface PriceValues {
  /** Rupees as typed. */
  Price: string;
  Discount: DiscountValue;
}
export type FlagValues = Record<BookFlagField, boolean>;
/** '' means "not given": the server puts today for a flag that is on. */
export type DateValues = Record<BookDateField, string>;
export type PriceAndFlagValues = PriceValues & FlagValues & DateValues;
export type BookFileValues = Record<BookUploadFileField, File | null>;

export type BookFormValues = {
  BookName: string;
  BookDescription: string;
  AuthorId: string;
  GenerId: string;
} & PriceAndFlagValues & BookFileValues;

export const DATED_FLAGS = Object.keys(BOOK_FLAG_DATES) as Array<keyof typeof BOOK_FLAG_DATES>;
const DATE_FIELDS = Object.values(BOOK_FLAG_DATES);

const allFlags = (value: boolean) => Object.fromEntries(BOOK_FLAG_FIELDS.map((flag) => [flag, value])) as FlagValues;
const allDates = (value: string) => Object.fromEntries(DATE_FIELDS.map((field) => [field, value])) as DateValues;

/** Spec section 3: flags default false, dates default to today. */
export function emptyBookForm(today: string = todayIso()): BookFormValues {
  return {
    BookName: '',
    BookDescription: '',
    AuthorId: '',
    GenerId: '',
    Price: '',
    Discount: { value: '0', mode: 'percent' },
    ...allFlags(false),
    ...allDates(today),
    BookContent: null,
    BookPreview: null,
    BookImage: null,
  };
}

/** The Edit dialog starts from the book as stored; a date never set shows today. */
export function editValuesOf(book: AdminBook, today: string = todayIso()): PriceAndFlagValues {
  const dates = Object.fromEntries(DATE_FIELDS.map((field) => [field, book[field] ?? today])) as DateValues;
  const flags = Object.fromEntries(BOOK_FLAG_FIELDS.map((flag) => [flag, book[flag]])) as FlagValues;
  const percent = Math.round(book.Discount * BASIS_POINTS) / 100;
  return { Price: String(book.Price), Discount: { value: String(percent), mode: 'percent' }, ...flags, ...dates };
}

// ---------- Checks ----------

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const decimalPattern = /^\d{1,12}(\.\d{1,12})?$/;
const notANumber = 'Must be a number.';

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string {
  return result.error?.issues[0]?.message ?? notANumber;
}

/** Rupees as typed, checked by the contract's priceRupeesSchema. */
export function parsePrice(text: string): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: messages.fieldRequired };
  if (!decimalPattern.test(trimmed)) return { ok: false, message: notANumber };
  const result = priceRupeesSchema.safeParse(Number(trimmed));
  return result.success ? { ok: true, value: result.data } : { ok: false, message: firstIssue(result) };
}

/** The discount in basis points; empty means no discount. */
export function parseDiscount({ value, mode }: DiscountValue): Parsed<number> {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (!decimalPattern.test(trimmed)) return { ok: false, message: notANumber };
  const typed = Number(trimmed);
  if (mode === 'percent') {
    if (typed >= 100) return { ok: false, message: 'Must be below 100%.' };
    const basisPoints = typed * 100;
    if (Math.abs(basisPoints - Math.round(basisPoints)) > 1e-6) return { ok: false, message: 'Must have at most two decimals.' };
    return { ok: true, value: Math.round(basisPoints) };
  }
  const result = discountFractionSchema.safeParse(typed);
  return result.success ? { ok: true, value: Math.round(result.data * BASIS_POINTS) } : { ok: false, message: firstIssue(result) };
}

/** The price the shop will show, in paise, once both fields are valid. */
export function discountedPreview(values: PriceValues): { pricePaise: number; discountBasisPoints: number } | undefined {
  const price = parsePrice(values.Price);
  const discount = parseDiscount(values.Discount);
  return price.ok && discount.ok ? { pricePaise: rupeesToPaise(price.value), discountBasisPoints: discount.value } : undefined;
}

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** What the server will refuse anyway (it checks the bytes too), said before tens of MB travel. */
export function fileProblem(field: BookUploadFileField, file: File | null): string | undefined {
  if (!file || file.size === 0) return messages.uploadFileRequired;
  if (BOOK_UPLOAD_FILE_KINDS[field] === 'pdf') {
    const looksPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
    if (!looksPdf) return messages.uploadNotPdf;
  } else if (!(COVER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return messages.uploadNotImage;
  }
  const limit = DEFAULT_UPLOAD_LIMITS_MB[field];
  if (megabytes(file.size) > limit) return `${messages.uploadTooLarge} (${limit} MB)`;
  return undefined;
}

const priceSchema = z.string().superRefine((text, ctx) => {
  const parsed = parsePrice(text);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
});

const discountSchema = z
  .object({ value: z.string(), mode: z.enum(['percent', 'fraction']) })
  .superRefine((discount, ctx) => {
    const parsed = parseDiscount(discount);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['value'], message: parsed.message });
  });

/** A date input: empty (the server's today) or a real YYYY-MM-DD. */
const dateSchema = z.union([z.literal(''), isoDateSchema], { error: 'Must be a date as YYYY-MM-DD.' });

const fileSchema = (field: BookUploadFileField) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    const problem = fileProblem(field, file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const flagsSchema = Object.fromEntries(BOOK_FLAG_FIELDS.map((flag) => [flag, z.boolean()])) as Record<BookFlagField, z.ZodBoolean>;
const datesSchema = Object.fromEntries(DATE_FIELDS.map((field) => [field, dateSchema])) as Record<BookDateField, typeof dateSchema>;

/** The Edit dialog's fields. */
export const priceAndFlagSchema = z.object({ Price: priceSchema, Discount: discountSchema, ...flagsSchema, ...datesSchema });

/**
 * The whole wizard. Checks are per field (no refinements across fields), so Next can validate one
 * step's fields while later steps are still empty.
 */
export const bookFormSchema = priceAndFlagSchema.extend({
  BookName: bookUploadFieldsSchema.shape.BookName,
  BookDescription: bookUploadFieldsSchema.shape.BookDescription,
  AuthorId: adminIdSchema,
  GenerId: adminIdSchema,
  BookContent: fileSchema('BookContent'),
  BookPreview: fileSchema('BookPreview'),
  BookImage: fileSchema('BookImage'),
});

// ---------- Conversion ----------

/** A fraction as decimal text with at most four decimals ('0.15', not '0.15000000000000002'). */
export const fractionText = (basisPoints: number) => String(basisPointsToFraction(basisPoints));

/**
 * The upload's multipart text fields (every value a string; flags 'true'/'false').
 * AuthorName and Gener are informational; the server goes by the ids.
 */
export function uploadFieldsOf(
  values: BookFormValues,
  context: { userId: string; authorName: string; genreName: string },
): BookUploadFieldsInput {
  const discount = parseDiscount(values.Discount);
  const flags = Object.fromEntries(BOOK_FLAG_FIELDS.map((flag) => [flag, values[flag] ? 'true' : 'false']));
  const dates = Object.fromEntries(DATE_FIELDS.map((field) => [field, values[field]]));
  return {
    UserId: context.userId,
    BookName: values.BookName.trim(),
    BookDescription: values.BookDescription.trim(),
    AuthorId: values.AuthorId,
    AuthorName: context.authorName,
    Price: values.Price.trim(),
    Discount: fractionText(discount.ok ? discount.value : 0),
    GenerId: values.GenerId,
    Gener: context.genreName,
    BookType: BOOK_TYPE,
    ...flags,
    ...dates,
  } as BookUploadFieldsInput;
}

/** Text fields first, then the three files as file parts. */
export function uploadFormData(fields: BookUploadFieldsInput, files: BookFileValues): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) formData.append(name, String(value));
  }
  for (const field of Object.keys(BOOK_UPLOAD_FILE_KINDS) as BookUploadFileField[]) {
    const file = files[field];
    if (file) formData.append(field, file, file.name);
  }
  return formData;
}

/** updateBook's partial body: only what differs from the stored book. */
export function bookChanges(book: AdminBook, values: PriceAndFlagValues): UpdateBookRequest {
  const changes: Record<string, unknown> = { Id: book.Id };
  const price = parsePrice(values.Price);
  if (price.ok && rupeesToPaise(price.value) !== rupeesToPaise(book.Price)) changes.Price = price.value;
  const discount = parseDiscount(values.Discount);
  if (discount.ok && discount.value !== Math.round(book.Discount * BASIS_POINTS)) {
    changes.Discount = basisPointsToFraction(discount.value);
  }
  for (const flag of BOOK_FLAG_FIELDS) {
    if (values[flag] !== book[flag]) changes[flag] = values[flag];
  }
  for (const field of DATE_FIELDS) {
    // A date is kept where the book has one; an untouched default (today) for a never-set date is
    // sent only with its flag on, so merely opening the dialog changes nothing.
    const value = values[field];
    if (value && value !== book[field] && (book[field] !== null || values[flagOfDate(field)])) changes[field] = value;
  }
  return changes as UpdateBookRequest;
}

function flagOfDate(field: BookDateField): keyof typeof BOOK_FLAG_DATES {
  return DATED_FLAGS.find((flag) => BOOK_FLAG_DATES[flag] === field)!;
}
