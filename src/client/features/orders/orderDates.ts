/**
 * My Orders' dates in the page's language: in English exactly as lib/dates writes them
 * ("5 Jun 2024", "5 Jun 2024, 10:04 am"), in Hindi by Intl with hi-IN ("5 जून 2024"). The Hindi
 * formatters are made on first use, as lib/dates' are.
 */
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { INTL_LOCALES } from '../../../shared/i18n/locales';
import { activeLocale } from '../../i18n/i18n';
import { formatDate, formatDateTime } from '../../lib/dates';

export interface OrderDates {
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
}

const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    made ??= new Intl.DateTimeFormat(INTL_LOCALES.hi, options);
    return made.format(date);
  };
};

const hindiDates: OrderDates = {
  date: formatter({ day: 'numeric', month: 'long', year: 'numeric' }),
  dateTime: formatter({ day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
};
const englishDates: OrderDates = { date: formatDate, dateTime: formatDateTime };

export function useOrderDates(): OrderDates {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return useMemo(() => (locale === 'hi' ? hindiDates : englishDates), [locale]);
}
