import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';

/** The store's own two languages by their names in themselves, as the language switch shows them. */
const OWN_NAMES: Readonly<Record<string, string>> = { hi: 'हिन्दी', en: 'English' };

const displayNames = new Map<Locale, Intl.DisplayNames | null>();

function namesIn(locale: Locale): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'language' });
    } catch {
      // No Intl.DisplayNames: codes are shown as they are.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/**
 * A book language's name in the shop's language facet: Hindi and English by their own names
 * ("हिन्दी", "English"), any other by its name in the page's language ('ta' is "Tamil" on an
 * English page, "तमिल" on a Hindi one), the code itself where the browser has no name for it.
 */
export function facetLanguageName(code: string, locale: Locale): string {
  const own = OWN_NAMES[code];
  if (own) return own;
  try {
    return namesIn(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}
