/**
 * KOReader's progress sync (Kysely only): which of a user's books a KOReader document is (through
 * that user's own downloads, migration 028), and KOReader's place in reading_progress beside the
 * web reader's.
 */
import type { Db } from '../../db/create-database';

export type KosyncBook = NonNullable<Awaited<ReturnType<KosyncRepository['downloadedBook']>>>;
export type KosyncPlaceRow = NonNullable<Awaited<ReturnType<KosyncRepository['placeIn']>>>;

export interface KosyncPush {
  userId: number;
  bookId: number;
  progress: string;
  percentage: number;
  device: string;
  deviceId: string | null;
  /** A PDF's page KOReader is on, which the web reader resumes at; undefined for an EPUB. */
  page: number | undefined;
  now: string;
}

export class KosyncRepository {
  constructor(private readonly db: Db) {}

  /** The book a download of this user's hashed to `document`, while the user still owns it. */
  downloadedBook(userId: number, document: string) {
    return this.db
      .selectFrom('book_downloads')
      .innerJoin('books', 'books.id', 'book_downloads.book_id')
      .innerJoin('user_books', (join) =>
        join
          .onRef('user_books.book_id', '=', 'book_downloads.book_id')
          .onRef('user_books.user_id', '=', 'book_downloads.user_id'),
      )
      .select(['books.id', 'books.format', 'books.page_count'])
      .where('book_downloads.user_id', '=', userId)
      .where('book_downloads.kosync_document', '=', document)
      .limit(1)
      .executeTakeFirst();
  }

  placeIn(userId: number, bookId: number) {
    return this.db
      .selectFrom('reading_progress')
      .select([
        'last_page',
        'cfi',
        'progression',
        'updated_at',
        'kosync_progress',
        'kosync_device',
        'kosync_device_id',
        'kosync_updated_at',
      ])
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
  }

  /**
   * KOReader's place, in one statement: a new row (no place of the web reader's yet), or the
   * KOReader columns and `progression` of the existing one; the web reader's CFI and updated_at
   * are kept, a PDF's page follows KOReader.
   */
  async save(push: KosyncPush): Promise<void> {
    const columns = {
      progression: push.percentage,
      kosync_progress: push.progress,
      kosync_device: push.device,
      kosync_device_id: push.deviceId,
      kosync_updated_at: push.now,
      ...(push.page === undefined ? {} : { last_page: push.page }),
    };
    await this.db
      .insertInto('reading_progress')
      .values({
        user_id: push.userId,
        book_id: push.bookId,
        last_page: push.page ?? null,
        cfi: null,
        chapter_href: null,
        updated_at: push.now,
        ...columns,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'book_id']).doUpdateSet(columns))
      .execute();
  }
}
