/** Books downloaded marked for their buyer (Kysely only): what a download needs to know, and its record. */
import { isPublicBook } from '../../db/books';
import type { Db } from '../../db/create-database';
import { isPostgres } from '../../db/dialect';

export type DownloadableBook = NonNullable<Awaited<ReturnType<BookDownloadsRepository['book']>>>;

export interface NewBookDownload {
  userId: number;
  bookId: number;
  orderId: number | null;
  downloadedAt: string;
  markId: string;
}

export class BookDownloadsRepository {
  constructor(private readonly db: Db) {}

  /** The book's stored file, title and format, whether or not it is public (is_public says). */
  book(bookId: number) {
    return this.db
      .selectFrom('books')
      .select((eb) => [
        'books.id',
        'books.name',
        'books.content_key',
        'books.format',
        eb.case().when(isPublicBook).then(1).else(0).end().as('is_public'),
      ])
      .where('books.id', '=', bookId)
      .executeTakeFirst();
  }

  /**
   * The buyer's most recent paid order with an unrefunded line of the book (the order a marked file
   * names); undefined when there is none.
   */
  async paidOrderOf(userId: number, bookId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select('orders.id')
      .where('orders.user_id', '=', userId)
      .where('order_lines.book_id', '=', bookId)
      .where('order_lines.refund_id', 'is', null)
      .where('orders.paid_at', 'is not', null)
      .orderBy('orders.paid_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Inside a transaction: holds the user's row until it ends, so two downloads of one user count
   * and record one after the other (PostgreSQL; SQLite runs one writing transaction at a time anyway).
   */
  async lockUser(userId: number): Promise<void> {
    if (!isPostgres(this.db)) return;
    await this.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  /** The user's downloads of the book since `since` (ISO): how many, and when the oldest was. */
  async since(userId: number, bookId: number, since: string): Promise<{ count: number; oldest: string | null }> {
    const row = await this.db
      .selectFrom('book_downloads')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('downloaded_at').as('oldest')])
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .where('downloaded_at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest ?? null };
  }

  async record(download: NewBookDownload): Promise<void> {
    await this.db
      .insertInto('book_downloads')
      .values({
        user_id: download.userId,
        book_id: download.bookId,
        order_id: download.orderId,
        downloaded_at: download.downloadedAt,
        mark_id: download.markId,
      })
      .execute();
  }

  /** KOReader's partial MD5 of the file the download sent (its stream ended), the id KOReader syncs it by. */
  async setKosyncDocument(markId: string, document: string): Promise<void> {
    await this.db
      .updateTable('book_downloads')
      .set({ kosync_document: document })
      .where('mark_id', '=', markId)
      .execute();
  }

  /** The downloads that wrote these mark ids (a found copy's), with their buyer's e-mail and the book's title. */
  byMarks(markIds: readonly string[]) {
    if (markIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('book_downloads as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .innerJoin('books as b', 'b.id', 'd.book_id')
      .select(['d.mark_id', 'd.order_id', 'd.book_id', 'd.downloaded_at', 'u.email', 'b.name'])
      .where('d.mark_id', 'in', markIds)
      .orderBy('d.downloaded_at', 'desc')
      .execute();
  }
}
