/**
 * Texts that come as English strings: the shared texts (shared/messages.ts and shared/*-texts.ts,
 * which the server answers with too, in `{"Message": ...}`) are written once, in English, for the
 * server, the API's clients and the browser alike. The browser shows them in the page's language
 * through this lookup (translate.ts, `t.text`): the English text is the id of its Hindi
 * translation (shared/i18n/texts.hi.json, loaded with Hindi's chunk).
 */
import type { I18n } from '@lingui/core';

/** A compiled message that is just this text (nothing in it is read as ICU syntax). */
const literal = (text: string) => [text] as unknown as string;

export function storeText(i18n: Pick<I18n, '_'>, text: string): string {
  return i18n._({ id: text, message: literal(text) });
}
