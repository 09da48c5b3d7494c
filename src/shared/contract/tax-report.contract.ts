/**
 * The seller's monthly tax report (issue 35 item 6, decision 041): GET
 * /api/getTaxReport?Month=YYYY-MM&Format=json|csv, admins only. For the tax invoices and credit
 * notes issued in an IST calendar month: the B2C summary by place of supply and rate (GSTR-1's B2C
 * table), the credit notes summarised the same way, and each register's first and last numbers,
 * count and sums. Amounts in rupees (summed in paise, decision 003); rates in percent.
 */
import { z } from 'zod';
import { CALENDAR_MONTH_PATTERN } from '../financial-year';
import { taxTexts } from '../tax-texts';

export const TAX_REPORT_FORMATS = ['json', 'csv'] as const;
export type TaxReportFormat = (typeof TAX_REPORT_FORMATS)[number];

// ---------- Requests ----------

/** `Month` is required; `Format` is json unless csv is asked for. */
export const taxReportQuerySchema = z
  .object({
    Month: z.string({ error: taxTexts.reportMonthRule }).regex(CALENDAR_MONTH_PATTERN, taxTexts.reportMonthRule),
    Format: z.enum(TAX_REPORT_FORMATS, { error: taxTexts.reportFormatRule }).default('json'),
  })
  .strict();
export type TaxReportQueryInput = z.input<typeof taxReportQuerySchema>;
export type TaxReportQuery = z.output<typeof taxReportQuerySchema>;

// ---------- Responses ----------

const taxAmounts = {
  /** Rupees. */
  TaxableValue: z.number(),
  Igst: z.number(),
  Cgst: z.number(),
  Sgst: z.number(),
};

/** One place of supply at one rate. */
export const taxSummaryRowSchema = z
  .object({
    /** A name of the GST state code list, or 'Outside India' (exports: rate 0, no tax). */
    PlaceOfSupply: z.string(),
    /** Percent: 5, 18, 2.5. */
    Rate: z.number(),
    ...taxAmounts,
  })
  .meta({ id: 'TaxSummaryRow' });
export type TaxSummaryRow = z.infer<typeof taxSummaryRowSchema>;

/** A register's documents of the month, in number order: (financial year, serial). */
export const taxDocumentRegisterSchema = z
  .object({
    /** The first and last numbers ('PK/2627/1', 'PK/2627/C1'); null when none was issued. */
    First: z.string().nullable(),
    Last: z.string().nullable(),
    Count: z.number().int().min(0),
    ...taxAmounts,
    /** What the documents charged (or gave back): taxable value plus taxes. */
    Total: z.number(),
  })
  .meta({ id: 'TaxDocumentRegister' });
export type TaxDocumentRegister = z.infer<typeof taxDocumentRegisterSchema>;

export const taxReportSchema = z
  .object({
    /** 'YYYY-MM', as asked. */
    Month: z.string(),
    /** The invoices' lines, by the recipient's state and the line's rate. */
    B2c: z.array(taxSummaryRowSchema),
    /** The credit notes' lines (amounts reversed, as positive numbers), by the invoice's state and the line's rate. */
    CreditNotes: z.array(taxSummaryRowSchema),
    InvoiceRegister: taxDocumentRegisterSchema,
    CreditNoteRegister: taxDocumentRegisterSchema,
    /** The invoices less the credit notes (negative when more was credited than invoiced). */
    Net: z.object({ ...taxAmounts, Total: z.number() }),
  })
  .meta({ id: 'TaxReport' });
export type TaxReport = z.infer<typeof taxReportSchema>;

/** Format=csv's 200: the same report as one CSV table (a Section column), declared as text. */
export const taxReportCsvSchema = z.string().meta({
  description:
    'The report as CSV (RFC 4180, UTF-8): Month, Section (B2C, Credit notes, Register, Net), Place of supply, Rate (%), Document, First number, Last number, Count, Taxable value, IGST, CGST, SGST, Total.',
});
