/** The books a user bought (Kysely only). Rows are written by order fulfilment, one per (user, book). */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-database';
import type { Database } from '../../db/database';

type Executor = Db | Transaction<Database>;

export class LibraryRepository {
  constructor(private readonly db: Db) {}

  async owns(userId: number, bookId: number): Promise<boolean> {
    const row = await this.db.selectFrom('user_books').select('id').where('user_id', '=', userId).where('book_id', '=', bookId).executeTakeFirst();
    return row !== undefined;
  }

  /** Of these books, the ones the user already owns. */
  async ownedAmong(userId: number, bookIds: readonly number[], executor: Executor = this.db): Promise<number[]> {
    if (bookIds.length === 0) return [];
    const rows = await executor.selectFrom('user_books').select('book_id').where('user_id', '=', userId).where('book_id', 'in', bookIds).execute();
    return rows.map((row) => row.book_id);
  }
}

/**
 * Grants the books of an order, inside the fulfilment transaction. The unique (user_id, book_id)
 * index makes a second grant of a book a no-op, whichever order or process tries it.
 * Answers the ids of the books granted now (not those already owned).
 */
export async function grantBooks(trx: Transaction<Database>, grant: { userId: number; orderId: number; bookIds: readonly number[]; now: string }): Promise<number[]> {
  if (grant.bookIds.length === 0) return [];
  const rows = await trx
    .insertInto('user_books')
    .values(grant.bookIds.map((bookId) => ({ user_id: grant.userId, book_id: bookId, order_id: grant.orderId, purchased_at: grant.now })))
    .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doNothing())
    .returning('book_id')
    .execute();
  return rows.map((row) => row.book_id);
}
