import { applyCoupon, type CouponLineInput } from './coupon-arithmetic';

const line = (bookId: number, pricePaise: number, eligible = true): CouponLineInput => ({
  bookId,
  pricePaise,
  eligible,
});
const discounts = (result: ReturnType<typeof applyCoupon>) => result.lines.map((priced) => priced.discountPaise);

describe('applyCoupon', () => {
  test('percent: each line pays its price after the percent, rounded half up as a book discount is', () => {
    // 10 % of ₹1.05 is 10.5 paise: the line pays 94.5 rounded half up, 95, so 10 off.
    const result = applyCoupon([line(1, 105), line(2, 49_900), line(3, 19_999)], { kind: 'percent', percentBp: 1000 });
    expect(discounts(result)).toEqual([10, 4990, 2000]);
    expect(result.lines.map((priced) => priced.paidPaise)).toEqual([95, 44_910, 17_999]);
    expect(result).toMatchObject({ subtotalPaise: 70_004, discountPaise: 7000, totalPaise: 63_004 });
  });

  test('fixed: shared in proportion to the prices, leftover paise to the first lines, adding up to the amount', () => {
    // ₹100 over 300, 300 and 400 rupees: 30, 30 and 40 rupees exactly.
    expect(
      discounts(
        applyCoupon([line(1, 30_000), line(2, 30_000), line(3, 40_000)], { kind: 'fixed', amountPaise: 10_000 }),
      ),
    ).toEqual([3000, 3000, 4000]);
    // 100 paise over three equal lines: 33 each, the paisa left over to the first.
    const thirds = applyCoupon([line(1, 999), line(2, 999), line(3, 999)], { kind: 'fixed', amountPaise: 100 });
    expect(discounts(thirds)).toEqual([34, 33, 33]);
    expect(thirds.totalPaise).toBe(2997 - 100);
    expect(thirds.lines.reduce((sum, priced) => sum + priced.paidPaise, 0)).toBe(thirds.totalPaise);
  });

  test('a fixed amount larger than the cart leaves each line a paisa and the order ₹1.00', () => {
    const result = applyCoupon([line(1, 15_000), line(2, 25_000)], { kind: 'fixed', amountPaise: 1_000_000 });
    expect(result.totalPaise).toBe(100);
    expect(result.discountPaise).toBe(39_900);
    // The lines' floor (1 paisa each) first, then the order's: given back from the last line.
    expect(result.lines.map((priced) => priced.paidPaise)).toEqual([1, 99]);
    // One line: everything but ₹1.00.
    expect(applyCoupon([line(1, 500)], { kind: 'fixed', amountPaise: 900 }).totalPaise).toBe(100);
  });

  test('100 % off still leaves the order ₹1.00 to pay', () => {
    const result = applyCoupon([line(1, 20_000), line(2, 30_000)], { kind: 'percent', percentBp: 10_000 });
    expect(result.lines.map((priced) => priced.paidPaise)).toEqual([1, 99]);
  });

  test('a scope that covers some lines: only those are discounted, the shares among them only', () => {
    const lines = [line(1, 40_000, false), line(2, 10_000), line(3, 30_000)];
    expect(discounts(applyCoupon(lines, { kind: 'percent', percentBp: 2500 }))).toEqual([0, 2500, 7500]);
    const fixed = applyCoupon(lines, { kind: 'fixed', amountPaise: 5_000 });
    expect(discounts(fixed)).toEqual([0, 1250, 3750]);
    expect(fixed.totalPaise).toBe(80_000 - 5000);
    // More than the covered lines cost: the uncovered line pays in full, the covered ones a paisa each.
    const capped = applyCoupon(lines, { kind: 'fixed', amountPaise: 100_000 });
    expect(capped.lines.map((priced) => priced.paidPaise)).toEqual([40_000, 1, 1]);
  });

  test('nothing eligible: no discount', () => {
    const result = applyCoupon([line(1, 1000, false)], { kind: 'fixed', amountPaise: 500 });
    expect(result).toMatchObject({ discountPaise: 0, totalPaise: 1000 });
  });

  test('refuses amounts that are not whole paise and percents out of range', () => {
    expect(() => applyCoupon([line(1, 10.5)], { kind: 'percent', percentBp: 1000 })).toThrow(RangeError);
    expect(() => applyCoupon([line(1, 100)], { kind: 'percent', percentBp: 0 })).toThrow(RangeError);
    expect(() => applyCoupon([line(1, 100)], { kind: 'percent', percentBp: 10_001 })).toThrow(RangeError);
    expect(() => applyCoupon([line(1, 100)], { kind: 'fixed', amountPaise: -1 })).toThrow(RangeError);
  });
});
