/**
 * Prepared statements kept by their SQL text, for Kysely's SQLite driver.
 *
 * The driver calls prepare() for every query it runs, and better-sqlite3 compiles the SQL each
 * time: in a profile of 384 purchases (bench:checkout --cpu-prof) that compiling was a tenth of
 * the store's CPU. The store's queries come from a fixed set of shapes, so their texts repeat;
 * a statement is kept and run again with new parameters. SQLite itself re-prepares a kept
 * statement when the schema changes under it (sqlite3_prepare_v3 semantics), so a migration
 * needs no flush.
 *
 * Bounded: texts that vary (an `in (?, ?, ...)` list per length) evict the least recently used.
 * A statement still being iterated (a streamed query) is busy and cannot run again, so a query
 * arriving meanwhile with the same text gets a statement of its own.
 */
import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { StatementSource } from './sqlite-durable-commits';

const KEPT_STATEMENTS = 500;

export function withStatementCache(sqlite: SqliteHandle, kept = KEPT_STATEMENTS): StatementSource {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const statement = statements.get(sql);
      if (statement && !statement.busy) {
        // Map keeps insertion order: moving the text to the end makes the first the least recently used.
        statements.delete(sql);
        statements.set(sql, statement);
        return statement;
      }
      const prepared = sqlite.prepare(sql);
      if (statement) return prepared;
      statements.set(sql, prepared);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return prepared;
    },
  };
}
