/**
 * Texts that come as English strings: the shared texts (shared/messages.ts and shared/*-texts.ts,
 * which the server answers with too, in `{"Message": ...}`) are written once, in English, for the
 * server, the API's clients and the browser alike. The browser shows them in the page's language
 * through this lookup (translate.ts, `t.text`): the English text is the id of its Hindi
 * translation (shared/i18n/texts.hi.json, loaded with Hindi's chunk).
 *
 * A text composed with values (a shared text's function: "Mitti is in your library now.") has no
 * id to look up: a language registers such texts (composed-texts.ts) with the message that says
 * them, and the values are read back out of the English around them.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

/** A compiled message that is just this text (nothing in it is read as ICU syntax). */
const literal = (text: string) => [text] as unknown as string;

/** A shared text composed with values, and the message that says it in a language. */
export interface ComposedText {
  /** The shared text's English, given its values (strings, in its parameters' order). */
  english: (...values: string[]) => string;
  message: MessageDescriptor;
  /** The message's placeholders, in the order of `english`'s parameters. */
  values: readonly string[];
}

const SLOT = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English made with a marked slot per value, as a pattern whose groups are the values. */
function patternOf({ english, values }: ComposedText): RegExp {
  const template = english(...values.map((_, index) => `${SLOT}${index}${SLOT}`));
  const seen = new Set<string>();
  const source = template
    .split(new RegExp(`${SLOT}(\\d+)${SLOT}`))
    .map((piece, index) => {
      if (index % 2 === 0) return escapeRegExp(piece);
      // A value said twice (an address in both sentences) is the same both times.
      if (seen.has(piece)) return `\\k<v${piece}>`;
      seen.add(piece);
      return `(?<v${piece}>[\\s\\S]+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const composedByLocale = new Map<string, Map<ComposedText, RegExp>>();

/** Makes a language say these composed texts (its chunks register theirs when they load). */
export function registerComposedTexts(locale: string, texts: readonly ComposedText[]): void {
  const registered = composedByLocale.get(locale) ?? new Map<ComposedText, RegExp>();
  for (const text of texts) if (!registered.has(text)) registered.set(text, patternOf(text));
  composedByLocale.set(locale, registered);
}

function composedText(i18n: Pick<I18n, '_' | 'locale'>, text: string): string | undefined {
  for (const [composed, pattern] of composedByLocale.get(i18n.locale) ?? []) {
    const groups = pattern.exec(text)?.groups;
    if (!groups) continue;
    const values = Object.fromEntries(composed.values.map((name, index) => [name, groups[`v${index}`]]));
    return i18n._({ ...composed.message, values });
  }
  return undefined;
}

/**
 * The text in the active language: its translation, or the composed text it is, or else the text
 * as it is (English, or one already in the page's language, such as a form resolver's message).
 */
export function storeText(i18n: Pick<I18n, '_' | 'locale' | 'messages'>, text: string): string {
  if (text in i18n.messages) return i18n._({ id: text, message: literal(text) });
  return composedText(i18n, text) ?? text;
}
