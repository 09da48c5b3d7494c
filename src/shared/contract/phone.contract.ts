/**
 * The per-country check of the phone number of a request that carries one (register, update
 * profile, the Author Program application, Add Author). Apart from accounts.contract.ts because it
 * brings libphonenumber-js and its metadata (shared/phone-numbers.ts): only the forms with a phone
 * field and the server import it, never a page that merely logs in. Add it to the request's object
 * schema last (a refined object can no longer be picked or omitted from).
 */
import type { z } from 'zod';
import { phoneNumberMessages } from '../account-texts';
import { toE164 } from '../phone-numbers';
import { countryCodeSchema, phoneNumberSchema } from './accounts.contract';

/** Which fields of a request hold the dialling code and the number. */
export interface PhoneFields {
  countryCode: string;
  phoneNumber: string;
}

const CAMEL_CASE: PhoneFields = { countryCode: 'countryCode', phoneNumber: 'phoneNumber' };
/** The Author Program application's spelling (the original API's). */
export const SNAKE_CASE_PHONE_FIELDS: PhoneFields = { countryCode: 'country_code', phoneNumber: 'phone_number' };

/**
 * `schema` with its phone number checked for its country code. The check waits for both fields to
 * pass their own rules: a missing country code or a malformed number keeps its own message.
 */
export function withCheckedPhone<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  fields: PhoneFields = CAMEL_CASE,
): T {
  return schema.superRefine((value, context) => {
    const countryCode = countryCodeSchema.safeParse(value[fields.countryCode]);
    const phoneNumber = phoneNumberSchema.safeParse(value[fields.phoneNumber]);
    if (!countryCode.success || !phoneNumber.success) return;
    if (toE164(countryCode.data, phoneNumber.data) === null) {
      context.addIssue({
        code: 'custom',
        path: [fields.phoneNumber],
        message: phoneNumberMessages.notValidFor(countryCode.data),
      });
    }
  }) as T;
}
