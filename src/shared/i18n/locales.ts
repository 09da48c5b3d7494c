/**
 * The store's interface languages (issue 38) and how one is chosen. The server picks it for every
 * HTML answer (the `lang` cookie, else the browser's Accept-Language) and writes it into
 * `<html lang>`; the browser reads it from there, so a page is never rendered in one language and
 * hydrated in another. An account's language (users.language) travels with its session and is
 * what the store's mails are written in.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice (`en` or `hi`). */
export const LANG_COOKIE = 'lang';
/** A year: the choice outlives sessions. */
export const LANG_COOKIE_DAYS = 365;
/** A query parameter that asks for a page in one language: the hreflang alternates' addresses. */
export const LANG_PARAMETER = 'lang';

/** Each language's name in itself: the switch shows these, whatever the page's language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

/** The locale Intl formats numbers, prices and dates with. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8"): the
 * highest-weighted range whose primary subtag we speak; English when none is.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const quality = parameters.find((parameter) => /^\s*q=/i.test(parameter));
    // A malformed weight makes the range unusable rather than the most wanted.
    const weight = quality === undefined ? 1 : Number(/^\s*q=([01](\.\d{0,3})?)\s*$/i.exec(quality)?.[1] ?? 0);
    if (!isLocale(primary) || !(weight > 0)) continue;
    if (!best || weight > best.weight) best = { locale: primary, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** A page's language: an explicit `?lang=`, else the cookie, else the browser's preference. */
export function chooseLocale(choice: { parameter?: unknown; cookie?: unknown; acceptLanguage?: string }): Locale {
  if (isLocale(choice.parameter)) return choice.parameter;
  if (isLocale(choice.cookie)) return choice.cookie;
  return localeFromAcceptLanguage(choice.acceptLanguage);
}
