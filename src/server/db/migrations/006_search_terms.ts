/**
 * The vocabulary of the SQLite search index: search_terms holds every word of book_search (005)
 * with the number of public books holding it, kept in step by triggers on the same writes.
 *
 * Why: FTS5 answers a prefix query of 4+ letters ('okafor'*, past the 1-3 letter prefix indexes)
 * by loading every matching row into memory before LIMIT can stop it (2.5 ms for an author's name
 * at 1 M titles), while an OR of exact terms is read incrementally in rowid order (0.1 ms). The
 * search repository looks the prefix's completions up here (a b-tree range, microseconds) and asks
 * FTS5 for those terms. An fts5vocab table over book_search would give the same list, but counts
 * every doclist it passes (5 ms per lookup), so the vocabulary is kept as a table of its own.
 *
 * Tokenizing: the triggers cannot split text in SQL the way FTS5 does (case folding and accent
 * removal beyond ASCII), so they let FTS5 do it: search_terms_tokenizer is a scratch FTS5 table
 * with the same tokenizer as book_search, emptied ('delete-all') and given the rows of one write;
 * search_terms_tokenized (fts5vocab 'row' over it) then lists their terms with the number of rows
 * holding each, which is added to or taken from search_terms. The scratch table holds one write's
 * rows at most. Cost: about 35 microseconds per book written.
 *
 * PostgreSQL needs none of this (its GIN index walks a prefix's terms itself): no-op there.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** Must stay the tokenizer of book_search (005); a test compares search_terms with its vocabulary. */
const TOKENIZER = 'unicode61 remove_diacritics 2';

const isPublic = (row: 'new' | 'old' | 'b') => `${row}.is_active = 1 and ${row}.is_approved = 1`;

/** Statements that put `rows` (a select of rowid, text) into the scratch table, alone. */
const tokenize = (rows: string) => `
  insert into search_terms_tokenizer (search_terms_tokenizer) values ('delete-all');
  insert into search_terms_tokenizer (rowid, text) ${rows};`;

/** Count the terms of `rows` in: each term once per row (a book), as FTS5 counts documents. */
const addTerms = (rows: string) => `${tokenize(rows)}
  insert into search_terms (term, docs) select term, doc from search_terms_tokenized where true
  on conflict (term) do update set docs = docs + excluded.docs;`;

/** Count the terms of `rows` out, dropping a term no public book holds any more. */
const removeTerms = (rows: string) => `${tokenize(rows)}
  update search_terms set docs = docs - v.doc from search_terms_tokenized v where search_terms.term = v.term;
  delete from search_terms where docs <= 0 and term in (select term from search_terms_tokenized);`;

/** A book's indexed text (title and author name, as 005 indexes them), when the book is public. */
const bookText = (row: 'new' | 'old') => `
  select ${row}.id, ${row}.name || ' ' || u.first_name || ' ' || u.last_name
  from users u where u.id = ${row}.author_id and ${isPublic(row)}`;

/** An author's public books with the author's old or new name. */
const authorBooksText = (name: 'new' | 'old') => `
  select b.id, b.name || ' ' || ${name}.first_name || ' ' || ${name}.last_name
  from books b where b.author_id = new.id and ${isPublic('b')}`;

const TRIGGERS = [
  'search_terms_after_insert',
  'search_terms_after_update',
  'search_terms_after_delete',
  'search_terms_after_author_rename',
];

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_terms (term text primary key, docs integer not null) without rowid`.execute(db);
  await sql
    .raw(`create virtual table search_terms_tokenizer using fts5(text, content = '', tokenize = '${TOKENIZER}')`)
    .execute(db);
  await sql`create virtual table search_terms_tokenized using fts5vocab(search_terms_tokenizer, row)`.execute(db);

  await sql
    .raw(
      `create trigger search_terms_after_insert after insert on books begin
    ${addTerms(bookText('new'))}
  end`,
    )
    .execute(db);
  // Sales counts change with every order and do not touch the words: only these columns count.
  await sql
    .raw(
      `create trigger search_terms_after_update after update of name, author_id, is_active, is_approved on books
    when old.name is not new.name or old.author_id is not new.author_id
      or old.is_active is not new.is_active or old.is_approved is not new.is_approved begin
    ${removeTerms(bookText('old'))}
    ${addTerms(bookText('new'))}
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger search_terms_after_delete after delete on books begin
    ${removeTerms(bookText('old'))}
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger search_terms_after_author_rename after update of first_name, last_name on users
    when old.first_name is not new.first_name or old.last_name is not new.last_name begin
    ${removeTerms(authorBooksText('old'))}
    ${addTerms(authorBooksText('new'))}
  end`,
    )
    .execute(db);

  await fillSearchTerms(db);
}

/** The vocabulary from scratch, in one pass over book_search's own: here, and after a bulk load. */
export async function fillSearchTerms(db: Kysely<unknown>): Promise<void> {
  await sql`delete from search_terms`.execute(db);
  await sql`create virtual table search_terms_backfill using fts5vocab(book_search, row)`.execute(db);
  await sql`insert into search_terms (term, docs) select term, doc from search_terms_backfill`.execute(db);
  await sql`drop table search_terms_backfill`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const trigger of TRIGGERS) await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`drop table search_terms_tokenized`.execute(db);
  await sql`drop table search_terms_tokenizer`.execute(db);
  await sql`drop table search_terms`.execute(db);
}
