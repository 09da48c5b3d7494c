/** better-sqlite3 by default; PostgreSQL (pg Pool) when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { PostgresAdapter, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { Pool, types } from 'pg';
import { registerSqliteFunctions } from './sqlite-functions';
import { FileSync, GroupSyncedSqliteDialect } from './sqlite-durable-commits';
import { withStatementCache } from './sqlite-statement-cache';

// COUNT(*) and SUM() answer bigint, which pg hands over as strings. Our counts fit in a double.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

export interface DialectOptions {
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. */
  sqliteFile: string;
  /** Instead of sqliteFile: an in-memory database starting as a copy of this image (test templates). */
  sqliteImage?: Buffer;
  /** PostgreSQL: an idle pooled connection broke (the server restarted or ended it); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}

/** PostgreSQL connections kept open when idle: the most one shop request runs at once. */
const POOL_KEPT_OPEN = 4;
/** A request waits this long for a connection before it answers 503 (the database unreachable, or every connection busy). */
const CONNECT_TIMEOUT_MS = 5000;

export function createDialect(options: DialectOptions): Dialect {
  if (options.databaseUrl) {
    // jit=off: compiling a plan to machine code pays only for long analytical queries; for this
    // store's millisecond queries it added 50-80 ms whenever an estimate crossed jit_above_cost.
    // min: the pool closes a connection idle for 10 s but keeps this many, so the shop's first
    // page after a quiet moment (its facets are four queries at once) does not wait for new
    // backends: at 1 M books that wait made the first page 30 to 45 ms where it takes 6 to 9.
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      min: POOL_KEPT_OPEN,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: '-c jit=off',
    });
    // When the server ends a connection (a database restart, a failover, pg_terminate_backend, a
    // proxy's idle timeout), pg emits 'error' on it, and an 'error' event nobody listens to ends the
    // process. An idle connection's error reaches the pool's listener (the pool has already dropped
    // it); a checked-out one's (Kysely holds it between a transaction's statements) needs its own
    // listener, and its next query fails (503) and the pool discards it on release.
    pool.on('error', (error) => (options.onIdleConnectionError ?? reportIdleConnectionError)(error));
    pool.on('connect', (client) => client.on('error', ignoreCheckedOutConnectionError));
    const dialect = new PostgresDialect({ pool });
    poolsOfDialects.set(dialect, pool);
    return dialect;
  }
  if (!options.sqliteImage && options.sqliteFile !== ':memory:')
    fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteImage ?? options.sqliteFile);
  // WAL lets readers run while a write is in progress; busy_timeout waits instead of failing
  // when another connection (a second process, a backup) holds the write lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerSqliteFunctions(sqlite);
  const database = withStatementCache(sqlite);
  if (options.sqliteImage || options.sqliteFile === ':memory:') return new SqliteDialect({ database });
  // What the store acknowledges survives a power cut (decision 053): a write resolves once the WAL
  // holding it is synced, by one fdatasync off the event loop for every commit made meanwhile
  // (decision 055). NORMAL: SQLite itself syncs the WAL only at checkpoints.
  sqlite.pragma('synchronous = NORMAL');
  return new GroupSyncedSqliteDialect(database, new FileSync(`${sqlite.name}-wal`));
}

/** PostgreSQL's pools by the dialect that owns them, then by the database built on it (poolUse). */
const poolsOfDialects = new WeakMap<Dialect, Pool>();
const poolsOfDatabases = new WeakMap<object, Pool>();

/** Remembers which pool a database built on `dialect` uses (create-database.ts), for poolUse. */
export function rememberPool(db: object, dialect: Dialect): void {
  const pool = poolsOfDialects.get(dialect);
  if (pool) poolsOfDatabases.set(db, pool);
}

/** Connections of a database's pool (the metrics): PostgreSQL's pool; SQLite has its one connection. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export function poolUse(db: object): PoolUse {
  const pool = poolsOfDatabases.get(db);
  if (!pool) return { total: 1, idle: 0, waiting: 0, max: 1 };
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

/** The query using the connection fails with the same error, and is answered and logged as such. */
function ignoreCheckedOutConnectionError(): void {}

function reportIdleConnectionError(error: Error): void {
  console.warn(`PostgreSQL connection lost (the pool reconnects): ${error.message}`);
}

/** Where the two dialects differ in DDL (identity columns), the migration asks this. */
export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
