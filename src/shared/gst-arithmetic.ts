/**
 * GST on a tax-inclusive price, in integer paise (decision 040). Indian B2C prices include GST:
 * the price a shopper sees is what they pay, and a tax invoice splits it into the taxable value
 * and the tax. One rule per line, computed exactly in integers (never a float division):
 *
 *   tax      = round half up ( price × rate / (100 + rate) )
 *   taxable  = price − tax
 *   intra-state supply (the buyer in the seller's state):  CGST = ceil(tax / 2), SGST = tax − CGST
 *   inter-state supply:                                      IGST = tax
 *
 * The rate is a percentage with at most two decimals (0 to 28: 0, 0.25, 2.5, 5, 12, 18, 28, ...);
 * it is scaled to hundredths of a percent (r = rate × 100), so the tax is
 * round(price × r / (10000 + r)), computed with BigInt: exact for any safe-integer price. So on
 * every line taxable + CGST + SGST + IGST = price to the paisa, and CGST − SGST is 0 or 1 paisa.
 * An order's totals are the sums of its lines (never a split of the order's total), so the totals
 * add up too, and each line on the invoice is the line the totals are made of.
 */

export type Supply = 'intra' | 'inter';

/** A price paid split into its taxable value and its taxes, all in integer paise. */
export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** One line of an order: what the shopper paid for it (tax included) and the GST rate of its goods. */
export interface GstLine {
  pricePaise: number;
  ratePercent: number;
}

export interface GstLineSplit extends GstSplit {
  pricePaise: number;
  ratePercent: number;
  /** CGST + SGST + IGST. */
  taxPaise: number;
}

export interface GstOrderSplit {
  lines: GstLineSplit[];
  /** The sums of the lines' figures. */
  totals: {
    pricePaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    taxPaise: number;
  };
}

/** The highest GST rate there is (28 %); a higher one is a mistake, not a rate. */
export const MAX_GST_RATE_PERCENT = 28;

/** A rate in percent as hundredths of a percent (18 -> 1800, 2.5 -> 250), or a RangeError. */
export function gstRateHundredths(ratePercent: number): number {
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > MAX_GST_RATE_PERCENT)
    throw new RangeError(`A GST rate must be between 0 and ${MAX_GST_RATE_PERCENT} %, not ${ratePercent}`);
  const hundredths = Math.round(ratePercent * 100);
  if (hundredths / 100 !== ratePercent) throw new RangeError(`A GST rate has at most two decimals, not ${ratePercent}`);
  return hundredths;
}

function checkPaise(pricePaise: number): void {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0)
    throw new RangeError(`A price must be a whole, non-negative number of paise, not ${pricePaise}`);
}

function checkSupply(supply: Supply): void {
  if (supply !== 'intra' && supply !== 'inter')
    throw new RangeError(`A supply is intra or inter, not ${String(supply)}`);
}

/** The GST included in `pricePaise` at `ratePercent`, rounded half up to the paisa. */
export function inclusiveTaxPaise(pricePaise: number, ratePercent: number): number {
  checkPaise(pricePaise);
  const r = BigInt(gstRateHundredths(ratePercent));
  const denominator = 10_000n + r;
  // round half up of n / d for n, d >= 0: floor((2n + d) / 2d).
  const tax = (2n * BigInt(pricePaise) * r + denominator) / (2n * denominator);
  return Number(tax);
}

/** A tax-inclusive price split by the rule above. */
export function splitInclusivePrice(pricePaise: number, ratePercent: number, supply: Supply): GstSplit {
  checkSupply(supply);
  const tax = inclusiveTaxPaise(pricePaise, ratePercent);
  const taxablePaise = pricePaise - tax;
  if (supply === 'inter') return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** Every line split by the rule, and the totals as the sums of the lines. */
export function splitOrder(lines: readonly GstLine[], supply: Supply): GstOrderSplit {
  checkSupply(supply);
  const totals = { pricePaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };
  const split = lines.map((line): GstLineSplit => {
    const parts = splitInclusivePrice(line.pricePaise, line.ratePercent, supply);
    const taxPaise = parts.cgstPaise + parts.sgstPaise + parts.igstPaise;
    totals.pricePaise += line.pricePaise;
    totals.taxablePaise += parts.taxablePaise;
    totals.cgstPaise += parts.cgstPaise;
    totals.sgstPaise += parts.sgstPaise;
    totals.igstPaise += parts.igstPaise;
    totals.taxPaise += taxPaise;
    return { pricePaise: line.pricePaise, ratePercent: line.ratePercent, ...parts, taxPaise };
  });
  return { lines: split, totals };
}
