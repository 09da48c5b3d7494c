/**
 * The seller's tax settings (decision 039): GET /api/getStoreSettings and POST
 * /api/updateStoreSettings, admins only; and the per-book GST rate the admin contract reuses.
 * Text fields are '' while not set; the rules are shared/gst.ts's, their messages
 * store-settings-texts.ts's, so the form and the server say the same.
 */
import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  gstinProblem,
  isValidGstRate,
  isValidInvoicePrefix,
  isValidSac,
  LEGAL_NAME_MAX_LENGTH,
  normalizeGstin,
  normalizeInvoicePrefix,
  pinOf,
  stateByName,
} from '../gst';
import { storeSettingsTexts as texts } from '../store-settings-texts';

/** A GST rate in percent: GST_RATE_MIN to GST_RATE_MAX (0 to 28), at most 2 decimals. */
export const gstRateSchema = z.number({ error: texts.rateRange }).refine(isValidGstRate, texts.rateRange);

/** A book's own GST rate: null (or absent) means the store's rate. */
export const bookGstRateSchema = gstRateSchema.nullable();

/** Optional text: '' (after trimming) clears it. */
const settingText = (max: number) => z.string({ error: texts.required }).trim().max(max, texts.tooLong(max));

export const gstinSchema = z
  .string({ error: texts.gstinProblems.length })
  .transform(normalizeGstin)
  .superRefine((gstin, ctx) => {
    if (gstin === '') return;
    const problem = gstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: texts.gstinProblems[problem] });
  });

export const gstStateSchema = z
  .string({ error: texts.unknownState })
  .trim()
  .refine((name) => name === '' || stateByName(name) !== undefined, texts.unknownState);

export const registeredAddressSchema = settingText(ADDRESS_MAX_LENGTH).refine(
  (address) => address === '' || pinOf(address) !== undefined,
  texts.addressWithoutPin,
);

export const sacSchema = z.string({ error: texts.sacRule }).trim().refine(isValidSac, texts.sacRule);

export const invoicePrefixSchema = z
  .string({ error: texts.invoicePrefixRule })
  .transform(normalizeInvoicePrefix)
  .refine((prefix) => prefix === '' || isValidInvoicePrefix(prefix), texts.invoicePrefixRule);

/** The settings as stored and answered. */
export const storeSettingsSchema = z
  .object({
    LegalName: z.string(),
    /** Optional on invoices: '' when the store trades under its legal name. */
    TradeName: z.string(),
    Gstin: z.string(),
    Address: z.string(),
    /** A name of the GST state code list (shared/gst.ts), or ''. */
    State: z.string(),
    /** Percent; books without a rate of their own are charged this. */
    GstRate: z.number(),
    Sac: z.string(),
    InvoicePrefix: z.string(),
    /** Whether shoppers outside India may buy (export of services). */
    ExportOfServices: z.boolean(),
    /** Whether tax invoices are issued (storeSettingsProblems() finds nothing missing). */
    TaxInvoiceReady: z.boolean(),
  })
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** GET /api/getStoreSettings takes no query. */
export const storeSettingsQuerySchema = z.object({}).strict();

/**
 * POST /api/updateStoreSettings: only the fields sent change; a text sent as '' is cleared. The
 * GSTIN and the state must agree once both are set. Nothing is written when any field is refused.
 */
export const updateStoreSettingsRequestSchema = z
  .object({
    LegalName: settingText(LEGAL_NAME_MAX_LENGTH).optional(),
    TradeName: settingText(LEGAL_NAME_MAX_LENGTH).optional(),
    Gstin: gstinSchema.optional(),
    Address: registeredAddressSchema.optional(),
    State: gstStateSchema.optional(),
    GstRate: gstRateSchema.optional(),
    Sac: sacSchema.optional(),
    InvoicePrefix: invoicePrefixSchema.optional(),
    ExportOfServices: z.boolean({ error: 'Must be true or false.' }).optional(),
  })
  .strict();
export type UpdateStoreSettingsRequest = z.input<typeof updateStoreSettingsRequestSchema>;
export type UpdateStoreSettings = z.output<typeof updateStoreSettingsRequestSchema>;

export const updateStoreSettingsResponseSchema = z.object({ Message: z.string(), Settings: storeSettingsSchema });
export type UpdateStoreSettingsResponse = z.infer<typeof updateStoreSettingsResponseSchema>;
