/**
 * The server's own texts in a language (issue 38, decision 052): the mails, written in the
 * recipient account's language. An area of the server keeps its texts as the browser's areas do,
 * `messages.en.json` and `messages.hi.json` beside its code (ICU MessageFormat, the same keys), and
 * registers them with defineServerMessages('mail', { en, hi }), which answers the descriptors its
 * code asks for (id `mail.greeting`).
 *
 * One Lingui instance per language (setupI18n), each holding every registered area's catalog of
 * that language. The server is not bundled, so no build compiled the catalogs: each is compiled
 * here once, when its area registers (Lingui's runtime compiles an uncompiled message at every call
 * and keeps nothing), so rendering a mail only interpolates. A message that does not parse fails
 * the registration, at start. The instances also have the compiler (setMessagesCompiler) for a
 * descriptor's own English, used only should an id be missing from a language's catalog (the
 * catalogs' test forbids that). Each instance formats with its language's Intl locale (en-IN,
 * hi-IN: shared/i18n/locales.ts), so a date or number a message formats (`{day, date, long}`)
 * follows the mail's language.
 */
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { compileMessage, compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { defineMessages, namespaced, type Messages } from '../../shared/i18n/define-messages';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, LOCALES, type Locale } from '../../shared/i18n/locales';

const instances = new Map<Locale, I18n>();
const namespaces = new Set<string>();

/** The instance of a language, made on first use and kept for the process's life. */
export function serverI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, locales: INTL_LOCALES[locale], messages: { [locale]: {} } });
    instance.setMessagesCompiler(compileMessage);
    instances.set(locale, instance);
  }
  return instance;
}

/** A catalog's messages compiled for Lingui's runtime; a message that does not parse names its id. */
function compileCatalog(catalog: Record<string, unknown>, what: string): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${what}: "${id}" is not a text`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${what}: "${id}" is not a valid ICU message: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

/**
 * Registers an area's catalogs, one per language, compiled once into each language's instance, and
 * answers its descriptors (from the English catalog). A namespace registers once.
 */
export function defineServerMessages<English extends Record<string, string>>(
  namespace: string,
  catalogs: { en: English } & Record<Locale, Record<string, string>>,
): Messages<Extract<keyof English, string>> {
  if (namespaces.has(namespace)) throw new Error(`server messages '${namespace}' are registered twice`);
  namespaces.add(namespace);
  for (const locale of LOCALES) {
    const catalog = namespaced(namespace, catalogs[locale]);
    serverI18n(locale).load(locale, compileCatalog(catalog, `${namespace}.${locale}`));
  }
  return defineMessages(namespace, catalogs.en);
}

/** The language a mail to an account is written in: the account's, English when it has none (or one we do not speak). */
export function accountLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** A function that renders descriptors in one language: `t(mailMessages.greeting, { name })`. */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

export function translatorFor(locale: Locale): Translate {
  const instance = serverI18n(locale);
  return (descriptor, values) => instance._(values ? { ...descriptor, values } : descriptor);
}
