/**
 * Phone numbers, checked per country with libphonenumber-js and its smallest metadata ('min': the
 * length and leading digits each country allows, ~40 KB gzip with its code). Only the forms with a
 * phone field (register, profile, Author Program, Add Author: lazy chunks) and the server import
 * this module, so the metadata never reaches the home page's JavaScript.
 *
 * A number is stored in E.164 ('+919876543210'). The country code the forms send is a dialling
 * code ('+91'); a few of them carry a North American area code as well ('+1684', American Samoa),
 * which is the calling code '1' followed by the area code: the area code then starts the number.
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

let callingCodes: ReadonlySet<string> | undefined;
/** Every calling code the metadata knows ('1', '7', '44', '91', ...). */
function knownCallingCodes(): ReadonlySet<string> {
  callingCodes ??= new Set(getCountries().map((country) => String(getCountryCallingCode(country))));
  return callingCodes;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The calling code of a dialling code, and the area code it adds ('+1684': '1' and '684'). */
function splitDialCode(countryCode: string): { callingCode: string; areaCode: string } | undefined {
  const digits = digitsOf(countryCode);
  for (let length = Math.min(3, digits.length); length >= 1; length -= 1) {
    const callingCode = digits.slice(0, length);
    if (knownCallingCodes().has(callingCode)) return { callingCode, areaCode: digits.slice(length) };
  }
  return undefined;
}

/** `text` as a valid number of `callingCode`, in E.164, or null. */
function validE164(text: string, callingCode: string): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCallingCode: callingCode });
  return parsed?.isValid() && parsed.countryCallingCode === callingCode ? parsed.number : null;
}

/**
 * The number typed (`phone`, in the country's own way of writing it, with or without its trunk
 * prefix, or in international form) for the dialling code chosen, in E.164: null when it is not a
 * valid number there ('12' and twenty digits are none for India, nor is a UK number for '+91').
 */
export function toE164(countryCode: string, phone: string): string | null {
  const dial = splitDialCode(countryCode);
  if (!dial || digitsOf(phone) === '') return null;
  const expectedStart = `+${dial.callingCode}${dial.areaCode}`;
  const accepted = (number: string | null) => (number?.startsWith(expectedStart) ? number : null);
  if (phone.trim().startsWith('+')) return accepted(validE164(phone, dial.callingCode));
  // The number as typed, or (for a dialling code with an area code) the number after the area code.
  return (
    accepted(validE164(phone, dial.callingCode)) ??
    (dial.areaCode ? accepted(validE164(`${dial.areaCode}${digitsOf(phone)}`, dial.callingCode)) : null)
  );
}

/**
 * The number as the API answers it beside its country code: the digits after the dialling code
 * ('+91' and '9876543210'), so `${countryCode} ${number}` reads as the whole number. A stored
 * number that is not valid (typed before numbers were checked) is answered as it was stored.
 */
export function phoneAfterDialCode(countryCode: string, stored: string): string {
  const e164 = toE164(countryCode, stored);
  if (e164 === null) return stored;
  const prefix = `+${digitsOf(countryCode)}`;
  return e164.startsWith(prefix) ? e164.slice(prefix.length) : e164.slice(1);
}

/** A number for people to read: '+91 98765 43210'; as given when it is not a valid number. */
export function formatPhoneNumber(countryCode: string, phone: string): string {
  const e164 = toE164(countryCode, phone);
  const parsed = e164 === null ? undefined : parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : `${countryCode} ${phone}`.trim();
}
