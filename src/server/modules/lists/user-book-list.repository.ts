/**
 * Cart and wishlist rows (Kysely only). The two tables have identical columns (UserBookListTable),
 * so the queries are typed against cart_items and run against whichever table this instance names.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/create-database';
import type { Database } from '../../db/database';
import { isPublicBook } from '../../db/books';

export type UserBookListTable = 'cart_items' | 'wishlist_items';

/** `owned`: whether the user already owns the query's book (an EXISTS on user_books). */
function ownedBy(eb: ExpressionBuilder<Database, 'books'>, userId: number) {
  return eb
    .exists(
      eb
        .selectFrom('user_books')
        .select('user_books.id')
        .where('user_books.user_id', '=', userId)
        .whereRef('user_books.book_id', '=', 'books.id'),
    )
    .as('owned');
}

export class UserBookListRepository {
  /** Typed as cart_items: see the file comment. */
  private readonly table: 'cart_items';

  constructor(
    private readonly db: Db,
    table: UserBookListTable,
  ) {
    this.table = table as 'cart_items';
  }

  /**
   * The user's rows with each book's CURRENT price (and release date, and whether the user owns
   * it already: checkout refuses that), oldest first. A book that stopped being public
   * drops out of the list (and so out of any checkout) without losing the row: it comes back if
   * the book does.
   */
  items(userId: number) {
    return this.itemsQuery(userId).execute();
  }

  /** items()'s query, unrun (its plan is tested). */
  itemsQuery(userId: number) {
    return (
      this.db
        .selectFrom(`${this.table} as item`)
        // The list's rows first, then their books (isPublicBook says why).
        .crossJoin('books')
        .whereRef('books.id', '=', 'item.book_id')
        .select((eb) => [
          'item.id',
          'item.book_id',
          'books.name',
          'books.cover_key',
          'books.price_paise',
          'books.discount_bp',
          'books.available_on',
          ownedBy(eb, userId),
        ])
        .where('item.user_id', '=', userId)
        .where(isPublicBook)
        .orderBy('item.id')
    );
  }

  /** Throws the database's unique violation when the book is already in the list (db/errors.ts). */
  async insert(userId: number, bookId: number, now: string): Promise<void> {
    await this.db.insertInto(this.table).values({ user_id: userId, book_id: bookId, created_at: now }).execute();
  }

  /** Removes the row only if it is the user's and holds that book; answers whether one was removed. */
  async delete(rowId: number, userId: number, bookId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom(this.table)
      .where('id', '=', rowId)
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async contains(userId: number, bookId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom(this.table)
      .select('id')
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The user's rows holding any of these books (after a purchase: the bought books). */
  async removeBooks(userId: number, bookIds: readonly number[]): Promise<void> {
    if (bookIds.length === 0) return;
    await this.db.deleteFrom(this.table).where('user_id', '=', userId).where('book_id', 'in', bookIds).execute();
  }

  async removeAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom(this.table).where('user_id', '=', userId).execute();
  }

  /**
   * What adding the book asks of it, in one query: whether it is for sale (undefined when not),
   * its price (a free book is refused by the cart), its release date and whether the user already
   * owns it.
   */
  publicBookFor(userId: number, bookId: number) {
    return this.db
      .selectFrom('books')
      .select((eb) => [
        'books.id',
        'books.name',
        'books.price_paise',
        'books.discount_bp',
        'books.available_on',
        ownedBy(eb, userId),
      ])
      .where('books.id', '=', bookId)
      .where(isPublicBook)
      .executeTakeFirst();
  }

  async isPublicBook(bookId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('books')
      .select('id')
      .where('id', '=', bookId)
      .where(isPublicBook)
      .executeTakeFirst();
    return row !== undefined;
  }
}
