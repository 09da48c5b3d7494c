import { useCallback } from 'react';
import { useTranslate } from '../../i18n/translate';

/**
 * A field's error in the page's language. The schemas' messages are shared English texts
 * (shared/messages.ts, shared/*-texts.ts, whose Hindi is shared/i18n/texts.hi.json): shown through
 * `t.text`, which also says those composed with a value (form-composed-texts.ts). English shows
 * every message as it is, and so does any language a message that is none of these: one a form's
 * resolver has already put in the page's language (admin/adminTexts.ts' translatedResolver).
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslate();
  return useCallback((message: string | undefined) => (message ? t.text(message) : message), [t]);
}
