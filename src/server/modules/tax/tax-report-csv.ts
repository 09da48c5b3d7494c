/**
 * The monthly tax report as CSV (GET /api/getTaxReport?Format=csv): one table with a Section
 * column (B2C, Credit notes, Register, Net) rather than several tables one under another, so every
 * record has the same fields (RFC 4180) and a spreadsheet's filter or a script reads it as it is.
 * Amounts are rupees with two decimals written from the paise (no float on the way); rates in
 * percent. Records end with CRLF.
 */
import { basisPointsToGstRate } from '../../../shared/gst';
import { paiseToAmountString } from '../../../shared/money';
import { taxTexts } from '../../../shared/tax-texts';
import type { MonthlyTaxReport, PaiseAmounts, RegisterTotals, TaxSummaryLine } from './tax-report.service';

/** A CSV cell: text, or a number written as a number. */
type Cell = { text: string } | { number: string } | null;

const text = (value: string): Cell => ({ text: value });
const number = (value: string): Cell => ({ number: value });
const amount = (paise: number): Cell => number(paiseToAmountString(paise));

/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection). Text never
 * needs to start so in this report (states, document numbers, our own labels), but a text cell
 * that does is kept as text with a leading apostrophe; numbers (a negative net) are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when it holds a comma, a quote or a line break (its quotes doubled). */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if ('number' in cell) return cell.number;
  const value = FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const COLUMNS = [
  taxTexts.csvMonth,
  taxTexts.csvSection,
  taxTexts.placeOfSupply,
  taxTexts.rate,
  taxTexts.document,
  taxTexts.firstNumber,
  taxTexts.lastNumber,
  taxTexts.count,
  taxTexts.taxableValue,
  taxTexts.igst,
  taxTexts.cgst,
  taxTexts.sgst,
  taxTexts.total,
];

const amountsOf = (amounts: PaiseAmounts): Cell[] => [
  amount(amounts.taxablePaise),
  amount(amounts.igstPaise),
  amount(amounts.cgstPaise),
  amount(amounts.sgstPaise),
];

export function taxReportCsv(report: MonthlyTaxReport): string {
  const month = text(report.month);
  const summaryRecord = (section: string) => (line: TaxSummaryLine) => [
    month,
    text(section),
    text(line.placeOfSupply),
    number(String(basisPointsToGstRate(line.rateBp))),
    null,
    null,
    null,
    null,
    ...amountsOf(line),
    null,
  ];
  const registerRecord = (document: string, register: RegisterTotals) => [
    month,
    text(taxTexts.csvRegister),
    null,
    null,
    text(document),
    register.first === null ? null : text(register.first),
    register.last === null ? null : text(register.last),
    number(String(register.count)),
    ...amountsOf(register),
    amount(register.totalPaise),
  ];
  const records: Cell[][] = [
    COLUMNS.map(text),
    ...report.b2c.map(summaryRecord(taxTexts.csvB2c)),
    ...report.creditNotes.map(summaryRecord(taxTexts.csvCreditNotes)),
    registerRecord(taxTexts.invoicesRegister, report.invoiceRegister),
    registerRecord(taxTexts.creditNotesRegister, report.creditNoteRegister),
    [
      month,
      text(taxTexts.csvNet),
      null,
      null,
      text(taxTexts.net),
      null,
      null,
      null,
      ...amountsOf(report.net),
      amount(report.net.totalPaise),
    ],
  ];
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}
