/**
 * The product page's dates and language names in the page's language (issue 38). English keeps
 * the store's own forms exactly (lib/bookDetails.ts, lib/dates.ts, shared/release-dates.ts); Hindi
 * uses Intl with hi-IN. Formatters are made on first use, as lib/dates.ts explains.
 */
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { formatReleaseDate } from '../../../shared/release-dates';
import { formatPublishedDate, languageName } from '../../lib/bookDetails';
import { formatDate } from '../../lib/dates';

const made = new Map<string, Intl.DateTimeFormat | Intl.DisplayNames>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = made.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options)));
  return format;
}

/** A calendar date ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD') as precise as it is, read in UTC so no zone shifts it. */
function calendarDate(text: string, locale: Locale, month: 'short' | 'long'): string | undefined {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!match) return undefined;
  const [, year, mm, dd] = match;
  const date = new Date(Date.UTC(Number(year), mm ? Number(mm) - 1 : 0, dd ? Number(dd) : 1));
  if (Number.isNaN(date.getTime())) return undefined;
  return dateFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    ...(mm ? { month } : {}),
    ...(dd ? { day: 'numeric' } : {}),
  }).format(date);
}

/** A publication date: "12 May 2019" in English, "12 मई 2019" in Hindi. */
export function publishedDateIn(text: string, locale: Locale): string {
  if (locale === 'en') return formatPublishedDate(text);
  return calendarDate(text, locale, 'long') ?? text;
}

/** An upcoming book's release date ('YYYY-MM-DD'): "5 Jun 2026" in English. */
export function releaseDateIn(isoDate: string, locale: Locale): string {
  if (locale === 'en') return formatReleaseDate(isoDate);
  return calendarDate(isoDate, locale, 'short') ?? isoDate;
}

/** A review's date (an ISO timestamp): "5 Jun 2024" in English. */
export function reviewDateIn(iso: string, locale: Locale): string {
  if (locale === 'en') return formatDate(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A book's language by its name in the page's language: 'hi' is "Hindi" in English, "हिन्दी" in Hindi. */
export function languageNameIn(tag: string, locale: Locale): string {
  if (locale === 'en') return languageName(tag);
  try {
    const key = `names:${locale}`;
    let names = made.get(key) as Intl.DisplayNames | undefined;
    if (!names) made.set(key, (names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'language' })));
    return names.of(tag) ?? tag;
  } catch {
    return tag;
  }
}
