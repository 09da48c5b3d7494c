/**
 * The account pages' dates and times in the page's language: in English exactly as lib/dates
 * writes them ("5 Jun 2024, 10:04 am"), in Hindi by Intl with hi-IN ("5 जून 2024, 10:04 am"). The
 * Hindi formatter is made on first use, as lib/dates' are.
 */
import { useLingui } from '@lingui/react';
import { INTL_LOCALES } from '../../../shared/i18n/locales';
import { activeLocale } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/dates';

let hindiDateTime: Intl.DateTimeFormat | undefined;

function formatHindiDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  hindiDateTime ??= new Intl.DateTimeFormat(INTL_LOCALES.hi, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return hindiDateTime.format(date);
}

/** A date and time (ISO, from the API) as the page's language writes it. */
export function useLocalDateTime(): (iso: string) => string {
  const { i18n } = useLingui();
  return activeLocale(i18n) === 'hi' ? formatHindiDateTime : formatDateTime;
}
