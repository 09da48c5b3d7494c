/**
 * Whole numbers with their digits grouped, by hand rather than by Intl.NumberFormat: the first Intl
 * formatter a page creates costs its main thread about 40 ms on a desktop (ICU's locale data),
 * four times that on a phone, and the home page shows prices and counts as soon as it hydrates.
 * Indian grouping (12,34,567) is the store's for money and its own figures; international
 * (1,234,567) where a count sits beside other sites' conventions (the shop's page counts).
 */
export type DigitGrouping = 'indian' | 'international';

/** A whole number (truncated toward zero) with grouping commas: 1234567 -> '12,34,567' or '1,234,567'. */
export function groupDigits(value: number, grouping: DigitGrouping): string {
  const whole = Math.trunc(Math.abs(value));
  const sign = value < 0 && whole > 0 ? '-' : '';
  const digits = whole.toFixed(0);
  if (digits.length <= 3) return `${sign}${digits}`;
  // The last three digits form a group either way; before them, groups of two (Indian) or three.
  const size = grouping === 'indian' ? 2 : 3;
  const head = digits.slice(0, -3);
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= size) groups.unshift(head.slice(Math.max(0, end - size), end));
  return `${sign}${groups.join(',')},${digits.slice(-3)}`;
}
