import { formatReleaseDate, istDateOf, isUpcoming } from './release-dates';

test("India's date turns at 18:30 UTC", () => {
  expect(istDateOf(new Date('2026-06-04T18:29:59.999Z'))).toBe('2026-06-04');
  expect(istDateOf(new Date('2026-06-04T18:30:00.000Z'))).toBe('2026-06-05');
});

test('a book is upcoming until 00:00 IST of its available-on date; no date: on sale', () => {
  expect(isUpcoming('2026-06-05', new Date('2026-06-04T18:29:00.000Z'))).toBe(true);
  expect(isUpcoming('2026-06-05', new Date('2026-06-04T18:30:00.000Z'))).toBe(false);
  expect(isUpcoming('2026-06-01', new Date('2026-06-04T12:00:00.000Z'))).toBe(false);
  expect(isUpcoming(null, new Date('2026-06-04T12:00:00.000Z'))).toBe(false);
});

test('dates are written as the store writes them', () => {
  expect(formatReleaseDate('2026-06-05')).toBe('5 Jun 2026');
  expect(formatReleaseDate('2026-12-31')).toBe('31 Dec 2026');
  expect(formatReleaseDate('not a date')).toBe('not a date');
});
