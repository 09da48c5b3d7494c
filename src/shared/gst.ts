/**
 * GST rules for the seller's tax settings (decision 039), shared by the server and the admin
 * screens: the GST state code list, the GSTIN's format and check character, the rate, the SAC and
 * the invoice number prefix, and when the settings are complete enough to issue tax invoices.
 *
 * Only the server and lazy (admin) code import this module, never messages.ts or anything the home
 * page loads: the home page's JavaScript budget (decision 007).
 */
import { gstRateHundredths, MAX_GST_RATE_PERCENT } from './gst-arithmetic';
import { storeSettingsTexts } from './store-settings-texts';

// ---------- States ----------

export interface GstState {
  /** Two digits: the first two characters of a GSTIN registered there. */
  code: string;
  /** As the GST state code list names it. */
  name: string;
}

/**
 * The GST state code list, as published. Two deliberate departures:
 * - 28 (Andhra Pradesh before its division in 2014) is left out: GST began in 2017, when Andhra
 *   Pradesh's registrations were already issued under 37, so no GSTIN a seller can hold starts with
 *   28; a GSTIN that does is refused as naming no state of the list.
 * - 25 (Daman and Diu) stays although it merged into 26 in 2020: the list still names it, and
 *   registrations issued under it may still be in use.
 * 97 (Other Territory) is the list's code for India's offshore territories. 96 (Foreign Country)
 * and 99 (Centre Jurisdiction) are not places a seller is registered, so they are not here.
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

export const GST_STATE_NAMES: readonly string[] = GST_STATES.map((state) => state.name);

/** The state of this exact name (as the list spells it), if any. */
export function stateByName(name: string): GstState | undefined {
  return GST_STATES.find((state) => state.name === name);
}

export function stateByCode(code: string): GstState | undefined {
  return GST_STATES.find((state) => state.code === code);
}

// ---------- GSTIN ----------

export const GSTIN_LENGTH = 15;
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Characters 3 to 12: the holder's PAN (five letters, four digits, a letter). */
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters, by the published mod-36 algorithm: each
 * character's value (0-9, then A-Z as 10-35) times a factor alternating 1, 2 from the first; each
 * product adds its quotient and remainder by 36; the check is what brings the sum to a multiple of 36.
 * Undefined when a character is outside 0-9 and A-Z.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const value = CHECK_ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) return undefined;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHECK_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The rules of a GSTIN, in the order they are checked: the first one broken is the one reported. */
export type GstinRule = 'length' | 'characters' | 'stateCode' | 'pan' | 'entityNumber' | 'defaultZ' | 'checkCharacter';

/** A GSTIN as typed, in the form it is checked and kept: no spaces, upper case. */
export function normalizeGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * The first rule `gstin` (already normalised) breaks, or undefined when it is a well-formed GSTIN:
 * 15 characters; a state code of the list; the PAN; the 13th character, the holder's registration
 * number in that state (1-9, then A-Z); the 14th, 'Z' (the published format's default, which every
 * regular taxpayer's GSTIN carries); the 15th, the check character.
 */
export function gstinProblem(gstin: string): GstinRule | undefined {
  if (gstin.length !== GSTIN_LENGTH) return 'length';
  if (!/^[0-9A-Z]+$/.test(gstin)) return 'characters';
  if (!stateByCode(gstin.slice(0, 2))) return 'stateCode';
  if (!PAN_PATTERN.test(gstin.slice(2, 12))) return 'pan';
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return 'entityNumber';
  if (gstin.charAt(13) !== 'Z') return 'defaultZ';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'checkCharacter';
  return undefined;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === undefined;
}

/** Why `gstin` cannot belong to a seller registered in `stateName`, or undefined when it can (or either is unknown). */
export function gstinStateMismatch(gstin: string, stateName: string): string | undefined {
  const registered = stateByCode(gstin.slice(0, 2));
  const chosen = stateByName(stateName);
  if (!registered || !chosen || registered.code === chosen.code) return undefined;
  return storeSettingsTexts.gstinStateMismatch(registered, chosen.name);
}

// ---------- Rates, SAC, prefix, PIN ----------

export const GST_RATE_MIN = 0;
/** One home for the highest rate: the arithmetic refuses what the settings refuse. */
export const GST_RATE_MAX = MAX_GST_RATE_PERCENT;
export const DEFAULT_GST_RATE = 5;
/** Services of publishing books online (e-books): SAC 998431. */
export const DEFAULT_SAC = '998431';
/** 1 to 3 upper-case letters or digits: invoice numbers are `<prefix>/<FY>/<serial>`, at most 16 characters (CGST rule 46). */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;
export const INVOICE_PREFIX_MAX_LENGTH = 3;
/** Services Accounting Codes are six digits, all in chapter 99. */
export const SAC_PATTERN = /^99[0-9]{4}$/;
/** An Indian PIN code: six digits, the first not 0 (written '560001' or '560 001'). */
export const PIN_PATTERN = /(?:^|\D)([1-9][0-9]{2}\s?[0-9]{3})(?:\D|$)/;

export const LEGAL_NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;

/** Whether `rate` is a GST rate in percent the store accepts: 0 to 28, in steps of 0.01 (0.25, 2.5, 18). */
export function isValidGstRate(rate: number): boolean {
  return (
    Number.isFinite(rate) &&
    rate >= GST_RATE_MIN &&
    rate <= GST_RATE_MAX &&
    Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6
  );
}

/** A rate in percent (2.5) as the database keeps it: hundredths of a percent, i.e. basis points (250). */
export function gstRateToBasisPoints(rate: number): number {
  return gstRateHundredths(rate);
}

export function basisPointsToGstRate(basisPoints: number): number {
  return basisPoints / 100;
}

export function normalizeInvoicePrefix(text: string): string {
  return text.trim().toUpperCase();
}

export function isValidInvoicePrefix(prefix: string): boolean {
  return INVOICE_PREFIX_PATTERN.test(prefix);
}

export function isValidSac(sac: string): boolean {
  return SAC_PATTERN.test(sac);
}

/** The PIN code an address holds (its six digits), if it holds one. */
export function pinOf(address: string): string | undefined {
  return PIN_PATTERN.exec(address)?.[1]?.replace(/\s/g, '');
}

// ---------- Completeness ----------

/** The seller's settings as the API carries them (store-settings.contract.ts). Text left empty is not set. */
export interface SellerTaxSettings {
  LegalName: string;
  TradeName: string;
  Gstin: string;
  Address: string;
  State: string;
  GstRate: number;
  Sac: string;
  InvoicePrefix: string;
  ExportOfServices: boolean;
}

export type SellerTaxField = Exclude<keyof SellerTaxSettings, 'TradeName' | 'ExportOfServices'>;

export interface StoreSettingsProblem {
  field: SellerTaxField;
  /** What is missing or wrong, as the admin header says it ('the GSTIN', 'a valid SAC'). */
  message: string;
}

/**
 * What keeps the settings from issuing tax invoices: every field but the trade name set and valid,
 * and the GSTIN registered in the state chosen. Empty: complete. The server (invoices) and the
 * admin header's notice both ask this, so they agree.
 */
export function storeSettingsProblems(settings: SellerTaxSettings): StoreSettingsProblem[] {
  const texts = storeSettingsTexts.missing;
  const problems: StoreSettingsProblem[] = [];
  const add = (field: SellerTaxField, message: string) => problems.push({ field, message });
  if (!settings.LegalName.trim()) add('LegalName', texts.legalName);
  if (!settings.Gstin) add('Gstin', texts.gstin);
  else if (!isValidGstin(settings.Gstin)) add('Gstin', texts.validGstin);
  if (!settings.Address.trim()) add('Address', texts.address);
  else if (!pinOf(settings.Address)) add('Address', texts.pin);
  if (!settings.State) add('State', texts.state);
  else if (!stateByName(settings.State)) add('State', texts.validState);
  else if (settings.Gstin && isValidGstin(settings.Gstin) && gstinStateMismatch(settings.Gstin, settings.State))
    add('State', texts.stateMatchingGstin);
  if (!isValidGstRate(settings.GstRate)) add('GstRate', texts.rate);
  if (!isValidSac(settings.Sac)) add('Sac', texts.sac);
  if (!isValidInvoicePrefix(settings.InvoicePrefix)) add('InvoicePrefix', texts.invoicePrefix);
  return problems;
}

export function isTaxInvoiceReady(settings: SellerTaxSettings): boolean {
  return storeSettingsProblems(settings).length === 0;
}
