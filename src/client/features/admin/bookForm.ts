/**
 * The values of the Add Book wizard and of the Edit book dialog, their checks (the shared
 * contract's field schemas, so the client refuses what the server would) and their conversion to
 * what the API takes: the multipart upload's text fields, or updateBook's partial JSON.
 */
import { z } from 'zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOK_FILE_TYPES,
  BOOK_FLAG_DATES,
  BOOK_FLAG_FIELDS,
  BOOK_UPLOAD_FILE_KINDS,
  COVER_IMAGE_TYPES,
  DEFAULT_UPLOAD_LIMITS_MB,
  adminIdSchema,
  bookTitleSchema,
  discountFractionSchema,
  isbnSchema,
  isoDateSchema,
  languageTagSchema,
  priceRupeesSchema,
  publishedDateSchema,
  publisherSchema,
  type AdminBook,
  type BookDateField,
  type BookFlagField,
  type BookUploadFieldsInput,
  type BookUploadFileField,
  type UpdateBookRequest,
} from '../../../shared/contract/admin.contract';
import { descriptionSchema } from '../../../shared/contract/accounts.contract';
import { BOOK_TYPE } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { BASIS_POINTS, basisPointsToFraction, rupeesToPaise } from '../../../shared/money';
import { isValidGstRate } from '../../../shared/gst';
import { storeSettingsTexts } from '../../../shared/store-settings-texts';
import { canDecodeImage } from './imageFiles';
import { bookDetailMessages } from '../../../shared/book-details';
import { adminMessages } from './admin.messages';
import { translatedResolver } from './adminTexts';

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
  /** The book's own GST rate in percent as typed; '' means the store's rate. */
  GstRate: string;
  /** The day in India it goes on sale, YYYY-MM-DD; '' means on sale now (decision 046). */
  AvailableOn: string;
}
export type FlagValues = Record<BookFlagField, boolean>;
/** '' means "not given": the server puts today for a flag that is on. */
export type DateValues = Record<BookDateField, string>;
export type PriceAndFlagValues = PriceValues & FlagValues & DateValues;
export type BookFileValues = Record<BookUploadFileField, File | null>;

/** The optional bibliographic details, as typed ('' = none); the order the forms show them in. */
export const BOOK_DETAIL_FIELDS = ['Isbn', 'Publisher', 'PublishedDate', 'Language'] as const;
export type BookDetailField = (typeof BOOK_DETAIL_FIELDS)[number];
export type BookDetailValues = Record<BookDetailField, string>;

/** The Edit dialog: what Manage Books may change of a stored book. */
export type BookEditValues = PriceAndFlagValues & BookDetailValues;

export type BookFormValues = {
  BookName: string;
  BookDescription: string;
  AuthorId: string;
  GenerId: string;
} & BookDetailValues &
  PriceAndFlagValues &
  BookFileValues;

export const DATED_FLAGS = Object.keys(BOOK_FLAG_DATES) as Array<keyof typeof BOOK_FLAG_DATES>;
const DATE_FIELDS = Object.values(BOOK_FLAG_DATES);

const allFlags = (value: boolean) => Object.fromEntries(BOOK_FLAG_FIELDS.map((flag) => [flag, value])) as FlagValues;
const allDates = (value: string) => Object.fromEntries(DATE_FIELDS.map((field) => [field, value])) as DateValues;
const detailsOf = (details: Partial<Record<BookDetailField, string | null>>) =>
  Object.fromEntries(BOOK_DETAIL_FIELDS.map((field) => [field, details[field] ?? ''])) as BookDetailValues;

/** Spec section 3: flags default false, dates default to today. */
export function emptyBookForm(today: string = todayIso()): BookFormValues {
  return {
    BookName: '',
    BookDescription: '',
    AuthorId: '',
    GenerId: '',
    ...detailsOf({}),
    Price: '',
    Discount: { value: '0', mode: 'percent' },
    GstRate: '',
    AvailableOn: '',
    ...allFlags(false),
    ...allDates(today),
    BookContent: null,
    BookPreview: null,
    BookImage: null,
  };
}

/** The Edit dialog starts from the book as stored; a date never set shows today, a missing detail nothing. */
export function editValuesOf(book: AdminBook, today: string = todayIso()): BookEditValues {
  const dates = Object.fromEntries(DATE_FIELDS.map((field) => [field, book[field] ?? today])) as DateValues;
  const flags = Object.fromEntries(BOOK_FLAG_FIELDS.map((flag) => [flag, book[flag]])) as FlagValues;
  const percent = Math.round(book.Discount * BASIS_POINTS) / 100;
  return {
    Price: String(book.Price),
    Discount: { value: String(percent), mode: 'percent' },
    GstRate: book.GstRate === null ? '' : String(book.GstRate),
    AvailableOn: book.AvailableOn ?? '',
    ...flags,
    ...dates,
    ...detailsOf(book),
  };
}

// ---------- Checks ----------

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const decimalPattern = /^\d{1,12}(\.\d{1,12})?$/;
/**
 * The checks' own rules in English, as the contract's are: the resolvers say them in the page's
 * language (adminTexts.ts' translatedResolver).
 */
const ruleText = (rule: { message?: unknown }) => String(rule.message);
const notANumber = ruleText(adminMessages.mustBeNumber);

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
    if (typed >= 100) return { ok: false, message: ruleText(adminMessages.mustBeBelow100) };
    const basisPoints = typed * 100;
    if (Math.abs(basisPoints - Math.round(basisPoints)) > 1e-6)
      return { ok: false, message: ruleText(adminMessages.atMostTwoDecimals) };
    return { ok: true, value: Math.round(basisPoints) };
  }
  const result = discountFractionSchema.safeParse(typed);
  return result.success
    ? { ok: true, value: Math.round(result.data * BASIS_POINTS) }
    : { ok: false, message: firstIssue(result) };
}

/** A book's own GST rate as typed: null when blank (the store's rate). */
export function parseGstRate(text: string): Parsed<number | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!decimalPattern.test(trimmed) || !isValidGstRate(Number(trimmed)))
    return { ok: false, message: storeSettingsTexts.rateRange };
  return { ok: true, value: Number(trimmed) };
}

/** The price the shop will show, in paise, once both fields are valid. */
export function discountedPreview(
  values: Pick<PriceValues, 'Price' | 'Discount'>,
): { pricePaise: number; discountBasisPoints: number } | undefined {
  const price = parsePrice(values.Price);
  const discount = parseDiscount(values.Discount);
  return price.ok && discount.ok
    ? { pricePaise: rupeesToPaise(price.value), discountBasisPoints: discount.value }
    : undefined;
}

const megabytes = (bytes: number) => bytes / (1024 * 1024);

const bookFileTypes: readonly string[] = Object.values(BOOK_FILE_TYPES);

/**
 * A PDF or an EPUB by its declared type or, as systems often declare an EPUB as a ZIP or as
 * nothing at all, by its name. Only a first check: the server reads the bytes.
 */
function looksLikeBookFile(file: File): boolean {
  return bookFileTypes.includes(file.type) || /\.(pdf|epub)$/i.test(file.name);
}

/** What the server will refuse anyway (it checks the bytes too), said before tens of MB travel. */
export function fileProblem(field: BookUploadFileField, file: File | null): string | undefined {
  if (!file || file.size === 0) return messages.uploadFileRequired;
  if (BOOK_UPLOAD_FILE_KINDS[field] === 'book') {
    if (!looksLikeBookFile(file)) return bookDetailMessages.uploadNotBook;
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

const gstRateSchema = z.string().superRefine((text, ctx) => {
  const parsed = parseGstRate(text);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
});

/** A date input: empty (the server's today) or a real YYYY-MM-DD. */
const dateSchema = z.union([z.literal(''), isoDateSchema], { error: ruleText(adminMessages.mustBeDate) });

/**
 * A file the upload needs; with `optional`, none is fine but a chosen one must still be right. An
 * image must also decode: a name and a declared type say nothing of the bytes (a web page saved as
 * cover.png passes both). Decoding is part of the check, not a separate step after it, so no check
 * of the field can pass a file the browser has found is no image.
 */
const fileSchema = (field: BookUploadFileField, { optional = false } = {}) =>
  z.custom<File | null>().superRefine(async (file, ctx) => {
    if (optional && file === null) return;
    const problem = fileProblem(field, file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (BOOK_UPLOAD_FILE_KINDS[field] === 'image' && file && !(await canDecodeImage(file)))
      ctx.addIssue({ code: 'custom', message: messages.uploadNotImage });
  });

/**
 * An optional detail, checked by the contract's own schema (ISBN check digit, date precision,
 * language tag) but kept as typed: the server normalises it, and the field must not change under
 * the admin's fingers. Blank means "none".
 */
const detailSchema = (schema: z.ZodType<unknown, string>) =>
  z.string().superRefine((text, ctx) => {
    if (text.trim() === '') return;
    const result = schema.safeParse(text);
    if (!result.success) ctx.addIssue({ code: 'custom', message: firstIssue(result) });
  });

const detailSchemas = {
  Isbn: isbnSchema,
  Publisher: publisherSchema,
  PublishedDate: publishedDateSchema,
  Language: languageTagSchema,
} satisfies Record<BookDetailField, z.ZodType<string, string>>;

const detailsSchema = Object.fromEntries(
  BOOK_DETAIL_FIELDS.map((field) => [field, detailSchema(detailSchemas[field])]),
) as Record<BookDetailField, z.ZodString>;

/** A detail as the API stores it (ISBN-13 digits, 'en-IN'); null when blank, undefined when invalid. */
export function normalizedDetail(field: BookDetailField, text: string): string | null | undefined {
  if (text.trim() === '') return null;
  const result = detailSchemas[field].safeParse(text);
  return result.success ? result.data : undefined;
}

const flagsSchema = Object.fromEntries(BOOK_FLAG_FIELDS.map((flag) => [flag, z.boolean()])) as Record<
  BookFlagField,
  z.ZodBoolean
>;
const datesSchema = Object.fromEntries(DATE_FIELDS.map((field) => [field, dateSchema])) as Record<
  BookDateField,
  typeof dateSchema
>;

const priceAndFlagSchema = z.object({
  Price: priceSchema,
  Discount: discountSchema,
  GstRate: gstRateSchema,
  AvailableOn: dateSchema,
  ...flagsSchema,
  ...datesSchema,
});

/** The Edit dialog's fields. */
export const bookEditSchema = priceAndFlagSchema.extend(detailsSchema);

/**
 * The whole wizard. Checks are per field (no refinements across fields), so Next can validate one
 * step's fields while later steps are still empty. Title, description and author stay required
 * here although the upload may leave them to an EPUB: the book file's own details fill them in as
 * soon as it is chosen (bookFileFill.ts), so an empty one is one the file does not name either, which the
 * server would refuse. What depends on the server's look at the files is bookFormResolver's.
 */
export const bookFormSchema = bookEditSchema.extend({
  BookName: bookTitleSchema,
  BookDescription: descriptionSchema,
  AuthorId: adminIdSchema,
  GenerId: adminIdSchema,
  BookContent: fileSchema('BookContent'),
  // Without a sample the store makes one; without a cover image the EPUB's own may do (below).
  BookPreview: fileSchema('BookPreview', { optional: true }),
  BookImage: fileSchema('BookImage', { optional: true }),
});

/**
 * What the browser and the server found out about the chosen files after they were chosen, which
 * the wizard's checks take into account (react-hook-form's resolver context).
 */
export interface BookFileFindings {
  /** A book file the server refused, with its words ("The EPUB's spine lists a missing chapter"). */
  refusedBook?: { file: File; message: string };
  /** The book file whose own cover stands in for a cover image, and that cover (a data: URL). */
  bookCover?: { file: File; url: string };
}

/**
 * The resolver's context: the findings as they are now. A holder rather than the findings
 * themselves (which react-hook-form would see only from the next render): a check run right after
 * a finding arrives must already count it.
 */
export interface BookFileFindingsHolder {
  readonly current: BookFileFindings;
}

const schemaResolver = zodResolver(bookFormSchema);

/** The errors the findings add to the schema's: each stays as long as its file stays chosen. */
function findingErrors(values: BookFormValues, findings: BookFileFindings | undefined): FieldErrors<BookFormValues> {
  const errors: FieldErrors<BookFormValues> = {};
  if (findings?.refusedBook && values.BookContent === findings.refusedBook.file) {
    errors.BookContent = { type: 'server', message: findings.refusedBook.message };
  }
  if (!values.BookImage && !(values.BookContent && values.BookContent === findings?.bookCover?.file)) {
    errors.BookImage = { type: 'required', message: messages.uploadFileRequired };
  }
  return errors;
}

/**
 * The wizard's checks: the schema's per field, then the findings' (the schema's words win on a
 * field both name), said in the page's language.
 */
export const bookFormResolver: Resolver<BookFormValues, BookFileFindingsHolder> = translatedResolver<
  BookFormValues,
  BookFileFindingsHolder
>(async (values, findings, options) => {
  const result = await schemaResolver(values, findings, options);
  const errors = { ...findingErrors(values, findings?.current), ...result.errors };
  return Object.keys(errors).length > 0
    ? { values: {}, errors }
    : { values: result.values as BookFormValues, errors: {} };
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
    // Blank: left out, and the store's rate applies.
    GstRate: values.GstRate.trim() || undefined,
    // Blank: on sale now.
    AvailableOn: values.AvailableOn || undefined,
    GenerId: values.GenerId,
    Gener: context.genreName,
    BookType: BOOK_TYPE,
    // A blank detail is left out rather than sent empty: the EPUB's own, if any, then stands.
    ...Object.fromEntries(BOOK_DETAIL_FIELDS.map((field) => [field, values[field].trim() || undefined])),
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

/** updateBook's partial body: only what differs from the stored book; a detail cleared is sent as null. */
export function bookChanges(book: AdminBook, values: BookEditValues): UpdateBookRequest {
  const changes: Record<string, unknown> = { Id: book.Id };
  const price = parsePrice(values.Price);
  if (price.ok && rupeesToPaise(price.value) !== rupeesToPaise(book.Price)) changes.Price = price.value;
  const discount = parseDiscount(values.Discount);
  if (discount.ok && discount.value !== Math.round(book.Discount * BASIS_POINTS)) {
    changes.Discount = basisPointsToFraction(discount.value);
  }
  const gstRate = parseGstRate(values.GstRate);
  if (gstRate.ok && gstRate.value !== book.GstRate) changes.GstRate = gstRate.value;
  if ((values.AvailableOn || null) !== book.AvailableOn) changes.AvailableOn = values.AvailableOn || null;
  for (const flag of BOOK_FLAG_FIELDS) {
    if (values[flag] !== book[flag]) changes[flag] = values[flag];
  }
  for (const field of DATE_FIELDS) {
    // A date is kept where the book has one; an untouched default (today) for a never-set date is
    // sent only with its flag on, so merely opening the dialog changes nothing.
    const value = values[field];
    if (value && value !== book[field] && (book[field] !== null || values[flagOfDate(field)])) changes[field] = value;
  }
  for (const field of BOOK_DETAIL_FIELDS) {
    // Compared as stored: '978-81-7525-766-5' typed over '9788175257665' is no change.
    const value = normalizedDetail(field, values[field]);
    if (value !== undefined && value !== book[field]) changes[field] = value;
  }
  return changes as UpdateBookRequest;
}

function flagOfDate(field: BookDateField): keyof typeof BOOK_FLAG_DATES {
  return DATED_FLAGS.find((flag) => BOOK_FLAG_DATES[flag] === field)!;
}
