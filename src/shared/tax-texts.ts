/**
 * The texts of place of supply and tax invoices (issue 35, decision 041): checkout's billing
 * details, their rules' messages (the form and the server say the same), My Orders' downloads,
 * the invoice's own words and the seller's monthly tax report (its page and its CSV say the same).
 * Apart from messages.ts: only lazy pages and the server use them (the home page's JavaScript
 * budget, decision 007).
 */
import { monthName } from './month-names';

export const OUTSIDE_INDIA = 'Outside India';

/** '2026-11' as 'November 2026' (no Intl: the same words on the server, in tests and in every browser). */
export function monthLabel(month: string): string {
  const name = monthName(month.slice(5, 7));
  return name ? `${name} ${month.slice(0, 4)}` : month;
}

export const taxTexts = {
  // Checkout's billing details
  billingTitle: 'Billing details',
  billingIntro: 'For your tax invoice: the state decides which GST applies.',
  billingName: 'Billing name',
  billingState: 'State or union territory',
  pinCode: 'PIN code',
  pinCodeHint: '6 digits',
  outsideIndia: OUTSIDE_INDIA,

  // Rules (the server answers them as "Invalid field 'X': ...")
  billingNameRequired: 'Enter the name for the invoice.',
  billingNameTooLong: (max: number) => `At most ${max} characters.`,
  unknownState: `Choose a state or union territory from the list, or ${OUTSIDE_INDIA}.`,
  pinCodeRule: 'A PIN code is 6 digits and does not start with 0.',
  pinCodeOutsideIndia: `Leave the PIN code empty for an address outside India.`,
  billingIncomplete: 'Give the billing name and the state (or union territory) together.',
  billingRequired:
    'Please give your billing name, state (or union territory) and PIN code: they go on your tax invoice.',
  onlyIndia: 'Pustaka sells only to addresses in India for now.',

  // My Orders
  downloadInvoice: 'Download invoice',
  downloadReceipt: 'Download receipt',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  invoiceNumber: (number: string) => `Invoice ${number}`,
  downloadCreditNote: 'Download credit note',
  creditNoteNumber: (number: string) => `Credit note ${number}`,
  refunds: 'Refunds',

  // GET /api/getInvoice
  invoiceNotFound: 'No such order.',
  orderNotPaid: 'This order is not paid yet, so it has no invoice.',

  // GET /api/getCreditNote
  refundNotFound: 'No such refund.',
  noCreditNote: 'This refund has no credit note: its order has no tax invoice, or the refund returned no book.',

  // The documents
  taxInvoice: 'Tax Invoice',
  receiptNotTaxInvoice: 'Receipt \u2014 not a tax invoice',
  exportLine: 'Supply meant for export of services without payment of integrated tax (IGST)',
  receiptNote: 'The seller has not completed its GST details: this receipt is not a tax invoice.',
  creditNote: 'Credit Note',
  againstInvoice: (number: string, date: string) => `Against invoice ${number} of ${date}`,
  /** Why a credit note was issued, by its refund's reason (server: order-states.ts REFUND_REASONS). */
  creditNoteReason: (refundReason: string) =>
    `${refundReason === 'admin' ? 'Refund by the seller' : 'Refund on the payment'}: the books listed are taken back.`,

  // The seller's tax report (/admin/tax; GET /api/getTaxReport and its CSV)
  reportTitle: 'Tax reports',
  reportIntro:
    'The tax invoices and credit notes issued in a month (India Standard Time), summed as GSTR-1 asks. Amounts in rupees.',
  reportMonth: 'Month',
  reportMonthRule: 'A month as YYYY-MM, for example 2026-11.',
  reportFormatRule: "Either 'json' or 'csv'.",
  reportEmpty: (month: string) => `No tax documents in ${monthLabel(month)}.`,
  downloadCsv: 'Download CSV',
  b2cTitle: 'B2C supplies by place of supply and rate',
  b2cNote: 'Supplies to buyers without a GSTIN; exports are their own place of supply, without tax.',
  creditNotesTitle: 'Credit notes by place of supply and rate',
  creditNotesNote: "The taxable value and taxes reversed, by the invoice's place of supply and the line's rate.",
  registersTitle: 'Document registers',
  placeOfSupply: 'Place of supply',
  rate: 'Rate (%)',
  taxableValue: 'Taxable value',
  igst: 'IGST',
  cgst: 'CGST',
  sgst: 'SGST',
  total: 'Total',
  document: 'Document',
  firstNumber: 'First number',
  lastNumber: 'Last number',
  count: 'Count',
  invoicesRegister: 'Tax invoices',
  creditNotesRegister: 'Credit notes',
  net: 'Net (invoices less credit notes)',
  noRows: 'None this month.',
  // The CSV's own column and section names
  csvMonth: 'Month',
  csvSection: 'Section',
  csvB2c: 'B2C',
  csvCreditNotes: 'Credit notes',
  csvRegister: 'Register',
  csvNet: 'Net',
} as const;
