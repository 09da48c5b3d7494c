/**
 * A book's details as the product page shows them: "12 May 2019" (or "May 2019", "2019", as
 * precise as the publisher was), a language tag by its English name ("Hindi"), the format and the
 * length ("320 pages", "45,200 words"). Formatters are made on first use (see lib/dates.ts).
 */
import type { BookFormat } from '../../shared/book-details';
import { groupDigits } from '../../shared/digit-grouping';
import { monthName } from '../../shared/month-names';

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' in words, without a time zone that could shift the day. */
export function formatPublishedDate(text: string): string {
  const [year, month, day] = text.split('-');
  const name = month ? monthName(month) : undefined;
  if (!name) return year ?? text;
  return day ? `${Number(day)} ${name} ${year}` : `${name} ${year}`;
}

let languageNames: Intl.DisplayNames | undefined;

/** 'hi' as 'Hindi', 'en-IN' as 'English (India)'; the tag itself where the browser has no name for it. */
export function languageName(tag: string): string {
  try {
    languageNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
    return languageNames.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function formatName(format: BookFormat): string {
  return `E-Book (${format})`;
}

/** A PDF's pages or an EPUB's words; undefined when neither is known. */
export function lengthText(book: { PageCount: number | null; WordCount: number | null }): string | undefined {
  if (book.PageCount) return `${groupDigits(book.PageCount, 'indian')} ${book.PageCount === 1 ? 'page' : 'pages'}`;
  if (book.WordCount) return `${groupDigits(book.WordCount, 'indian')} words`;
  return undefined;
}
