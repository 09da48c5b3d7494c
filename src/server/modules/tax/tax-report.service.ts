/**
 * The seller's monthly tax report (issue 35 item 6, decision 041): GET /api/getTaxReport. For the
 * tax invoices and credit notes issued in an IST calendar month:
 * - B2C: the invoices' lines summed by place of supply (the recipient's state; 'Outside India' for
 *   exports, at rate 0 without tax) and rate, the shape of GSTR-1's B2C table. Every invoice is
 *   B2C: the store takes no buyer's GSTIN;
 * - credit notes: their lines summed the same way, by the credited invoice's state, the amounts
 *   reversed given as positive numbers;
 * - the two registers: first and last numbers in (financial year, serial) order, count, and the
 *   sums of the documents' own totals; and the invoices net of the credit notes.
 * Everything is summed in integer paise and turned into rupees only for the JSON answer (the CSV
 * writes the paise as rupees with two decimals itself). A document's totals are the sums of its
 * lines (decision 040), so the summary of a kind sums to its register.
 */
import { isCalendarMonth, istMonthSpan } from '../../../shared/financial-year';
import { basisPointsToGstRate } from '../../../shared/gst';
import { paiseToRupees } from '../../../shared/money';
import { OUTSIDE_INDIA, taxTexts } from '../../../shared/tax-texts';
import type { TaxDocumentRegister, TaxReport, TaxSummaryRow } from '../../../shared/contract/tax-report.contract';
import type { UnitOfWork } from '../../db/unit-of-work';
import { InvalidInput } from '../../domain-errors';
import type { IssuedDocumentRate } from './tax-report.repository';

export interface PaiseAmounts {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** One place of supply at one rate, in paise. */
export interface TaxSummaryLine extends PaiseAmounts {
  placeOfSupply: string;
  rateBp: number;
}

export interface RegisterTotals extends PaiseAmounts {
  first: string | null;
  last: string | null;
  count: number;
  totalPaise: number;
}

/** The report in paise, as the JSON answer and the CSV are both written from it. */
export interface MonthlyTaxReport {
  month: string;
  b2c: TaxSummaryLine[];
  creditNotes: TaxSummaryLine[];
  invoiceRegister: RegisterTotals;
  creditNoteRegister: RegisterTotals;
  net: PaiseAmounts & { totalPaise: number };
}

// PostgreSQL's SUM of integers is bigint, which the pg driver may hand over as text.
const paise = (value: number | string | null) => (value === null ? 0 : Number(value));

/** States by name, 'Outside India' (exports) last; rates from the lowest. */
function compareLines(a: TaxSummaryLine, b: TaxSummaryLine): number {
  const aOutside = a.placeOfSupply === OUTSIDE_INDIA;
  const bOutside = b.placeOfSupply === OUTSIDE_INDIA;
  if (aOutside !== bOutside) return aOutside ? 1 : -1;
  if (a.placeOfSupply !== b.placeOfSupply) return a.placeOfSupply < b.placeOfSupply ? -1 : 1;
  return a.rateBp - b.rateBp;
}

/** The lines' sums by place of supply and rate. */
export function summaryOf(rows: readonly IssuedDocumentRate[]): TaxSummaryLine[] {
  const lines = new Map<string, TaxSummaryLine>();
  for (const row of rows) {
    if (row.rate_bp === null) continue;
    const key = JSON.stringify([row.recipient_state, row.rate_bp]);
    let line = lines.get(key);
    if (!line) {
      line = {
        placeOfSupply: row.recipient_state,
        rateBp: row.rate_bp,
        taxablePaise: 0,
        igstPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
      };
      lines.set(key, line);
    }
    line.taxablePaise += paise(row.line_taxable_paise);
    line.igstPaise += paise(row.line_igst_paise);
    line.cgstPaise += paise(row.line_cgst_paise);
    line.sgstPaise += paise(row.line_sgst_paise);
  }
  return [...lines.values()].sort(compareLines);
}

/** The register: each document once (it has a row per rate of its lines), in number order. */
export function registerOf(rows: readonly IssuedDocumentRate[]): RegisterTotals {
  const documents = new Map<number, IssuedDocumentRate>();
  for (const row of rows) if (!documents.has(row.id)) documents.set(row.id, row);
  const ordered = [...documents.values()].sort((a, b) =>
    a.financial_year === b.financial_year ? a.serial - b.serial : a.financial_year < b.financial_year ? -1 : 1,
  );
  const totals: RegisterTotals = {
    first: ordered[0]?.number ?? null,
    last: ordered.at(-1)?.number ?? null,
    count: ordered.length,
    taxablePaise: 0,
    igstPaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    totalPaise: 0,
  };
  for (const document of ordered) {
    totals.taxablePaise += paise(document.taxable_paise);
    totals.igstPaise += paise(document.igst_paise);
    totals.cgstPaise += paise(document.cgst_paise);
    totals.sgstPaise += paise(document.sgst_paise);
    totals.totalPaise += paise(document.total_paise);
  }
  return totals;
}

export function monthlyTaxReport(
  month: string,
  invoices: readonly IssuedDocumentRate[],
  creditNotes: readonly IssuedDocumentRate[],
): MonthlyTaxReport {
  const invoiceRegister = registerOf(invoices);
  const creditNoteRegister = registerOf(creditNotes);
  return {
    month,
    b2c: summaryOf(invoices),
    creditNotes: summaryOf(creditNotes),
    invoiceRegister,
    creditNoteRegister,
    net: {
      taxablePaise: invoiceRegister.taxablePaise - creditNoteRegister.taxablePaise,
      igstPaise: invoiceRegister.igstPaise - creditNoteRegister.igstPaise,
      cgstPaise: invoiceRegister.cgstPaise - creditNoteRegister.cgstPaise,
      sgstPaise: invoiceRegister.sgstPaise - creditNoteRegister.sgstPaise,
      totalPaise: invoiceRegister.totalPaise - creditNoteRegister.totalPaise,
    },
  };
}

const rupeesOf = (amounts: PaiseAmounts) => ({
  TaxableValue: paiseToRupees(amounts.taxablePaise),
  Igst: paiseToRupees(amounts.igstPaise),
  Cgst: paiseToRupees(amounts.cgstPaise),
  Sgst: paiseToRupees(amounts.sgstPaise),
});

const rowOf = (line: TaxSummaryLine): TaxSummaryRow => ({
  PlaceOfSupply: line.placeOfSupply,
  Rate: basisPointsToGstRate(line.rateBp),
  ...rupeesOf(line),
});

const registerJson = (register: RegisterTotals): TaxDocumentRegister => ({
  First: register.first,
  Last: register.last,
  Count: register.count,
  ...rupeesOf(register),
  Total: paiseToRupees(register.totalPaise),
});

/** The JSON answer: the edge where paise become rupees. */
export function taxReportJson(report: MonthlyTaxReport): TaxReport {
  return {
    Month: report.month,
    B2c: report.b2c.map(rowOf),
    CreditNotes: report.creditNotes.map(rowOf),
    InvoiceRegister: registerJson(report.invoiceRegister),
    CreditNoteRegister: registerJson(report.creditNoteRegister),
    Net: { ...rupeesOf(report.net), Total: paiseToRupees(report.net.totalPaise) },
  };
}

export class TaxReportService {
  constructor(private readonly uow: UnitOfWork) {}

  /**
   * The month's report. Two statements, one per kind of document, each answering a consistent
   * summary and register (tax-report.repository.ts); they need no transaction together, since the
   * invoices' figures and the credit notes' never have to match each other.
   */
  async report(month: string): Promise<MonthlyTaxReport> {
    // The route's schema refuses any other text; a caller that skipped it gets a 400, not a 500.
    if (!isCalendarMonth(month)) throw new InvalidInput(taxTexts.reportMonthRule);
    const { start, end } = istMonthSpan(month);
    const span = { from: start.toISOString(), to: end.toISOString() };
    const { taxReport } = this.uow.repos;
    const [invoices, creditNotes] = await Promise.all([
      taxReport.invoicesIssued(span),
      taxReport.creditNotesIssued(span),
    ]);
    return monthlyTaxReport(month, invoices, creditNotes);
  }
}
