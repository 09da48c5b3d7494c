/**
 * English month names, for dates written without Intl (the same words on the server, in tests and
 * in every browser): a book's published date, a tax report's month.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The name of month 1-12 (a string like '05' too); undefined outside that range. */
export function monthName(month: number | string): string | undefined {
  return MONTH_NAMES[Number(month) - 1];
}
