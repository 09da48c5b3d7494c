/**
 * Completes a paid order: the ONE function behind both the browser's report (updateOrderStatus)
 * and Razorpay's webhooks (payment.captured, order.paid), so a buyer whose browser closed after
 * paying still gets the books, and the two arriving together grant them once.
 *
 * All in one transaction, opened by a conditional update: only the request that moves the order
 * to 'paid' proceeds; any other (concurrent or later) finds it paid and changes nothing. The
 * unique (user_id, book_id) index of user_books is the second guard: a book is granted once even
 * when two different orders for it are paid.
 */
import type { Db } from '../../db/create-database';
import type { CatalogCache } from '../catalog/catalog-cache';
import { grantBooks } from '../library/library.repository';
import { UserBookListRepository } from '../lists/user-book-list.repository';

export interface PaidPayment {
  providerOrderId: string;
  paymentId: string;
  now: string;
  /** When the notice states the amount (webhooks), it must be the order's. */
  amountPaise?: number;
}

export type FulfilmentOutcome =
  | { result: 'fulfilled'; orderId: number; grantedBookIds: number[]; alreadyOwnedBookIds: number[] }
  | { result: 'already-paid' | 'unknown-order' | 'amount-mismatch' };

export async function fulfilOrder(db: Db, catalogCache: CatalogCache, payment: PaidPayment): Promise<FulfilmentOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<FulfilmentOutcome> => {
    let update = trx
      .updateTable('orders')
      .set({ status: 'paid', payment_id: payment.paymentId, paid_at: payment.now, updated_at: payment.now, failure_reason: null })
      .where('provider_order_id', '=', payment.providerOrderId)
      // A failed or abandoned order still completes: a verified payment means money was received.
      .where('status', '!=', 'paid');
    if (payment.amountPaise !== undefined) update = update.where('amount_paise', '=', payment.amountPaise);
    const order = await update.returning(['id', 'user_id']).executeTakeFirst();
    if (!order) {
      const existing = await trx.selectFrom('orders').select('status').where('provider_order_id', '=', payment.providerOrderId).executeTakeFirst();
      if (!existing) return { result: 'unknown-order' };
      return { result: existing.status === 'paid' ? 'already-paid' : 'amount-mismatch' };
    }
    const bookIds = (await trx.selectFrom('order_lines').select('book_id').where('order_id', '=', order.id).orderBy('book_id').execute()).map((line) => line.book_id);
    // Every line was sold (and charged), whoever ends up reading it.
    await trx.updateTable('books').set((eb) => ({ sales_count: eb('sales_count', '+', 1) })).where('id', 'in', bookIds).execute();
    // A buyer who deleted the account meanwhile has nobody to grant the books to.
    if (order.user_id === null) return { result: 'fulfilled', orderId: order.id, grantedBookIds: [], alreadyOwnedBookIds: [] };
    const granted = await grantBooks(trx, { userId: order.user_id, orderId: order.id, bookIds, now: payment.now });
    await new UserBookListRepository(db, 'cart_items').removeBooks(trx, order.user_id, bookIds);
    return { result: 'fulfilled', orderId: order.id, grantedBookIds: granted, alreadyOwnedBookIds: bookIds.filter((id) => !granted.includes(id)) };
  });
  // Sales counts order the best sellers: cached catalog answers must not outlive them.
  if (outcome.result === 'fulfilled') catalogCache.invalidate();
  return outcome;
}
