/**
 * A book's details as the product page shows them: "12 May 2019" (or "May 2019", "2019", as
 * precise as the publisher was), a language tag by its English name ("Hindi"), the format and the
 * length ("320 pages", "45,200 words"). Formatters are made on first use (see lib/dates.ts).
 */
import type { BookFormat } from '../../shared/book-details';
import { groupDigits } from '../../shared/digit-grouping';
import { INTL_LOCALES } from '../../shared/i18n/locales';
import { monthName } from '../../shared/month-names';
import { activeLocale } from '../i18n/i18n';
import { translate } from '../i18n/translate';
import { libMessages } from './lib.messages';

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' in words, without a time zone that could shift the day. */
export function formatPublishedDate(text: string): string {
  const [year, month, day] = text.split('-');
  const name = month ? monthName(month) : undefined;
  if (!name) return year ?? text;
  const locale = activeLocale();
  if (locale !== 'en') {
    // Intl's month names in the page's language, read in UTC: the day is the publisher's, unshifted.
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1));
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', timeZone: 'UTC' };
    if (!Number.isNaN(date.getTime())) {
      return new Intl.DateTimeFormat(INTL_LOCALES[locale], day ? { ...options, day: 'numeric' } : options).format(date);
    }
  }
  return day ? `${Number(day)} ${name} ${year}` : `${name} ${year}`;
}

const languageNames: Partial<Record<string, Intl.DisplayNames>> = {};

/**
 * 'hi' as 'Hindi' ('हिन्दी' on a Hindi page), 'en-IN' as 'English (India)'; the tag itself where the
 * browser has no name for it.
 */
export function languageName(tag: string): string {
  try {
    const locale = activeLocale();
    const names = (languageNames[locale] ??= new Intl.DisplayNames([locale], { type: 'language' }));
    return names.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function formatName(format: BookFormat): string {
  return translate(libMessages.formatName, { format });
}

/** A PDF's pages or an EPUB's words; undefined when neither is known. */
export function lengthText(book: { PageCount: number | null; WordCount: number | null }): string | undefined {
  if (book.PageCount) {
    return translate(libMessages.pageCount, { count: book.PageCount, pages: groupDigits(book.PageCount, 'indian') });
  }
  if (book.WordCount) return translate(libMessages.wordCount, { words: groupDigits(book.WordCount, 'indian') });
  return undefined;
}
