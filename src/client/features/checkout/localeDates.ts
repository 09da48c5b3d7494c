/**
 * Checkout's dates in the page's language (issue 38): English exactly as lib/dates.ts writes them
 * ("5 Jun 2024, 10:04 am"), Hindi with Intl's hi-IN and the same parts. Made on first use.
 */
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { formatDateTime } from '../../lib/dates';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** An ISO timestamp as a date and time; text that is not a date is shown as it came. */
export function dateTimeIn(iso: string, locale: Locale): string {
  if (locale === 'en') return formatDateTime(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(locale, format);
  }
  return format.format(date);
}
