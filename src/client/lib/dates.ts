/**
 * Dates as the store shows them (Indian English: "5 Jun 2024", "5 Jun 2024, 10:04 am"; in Hindi
 * Intl's hi-IN: "5 जून 2024"), in the page's language when called. Each formatter is made on its
 * first use: making an Intl formatter costs a page's main thread tens of milliseconds, which pages
 * that show no date should not pay while they load.
 */
import { INTL_LOCALES, type Locale } from '../../shared/i18n/locales';
import { activeLocale } from '../i18n/i18n';

const formatter = (options: Intl.DateTimeFormatOptions) => {
  const made: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
  return () => {
    const locale = activeLocale();
    return (made[locale] ??= new Intl.DateTimeFormat(INTL_LOCALES[locale], options));
  };
};
const dateFormat = formatter({ day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = formatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO timestamp from the API as a date; text that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date);
}
