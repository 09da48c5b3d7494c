/**
 * Ratings and reviews from readers (issue 36, decision 042):
 * - reviews: one per (book, user), by a reader who owns the book; rating 1-5, a title of at most
 *   120 characters and a text of at most 2,000, kept as written (plain text, shown escaped). An
 *   admin hides one with a reason (hidden_at, hidden_reason, hidden_by); a hidden review is not
 *   listed to shoppers and no longer counts. Pages are read newest first through
 *   (book_id, hidden_at, created_at desc, id desc).
 * - books.rating_sum and books.rating_count: running sums of the visible reviews' ratings, changed
 *   in the transaction of every review insert, edit, delete and hide, so no list of books ever
 *   aggregates reviews when it is read.
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('reviews'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating >= 1 and rating <= 5`))
    .addColumn('title', 'text', (col) => col.notNull().check(sql`length(title) <= 120`))
    .addColumn('text', 'text', (col) => col.notNull().check(sql`length(text) <= 2000`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addUniqueConstraint('reviews_book_user_unique', ['book_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('reviews_book_page_idx')
    .on('reviews')
    .columns(['book_id', 'hidden_at', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('reviews_user_idx').on('reviews').column('user_id').execute();

  await db.schema
    .alterTable('books')
    .addColumn('rating_sum', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('books')
    .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('books').dropColumn('rating_count').execute();
  await db.schema.alterTable('books').dropColumn('rating_sum').execute();
  await db.schema.dropTable('reviews').execute();
}
