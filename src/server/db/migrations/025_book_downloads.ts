/**
 * Books downloaded marked for their buyer (issue 37, GET /api/downloadBook): one row per download.
 * `mark_id` is a random id also written into the file (the PDF's metadata, the EPUB's dc:rights
 * and licence page), so a copy found elsewhere names its download; `order_id` is the order the
 * file names (null for an admin's copy of a book they did not buy). The daily limit counts rows
 * through (user_id, book_id, downloaded_at).
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('book_downloads'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('downloaded_at', 'text', (col) => col.notNull())
    .addColumn('mark_id', 'text', (col) => col.notNull().unique())
    .execute();
  await db.schema
    .createIndex('book_downloads_user_book_idx')
    .on('book_downloads')
    .columns(['user_id', 'book_id', 'downloaded_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('book_downloads').execute();
}
