import { useCallback } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { phoneNumberMessages } from '../../../shared/account-texts';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { taxTexts } from '../../../shared/tax-texts';
import { useTranslate, type Translate } from '../../i18n/translate';
import { formMessages } from './form.messages';

/**
 * The schemas' messages that are composed with a value (functions of the shared texts, the
 * contracts' length rule): no text to look up, so each is recognised by its English around the
 * value and said by the form's own message with that value.
 */
interface Composed {
  /** The English with the value in its place; `value` is the message's placeholder. */
  english: (value: string) => string;
  message: MessageDescriptor;
  value: string;
}

const composed: readonly Composed[] = [
  { english: phoneNumberMessages.notValidFor, message: formMessages.phoneNotValidFor, value: 'countryCode' },
  // The contracts' own rule (accounts.contract.ts, admin.contract.ts), not a shared text.
  { english: (max) => `Must be at most ${max} characters.`, message: formMessages.mustBeAtMost, value: 'max' },
  // Billing name (and the store settings' names: storeSettingsTexts.tooLong says the same).
  {
    english: (max) => taxTexts.billingNameTooLong(max as unknown as number),
    message: formMessages.atMost,
    value: 'max',
  },
];

const SLOT = '\u0000';

function composedText(t: Translate, text: string): string | undefined {
  for (const { english, message, value } of composed) {
    const [before = '', after = ''] = english(SLOT).split(SLOT);
    if (text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after)) {
      return t(message, { [value]: text.slice(before.length, text.length - after.length) });
    }
  }
  return undefined;
}

/**
 * A field's error in the page's language. The schemas' messages are shared English texts
 * (shared/messages.ts, shared/*-texts.ts, whose Hindi is shared/i18n/texts.hi.json): shown through
 * `t.text`; a few are composed with a value (above). English shows every message as it is, and so
 * does any language a message that is none of these: one a form's resolver has already put in
 * the page's language (admin/adminTexts.ts' translatedResolver) is not looked up again.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslate();
  const { i18n } = useLingui();
  return useCallback(
    (message: string | undefined) => {
      if (!message || i18n.locale === DEFAULT_LOCALE) return message;
      if (message in i18n.messages) return t.text(message);
      return composedText(t, message) ?? message;
    },
    [t, i18n],
  );
}
