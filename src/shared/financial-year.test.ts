import {
  financialYearOf,
  financialYearStart,
  financialYearStartingIn,
  isCalendarMonth,
  istMonthOf,
  istMonthSpan,
} from './financial-year';

describe('financialYearOf (Asia/Kolkata)', () => {
  test('the last millisecond of 31 March IST is the old year; 1 April 00:00 IST (18:30 UTC the day before) the new', () => {
    const lastMoment = new Date('2026-03-31T23:59:59.999+05:30');
    const firstMoment = new Date('2026-04-01T00:00:00.000+05:30');
    expect(firstMoment.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(financialYearOf(lastMoment)).toEqual({ startYear: 2025, label: '2025-26', code: '2526' });
    expect(financialYearOf(firstMoment)).toEqual({ startYear: 2026, label: '2026-27', code: '2627' });
    // In UTC both are still 31 March: the rollover follows India's clock, not the server's.
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z')).code).toBe('2526');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z')).code).toBe('2627');
  });

  test('the rest of the year, and its end', () => {
    expect(financialYearOf(new Date('2026-01-01T00:00:00+05:30')).label).toBe('2025-26');
    expect(financialYearOf(new Date('2025-12-31T20:00:00Z')).label).toBe('2025-26'); // 1 January 01:30 IST
    expect(financialYearOf(new Date('2026-06-15T12:00:00Z')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
  });

  test('across a century: 2099-00, code 9900; and 1999-00, code 9900 a century earlier', () => {
    expect(financialYearOf(new Date('2100-03-31T12:00:00+05:30'))).toEqual({
      startYear: 2099,
      label: '2099-00',
      code: '9900',
    });
    expect(financialYearOf(new Date('2100-04-01T00:00:00+05:30'))).toEqual({
      startYear: 2100,
      label: '2100-01',
      code: '0001',
    });
    expect(financialYearOf(new Date('2009-04-01T00:00:00+05:30'))).toEqual({
      startYear: 2009,
      label: '2009-10',
      code: '0910',
    });
  });

  test('financialYearStart is 1 April 00:00 IST, and an invalid date has no year', () => {
    expect(financialYearStart(financialYearStartingIn(2026)).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    const year = financialYearOf(new Date('2030-11-11T11:11:11Z'));
    expect(financialYearOf(financialYearStart(year))).toEqual(year);
    expect(financialYearOf(new Date(financialYearStart(year).getTime() - 1)).startYear).toBe(year.startYear - 1);
    expect(() => financialYearOf(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('IST calendar months', () => {
  test('a month spans 00:00 IST of its first day to 00:00 IST of the next month (18:30 UTC the day before)', () => {
    expect(istMonthSpan('2026-11')).toEqual({
      start: new Date('2026-10-31T18:30:00.000Z'),
      end: new Date('2026-11-30T18:30:00.000Z'),
    });
    // December's end is January's start, in the next year.
    expect(istMonthSpan('2026-12').end).toEqual(new Date('2026-12-31T18:30:00.000Z'));
    expect(istMonthSpan('2026-02').end).toEqual(istMonthSpan('2026-03').start);
  });

  test("an instant's month follows India's clock: 30 November 19:00 UTC is 1 December 00:30 IST", () => {
    expect(istMonthOf(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(istMonthOf(new Date('2026-11-30T18:29:59.999Z'))).toBe('2026-11');
    expect(istMonthOf(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11');
    expect(istMonthOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });

  test.each(['2026-11', '1000-01', '9999-12'])('%s is a calendar month', (month) => {
    expect(isCalendarMonth(month)).toBe(true);
    expect(istMonthOf(istMonthSpan(month).start)).toBe(month);
  });

  test.each(['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '0999-12', ' 2026-11', '2026/11', ''])(
    '%j is not, and has no span',
    (text) => {
      expect(isCalendarMonth(text)).toBe(false);
      expect(() => istMonthSpan(text)).toThrow(RangeError);
    },
  );
});
