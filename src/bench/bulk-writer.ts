/**
 * Raw bulk inserts for benchmark loads, on either database: many rows per statement, one
 * transaction per call. Kysely builds one parameter per value and an object per row, which costs
 * more than the insert itself at millions of rows; the drivers take flat arrays. Connection
 * settings are those of a scratch load (no journal, no fsync on SQLite; no synchronous commit on
 * PostgreSQL): a crash just means resuming the load.
 */
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import { registerSqliteFunctions } from '../server/db/sqlite-functions';

export type Cell = string | number | null;

/** Commits a transaction whose rows are written. */
export type Commit = () => Promise<void>;

export interface BulkWriter {
  /**
   * Inserts every row (values in `columns` order) in a transaction of its own and resolves, once
   * they are written, to its commit: on PostgreSQL a loader with two writers can insert two chunks
   * at once and still commit them in order. SQLite's writes are synchronous and commit at once
   * (the commit does nothing).
   */
  write(table: string, columns: readonly string[], rows: Cell[][]): Promise<Commit>;
  /** One number from a query such as `select count(*) as value ...`. */
  number(sqlText: string): Promise<number>;
  /** Ids of a query's `id` column, in the query's order. */
  ids(sqlText: string): Promise<Int32Array>;
  /** A statement without results (analyze). */
  run(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

/** SQLite binds at most 32,766 parameters per statement. */
const SQLITE_MAX_PARAMETERS = 30_000;
const SQLITE_MAX_ROWS_PER_INSERT = 500;

export function sqliteWriter(file: string): BulkWriter {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -500000');
  db.pragma('temp_store = MEMORY');
  registerSqliteFunctions(db);
  const statements = new Map<string, SqliteDatabase.Statement>();
  const statement = (table: string, columns: readonly string[], rowCount: number) => {
    const key = `${table}|${columns.join(',')}|${rowCount}`;
    let prepared = statements.get(key);
    if (!prepared) {
      const row = `(${columns.map(() => '?').join(', ')})`;
      prepared = db.prepare(
        `insert into ${table} (${columns.join(', ')}) values ${Array(rowCount).fill(row).join(', ')}`,
      );
      statements.set(key, prepared);
    }
    return prepared;
  };
  const insertAll = db.transaction((table: string, columns: readonly string[], rows: Cell[][]) => {
    const perInsert = Math.max(
      1,
      Math.min(SQLITE_MAX_ROWS_PER_INSERT, Math.floor(SQLITE_MAX_PARAMETERS / columns.length)),
    );
    for (let from = 0; from < rows.length; from += perInsert) {
      const batch = rows.slice(from, from + perInsert);
      statement(table, columns, batch.length).run(...batch.flat());
    }
  });
  const committed: Commit = async () => {};
  return {
    write: async (table, columns, rows) => {
      insertAll(table, columns, rows);
      return committed;
    },
    number: async (sqlText) => Number((db.prepare(sqlText).get() as { value: number | bigint }).value),
    ids: async (sqlText) => Int32Array.from((db.prepare(sqlText).all() as Array<{ id: number }>).map((row) => row.id)),
    run: async (sqlText) => void db.exec(sqlText),
    close: async () => void db.close(),
  };
}

/**
 * Rows per statement on PostgreSQL: arrays (unnest) pass a whole batch in one parameter per column.
 * A generator's whole chunk goes as one statement, so that once it is sent the generator can build
 * the next chunk while PostgreSQL inserts this one.
 */
const PG_ROWS_PER_INSERT = 100_000;

/** The array type of a column, from its first non-null value (bigint casts to integer on insert). */
function pgArrayType(rows: Cell[][], column: number): string {
  const sample = rows.find((row) => row[column] !== null)?.[column];
  return typeof sample === 'number' ? 'int8[]' : 'text[]';
}

export async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  const write = async (table: string, columns: readonly string[], rows: Cell[][]): Promise<Commit> => {
    await client.query('begin');
    try {
      for (let from = 0; from < rows.length; from += PG_ROWS_PER_INSERT) {
        const batch = rows.slice(from, from + PG_ROWS_PER_INSERT);
        const arrays = columns.map((_, k) => batch.map((row) => row[k]!));
        const casts = columns.map((_, k) => `$${k + 1}::${pgArrayType(batch, k)}`).join(', ');
        await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${casts})`, arrays);
      }
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    return async () => void (await client.query('commit'));
  };
  return {
    write,
    number: async (sqlText) => Number((await client.query<{ value: string | number }>(sqlText)).rows[0]!.value),
    ids: async (sqlText) => Int32Array.from((await client.query<{ id: number }>(sqlText)).rows.map((row) => row.id)),
    run: async (sqlText) => void (await client.query(sqlText)),
    close: () => client.end(),
  };
}

/** The writer of a store: PostgreSQL's when it has a database URL, else its SQLite file in dataDir. */
export async function writerFor(store: { dataDir: string; databaseUrl?: string }): Promise<BulkWriter> {
  return store.databaseUrl ? postgresWriter(store.databaseUrl) : sqliteWriter(`${store.dataDir}/store.db`);
}
