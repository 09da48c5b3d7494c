/**
 * SQL functions SQLite needs from this application, registered on every connection that opens the
 * store (the server's dialect and the benchmark loaders): a generated column and its index call
 * them whenever a book is written. A connection without them (the sqlite3 shell) can read the
 * store but cannot write books.
 */
import type SqliteDatabase from 'better-sqlite3';
import { wordsOf } from '../../shared/search-words';

/**
 * A title as the search index reads it: its words (shared/search-words.ts) joined by single
 * spaces, 'Harry Potter: the Boy' -> 'harry potter the boy'. books.search_title (migration 014)
 * holds it, so "the title starts with the query" is a range of one b-tree.
 */
export function searchTitleOf(name: string): string {
  return wordsOf(name).join(' ');
}

export function registerSqliteFunctions(db: SqliteDatabase.Database): void {
  db.function('search_title_of', { deterministic: true }, (name: unknown) =>
    typeof name === 'string' ? searchTitleOf(name) : null,
  );
}
