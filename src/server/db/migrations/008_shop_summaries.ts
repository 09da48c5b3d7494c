/**
 * The shop at catalog scale (issue 12): summaries kept in step with every write by triggers, and
 * indexes that serve each public read without a scan.
 *
 * Summaries (public books only; a row whose count fell to 0 stays, and readers skip it):
 * - shop_price_counts (genre, sale price): the genre facet and the result's total for any genre
 *   and price filter, and the price range. Shops use a few hundred price points, so this holds
 *   genres x price points rows, not one per book.
 * - shop_author_counts (author): books per author, for the author facet's top authors, and the
 *   author's name folded for the lookup box (name_key "first last", surname_key "last first").
 * - shop_author_genre_counts (genre, author): the same within one genre.
 * - user_type_counts: customers and authors for the home page's stats.
 * As with the search index (005), triggers and not the services keep them, so no write path (an
 * upload, book management, a manual fix) can leave them stale.
 *
 * Indexes on books (replacing 001's): each shop read walks one index and never touches a row
 * until it has the page's ids (the repository then fetches those 24 rows):
 * - books_shop_walk_idx (public, id, genre, price): newest first over every genre, genre and
 *   price checked in the index entry;
 * - books_shop_genre_walk_idx (public, genre, id, price): newest first within one genre;
 * - books_shop_price_idx (public, genre, price, id): every book of a narrow price range, sorted
 *   afterwards (catalog.repository.ts picks between walking and collecting from the counts);
 * - books_author_shop_idx (author, public, genre, price, id): everything filtered by author.
 * - Home lists: partial indexes over the few flagged books (trending, new arrivals, upcoming,
 *   originals); their queries spell the flag as a literal so both planners can use them.
 * - PostgreSQL's search popularity index carries the search vector (see POPULARITY_INDEX).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const isPublic = (row: string) => `${row}.is_active = 1 and ${row}.is_approved = 1`;

/** SQLite's lower() folds ASCII only; PostgreSQL folds with book_search_fold (005: case and accents). */
const foldSqlite = (text: string) => `lower(${text})`;
const foldPostgres = (text: string) => `book_search_fold(${text})`;

/** The author's two name keys, from the users row aliased u. */
const nameKeys = (fold: (text: string) => string) =>
  `${fold(`u.first_name || ' ' || u.last_name`)}, ${fold(`u.last_name || ' ' || u.first_name`)}`;

const REPLACED_INDEXES = [
  'books_public_id_idx',
  'books_public_genre_idx',
  'books_public_price_idx',
  'books_author_idx',
];

const SHOP_INDEXES: Array<[string, string]> = [
  ['books_shop_walk_idx', '(is_active, is_approved, id, genre_id, sale_price_paise)'],
  ['books_shop_genre_walk_idx', '(is_active, is_approved, genre_id, id, sale_price_paise)'],
  ['books_shop_price_idx', '(is_active, is_approved, genre_id, sale_price_paise, id)'],
  ['books_author_shop_idx', '(author_id, is_active, is_approved, genre_id, sale_price_paise, id)'],
  ['books_trending_idx', '(is_active, is_approved, id, trending_date) where is_trending = 1'],
  ['books_new_arrival_idx', '(is_active, is_approved, id, new_arrival_date) where is_new_arrival = 1'],
  ['books_upcoming_idx', '(is_active, is_approved, upcoming_date, id) where is_upcoming = 1'],
  ['books_original_idx', '(is_active, is_approved, id) where is_original = 1'],
];

const SUMMARY_TABLES = ['shop_price_counts', 'shop_author_counts', 'shop_author_genre_counts', 'user_type_counts'];

async function createTables(db: Kysely<unknown>, nameType: string): Promise<void> {
  await sql`create table shop_price_counts (
    genre_id integer not null, sale_price_paise integer not null, book_count integer not null,
    primary key (genre_id, sale_price_paise))`.execute(db);
  await sql
    .raw(
      `create table shop_author_counts (
    author_id integer primary key, book_count integer not null,
    name_key ${nameType} not null, surname_key ${nameType} not null)`,
    )
    .execute(db);
  await sql`create index shop_author_counts_top_idx on shop_author_counts (book_count desc, author_id)`.execute(db);
  await sql`create index shop_author_counts_name_idx on shop_author_counts (name_key)`.execute(db);
  await sql`create index shop_author_counts_surname_idx on shop_author_counts (surname_key)`.execute(db);
  await sql`create table shop_author_genre_counts (
    genre_id integer not null, author_id integer not null, book_count integer not null,
    primary key (genre_id, author_id))`.execute(db);
  await sql`create index shop_author_genre_counts_top_idx on shop_author_genre_counts (genre_id, book_count desc, author_id)`.execute(
    db,
  );
  await sql`create table user_type_counts (user_type text primary key, user_count integer not null)`.execute(db);
}

/** Fills the summaries from books and users, from scratch: here, and after a bulk load without the triggers. */
export async function fillShopSummaries(db: Kysely<unknown>): Promise<void> {
  for (const table of SUMMARY_TABLES) await sql.raw(`delete from ${table}`).execute(db);
  const fold = isPostgres(db) ? foldPostgres : foldSqlite;
  await sql
    .raw(
      `insert into shop_price_counts (genre_id, sale_price_paise, book_count)
    select b.genre_id, b.sale_price_paise, count(*) from books b where ${isPublic('b')} group by b.genre_id, b.sale_price_paise`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into shop_author_genre_counts (genre_id, author_id, book_count)
    select b.genre_id, b.author_id, count(*) from books b where ${isPublic('b')} group by b.genre_id, b.author_id`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into shop_author_counts (author_id, book_count, name_key, surname_key)
    select c.author_id, c.book_count, ${nameKeys(fold)}
    from (select author_id, sum(book_count) as book_count from shop_author_genre_counts group by author_id) c
    join users u on u.id = c.author_id`,
    )
    .execute(db);
  await sql`insert into user_type_counts (user_type, user_count) select user_type, count(*) from users group by user_type`.execute(
    db,
  );
}

// ---------- SQLite: a trigger per event, the statements spelled out with the delta ----------

/** Statements adding `delta` for the book `row` (new or old) to every book summary. */
function sqliteBookDelta(row: 'new' | 'old', delta: 1 | -1): string {
  return `
    insert into shop_price_counts (genre_id, sale_price_paise, book_count) values (${row}.genre_id, ${row}.sale_price_paise, ${delta})
      on conflict (genre_id, sale_price_paise) do update set book_count = book_count + ${delta};
    insert into shop_author_genre_counts (genre_id, author_id, book_count) values (${row}.genre_id, ${row}.author_id, ${delta})
      on conflict (genre_id, author_id) do update set book_count = book_count + ${delta};
    insert into shop_author_counts (author_id, book_count, name_key, surname_key)
      select ${row}.author_id, ${delta}, ${nameKeys(foldSqlite)} from users u where u.id = ${row}.author_id
      on conflict (author_id) do update set book_count = book_count + ${delta};`;
}

const sqliteUserDelta = (row: 'new' | 'old', delta: 1 | -1) => `
  insert into user_type_counts (user_type, user_count) values (${row}.user_type, ${delta})
    on conflict (user_type) do update set user_count = user_count + ${delta};`;

const BOOK_COLUMNS = 'is_active, is_approved, genre_id, author_id, sale_price_paise';

const SQLITE_TRIGGERS: Array<[string, string]> = [
  ['shop_counts_after_insert', `after insert on books when ${isPublic('new')} begin ${sqliteBookDelta('new', 1)} end`],
  ['shop_counts_after_delete', `after delete on books when ${isPublic('old')} begin ${sqliteBookDelta('old', -1)} end`],
  // Two triggers for one update: the order between them does not matter (sums commute).
  [
    'shop_counts_after_update_old',
    `after update of ${BOOK_COLUMNS} on books when ${isPublic('old')} begin ${sqliteBookDelta('old', -1)} end`,
  ],
  [
    'shop_counts_after_update_new',
    `after update of ${BOOK_COLUMNS} on books when ${isPublic('new')} begin ${sqliteBookDelta('new', 1)} end`,
  ],
  [
    'shop_author_counts_after_rename',
    `after update of first_name, last_name on users begin
    update shop_author_counts set name_key = ${foldSqlite(`new.first_name || ' ' || new.last_name`)},
      surname_key = ${foldSqlite(`new.last_name || ' ' || new.first_name`)} where author_id = new.id; end`,
  ],
  ['user_type_counts_after_insert', `after insert on users begin ${sqliteUserDelta('new', 1)} end`],
  ['user_type_counts_after_delete', `after delete on users begin ${sqliteUserDelta('old', -1)} end`],
  [
    'user_type_counts_after_update',
    `after update of user_type on users begin ${sqliteUserDelta('old', -1)} ${sqliteUserDelta('new', 1)} end`,
  ],
];

// ---------- PostgreSQL: one function per table ----------

const POSTGRES_FUNCTIONS = [
  `create function shop_counts_add(genre integer, price integer, author integer, delta integer) returns void language plpgsql as $$
    begin
      insert into shop_price_counts as c (genre_id, sale_price_paise, book_count) values (genre, price, delta)
        on conflict (genre_id, sale_price_paise) do update set book_count = c.book_count + delta;
      insert into shop_author_genre_counts as c (genre_id, author_id, book_count) values (genre, author, delta)
        on conflict (genre_id, author_id) do update set book_count = c.book_count + delta;
      insert into shop_author_counts as c (author_id, book_count, name_key, surname_key)
        select author, delta, ${nameKeys(foldPostgres)} from users u where u.id = author
        on conflict (author_id) do update set book_count = c.book_count + delta;
    end $$`,
  `create function shop_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and ${isPublic('old')} then perform shop_counts_add(old.genre_id, old.sale_price_paise, old.author_id, -1); end if;
      if tg_op <> 'DELETE' and ${isPublic('new')} then perform shop_counts_add(new.genre_id, new.sale_price_paise, new.author_id, 1); end if;
      return null;
    end $$`,
  `create function shop_author_names_track() returns trigger language plpgsql as $$
    begin
      update shop_author_counts u set name_key = ${foldPostgres(`new.first_name || ' ' || new.last_name`)},
        surname_key = ${foldPostgres(`new.last_name || ' ' || new.first_name`)} where u.author_id = new.id;
      return null;
    end $$`,
  `create function user_type_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update user_type_counts set user_count = user_count - 1 where user_type = old.user_type;
      end if;
      if tg_op <> 'DELETE' then
        insert into user_type_counts as c (user_type, user_count) values (new.user_type, 1)
          on conflict (user_type) do update set user_count = c.user_count + 1;
      end if;
      return null;
    end $$`,
];

const POSTGRES_TRIGGERS: Array<[string, string]> = [
  [
    'shop_counts_track',
    `after insert or delete or update of ${BOOK_COLUMNS} on books for each row execute function shop_counts_track()`,
  ],
  [
    'shop_author_names_track',
    `after update of first_name, last_name on users for each row execute function shop_author_names_track()`,
  ],
  [
    'user_type_counts_track',
    `after insert or delete or update of user_type on users for each row execute function user_type_counts_track()`,
  ],
];

/** The triggers that keep the summaries, for a bulk load to drop and restore around itself. */
export function shopSummaryTriggers(db: Kysely<unknown>): Array<{ name: string; table: string; create: string }> {
  const triggers = isPostgres(db) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS;
  return triggers.map(([name, body]) => ({
    name,
    table: / on (\w+)/.exec(body)![1]!,
    create: `create trigger ${name} ${body}`,
  }));
}

/**
 * PostgreSQL's search walks public books in popularity order testing each one's search_vector
 * (modules/search): with the vector in the index itself (INCLUDE) that walk never reads the table,
 * which took an author's name from 166 ms to 1 ms at a million books. (SQLite's FTS5 needs none.)
 */
const POPULARITY_INDEX = (include: string) =>
  `create index books_search_popularity_idx on books (sales_count desc, id desc) ${include} where is_active = 1 and is_approved = 1`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) {
    await sql`drop index books_search_popularity_idx`.execute(db);
    await sql.raw(POPULARITY_INDEX('include (search_vector)')).execute(db);
  }
  // Byte order ("C") makes the name keys' prefix ranges (>= p and < p || U+10FFFF) index ranges.
  await createTables(db, postgres ? 'text collate "C"' : 'text');
  if (postgres) for (const fn of POSTGRES_FUNCTIONS) await sql.raw(fn).execute(db);
  await fillShopSummaries(db);
  for (const trigger of shopSummaryTriggers(db)) await sql.raw(trigger.create).execute(db);
  for (const name of REPLACED_INDEXES) await sql.raw(`drop index ${name}`).execute(db);
  for (const [name, definition] of SHOP_INDEXES)
    await sql.raw(`create index ${name} on books ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [name] of SHOP_INDEXES) await sql.raw(`drop index ${name}`).execute(db);
  await sql`create index books_public_id_idx on books (is_active, is_approved, id)`.execute(db);
  await sql`create index books_public_genre_idx on books (is_active, is_approved, genre_id, id)`.execute(db);
  await sql`create index books_public_price_idx on books (is_active, is_approved, sale_price_paise)`.execute(db);
  await sql`create index books_author_idx on books (author_id, id)`.execute(db);
  for (const trigger of shopSummaryTriggers(db))
    await sql.raw(`drop trigger ${trigger.name}${postgres ? ` on ${trigger.table}` : ''}`).execute(db);
  if (postgres) {
    await sql`drop index books_search_popularity_idx`.execute(db);
    await sql.raw(POPULARITY_INDEX('')).execute(db);
    for (const fn of [
      'shop_counts_track()',
      'shop_author_names_track()',
      'user_type_counts_track()',
      'shop_counts_add(integer, integer, integer, integer)',
    ]) {
      await sql.raw(`drop function ${fn}`).execute(db);
    }
  }
  for (const table of SUMMARY_TABLES) await sql.raw(`drop table ${table}`).execute(db);
}
