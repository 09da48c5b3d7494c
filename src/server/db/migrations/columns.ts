/**
 * Column helpers for migrations from 002 on. (001 keeps its own private copy of withIdColumn:
 * applied migrations are frozen, so it is not edited to import this one.)
 */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** An integer auto-increment primary key in either dialect. */
export function withIdColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
