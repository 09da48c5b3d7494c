/**
 * When a book goes on sale (decision 046): its available-on date, 'YYYY-MM-DD' in India's calendar
 * (null: on sale now). It is upcoming while that date is after today in Asia/Kolkata, so it becomes
 * buyable at 00:00 IST of the day itself, with no job to flip it. India Standard Time is UTC+05:30
 * all year: the local date is the instant moved on by 5 h 30 min and read in UTC (no Intl, as in
 * financial-year.ts). Server and client decide with these same functions.
 */
import { IST_OFFSET_MS } from './financial-year';

/** The date in Asia/Kolkata at `now`, as 'YYYY-MM-DD'. */
export function istDateOf(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a book with this available-on date cannot be bought or read in full yet at `now`. */
export function isUpcoming(availableOn: string | null | undefined, now: Date): boolean {
  return typeof availableOn === 'string' && availableOn !== '' && availableOn > istDateOf(now);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-06-05' as the store writes dates: '5 Jun 2026' (by hand: the first Intl formatter is slow). */
export function formatReleaseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
