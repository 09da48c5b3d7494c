/**
 * Money rules (prices, discounts, cart totals), computed in integer paise so that no float ever
 * decides what a shopper pays. The API shows rupees (`Price`) and the discount as a fraction
 * (`Discount`); internally a discount is held in basis points (1/10000).
 */
import { groupDigits } from './digit-grouping';

export const PAISE_PER_RUPEE = 100;
export const BASIS_POINTS = 10_000;

/** Rupees as shown by the API (e.g. 199.5) to integer paise (19950). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** A discount fraction from the API (0.15) to basis points (1500). */
export function fractionToBasisPoints(fraction: number): number {
  return Math.round(fraction * BASIS_POINTS);
}

export function basisPointsToFraction(basisPoints: number): number {
  return basisPoints / BASIS_POINTS;
}

/**
 * Discounted price = Price - Price x Discount, rounded to 2 decimals (half up), in paise.
 * Integer arithmetic only: price x (10000 - bp) / 10000, rounded.
 */
export function discountedPaise(pricePaise: number, discountBasisPoints: number): number {
  const scaled = pricePaise * (BASIS_POINTS - discountBasisPoints);
  return Math.floor((scaled + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** The same rule for API values (rupees and a fraction), answering paise. */
export function discountedPaiseOf(book: { Price: number; Discount: number }): number {
  return discountedPaise(rupeesToPaise(book.Price), fractionToBasisPoints(book.Discount));
}

/** Cart total = sum of discounted prices, in paise. */
export function cartTotalPaise(books: ReadonlyArray<{ Price: number; Discount: number }>): number {
  return books.reduce((sum, book) => sum + discountedPaiseOf(book), 0);
}

/** The total as the string the checkout call sends ("1234.50"). */
/** The total of amounts in paise (order lines, refunds). */
export function sumPaise(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

export function paiseToAmountString(paise: number): string {
  return (paise / PAISE_PER_RUPEE).toFixed(2);
}

/** "₹1,234.50": rupee sign, Indian digit grouping, always two decimals (as en-IN's INR currency format). */
export function formatRupees(paise: number): string {
  const whole = Math.abs(Math.round(paise));
  const fraction = String(whole % PAISE_PER_RUPEE).padStart(2, '0');
  return `${paise < 0 && whole > 0 ? '-' : ''}₹${groupDigits(Math.floor(whole / PAISE_PER_RUPEE), 'indian')}.${fraction}`;
}

/** The discount tag on a card: 0.15 -> "15%". */
export function formatDiscountPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}
