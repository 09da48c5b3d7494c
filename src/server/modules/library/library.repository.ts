/** The books a user bought (Kysely only). Rows are written by order fulfilment, one per (user, book). */
import { isPublicBook } from '../../db/books';
import type { Db } from '../../db/create-database';

export type LibraryRow = Awaited<ReturnType<LibraryRepository['listOf']>>[number];
export type BookFilesRow = NonNullable<Awaited<ReturnType<LibraryRepository['bookFiles']>>>;

export class LibraryRepository {
  constructor(private readonly db: Db) {}

  async owns(userId: number, bookId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_books')
      .select('id')
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Of these books, the ones the user already owns. */
  async ownedAmong(userId: number, bookIds: readonly number[]): Promise<number[]> {
    if (bookIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('user_books')
      .select('book_id')
      .where('user_id', '=', userId)
      .where('book_id', 'in', bookIds)
      .execute();
    return rows.map((row) => row.book_id);
  }

  /**
   * The user's books with the shop card's columns and their place in it, newest purchase first
   * (books of one order share purchased_at; the later grant comes first among them).
   * Deliberately NOT filtered by isPublicBook: a book the store deactivated later stays in the
   * library of those who bought it. They paid for it.
   */
  listOf(userId: number) {
    return this.db
      .selectFrom('user_books')
      .innerJoin('books', 'books.id', 'user_books.book_id')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .leftJoin('reading_progress', (join) =>
        join
          .onRef('reading_progress.book_id', '=', 'user_books.book_id')
          .onRef('reading_progress.user_id', '=', 'user_books.user_id'),
      )
      .select([
        'books.id',
        'books.name',
        'books.cover_key',
        'books.price_paise',
        'books.discount_bp',
        'books.genre_id',
        'books.author_id',
        'books.page_count',
        'books.format',
        'books.rating_sum',
        'books.rating_count',
        'genres.name as genre_name',
        'users.first_name',
        'users.last_name',
        'user_books.purchased_at',
        'reading_progress.last_page',
        'reading_progress.progression',
      ])
      .where('user_books.user_id', '=', userId)
      .orderBy('user_books.purchased_at', 'desc')
      .orderBy('user_books.id', 'desc')
      .execute();
  }

  /** A book's stored files, their formats and length, whether or not it is public (is_public says). */
  bookFiles(bookId: number) {
    return this.db
      .selectFrom('books')
      .select((eb) => [
        'books.id',
        'books.content_key',
        'books.preview_key',
        'books.page_count',
        'books.format',
        'books.preview_format',
        eb.case().when(isPublicBook).then(1).else(0).end().as('is_public'),
      ])
      .where('books.id', '=', bookId)
      .executeTakeFirst();
  }

  /**
   * Grants the books of an order. The unique (user_id, book_id) index makes a second grant of a
   * book a no-op, whichever order or process tries it. Answers the ids of the books granted now
   * (not those already owned).
   */
  async grant(grant: { userId: number; orderId: number; bookIds: readonly number[]; now: string }): Promise<number[]> {
    if (grant.bookIds.length === 0) return [];
    const rows = await this.db
      .insertInto('user_books')
      .values(
        grant.bookIds.map((bookId) => ({
          user_id: grant.userId,
          book_id: bookId,
          order_id: grant.orderId,
          purchased_at: grant.now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doNothing())
      .returning('book_id')
      .execute();
    return rows.map((row) => row.book_id);
  }

  /** Takes back books an order granted (refunded lines, a lost dispute); answers the ids taken back. */
  async revoke(orderId: number, bookIds: readonly number[]): Promise<number[]> {
    if (bookIds.length === 0) return [];
    const rows = await this.db
      .deleteFrom('user_books')
      .where('order_id', '=', orderId)
      .where('book_id', 'in', bookIds)
      .returning('book_id')
      .execute();
    return rows.map((row) => row.book_id);
  }

  /**
   * How many books the user owns and what was paid for them (the sale price of the order line that
   * granted each, paise): what deleting the account loses.
   */
  async ownedValueOf(userId: number): Promise<{ books: number; paidPaise: number }> {
    const row = await this.db
      .selectFrom('user_books')
      .leftJoin('order_lines', (join) =>
        join
          .onRef('order_lines.order_id', '=', 'user_books.order_id')
          .onRef('order_lines.book_id', '=', 'user_books.book_id'),
      )
      .select((eb) => [
        eb.fn.countAll<number | string>().as('books'),
        eb.fn.coalesce(eb.fn.sum<number | string | null>('order_lines.sale_price_paise'), eb.lit(0)).as('paid'),
      ])
      .where('user_books.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // PostgreSQL answers count and sum as text (bigint, numeric).
    return { books: Number(row.books), paidPaise: Number(row.paid) };
  }

  async removeAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom('user_books').where('user_id', '=', userId).execute();
  }
}
