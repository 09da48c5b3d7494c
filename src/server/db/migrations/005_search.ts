/**
 * The search index over public books' titles and author names (GET /api/searchBooks). Triggers keep
 * it in step with every write to books and to authors' names, so no write path (the admin upload,
 * book management, orders' sales counts, a manual SQL fix) can leave it stale.
 *
 * SQLite: a contentless FTS5 table whose rowid is the book's popularity key
 * (sales_count * 2^31 + id), so FTS5's natural rowid order IS the shop's popularity order and a
 * search reads only the first matches instead of ranking all of them. Only public books are in it.
 *
 * PostgreSQL: a tsvector column and a folded title column on books, filled by a trigger, with
 * partial indexes over public books (see modules/search/search.repository.ts for the queries).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** sales_count * 2^31 + id: ids stay below 2^31 (books.ts MAX_DB_ID), so keys never collide. */
const sqlitePopularityKey = (row: 'new' | 'old' | 'b') => `${row}.sales_count * 2147483648 + ${row}.id`;
const sqliteIsPublic = (row: 'new' | 'old' | 'b') => `${row}.is_active = 1 and ${row}.is_approved = 1`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // prefix='1 2 3': one- to three-letter prefixes (what a shopper has typed after a keystroke or
  // three) are looked up in their own index instead of scanning every term that starts with them.
  // contentless_delete=1: the rows can be deleted and replaced without keeping a copy of the text.
  await sql`create virtual table book_search using fts5(
    title, author,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
  )`.execute(db);

  const insertPublic = (row: 'new' | 'b', authorCondition: string) => `
    insert into book_search (rowid, title, author)
    select ${sqlitePopularityKey(row)}, ${row}.name, u.first_name || ' ' || u.last_name
    from users u where u.id = ${authorCondition} and ${sqliteIsPublic(row)};`;

  await sql
    .raw(
      `create trigger book_search_after_insert after insert on books begin
    ${insertPublic('new', 'new.author_id')}
  end`,
    )
    .execute(db);

  // One trigger with both statements: SQLite does not promise an order between two triggers, and
  // the old entry must go before the new one (they share a key when only the title changed).
  await sql
    .raw(
      `create trigger book_search_after_update
    after update of id, name, author_id, is_active, is_approved, sales_count on books begin
    delete from book_search where rowid = ${sqlitePopularityKey('old')} and ${sqliteIsPublic('old')};
    ${insertPublic('new', 'new.author_id')}
  end`,
    )
    .execute(db);

  await sql
    .raw(
      `create trigger book_search_after_delete after delete on books begin
    delete from book_search where rowid = ${sqlitePopularityKey('old')} and ${sqliteIsPublic('old')};
  end`,
    )
    .execute(db);

  await sql
    .raw(
      `create trigger book_search_after_author_rename
    after update of first_name, last_name on users begin
    delete from book_search where rowid in (
      select ${sqlitePopularityKey('b')} from books b where b.author_id = new.id and ${sqliteIsPublic('b')});
    insert into book_search (rowid, title, author)
    select ${sqlitePopularityKey('b')}, b.name, new.first_name || ' ' || new.last_name
    from books b where b.author_id = new.id and ${sqliteIsPublic('b')};
  end`,
    )
    .execute(db);

  await fillSqliteSearchIndex(db);
}

/** Indexes the public books with ids above `afterId` (all of them by default): here, and after a bulk load. */
export async function fillSqliteSearchIndex(db: Kysely<unknown>, afterId = 0): Promise<void> {
  await sql
    .raw(
      `insert into book_search (rowid, title, author)
    select ${sqlitePopularityKey('b')}, b.name, u.first_name || ' ' || u.last_name
    from books b join users u on u.id = b.author_id where ${sqliteIsPublic('b')} and b.id > ${Number(afterId)}`,
    )
    .execute(db);
}

/**
 * The schema holding the unaccent extension, installing it into public when the server offers it
 * (Debian: postgresql-contrib); undefined when it is not available, and search then folds case only.
 */
async function unaccentSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const installed = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'unaccent'`.execute(db);
  if (installed.rows[0]) return installed.rows[0].schema;
  const available = await sql`select 1 from pg_available_extensions where name = 'unaccent'`.execute(db);
  if (available.rows.length === 0) return undefined;
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  return 'public';
}

/**
 * The trigger function that fills a book's search columns on PostgreSQL. With punctuationSeparates
 * (migration 009 on), punctuation is turned into spaces before the text is parsed, so the parser
 * indexes no compounds ('okafor-kalo', 'v1.2') that a shopper's words can never equal. keptMarks
 * (migration 036 on: a regular expression's bracket ranges) are combining marks that stay in their
 * words although the locale calls them punctuation (the Devanagari virama and nukta).
 */
export function bookSearchFill({
  punctuationSeparates,
  keptMarks,
}: {
  punctuationSeparates: boolean;
  keptMarks?: string;
}): string {
  const text = `book_search_fold(new.name || ' ' ||
        coalesce((select u.first_name || ' ' || u.last_name from users u where u.id = new.author_id), ''))`;
  const separators = keptMarks === undefined ? '[[:punct:]]+' : `[^[:alnum:][:space:]${keptMarks}]+`;
  return `create or replace function book_search_fill() returns trigger language plpgsql as $$
    begin
      new.search_title := trim(regexp_replace(book_search_fold(new.name), '[^[:alnum:]${keptMarks ?? ''}]+', ' ', 'g'));
      new.search_vector := to_tsvector('simple', ${punctuationSeparates ? `regexp_replace(${text}, '${separators}', ' ', 'g')` : text});
      return new;
    end $$`;
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const unaccent = await unaccentSchema(db);
  // Index expressions need IMMUTABLE functions; unaccent() is only STABLE because its dictionary
  // could change. The two-argument form with a fixed dictionary is safe to declare immutable.
  const fold = unaccent ? `lower(${unaccent}.unaccent('${unaccent}.unaccent'::regdictionary, $1))` : 'lower($1)';
  await sql
    .raw(
      `create function book_search_fold(text) returns text
    language sql immutable parallel safe as $$ select ${fold} $$`,
    )
    .execute(db);

  await sql`alter table books add column search_vector tsvector`.execute(db);
  // The title as words joined by single spaces (as shared/search-words.ts makes them), for the
  // "title starts with the query" probe.
  await sql`alter table books add column search_title text`.execute(db);

  await sql.raw(bookSearchFill({ punctuationSeparates: false })).execute(db);
  await sql`create trigger book_search_fill before insert or update of name, author_id on books
    for each row execute function book_search_fill()`.execute(db);

  // Touching the name re-runs the books trigger, which reads the new author name.
  await sql
    .raw(
      `create function book_search_author_renamed() returns trigger language plpgsql as $$
    begin
      update books set name = name where author_id = new.id;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`create trigger book_search_author_renamed after update of first_name, last_name on users
    for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
    execute function book_search_author_renamed()`.execute(db);

  await sql`update books set name = name`.execute(db);

  const isPublic = sql.raw('where is_active = 1 and is_approved = 1');
  await sql`create index books_search_vector_idx on books using gin (search_vector) ${isPublic}`.execute(db);
  await sql`create index books_search_title_idx on books (search_title text_pattern_ops) ${isPublic}`.execute(db);
  // Popularity order: a common word is answered by walking this index and testing each row,
  // stopping after one page, instead of sorting every match.
  await sql`create index books_search_popularity_idx on books (sales_count desc, id desc) ${isPublic}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger book_search_author_renamed on users`.execute(db);
    await sql`drop trigger book_search_fill on books`.execute(db);
    await sql`drop function book_search_author_renamed()`.execute(db);
    await sql`drop function book_search_fill()`.execute(db);
    await sql`alter table books drop column search_vector, drop column search_title`.execute(db);
    await sql`drop function book_search_fold(text)`.execute(db);
    return;
  }
  for (const trigger of [
    'book_search_after_insert',
    'book_search_after_update',
    'book_search_after_delete',
    'book_search_after_author_rename',
  ]) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
  await sql`drop table book_search`.execute(db);
}
