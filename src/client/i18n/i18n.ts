/**
 * The browser's language (issue 38): Lingui's i18n instance, active in English from the start
 * (English texts are the messages' own, shipped in each area's code: no catalog to load), and
 * Hindi once its chunk (hindi.ts) is here. The server chose the page's language and wrote it into
 * <html lang>; boot.tsx activates it before hydrating, so the markup and the first render agree.
 */
import { i18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from '../../shared/i18n/locales';
import { registerComposedTexts } from './store-text';

i18n.loadAndActivate({ locale: DEFAULT_LOCALE, locales: INTL_LOCALES[DEFAULT_LOCALE], messages: {} });

export { i18n };

/** The language the server rendered this document in. */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The messages of a language: none for English (the descriptors carry it), Hindi's first chunk otherwise. */
export async function messagesOf(locale: Locale): Promise<Record<string, unknown>> {
  if (locale === DEFAULT_LOCALE) return {};
  const { hindiMessages } = await import(/* webpackChunkName: "lang-hi" */ './hindi');
  return hindiMessages;
}

/** The instances that hold Hindi's second part (hindi-more.ts) already. */
const withMore = new WeakSet<I18n>();

/**
 * Hindi's second part, for a page of the areas it holds (app/router.tsx), when the page is in
 * Hindi; nothing otherwise. Added to what is loaded: the texts on screen re-render if it changed any.
 */
export async function loadMoreMessages(target: I18n = i18n): Promise<void> {
  if (activeLocale(target) === DEFAULT_LOCALE || withMore.has(target)) return;
  const { hindiMoreMessages, hindiMoreComposedTexts } = await import(
    /* webpackChunkName: "lang-hi-more" */ './hindi-more'
  );
  registerComposedTexts(target.locale, hindiMoreComposedTexts);
  withMore.add(target);
  target.load(target.locale, hindiMoreMessages as never);
}

/**
 * Makes a language the active one, loading its messages first (all of them with `everything`: a
 * switch on any page); `target` is the browser's instance but in tests.
 */
export async function activateLocale(
  locale: Locale,
  target: I18n = i18n,
  { everything = false }: { everything?: boolean } = {},
): Promise<void> {
  const messages = await messagesOf(locale);
  withMore.delete(target);
  target.loadAndActivate({ locale, locales: INTL_LOCALES[locale], messages: messages as never });
  if (everything) await loadMoreMessages(target);
}

/** The active language, as one of ours. */
export function activeLocale(instance: Pick<I18n, 'locale'> = i18n): Locale {
  return isLocale(instance.locale) ? instance.locale : DEFAULT_LOCALE;
}
