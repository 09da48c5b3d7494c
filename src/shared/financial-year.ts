/**
 * India's financial year (1 April to 31 March) of an instant, as the clocks of Asia/Kolkata read
 * it. India Standard Time is UTC+05:30 all year (no daylight saving), so the local date is the
 * instant moved on by 5 h 30 min and read in UTC: no Intl, no time-zone database. The year that
 * begins on 1 April 2026 00:00 IST (31 March 2026 18:30 UTC) is '2026-27', code '2627'.
 */

/** IST's offset from UTC, in milliseconds (+05:30, the same all year). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** April, as Date's zero-based months count. */
const APRIL = 3;

export interface FinancialYear {
  /** The calendar year in which it begins (1 April). */
  startYear: number;
  /** As written on documents: '2026-27' (and '2099-00' for the year ending in 2100). */
  label: string;
  /** Four digits for document numbers: '2627' (and '9900'). */
  code: string;
}

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

/** The financial year that begins on 1 April of `startYear`. */
export function financialYearStartingIn(startYear: number): FinancialYear {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998)
    throw new RangeError(`A financial year starts in a four-digit year, not ${startYear}`);
  return {
    startYear,
    label: `${startYear}-${twoDigits(startYear + 1)}`,
    code: `${twoDigits(startYear)}${twoDigits(startYear + 1)}`,
  };
}

/** The financial year in which `instant` falls, in Asia/Kolkata. */
export function financialYearOf(instant: Date): FinancialYear {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('An invalid date has no financial year');
  const ist = new Date(time + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  return financialYearStartingIn(ist.getUTCMonth() >= APRIL ? year : year - 1);
}

/** The instant the financial year begins: 1 April of its start year, 00:00 IST. */
export function financialYearStart(year: FinancialYear): Date {
  return new Date(Date.UTC(year.startYear, APRIL, 1) - IST_OFFSET_MS);
}

// ---------- IST calendar months (the seller's monthly tax report) ----------

/** A calendar month as the report takes it: 'YYYY-MM', a four-digit year and a month 01-12. */
export const CALENDAR_MONTH_PATTERN = /^[1-9][0-9]{3}-(?:0[1-9]|1[0-2])$/;

export function isCalendarMonth(text: string): boolean {
  return CALENDAR_MONTH_PATTERN.test(text);
}

/** The calendar month `instant` falls in on India's clocks, as 'YYYY-MM'. */
export function istMonthOf(instant: Date): string {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('An invalid date has no month');
  const ist = new Date(time + IST_OFFSET_MS);
  return `${String(ist.getUTCFullYear()).padStart(4, '0')}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The instants an IST calendar month spans: from its first day's 00:00 IST (the day before, 18:30
 * UTC) up to, not including, the next month's. Documents keep their issue instant in UTC, so an
 * invoice issued on 30 November at 19:00 UTC (1 December, 00:30 IST) is December's.
 */
export function istMonthSpan(month: string): { start: Date; end: Date } {
  if (!isCalendarMonth(month)) throw new RangeError(`Not a calendar month (YYYY-MM): ${month}`);
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1;
  return {
    start: new Date(Date.UTC(year, monthIndex, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(year, monthIndex + 1, 1) - IST_OFFSET_MS),
  };
}
