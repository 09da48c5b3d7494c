/**
 * Search in scripts whose words hold combining marks (issue 38: Devanagari's vowel signs, virama
 * and nukta, as in 'हिन्दी', 'प्रेमचंद', 'कहानियाँ'): the index keeps such a word whole, as the
 * query's words (shared/search-words.ts: letters, digits and marks) always have.
 *
 * SQLite: FTS5's unicode61 tokenizer takes only the categories 'L* N* Co' as token characters by
 * default, so every mark (Mn, Mc) separated words: 'हिन्दी' was indexed as 'ह', 'न', 'द' and no
 * query word could equal it. `categories 'L* N* Co M*'` (SQLite 3.25 on) keeps marks in their
 * words; remove_diacritics 2 still folds the Latin accents away, whether composed or not. FTS5
 * cannot change a table's tokenizer, so book_search (005) and the vocabulary's scratch tokenizer
 * (006) are made again with it and refilled; the triggers of 005 and 006 write to them by name and
 * stay. The title index of 014 is rebuilt too: its column is computed by search_title_of, whose
 * words are now composed (NFC) as the index's are.
 *
 * PostgreSQL: the default parser already keeps marks in words (it takes zero-width characters as
 * letters), but the fill function of 009 turned [[:punct:]] into spaces first, and this database's
 * locale (C.UTF-8, glibc) calls the virama, the nukta and the Vedic tone marks punctuation: the
 * vector held 'प' and 'रेमचंद' for 'प्रेमचंद', and the title 'प रेमचंद'. Now every combining mark
 * except the Latin block the query drops (U+0300 to U+036F) stays in its word. Only books whose
 * title or author's name has such a mark are filled again.
 *
 * Cost at 30 M books: SQLite rebuilds its whole search index (the titles and names tokenized
 * again, as after a bulk load: some 10 to 15 minutes), its vocabulary (a pass over the index's
 * terms) and the title index (30 M titles through search_title_of: a few minutes), with books
 * unwritable meanwhile. PostgreSQL reads books once testing each title against the marks (a
 * sequential scan, about a minute) and rewrites only the matches: none in a catalog without them.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { bookSearchFill, fillSqliteSearchIndex } from './005_search';
import { fillSearchTerms } from './006_search_terms';

/** book_search's tokenizer from here on; 006's TOKENIZER stays 005's, for the migrations before this one. */
export const TOKENIZER_WITH_MARKS = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'";

/** The tokenizer as an FTS5 option in SQL: a string literal, its quotes doubled. */
const tokenizeOption = `tokenize = '${TOKENIZER_WITH_MARKS.replace(/'/g, "''")}'`;

/** The Latin combining marks, which the query drops (shared/search-words.ts) and unaccent folds away. */
const LATIN_MARKS = [0x300, 0x36f];

/**
 * Every combining mark (general category M) but the Latin ones, as ranges of a regular
 * expression's brackets ('\u0900-\u0903...'), from the Unicode tables of the Node.js that runs the
 * migration (a later version may add marks; the function keeps the ranges it was made with).
 */
function combiningMarkRanges(): string {
  const escape = (code: number) =>
    code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  const ranges: string[] = [];
  let start: number | undefined;
  for (let code = 0; code <= 0x110000; code += 1) {
    const isMark =
      code <= 0x10ffff &&
      (code < LATIN_MARKS[0]! || code > LATIN_MARKS[1]!) &&
      /\p{M}/u.test(String.fromCodePoint(code));
    if (isMark && start === undefined) start = code;
    if (!isMark && start !== undefined) {
      ranges.push(start === code - 1 ? escape(start) : `${escape(start)}-${escape(code - 1)}`);
      start = undefined;
    }
  }
  return ranges.join('');
}

async function rebuildSqlite(db: Kysely<unknown>, tokenize: string): Promise<void> {
  await sql`drop table book_search`.execute(db);
  await sql
    .raw(
      `create virtual table book_search using fts5(title, author, content = '', contentless_delete = 1, ${tokenize}, prefix = '1 2 3')`,
    )
    .execute(db);
  await fillSqliteSearchIndex(db);
  await sql`drop table search_terms_tokenized`.execute(db);
  await sql`drop table search_terms_tokenizer`.execute(db);
  await sql.raw(`create virtual table search_terms_tokenizer using fts5(text, content = '', ${tokenize})`).execute(db);
  await sql`create virtual table search_terms_tokenized using fts5vocab(search_terms_tokenizer, row)`.execute(db);
  await fillSearchTerms(db);
  await sql`reindex books_search_title_idx`.execute(db);
}

/** PostgreSQL: fills again the books whose title or author's name holds one of the marks. */
async function refillPostgres(db: Kysely<unknown>, { keepMarks }: { keepMarks: boolean }): Promise<void> {
  const ranges = combiningMarkRanges();
  await sql.raw(bookSearchFill({ punctuationSeparates: true, keptMarks: keepMarks ? ranges : undefined })).execute(db);
  const marked = `'[${ranges}]'`;
  await sql
    .raw(
      `update books set name = name where name ~ ${marked}
      or author_id in (select id from users where first_name ~ ${marked} or last_name ~ ${marked})`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await refillPostgres(db, { keepMarks: true });
  else await rebuildSqlite(db, tokenizeOption);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await refillPostgres(db, { keepMarks: false });
  else await rebuildSqlite(db, "tokenize = 'unicode61 remove_diacritics 2'");
}
