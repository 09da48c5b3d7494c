/** The last page each user read of each book (Kysely only): one row per (user, book). */
import type { Db } from '../../db/create-database';

export class ReadingProgressRepository {
  constructor(private readonly db: Db) {}

  /**
   * Insert or overwrite in one statement: `ON CONFLICT (user_id, book_id) DO UPDATE` is the same
   * SQL in SQLite and PostgreSQL, and two tabs saving at once cannot create two rows.
   */
  async save(progress: { userId: number; bookId: number; page: number; now: string }): Promise<void> {
    await this.db
      .insertInto('reading_progress')
      .values({ user_id: progress.userId, book_id: progress.bookId, last_page: progress.page, updated_at: progress.now })
      .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doUpdateSet({ last_page: progress.page, updated_at: progress.now }))
      .execute();
  }

  async removeAllOf(userId: number, executor: Db = this.db): Promise<void> {
    await executor.deleteFrom('reading_progress').where('user_id', '=', userId).execute();
  }

  async lastPage(userId: number, bookId: number): Promise<number | null> {
    const row = await this.db.selectFrom('reading_progress').select('last_page').where('user_id', '=', userId).where('book_id', '=', bookId).executeTakeFirst();
    return row?.last_page ?? null;
  }
}
