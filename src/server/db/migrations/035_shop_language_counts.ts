/**
 * The shop's language filter and facet (issue 38): summaries by book language, kept by triggers as
 * 008 keeps the others, and an index that walks one language's public books newest first.
 *
 * - shop_language_counts (language, genre, sale price): the language facet and, with a language
 *   filter, the genre facet, Total and the price range's counts; languages x genres x price points
 *   rows, a few thousand whatever the catalog's size.
 * - shop_author_language_counts (language, author): the author facet's candidates under a language
 *   filter (the top authors of each language), as shop_author_counts gives them without one.
 * - books_shop_language_walk_idx (public, language, id, genre, price): a page of one language,
 *   newest first, genre and price tested in the index entry (as books_shop_walk_idx does for all).
 * Books of unknown language (language null) are in neither summary: the facet leaves them out and
 * no Languages value selects them.
 *
 * Cost at 30 M books (the benchmarks' largest catalog): filling the summaries is one pass over
 * books grouped in memory (on the order of a minute on either database), and the index is a sort
 * of 30 M entries: about 2 minutes and some 1.2 GB on SQLite, 2 to 4 minutes and 1.3 GB on
 * PostgreSQL (maintenance_work_mem decides), during which books cannot be written. Each later
 * write of a public book with a language pays two more upserts in its transaction.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const isCounted = (row: string) => `${row}.is_active = 1 and ${row}.is_approved = 1 and ${row}.language is not null`;

const WALK_INDEX = 'books_shop_language_walk_idx';

/** The summaries from scratch: here, and after a bulk load without the triggers (bulk-load.ts). */
export async function fillShopLanguageSummaries(db: Kysely<unknown>): Promise<void> {
  await sql`delete from shop_language_counts`.execute(db);
  await sql`delete from shop_author_language_counts`.execute(db);
  await sql
    .raw(
      `insert into shop_language_counts (language, genre_id, sale_price_paise, book_count)
    select b.language, b.genre_id, b.sale_price_paise, count(*) from books b where ${isCounted('b')}
    group by b.language, b.genre_id, b.sale_price_paise`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into shop_author_language_counts (language, author_id, book_count)
    select b.language, b.author_id, count(*) from books b where ${isCounted('b')} group by b.language, b.author_id`,
    )
    .execute(db);
}

/**
 * Statements adding `delta` for the book `row` to both summaries (SQLite's triggers; PostgreSQL's
 * function). The target named by the table, not an alias: SQLite re-checks every trigger when a
 * later migration drops or renames a column anywhere, and an aliased upsert fails that check
 * (PostgreSQL needs it qualified: `book_count` alone is ambiguous with `excluded`).
 */
function languageDelta(row: string, delta: string): string {
  return `
    insert into shop_language_counts (language, genre_id, sale_price_paise, book_count)
      values (${row}.language, ${row}.genre_id, ${row}.sale_price_paise, ${delta})
      on conflict (language, genre_id, sale_price_paise)
      do update set book_count = shop_language_counts.book_count + ${delta};
    insert into shop_author_language_counts (language, author_id, book_count)
      values (${row}.language, ${row}.author_id, ${delta})
      on conflict (language, author_id)
      do update set book_count = shop_author_language_counts.book_count + ${delta};`;
}

const BOOK_COLUMNS = 'is_active, is_approved, language, genre_id, author_id, sale_price_paise';

/** SQLite: a trigger per event and row version, the old row counted out and the new one in. */
const SQLITE_TRIGGERS: Array<[string, string, 'new' | 'old']> = [
  ['shop_language_counts_after_insert', 'after insert on books', 'new'],
  ['shop_language_counts_after_delete', 'after delete on books', 'old'],
  // Two triggers for one update, as in 008: the sums commute.
  ['shop_language_counts_after_update_old', `after update of ${BOOK_COLUMNS} on books`, 'old'],
  ['shop_language_counts_after_update_new', `after update of ${BOOK_COLUMNS} on books`, 'new'],
];

const POSTGRES_TRACK = `create function shop_language_counts_track() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' and ${isCounted('old')} then ${languageDelta('old', '-1')} end if;
    if tg_op <> 'DELETE' and ${isCounted('new')} then ${languageDelta('new', '1')} end if;
    return null;
  end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await sql`create table shop_language_counts (
    language text not null, genre_id integer not null, sale_price_paise integer not null, book_count integer not null,
    primary key (language, genre_id, sale_price_paise))`.execute(db);
  await sql`create table shop_author_language_counts (
    language text not null, author_id integer not null, book_count integer not null,
    primary key (language, author_id))`.execute(db);
  await sql`create index shop_author_language_counts_top_idx
    on shop_author_language_counts (language, book_count desc, author_id)`.execute(db);
  await fillShopLanguageSummaries(db);
  if (postgres) {
    await sql.raw(POSTGRES_TRACK).execute(db);
    await sql
      .raw(
        `create trigger shop_language_counts_track after insert or delete or update of ${BOOK_COLUMNS}
      on books for each row execute function shop_language_counts_track()`,
      )
      .execute(db);
  } else {
    for (const [name, event, row] of SQLITE_TRIGGERS) {
      const delta = row === 'old' ? '-1' : '1';
      await sql
        .raw(`create trigger ${name} ${event} when ${isCounted(row)} begin ${languageDelta(row, delta)} end`)
        .execute(db);
    }
  }
  await sql
    .raw(`create index ${WALK_INDEX} on books (is_active, is_approved, language, id, genre_id, sale_price_paise)`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop index ${WALK_INDEX}`).execute(db);
  if (isPostgres(db)) {
    await sql`drop trigger shop_language_counts_track on books`.execute(db);
    await sql`drop function shop_language_counts_track()`.execute(db);
  } else {
    for (const [name] of SQLITE_TRIGGERS) await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await sql`drop table shop_author_language_counts`.execute(db);
  await sql`drop table shop_language_counts`.execute(db);
}
