import {
  cartTotalPaise,
  discountedPaise,
  discountedPaiseOf,
  formatDiscountPercent,
  formatRupees,
  paiseToAmountString,
  rupeesToPaise,
} from './money';

describe('money', () => {
  it('converts rupees to integer paise without float drift', () => {
    expect(rupeesToPaise(199.5)).toBe(19950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1234.56)).toBe(123456);
  });

  it('rounds the discounted price half up to the paisa', () => {
    // 999 paise x 0.85 = 849.15 -> 849
    expect(discountedPaise(999, 1500)).toBe(849);
    // 10.05 rupees x 0.5 = 502.5 paise -> 503 (half up)
    expect(discountedPaise(1005, 5000)).toBe(503);
    // 1 paisa x 0.5 = 0.5 -> 1
    expect(discountedPaise(1, 5000)).toBe(1);
    expect(discountedPaiseOf({ Price: 499, Discount: 0.2 })).toBe(39920);
    expect(discountedPaiseOf({ Price: 299.5, Discount: 0.15 })).toBe(25458); // 254.575 -> 254.58
    expect(discountedPaiseOf({ Price: 120, Discount: 0 })).toBe(12000);
  });

  it('totals a cart as the sum of discounted prices', () => {
    const books = [
      { Price: 499, Discount: 0.2 },
      { Price: 299.5, Discount: 0.15 },
      { Price: 120, Discount: 0 },
    ];
    expect(cartTotalPaise(books)).toBe(39920 + 25458 + 12000);
    expect(cartTotalPaise([])).toBe(0);
    expect(paiseToAmountString(cartTotalPaise(books))).toBe('773.78');
  });

  it('formats with the rupee sign, Indian digit grouping and two decimals', () => {
    expect(formatRupees(39920)).toBe('₹399.20');
    expect(formatRupees(123456789)).toBe('₹12,34,567.89');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(100000000)).toBe('₹10,00,000.00');
  });

  it.each([1, 5, 99, 100, 105, 99999, 1234567, 987654321, -150, -1234567])(
    'formats %d paise as en-IN formats rupees',
    (paise) => {
      const intl = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(formatRupees(paise)).toBe(intl.format(paise / 100));
    },
  );

  it('shows a discount fraction as a whole percent', () => {
    expect(formatDiscountPercent(0.15)).toBe('15%');
    expect(formatDiscountPercent(0.255)).toBe('26%');
    expect(formatDiscountPercent(0)).toBe('0%');
  });
});
