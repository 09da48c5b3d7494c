/**
 * The reader: a book's page count (known for the demo seed; uploads may fill it; null means
 * unknown) and the last page each user read of each book, so the reader reopens there on any
 * device.
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('books')
    .addColumn('page_count', 'integer', (col) => col.check(sql`page_count is null or page_count >= 1`))
    .execute();

  // One row per (user, book): saving again overwrites it (an upsert on the unique pair).
  await withIdColumn(db, db.schema.createTable('reading_progress'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addColumn('last_page', 'integer', (col) => col.notNull().check(sql`last_page >= 1`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('reading_progress_user_book_unique', ['user_id', 'book_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_progress').execute();
  await db.schema.alterTable('books').dropColumn('page_count').execute();
}
