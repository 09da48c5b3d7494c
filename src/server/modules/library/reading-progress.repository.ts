/** Each user's place in each book (Kysely only): one row per (user, book), a PDF's page or an EPUB's locator. */
import type { Db } from '../../db/create-database';

/** Where a reader is: `page` for a PDF, `cfi` and `chapterHref` for an EPUB; progression (0 to 1) for both when known. */
export interface ReadingPlace {
  page: number | null;
  cfi: string | null;
  chapterHref: string | null;
  progression: number | null;
}

export class ReadingProgressRepository {
  constructor(private readonly db: Db) {}

  /**
   * Insert or overwrite in one statement: `ON CONFLICT (user_id, book_id) DO UPDATE` is the same
   * SQL in SQLite and PostgreSQL, and two tabs saving at once cannot create two rows.
   */
  async save(progress: { userId: number; bookId: number; place: ReadingPlace; now: string }): Promise<void> {
    const { place } = progress;
    const columns = {
      last_page: place.page,
      cfi: place.cfi,
      chapter_href: place.chapterHref,
      progression: place.progression,
      updated_at: progress.now,
    };
    await this.db
      .insertInto('reading_progress')
      .values({ user_id: progress.userId, book_id: progress.bookId, ...columns })
      .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doUpdateSet(columns))
      .execute();
  }

  async removeAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom('reading_progress').where('user_id', '=', userId).execute();
  }

  async placeIn(userId: number, bookId: number): Promise<ReadingPlace | undefined> {
    const row = await this.db
      .selectFrom('reading_progress')
      .select(['last_page', 'cfi', 'chapter_href', 'progression'])
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    return row && { page: row.last_page, cfi: row.cfi, chapterHref: row.chapter_href, progression: row.progression };
  }
}
