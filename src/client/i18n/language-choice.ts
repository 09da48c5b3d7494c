/**
 * Changing the page's language (the header's and the mobile menu's switch): the choice goes into
 * the `lang` cookie (the server renders the next page in it), <html lang>, and Lingui (every text
 * re-renders, Hindi's chunk loaded first). A logged-in user's account remembers it too
 * (useLanguageSwitch), so the store's mails come in it.
 */
import Cookies from 'js-cookie';
import { LANG_COOKIE, LANG_COOKIE_DAYS, type Locale } from '../../shared/i18n/locales';
import { activateLocale } from './i18n';

export function rememberLocale(locale: Locale): void {
  Cookies.set(LANG_COOKIE, locale, { expires: LANG_COOKIE_DAYS, sameSite: 'lax', path: '/' });
}

export async function changeLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  // Whatever page this is, its texts: the second part too.
  await activateLocale(locale, undefined, { everything: true });
  document.documentElement.lang = locale;
}
