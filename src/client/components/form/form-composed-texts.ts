/**
 * The schemas' messages that are composed with a value (functions of the shared texts, the
 * contracts' length rule), said by the form's own messages (store-text.ts recognises each by its
 * English around the value). Registered with Hindi's second chunk (hindi-more.ts), with the pages
 * that have forms.
 */
import { phoneNumberMessages } from '../../../shared/account-texts';
import { taxTexts } from '../../../shared/tax-texts';
import type { ComposedText } from '../../i18n/store-text';
import { formMessages } from './form.messages';

export const formComposedTexts: readonly ComposedText[] = [
  { english: phoneNumberMessages.notValidFor, message: formMessages.phoneNotValidFor, values: ['countryCode'] },
  // The contracts' own rule (accounts.contract.ts, admin.contract.ts), not a shared text.
  { english: (max) => `Must be at most ${max} characters.`, message: formMessages.mustBeAtMost, values: ['max'] },
  // Billing name (and the store settings' names: storeSettingsTexts.tooLong says the same).
  {
    english: (max) => taxTexts.billingNameTooLong(max as unknown as number),
    message: formMessages.atMost,
    values: ['max'],
  },
];
