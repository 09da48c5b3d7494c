import { groupDigits } from './digit-grouping';

describe('groupDigits', () => {
  // Intl is the reference; the store does not call it on a page's first render (see the module).
  const samples = [
    0, 7, 42, 999, 1000, 12345, 123456, 1234567, 12345678, 123456789, 1000000000, 9007199254740991, -1, -1234, -1234567,
    12.9, -0.5,
  ];

  test.each(samples)('%d: Indian grouping as en-IN writes it', (value) => {
    expect(groupDigits(value, 'indian')).toBe(
      new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, roundingMode: 'trunc' })
        .format(value)
        .replace(/^-0$/, '0'),
    );
  });

  test.each(samples)('%d: international grouping as en writes it', (value) => {
    expect(groupDigits(value, 'international')).toBe(
      new Intl.NumberFormat('en', { maximumFractionDigits: 0, roundingMode: 'trunc' })
        .format(value)
        .replace(/^-0$/, '0'),
    );
  });
});
