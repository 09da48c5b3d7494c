/**
 * SQLite's "title starts with the query" probe as a b-tree range, as PostgreSQL's has been since
 * 005 (books.search_title there, filled by its trigger). FTS5 answers `title : ^ "amara" + "okaf"*`
 * by reading the whole position lists of both words, about 100 ms at 30 M books for an author's
 * name, whatever the popularity floor; a range of this index reads only the titles that do start
 * so. The column is virtual (computed by search_title_of, sqlite-functions.ts, when the index is
 * written), so it costs no space in the table; the index holds the popularity key's parts.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`alter table books add column search_title text generated always as (search_title_of(name)) virtual`.execute(
    db,
  );
  await sql`create index books_search_title_idx on books (search_title, sales_count) where is_active = 1 and is_approved = 1`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index books_search_title_idx`.execute(db);
  await sql`alter table books drop column search_title`.execute(db);
}
