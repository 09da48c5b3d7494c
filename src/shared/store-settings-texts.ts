/**
 * The texts of the seller's tax settings (decision 039): the admin's Store settings page, the
 * admin header's notice, the field rules' messages the server answers too, and the per-book GST
 * rate. Apart from messages.ts because only lazy (admin) pages and the server use them (the home
 * page's JavaScript budget).
 */
import type { GstState } from './gst';

export const storeSettingsTexts = {
  // The page
  title: 'Store settings',
  intro:
    'The seller named on tax invoices. Until every field but the trade name is filled in, the store keeps selling and its receipts say "not a tax invoice".',
  legalName: 'Legal name',
  legalNameHint: 'As registered for GST',
  tradeName: 'Trade name',
  tradeNameHint: 'Optional: the name the store trades under, if not the legal name',
  gstin: 'GSTIN',
  gstinHint: '15 characters, e.g. 29ABCDE1234F1ZW',
  address: 'Registered address',
  addressHint: 'With its 6-digit PIN code',
  state: 'State',
  gstRate: 'GST rate for books (%)',
  gstRateHint: 'Each book may set its own rate',
  sac: 'SAC',
  sacHint: 'Services Accounting Code: 998431 for e-books',
  invoicePrefix: 'Invoice number prefix',
  invoicePrefixHint: '1 to 3 letters or digits: invoices are numbered PREFIX/2627/1',
  exportOfServices: 'Sell to shoppers outside India (export of services)',
  exportOfServicesHint: 'Off: only shoppers in India can buy',
  save: 'Save',
  saved: 'Store settings saved.',
  loadFailed: 'The store settings could not be loaded.',
  saveFailed: 'The store settings could not be saved. Please try again.',
  complete: 'Tax invoices are on: every order gets one.',

  // The admin header's notice
  noticeTitle: (missing: string) => `Tax invoices are off: ${missing}.`,
  noticeBody: 'Receipts say "not a tax invoice" until Store settings are complete.',
  noticeLink: 'Store settings',
  /** What the notice says is missing, from storeSettingsProblems(). */
  missing: {
    legalName: 'the legal name',
    gstin: 'the GSTIN',
    validGstin: 'a valid GSTIN',
    address: 'the registered address',
    pin: "the address's PIN code",
    state: 'the state',
    validState: 'a state from the list',
    stateMatchingGstin: "the state of the GSTIN's registration",
    rate: 'a GST rate from 0 to 28 %',
    sac: 'a valid SAC',
    invoicePrefix: 'the invoice number prefix',
  },
  /** 'a, b and c' */
  joinMissing: (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,

  // Field rules (the form shows them; the server answers them as "Invalid field 'X': ...")
  required: 'Required.',
  tooLong: (max: number) => `At most ${max} characters.`,
  gstinProblems: {
    length: 'A GSTIN has 15 characters.',
    characters: 'A GSTIN has only letters A-Z and digits.',
    stateCode: 'A GSTIN starts with a state code from the GST list (01 to 38, or 97).',
    pan: 'Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits, a letter.',
    entityNumber: 'The 13th character of a GSTIN is 1-9 or a letter.',
    defaultZ: 'The 14th character of a GSTIN is Z.',
    checkCharacter: 'The last character of this GSTIN does not match the others: check it for a typing mistake.',
  },
  gstinStateMismatch: (registered: GstState, chosen: string) =>
    `This GSTIN is registered in ${registered.name} (state code ${registered.code}), not ${chosen}: choose ${registered.name} or check the GSTIN.`,
  unknownState: 'Choose a state from the GST state code list.',
  addressWithoutPin: 'Include the 6-digit PIN code (e.g. 560001).',
  rateRange: 'A GST rate is from 0 to 28 %, with at most 2 decimals (e.g. 5, 2.5, 0.25).',
  sacRule: 'A SAC is 6 digits starting with 99 (998431 for e-books).',
  invoicePrefixRule: '1 to 3 capital letters or digits (e.g. PK, INV, P1).',

  // A book's own rate (the wizard and Manage Books)
  bookGstRate: 'GST rate (%)',
  bookGstRateHint: "Empty: the store's rate",
  bookGstRateOfStore: "The store's rate",
} as const;
