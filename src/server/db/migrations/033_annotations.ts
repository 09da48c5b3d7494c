/**
 * The reader's bookmarks, highlights and notes (issue 37, decision 049):
 * - annotations: one row each, per reader (user_id, gone with the account) and book. Placed like
 *   the reading progress: an EPUB's locator as JSON ({Cfi, Progression, Href}: a range CFI for a
 *   highlight or a note, a point CFI for a bookmark) in `locator`, or a PDF's `page`; exactly one
 *   of the two. `text` is the quoted text ('' for a bookmark; on a PDF page it is what finds the
 *   highlight again), `note` the reader's note, both plain text of at most 2,000 characters;
 *   `color` one of four names, null for a bookmark and only for a bookmark.
 * - Read and counted per (user_id, book_id): the index serves the list and the limit's count.
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('annotations'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('bookmark', 'highlight', 'note')`))
    .addColumn('page', 'integer', (col) => col.check(sql`page is null or page >= 1`))
    .addColumn('locator', 'text', (col) => col.check(sql`locator is null or length(locator) <= 4000`))
    .addColumn('text', 'text', (col) => col.notNull().check(sql`length(text) <= 2000`))
    .addColumn('note', 'text', (col) => col.notNull().check(sql`length(note) <= 2000`))
    .addColumn('color', 'text', (col) => col.check(sql`color is null or color in ('yellow', 'green', 'blue', 'pink')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('annotations_one_place', sql`(page is null) <> (locator is null)`)
    .addCheckConstraint('annotations_color_of_kind', sql`(kind = 'bookmark') = (color is null)`)
    .execute();
  await db.schema.createIndex('annotations_user_book_idx').on('annotations').columns(['user_id', 'book_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('annotations').execute();
}
