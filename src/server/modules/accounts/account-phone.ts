/**
 * Phone numbers as accounts and applications store them: E.164 ('+919876543210'), from the number
 * the forms send beside its dialling code, already checked for that country by the request's
 * schema (shared/contract/phone.contract.ts). Numbers stored before the check keep working: they
 * are answered normalised when they are valid (shared/phone-numbers.ts, phoneAfterDialCode), and
 * as they were typed otherwise.
 */
import { toE164 } from '../../../shared/phone-numbers';

/** The number to store: E.164 when valid for its country (always, after the schema's check), else as given. */
export function storedPhoneNumber(countryCode: string, phoneNumber: string): string {
  return toE164(countryCode, phoneNumber) ?? phoneNumber;
}
