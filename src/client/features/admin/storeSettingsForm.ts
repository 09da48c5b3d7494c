/**
 * Store settings' form: its values (text as typed), their checks (the shared contract's field
 * schemas and shared/gst.ts, so the form refuses what the server would, and the GSTIN's state
 * against the state chosen) and the body updateStoreSettings takes.
 */
import { z } from 'zod';
import {
  invoicePrefixSchema,
  registeredAddressSchema,
  sacSchema,
  type StoreSettings,
  type UpdateStoreSettingsRequest,
} from '../../../shared/contract/store-settings.contract';
import {
  gstinProblem,
  gstinStateMismatch,
  isValidGstRate,
  LEGAL_NAME_MAX_LENGTH,
  normalizeGstin,
  stateByName,
  storeSettingsProblems,
} from '../../../shared/gst';
import { storeSettingsTexts as texts } from '../../../shared/store-settings-texts';
import type { Translate } from '../../i18n/translate';
import { adminMessages } from './admin.messages';
import { listInWords } from './adminTexts';

export interface StoreSettingsValues {
  LegalName: string;
  TradeName: string;
  Gstin: string;
  Address: string;
  State: string;
  /** Percent as typed. */
  GstRate: string;
  Sac: string;
  InvoicePrefix: string;
  ExportOfServices: boolean;
}

export const STORE_SETTINGS_FIELDS = [
  'LegalName',
  'TradeName',
  'Gstin',
  'Address',
  'State',
  'GstRate',
  'Sac',
  'InvoicePrefix',
  'ExportOfServices',
] as const satisfies ReadonlyArray<keyof StoreSettingsValues>;

export function storeSettingsValuesOf(settings: StoreSettings): StoreSettingsValues {
  return {
    LegalName: settings.LegalName,
    TradeName: settings.TradeName,
    Gstin: settings.Gstin,
    Address: settings.Address,
    State: settings.State,
    GstRate: String(settings.GstRate),
    Sac: settings.Sac,
    InvoicePrefix: settings.InvoicePrefix,
    ExportOfServices: settings.ExportOfServices,
  };
}

const name = z.string().trim().max(LEGAL_NAME_MAX_LENGTH, texts.tooLong(LEGAL_NAME_MAX_LENGTH));
/** The contract's own check, on the text as typed (the server normalises it the same way). */
const checkedBy = (schema: z.ZodType<string, string>) =>
  z.string().superRefine((text, ctx) => {
    const result = schema.safeParse(text);
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? texts.required });
  });

export const storeSettingsFormSchema = z
  .object({
    LegalName: name,
    TradeName: name,
    Gstin: z.string().superRefine((text, ctx) => {
      const gstin = normalizeGstin(text);
      const problem = gstin === '' ? undefined : gstinProblem(gstin);
      if (problem) ctx.addIssue({ code: 'custom', message: texts.gstinProblems[problem] });
    }),
    Address: checkedBy(registeredAddressSchema),
    State: z.string().refine((state) => state === '' || stateByName(state) !== undefined, texts.unknownState),
    GstRate: z
      .string()
      .refine((text) => /^\d{1,2}(\.\d{1,2})?$/.test(text.trim()) && isValidGstRate(Number(text)), texts.rateRange),
    Sac: checkedBy(sacSchema),
    InvoicePrefix: checkedBy(invoicePrefixSchema),
    ExportOfServices: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const gstin = normalizeGstin(values.Gstin);
    if (gstin === '' || values.State === '' || gstinProblem(gstin)) return;
    const mismatch = gstinStateMismatch(gstin, values.State);
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['Gstin'], message: mismatch });
  });

/** The whole form as updateStoreSettings' body (the server trims and normalises it again). */
export function storeSettingsRequestOf(values: StoreSettingsValues): UpdateStoreSettingsRequest {
  return {
    LegalName: values.LegalName.trim(),
    TradeName: values.TradeName.trim(),
    Gstin: normalizeGstin(values.Gstin),
    Address: values.Address.trim(),
    State: values.State,
    GstRate: Number(values.GstRate.trim()),
    Sac: values.Sac.trim(),
    InvoicePrefix: values.InvoicePrefix.trim().toUpperCase(),
    ExportOfServices: values.ExportOfServices,
  };
}

/** "Invalid field 'Gstin': ..." (the server's 400): the field it names and what it says, to show under that field. */
export function fieldRefusal(message: string): { field: keyof StoreSettingsValues; text: string } | undefined {
  const match = /^Invalid field '(\w+)': (.+)$/s.exec(message);
  const field = match?.[1] as keyof StoreSettingsValues | undefined;
  return field && (STORE_SETTINGS_FIELDS as readonly string[]).includes(field) && match?.[2]
    ? { field, text: match[2] }
    : undefined;
}

/**
 * The notice's first sentence in the page's language, saying what is missing ("Tax invoices are
 * off: the GSTIN and the invoice number prefix."), or undefined when the settings are complete.
 */
export function taxInvoicesOffText(t: Translate, settings: StoreSettings): string | undefined {
  const problems = storeSettingsProblems(settings);
  if (problems.length === 0) return undefined;
  const missing = listInWords(
    t,
    problems.map((problem) => t.text(problem.message)),
  );
  return t(adminMessages.settingsNotice, { missing });
}
