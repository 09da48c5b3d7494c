/**
 * KOReader's progress sync (issue 37, decision 045):
 * - book_downloads.kosync_document: KOReader's partial MD5 of the bytes of that download (set when
 *   its stream ends), the document id KOReader sends; a document names a book only through the
 *   user's own downloads, hence the index on (user_id, kosync_document).
 * - reading_progress.kosync_*: KOReader's last place in the book (its progress string: an
 *   xpointer, or a PDF's page number), the device that sent it and when. `progression` takes
 *   KOReader's percentage too, so the library's "% read" shows it; `updated_at` stays the web
 *   reader's last save, and the newer of the two timestamps says which place is current. A row
 *   may now hold KOReader's place alone (an EPUB read only in KOReader has no CFI), so the check
 *   reading_progress_has_place accepts kosync_progress as a place: PostgreSQL replaces the
 *   constraint, SQLite (which cannot alter one) rebuilds the table as migration 017 did.
 * App passwords already keep `kosync_key_hash` (migration 020), so every app password works.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { withIdColumn } from './columns';

const KOSYNC_COLUMNS = ['kosync_progress', 'kosync_device', 'kosync_device_id', 'kosync_updated_at'] as const;
const COPIED = ['id', 'user_id', 'book_id', 'last_page', 'cfi', 'chapter_href', 'progression', 'updated_at'];

/** SQLite: reading_progress again, as 017 made it, with the KOReader columns and the check `hasPlace`. */
async function rebuildReadingProgress(db: Kysely<unknown>, hasPlace: string, kosync: boolean): Promise<void> {
  let table = withIdColumn(db, db.schema.createTable('reading_progress_next'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addColumn('last_page', 'integer', (col) => col.check(sql`last_page is null or last_page >= 1`))
    .addColumn('cfi', 'text')
    .addColumn('chapter_href', 'text')
    .addColumn('progression', 'real', (col) =>
      col.check(sql`progression is null or (progression >= 0 and progression <= 1)`),
    )
    .addColumn('updated_at', 'text', (col) => col.notNull());
  if (kosync) for (const column of KOSYNC_COLUMNS) table = table.addColumn(column, 'text');
  await table
    .addUniqueConstraint('reading_progress_user_book_key', ['user_id', 'book_id'])
    .addCheckConstraint('reading_progress_has_place', sql.raw(hasPlace))
    .execute();
  const columns = sql.raw(COPIED.join(', '));
  await sql`insert into reading_progress_next (${columns}) select ${columns} from reading_progress`.execute(db);
  await db.schema.dropTable('reading_progress').execute();
  await db.schema.alterTable('reading_progress_next').renameTo('reading_progress').execute();
}

const HAS_PLACE = 'last_page is not null or cfi is not null or kosync_progress is not null';
const HAD_PLACE = 'last_page is not null or cfi is not null';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_downloads').addColumn('kosync_document', 'text').execute();
  await db.schema
    .createIndex('book_downloads_kosync_document_idx')
    .on('book_downloads')
    .columns(['user_id', 'kosync_document'])
    .execute();
  if (!isPostgres(db)) return rebuildReadingProgress(db, HAS_PLACE, true);
  for (const column of KOSYNC_COLUMNS)
    await db.schema.alterTable('reading_progress').addColumn(column, 'text').execute();
  await sql`alter table reading_progress drop constraint reading_progress_has_place`.execute(db);
  await sql`alter table reading_progress add constraint reading_progress_has_place check (${sql.raw(HAS_PLACE)})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // KOReader's places alone have nothing for the web reader.
  await sql`delete from reading_progress where last_page is null and cfi is null`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table reading_progress drop constraint reading_progress_has_place`.execute(db);
    await sql`alter table reading_progress add constraint reading_progress_has_place check (${sql.raw(HAD_PLACE)})`.execute(
      db,
    );
    for (const column of KOSYNC_COLUMNS) await db.schema.alterTable('reading_progress').dropColumn(column).execute();
  } else {
    await rebuildReadingProgress(db, HAD_PLACE, false);
  }
  await db.schema.dropIndex('book_downloads_kosync_document_idx').execute();
  await db.schema.alterTable('book_downloads').dropColumn('kosync_document').execute();
}
