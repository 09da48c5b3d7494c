/**
 * What a coupon takes off a cart (issue 36, decision 048), in integer paise; the server prices
 * every order with it (the preview and the checkout), and the cart shows what the server answered.
 *
 * - Only eligible lines (the coupon's scope) get a discount; a line's price is its sale price
 *   (after the book's own discount), and the order's total is the sum of its lines.
 * - Percent: a line pays discountedPaise(price, percent), the rule a book's own discount follows
 *   (decision 003: the price after the discount rounded half up), so its discount is the rest.
 * - Fixed: the amount is shared among the eligible lines in proportion to their prices, each
 *   share rounded down, and the paise left over go one each to the first lines (in the order
 *   given) that can take one more: the shares always add up to the amount.
 * - Floors: every discounted line still costs at least MIN_LINE_PAISE (a refund, an invoice line
 *   and a credit note each need an amount), and the order at least MIN_ORDER_PAISE (the smallest
 *   payment the provider takes): a discount that would go below is cut, from the last eligible
 *   lines first. A fixed amount larger than the cart therefore leaves the order at ₹1.00.
 */
import { MIN_ORDER_PAISE } from './constants';
import { BASIS_POINTS, discountedPaise, sumPaise } from './money';

/** A discounted line still costs this much. */
export const MIN_LINE_PAISE = 1;

export type CouponTerms = { kind: 'percent'; percentBp: number } | { kind: 'fixed'; amountPaise: number };

export interface CouponLineInput {
  bookId: number;
  /** The line's price before the coupon (its sale price). */
  pricePaise: number;
  /** Whether the coupon's scope covers the line's book. */
  eligible: boolean;
}

export interface CouponLine extends CouponLineInput {
  discountPaise: number;
  /** What the line is paid: pricePaise - discountPaise. */
  paidPaise: number;
}

export interface CouponPricing {
  lines: CouponLine[];
  /** The cart before the coupon. */
  subtotalPaise: number;
  discountPaise: number;
  /** What the order costs: the sum of the lines' paid prices. */
  totalPaise: number;
}

export interface CouponFloors {
  linePaise: number;
  orderPaise: number;
}

const STORE_FLOORS: CouponFloors = { linePaise: MIN_LINE_PAISE, orderPaise: MIN_ORDER_PAISE };

function checkPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole paise >= 0: ${value}`);
}

/** Each eligible line's share of a fixed amount, at most what the line can give (`room`). */
function fixedShares(amountPaise: number, prices: readonly number[], room: readonly number[]): number[] {
  const roomTotal = sumPaise(room);
  const amount = Math.min(amountPaise, roomTotal);
  const priceTotal = sumPaise(prices.filter((_, index) => room[index]! > 0));
  if (amount === 0 || priceTotal === 0) return room.map(() => 0);
  // BigInt: amount x price may pass 2^53 for absurd carts; the shares must be exact.
  const shares = prices.map((price, index) =>
    room[index]! > 0 ? Math.min(room[index]!, Number((BigInt(amount) * BigInt(price)) / BigInt(priceTotal))) : 0,
  );
  let left = amount - sumPaise(shares);
  while (left > 0) {
    for (let index = 0; index < shares.length && left > 0; index++) {
      if (shares[index]! < room[index]!) {
        shares[index]! += 1;
        left--;
      }
    }
  }
  return shares;
}

/** The lines with the coupon applied (see the file comment for the rules). */
export function applyCoupon(
  lines: readonly CouponLineInput[],
  terms: CouponTerms,
  floors: CouponFloors = STORE_FLOORS,
): CouponPricing {
  for (const line of lines) checkPaise(line.pricePaise, 'a line price');
  if (
    terms.kind === 'percent' &&
    !(Number.isInteger(terms.percentBp) && terms.percentBp > 0 && terms.percentBp <= BASIS_POINTS)
  )
    throw new RangeError(`a percent coupon takes 1 to ${BASIS_POINTS} basis points: ${terms.percentBp}`);
  if (terms.kind === 'fixed') checkPaise(terms.amountPaise, 'a fixed amount');

  const room = lines.map((line) => (line.eligible ? Math.max(0, line.pricePaise - floors.linePaise) : 0));
  const discounts =
    terms.kind === 'percent'
      ? lines.map((line, index) =>
          Math.min(room[index]!, line.pricePaise - discountedPaise(line.pricePaise, terms.percentBp)),
        )
      : fixedShares(
          terms.amountPaise,
          lines.map((line) => line.pricePaise),
          room,
        );

  const subtotalPaise = sumPaise(lines.map((line) => line.pricePaise));
  // The order's floor: give back the shortfall from the last discounted lines first.
  let shortfall = Math.min(sumPaise(discounts), floors.orderPaise - (subtotalPaise - sumPaise(discounts)));
  for (let index = discounts.length - 1; index >= 0 && shortfall > 0; index--) {
    const back = Math.min(discounts[index]!, shortfall);
    discounts[index]! -= back;
    shortfall -= back;
  }

  const priced = lines.map((line, index) => ({
    ...line,
    discountPaise: discounts[index]!,
    paidPaise: line.pricePaise - discounts[index]!,
  }));
  const discountPaise = sumPaise(discounts);
  return { lines: priced, subtotalPaise, discountPaise, totalPaise: subtotalPaise - discountPaise };
}
