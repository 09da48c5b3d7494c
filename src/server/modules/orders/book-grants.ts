/**
 * What every order that is paid does with its books, in the transaction that pays it: the buyer
 * gets each book once (a book already owned is not granted again), each book granted counts as one
 * sale (My Books' copies sold, the best sellers) and leaves the buyer's cart. A paid order
 * (PaymentSettlementService.fulfil) and a free book's order of ₹0 (free-books, decision 047) both
 * grant through here, so neither can count a sale the other would not.
 */
import type { TransactionRepositories } from '../../db/unit-of-work';

/** Answers the books granted now (those the buyer did not own yet). */
export async function grantOrderBooks(
  repos: TransactionRepositories,
  grant: { userId: number; orderId: number; bookIds: readonly number[]; now: string },
): Promise<number[]> {
  const granted = await repos.library.grant(grant);
  await repos.books.countSales(granted);
  await repos.cart.removeBooks(grant.userId, grant.bookIds);
  return granted;
}
