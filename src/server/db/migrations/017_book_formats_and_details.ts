/**
 * EPUB books and real book details:
 * - books: the full book's format, ISBN (13 digits), publisher, publication date ('YYYY[-MM[-DD]]'),
 *   language (BCP 47) and word count (an EPUB's length; page_count stays a PDF's), and whether the
 *   sample was uploaded or made by the store (preview_uploaded) and in which format (a sample made
 *   from an EPUB is an EPUB, an uploaded one may be a PDF: preview_format).
 * - reading_progress: a place in a book is a locator now. A PDF's is its page; an EPUB's its CFI,
 *   chapter href and progression (0 to 1, which a PDF row also keeps, so the library shows every
 *   book's percentage the same way). last_page becomes nullable, which SQLite can only do by
 *   rebuilding the table: both dialects rebuild it the same way (new table, copy, swap).
 * - store_secrets: per-store random keys (the reader's signed grants), made once here so every
 *   server on the database signs and checks with the same key.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('books')
    .addColumn('format', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PDF')
        .check(sql`format in ('PDF', 'EPUB')`),
    )
    .execute();
  for (const column of ['isbn', 'publisher', 'published_date', 'language'] as const) {
    await db.schema.alterTable('books').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('books')
    .addColumn('word_count', 'integer', (col) => col.check(sql`word_count is null or word_count >= 0`))
    .execute();
  await db.schema
    .alterTable('books')
    .addColumn('preview_uploaded', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('books')
    .addColumn('preview_format', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PDF')
        .check(sql`preview_format in ('PDF', 'EPUB')`),
    )
    .execute();

  await withIdColumn(db, db.schema.createTable('reading_progress_next'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addColumn('last_page', 'integer', (col) => col.check(sql`last_page is null or last_page >= 1`))
    .addColumn('cfi', 'text')
    .addColumn('chapter_href', 'text')
    .addColumn('progression', 'real', (col) =>
      col.check(sql`progression is null or (progression >= 0 and progression <= 1)`),
    )
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('reading_progress_user_book_key', ['user_id', 'book_id'])
    .addCheckConstraint('reading_progress_has_place', sql`last_page is not null or cfi is not null`)
    .execute();
  await sql`insert into reading_progress_next (user_id, book_id, last_page, progression, updated_at)
    select p.user_id, p.book_id, p.last_page,
      case when b.page_count is null then null when p.last_page >= b.page_count then 1.0 else cast(p.last_page as real) / b.page_count end,
      p.updated_at
    from reading_progress p join books b on b.id = p.book_id`.execute(db);
  await db.schema.dropTable('reading_progress').execute();
  await db.schema.alterTable('reading_progress_next').renameTo('reading_progress').execute();

  await db.schema
    .createTable('store_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  await db
    .insertInto('store_secrets' as never)
    .values({ name: 'reading_grants', value: randomBytes(32).toString('base64url') } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_secrets').execute();
  await sql`delete from reading_progress where last_page is null`.execute(db);
  for (const column of ['cfi', 'chapter_href', 'progression'])
    await db.schema.alterTable('reading_progress').dropColumn(column).execute();
  for (const column of [
    'format',
    'isbn',
    'publisher',
    'published_date',
    'language',
    'word_count',
    'preview_uploaded',
    'preview_format',
  ]) {
    await db.schema.alterTable('books').dropColumn(column).execute();
  }
}
