import { gstRateHundredths, inclusiveTaxPaise, splitInclusivePrice, splitOrder, type GstSplit } from './gst-arithmetic';

const sum = (split: GstSplit) => split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise;

/** The tax by the rule, worked out with exact fractions another way: the nearest whole, ties up. */
function expectedTax(pricePaise: number, ratePercent: number): number {
  const r = BigInt(Math.round(ratePercent * 100));
  const numerator = BigInt(pricePaise) * r;
  const denominator = 10_000n + r;
  const quotient = numerator / denominator;
  const remainder = numerator - quotient * denominator;
  return Number(2n * remainder >= denominator ? quotient + 1n : quotient);
}

describe('splitInclusivePrice', () => {
  test.each([
    // price, rate, tax, taxable, cgst, sgst
    [1, 18, 0, 1, 0, 0],
    [1, 5, 0, 1, 0, 0],
    [99, 18, 15, 84, 8, 7], // 15.10 paise of tax, split unevenly
    [99, 5, 5, 94, 3, 2], // 4.71
    [10_001, 5, 476, 9_525, 238, 238], // 476.24
    [10_001, 18, 1_526, 8_475, 763, 763], // 1525.58
    [49_900, 5, 2_376, 47_524, 1_188, 1_188], // ₹499 at 5 %: 2376.19
    [49_900, 18, 7_612, 42_288, 3_806, 3_806], // ₹499 at 18 %: 7611.86
    [49_900, 0, 0, 49_900, 0, 0],
    [49_900, 28, 10_916, 38_984, 5_458, 5_458], // 10915.63
    [49_900, 2.5, 1_217, 48_683, 609, 608], // 1217.07
    [112, 28, 25, 87, 13, 12], // exactly 24.5: half rounds up
    [42, 12, 5, 37, 3, 2], // exactly 4.5
    [0, 18, 0, 0, 0, 0],
  ])('%i paise at %d %%: tax %i, taxable %i, CGST %i + SGST %i', (price, rate, tax, taxable, cgst, sgst) => {
    expect(splitInclusivePrice(price, rate, 'intra')).toEqual({
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: 0,
    });
    expect(splitInclusivePrice(price, rate, 'inter')).toEqual({
      taxablePaise: taxable,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: tax,
    });
    expect(inclusiveTaxPaise(price, rate)).toBe(tax);
  });

  test('adds up to the price on every line, with CGST at most a paisa above SGST', () => {
    const rates = [0, 0.1, 0.25, 1, 1.5, 2.5, 3, 5, 6, 7.5, 12, 14, 18, 27.99, 28];
    const prices: number[] = [];
    for (let p = 0; p <= 3_000; p += 1) prices.push(p);
    for (let p = 3_001; p < 10_000_000; p = Math.floor(p * 1.37) + 7) prices.push(p);
    prices.push(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1);
    let checked = 0;
    for (const rate of rates) {
      for (const price of prices) {
        const intra = splitInclusivePrice(price, rate, 'intra');
        const inter = splitInclusivePrice(price, rate, 'inter');
        const tax = expectedTax(price, rate);
        if (sum(intra) !== price || sum(inter) !== price) throw new Error(`${price} at ${rate} % does not add up`);
        if (intra.cgstPaise + intra.sgstPaise !== tax || inter.igstPaise !== tax)
          throw new Error(`${price} at ${rate} %: tax is not ${tax}`);
        const difference = intra.cgstPaise - intra.sgstPaise;
        if (difference !== 0 && difference !== 1) throw new Error(`${price} at ${rate} %: CGST - SGST = ${difference}`);
        if (
          intra.taxablePaise !== inter.taxablePaise ||
          intra.igstPaise !== 0 ||
          inter.cgstPaise + inter.sgstPaise !== 0
        )
          throw new Error(`${price} at ${rate} %: the supplies disagree`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(45_000);
  });

  test('refuses paise that are not whole and non-negative', () => {
    for (const price of [-1, 0.5, 99.99, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])
      expect(() => splitInclusivePrice(price, 18, 'intra')).toThrow(RangeError);
  });

  test('refuses rates outside 0 to 28 % or with more than two decimals', () => {
    for (const rate of [-1, -0.01, 28.01, 29, 100, 2.555, 0.001, Number.NaN, Infinity])
      expect(() => splitInclusivePrice(100, rate, 'inter')).toThrow(RangeError);
    expect(gstRateHundredths(0.07)).toBe(7);
    expect(gstRateHundredths(0.29)).toBe(29);
    expect(gstRateHundredths(27.99)).toBe(2_799);
  });

  test('refuses a supply that is neither intra nor inter', () => {
    expect(() => splitInclusivePrice(100, 18, 'export' as 'intra')).toThrow(RangeError);
  });
});

describe('splitOrder', () => {
  const lines = [
    { pricePaise: 99, ratePercent: 18 },
    { pricePaise: 49_900, ratePercent: 5 },
    { pricePaise: 10_001, ratePercent: 18 },
    { pricePaise: 1, ratePercent: 5 },
    { pricePaise: 112, ratePercent: 28 },
    { pricePaise: 33_333, ratePercent: 0 },
  ];

  test.each(['intra', 'inter'] as const)(
    '%s-state: each line is its own split and the totals are their sums',
    (supply) => {
      const order = splitOrder(lines, supply);
      expect(order.lines).toHaveLength(lines.length);
      order.lines.forEach((line, i) => {
        const { pricePaise, ratePercent } = lines[i]!;
        expect(line).toEqual({
          pricePaise,
          ratePercent,
          ...splitInclusivePrice(pricePaise, ratePercent, supply),
          taxPaise: line.cgstPaise + line.sgstPaise + line.igstPaise,
        });
        expect(sum(line)).toBe(line.pricePaise);
      });
      const { totals } = order;
      const total = (key: keyof typeof totals) => order.lines.reduce((s, line) => s + line[key], 0);
      for (const key of Object.keys(totals) as Array<keyof typeof totals>) expect(totals[key]).toBe(total(key));
      expect(totals.pricePaise).toBe(93_446);
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.pricePaise);
      expect(totals.taxPaise).toBe(15 + 2_376 + 1_526 + 0 + 25 + 0);
      if (supply === 'intra') expect(totals.igstPaise).toBe(0);
      else expect(totals.cgstPaise + totals.sgstPaise).toBe(0);
    },
  );

  test('an order of many awkward lines adds up exactly, although the lines round one by one', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ pricePaise: 99 + i * 37, ratePercent: i % 2 ? 18 : 5 }));
    const { totals } = splitOrder(many, 'intra');
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(totals.pricePaise);
    expect(totals.cgstPaise - totals.sgstPaise).toBeGreaterThanOrEqual(0);
    expect(totals.cgstPaise - totals.sgstPaise).toBeLessThanOrEqual(many.length);
  });

  test('an empty order is all zeros, and a bad line is refused', () => {
    expect(splitOrder([], 'inter').totals).toEqual({
      pricePaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
    });
    expect(() => splitOrder([{ pricePaise: 100, ratePercent: 40 }], 'intra')).toThrow(RangeError);
  });
});
