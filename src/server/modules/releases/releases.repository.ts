/**
 * Release dates (decision 046): the available-on dates of books, the shoppers' "Notify me" rows
 * (release_notifications, migration 027) and the job's batch of rows to mail.
 */
import type { Db } from '../../db/create-database';
import { isPublicBook } from '../../db/books';

export interface DueReleaseNotification {
  user_id: number;
  book_id: number;
  email: string;
  first_name: string;
  /** The account's language (users.language), which the mail is written in. */
  language: string | null;
  name: string;
}

export class ReleasesRepository {
  constructor(private readonly db: Db) {}

  /** These books' titles and available-on dates (any book, public or not). */
  releasesOf(bookIds: readonly number[]) {
    if (bookIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('books')
      .select(['books.id', 'books.name', 'books.available_on'])
      .where('books.id', 'in', [...bookIds])
      .orderBy('books.id')
      .execute();
  }

  /** A public book's title and available-on date; undefined when no public book has the id. */
  publicRelease(bookId: number) {
    return this.db
      .selectFrom('books')
      .select(['books.id', 'books.name', 'books.available_on'])
      .where('books.id', '=', bookId)
      .where(isPublicBook)
      .executeTakeFirst();
  }

  /** The shopper's wish to be mailed on the day; asking twice keeps the first row. */
  async request(userId: number, bookId: number, now: string): Promise<void> {
    await this.db
      .insertInto('release_notifications')
      .values({ user_id: userId, book_id: bookId, created_at: now, notified_at: null })
      .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doNothing())
      .execute();
  }

  /**
   * Up to `limit` wishes not mailed yet of public books out by `today` (India's date), with the
   * account's current address and name. Accounts deleted (anonymised) are left out.
   */
  due(today: string, limit: number): Promise<DueReleaseNotification[]> {
    return this.dueQuery(today, limit).execute();
  }

  /** due()'s query, unrun (its plan is tested). */
  dueQuery(today: string, limit: number) {
    return (
      this.db
        .selectFrom('release_notifications as wish')
        // The wishes first, then their books (isPublicBook says why).
        .crossJoin('books')
        .whereRef('books.id', '=', 'wish.book_id')
        .innerJoin('users', 'users.id', 'wish.user_id')
        .select(['wish.user_id', 'wish.book_id', 'users.email', 'users.first_name', 'users.language', 'books.name'])
        .where('wish.notified_at', 'is', null)
        .where('books.available_on', 'is not', null)
        .where('books.available_on', '<=', today)
        .where(isPublicBook)
        .where('users.anonymised_at', 'is', null)
        .orderBy('wish.book_id')
        .orderBy('wish.user_id')
        .limit(limit)
    );
  }

  /**
   * Marks one wish mailed; false when it already was. In the transaction that queues its mail, so
   * of two runs racing for a row (PostgreSQL waits on the row, then sees notified_at set) one mails.
   */
  async markNotified(userId: number, bookId: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('release_notifications')
      .set({ notified_at: now })
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
