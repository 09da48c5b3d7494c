/**
 * The texts of place of supply and tax invoices (issue 35, decision 041): checkout's billing
 * details, their rules' messages (the form and the server say the same), My Orders' downloads and
 * the invoice's own words. Apart from messages.ts: only lazy pages and the server use them (the
 * home page's JavaScript budget, decision 007).
 */
export const OUTSIDE_INDIA = 'Outside India';

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
} as const;
