/** What a restore's check reads of a store (Kysely only): SQLite's integrity check, the orders, and the files their books need. */
import { sql } from 'kysely';
import type { Db } from '../db/create-database';
import { isPostgres } from '../db/dialect';

export interface OrderedBookFiles {
  bookId: number;
  coverKey: string;
  previewKey: string | null;
  contentKey: string | null;
}

export class StoreCheckRepository {
  constructor(private readonly db: Db) {}

  /** SQLite's `PRAGMA integrity_check`: ['ok'], or its complaints (at most 100). PostgreSQL: undefined (pg_restore checks its own). */
  async integrityCheck(): Promise<string[] | undefined> {
    if (isPostgres(this.db)) return undefined;
    const result = await sql<{ integrity_check: string }>`pragma integrity_check(100)`.execute(this.db);
    return result.rows.map((row) => row.integrity_check);
  }

  async countOrders(): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The books some order names, by id after `afterId`, `limit` at a time. */
  async orderedBooks(afterId: number, limit: number): Promise<OrderedBookFiles[]> {
    const rows = await this.db
      .selectFrom('books')
      .select(['id', 'cover_key', 'preview_key', 'content_key'])
      .where('id', '>', afterId)
      .where('id', 'in', (eb) => eb.selectFrom('order_lines').select('book_id'))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      bookId: row.id,
      coverKey: row.cover_key,
      previewKey: row.preview_key,
      contentKey: row.content_key,
    }));
  }

  /** The orders of the given books (at most `limit`), to name them in a report. */
  async ordersOfBooks(bookIds: readonly number[], limit: number): Promise<number[]> {
    if (bookIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('order_lines')
      .select('order_id')
      .distinct()
      .where('book_id', 'in', bookIds)
      .orderBy('order_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.order_id);
  }
}
