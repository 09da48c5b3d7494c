import { discountedPaiseOf } from '../../../shared/money';

/**
 * A book that costs nothing (decision 047): its discounted price is ₹0. Here rather than in
 * shared/money.ts, which is part of the home page's JavaScript: only lazy pages ask this.
 */
export const isFreeBook = (book: { Price: number; Discount: number }): boolean => discountedPaiseOf(book) === 0;
