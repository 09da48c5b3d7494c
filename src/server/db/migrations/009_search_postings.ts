/**
 * PostgreSQL's search index in popularity order: search_postings holds one row per (word, public
 * book) keyed by the book's popularity key (sales_count * 2^31 + id, as SQLite's FTS5 rowid in
 * 005), and search_terms is its vocabulary with the number of books holding each word (as SQLite's
 * in 006). Triggers keep both in step with every write to books; no-op on SQLite.
 *
 * Why, measured at 1 M titles: the GIN index of 005 hands back its matches in table order, so a
 * query must fetch every match from the table to sort it by popularity ('amara okafor': 5,271
 * rows, 20 ms warm and 200 ms cold for one page), and a prefix ('okafor':*) is a partial match
 * that builds a bitmap of every matching word's books (31 ms). A b-tree on (term, key) walks a
 * word's books most popular first, index-only: two words meet in a merge join of their postings
 * (3.6 ms for the same query), and a page stops after the books it needs (0.35 ms for 'love'),
 * however large the catalog.
 *
 * The words are the tsvector's lexemes, and the tsvector is now built with punctuation turned into
 * spaces (005's bookSearchFill): the default parser would otherwise also index compounds
 * ('okafor-kalo', 'v1.2', 'a@b.com') that a shopper's words (shared/search-words.ts: letters,
 * digits and marks only) can never equal, and that only make prefixes look common ('okafor' had
 * 981 completions, nearly all of them hyphenated author names).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { bookSearchFill } from './005_search';

/** The popularity key of a books row (`new`, `old` or a table alias): as 005's sqlitePopularityKey. */
const popularityKey = (row: string) => `${row}.sales_count::bigint * 2147483648 + ${row}.id`;
const isPublic = (row: string) => `${row}.is_active = 1 and ${row}.is_approved = 1`;

/**
 * After each write to a book: its postings move when its words, its popularity key or its being
 * public change; the vocabulary only when its words or its being public do (a sale re-keys the
 * postings and leaves the counts alone, so orders never queue on a common word's counter). Terms
 * are written in term order so that two concurrent writers lock shared rows in the same order.
 */
const TRACK = `create function search_postings_track() returns trigger language plpgsql as $$
  declare
    old_public boolean := tg_op <> 'INSERT' and ${isPublic('old')};
    new_public boolean := tg_op <> 'DELETE' and ${isPublic('new')};
    same_words boolean := tg_op = 'UPDATE' and old_public = new_public and old.search_vector = new.search_vector;
  begin
    if same_words and (not new_public or ${popularityKey('old')} = ${popularityKey('new')}) then return null; end if;
    if old_public then
      delete from search_postings where term = any(tsvector_to_array(old.search_vector)) and key = ${popularityKey('old')};
    end if;
    if new_public then
      insert into search_postings (term, key)
      select term, ${popularityKey('new')} from unnest(tsvector_to_array(new.search_vector)) as term order by term;
    end if;
    if same_words then return null; end if;
    if old_public then
      update search_terms set docs = docs - 1 where term in (select unnest(tsvector_to_array(old.search_vector)) order by 1);
      delete from search_terms where docs <= 0 and term = any(tsvector_to_array(old.search_vector));
    end if;
    if new_public then
      insert into search_terms (term, docs)
      select term, 1 from unnest(tsvector_to_array(new.search_vector)) as term order by term
      on conflict (term) do update set docs = search_terms.docs + 1;
    end if;
    return null;
  end $$`;

/**
 * Both tables from scratch: here, and after a bulk load (server/db/bulk-load.ts). The key is
 * built after the rows are in, which is several times faster than row by row at millions of books.
 */
export async function fillSearchPostings(db: Kysely<unknown>): Promise<void> {
  await sql`truncate search_postings, search_terms`.execute(db);
  await sql`alter table search_postings drop constraint if exists search_postings_pkey`.execute(db);
  await sql
    .raw(
      `insert into search_postings (term, key)
    select unnest(tsvector_to_array(b.search_vector)), ${popularityKey('b')} from books b where ${isPublic('b')}`,
    )
    .execute(db);
  await sql`alter table search_postings add constraint search_postings_pkey primary key (term, key)`.execute(db);
  await sql`insert into search_terms (term, docs) select term, count(*) from search_postings group by term`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(bookSearchFill({ punctuationSeparates: true })).execute(db);
  await sql`update books set name = name`.execute(db);
  // "C": byte order, which for UTF-8 is code point order, as the prefix ranges of the repository assume.
  await sql`create table search_postings (term text collate "C" not null, key bigint not null)`.execute(db);
  await sql`create table search_terms (term text collate "C" primary key, docs integer not null)`.execute(db);
  // The starts-with probe sorts the titles it finds by popularity: with the key in the index
  // ('ki%': 4,861 titles at 1 M) it reads no table page (320 ms cold before).
  await sql`drop index books_search_title_idx`.execute(db);
  await sql`create index books_search_title_idx on books (search_title text_pattern_ops) include (sales_count, id)
    where is_active = 1 and is_approved = 1`.execute(db);
  await sql.raw(TRACK).execute(db);
  await sql`create trigger search_postings_track after insert or update or delete on books
    for each row execute function search_postings_track()`.execute(db);
  await fillSearchPostings(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger search_postings_track on books`.execute(db);
  await sql`drop function search_postings_track()`.execute(db);
  await sql`drop table search_postings, search_terms`.execute(db);
  await sql`drop index books_search_title_idx`.execute(db);
  await sql`create index books_search_title_idx on books (search_title text_pattern_ops) where is_active = 1 and is_approved = 1`.execute(
    db,
  );
  await sql.raw(bookSearchFill({ punctuationSeparates: false })).execute(db);
  await sql`update books set name = name`.execute(db);
}
