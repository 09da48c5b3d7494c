/**
 * SQLite commits made durable in groups, off the event loop (decision 055).
 *
 * The store promises that what it has acknowledged survives a power cut (decision 053). With
 * `synchronous = FULL` SQLite keeps that promise by syncing the WAL inside every commit, and
 * better-sqlite3 runs the commit on the event loop: each sync (0.4 to 1 ms on this machine's disk,
 * about seven per purchase) stopped every other request, and no two commits ever shared one.
 *
 * Here the connection runs `synchronous = NORMAL` (the WAL is written at each commit, synced only
 * at checkpoints: never corrupt, but the last commits can be lost to a power cut), and a query or
 * transaction that wrote does not resolve until `fdatasync` of the WAL, run on libuv's thread pool,
 * has covered it. What happens then (an answer to a shopper or a provider's webhook, a call to
 * the provider, a mail) still follows a commit on disk, as under FULL; meanwhile other requests
 * run, and every commit made while one sync runs is covered by the next, single sync.
 *
 * The single connection is released before the wait, so the next transaction proceeds while the
 * last one's sync runs. A sync that fails fails the query that waited for it (as a commit fails
 * under FULL), and the next write tries again.
 */
import fs from 'node:fs';
import { promisify } from 'node:util';
import {
  SelectQueryNode,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';

/** better-sqlite3's database as Kysely sees it, its statements telling whether they write. */
export interface StatementSource extends SqliteDatabase {
  prepare(sql: string): SqliteStatement & { readonly readonly: boolean };
}

type SyncFile = (fd: number) => Promise<void>;

/**
 * Syncs one file, group-committing: everyone asking while no sync runs shares the next one; who
 * asks while one runs waits for the one after it (the running one may have started before their
 * write reached the file).
 */
export class FileSync {
  readonly #path: string;
  readonly #syncFile: SyncFile;
  #fd: number | undefined;
  #running: Promise<void> | undefined;
  #queued: Promise<void> | undefined;
  /** How many syncs ran (the tests and bench:checkout read it). */
  syncs = 0;

  constructor(path: string, syncFile: SyncFile = promisify(fs.fdatasync)) {
    this.#path = path;
    this.#syncFile = syncFile;
  }

  /** Resolves once everything written to the file before this call is on disk. */
  synced(): Promise<void> {
    if (this.#queued) return this.#queued;
    if (!this.#running) return this.#start();
    this.#queued = this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = undefined;
        return this.#start();
      });
    return this.#queued;
  }

  close(): void {
    if (this.#fd !== undefined) fs.closeSync(this.#fd);
    this.#fd = undefined;
  }

  #start(): Promise<void> {
    this.syncs += 1;
    const run = this.#syncOnce().finally(() => {
      if (this.#running === run) this.#running = undefined;
    });
    this.#running = run;
    return run;
  }

  async #syncOnce(): Promise<void> {
    // Opened at the first sync that finds it: SQLite creates the WAL at its first write and keeps
    // the same file (truncated or restarted, never replaced) while the store has the database open.
    // No WAL yet: nothing was written to one (a pragma, a statement that changed nothing).
    if (this.#fd === undefined) {
      try {
        this.#fd = fs.openSync(this.#path, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
    }
    await this.#syncFile(this.#fd);
  }
}

/** Kysely's SQLite dialect whose writes resolve only once the WAL holding them is synced. */
export class GroupSyncedSqliteDialect extends SqliteDialect {
  readonly #database: StatementSource;
  readonly #wal: FileSync;

  constructor(database: StatementSource, wal: FileSync) {
    super({ database });
    this.#database = database;
    this.#wal = wal;
  }

  override createDriver(): Driver {
    return new GroupSyncedDriver(super.createDriver(), this.#database, this.#wal);
  }
}

class GroupSyncedDriver implements Driver {
  readonly #inner: Driver;
  readonly #wal: FileSync;
  readonly #connection: WriteNoticingConnection;

  constructor(inner: Driver, database: StatementSource, wal: FileSync) {
    this.#inner = inner;
    this.#wal = wal;
    this.#connection = new WriteNoticingConnection(database);
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // SQLite's driver has one connection and lends it to one holder at a time.
    this.#connection.lend(await this.#inner.acquireConnection());
    return this.#connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const wrote = this.#connection.giveBack();
    await this.#inner.releaseConnection(connection);
    // Released first: the next holder's statements run while this one waits for the disk.
    if (wrote) await this.#wal.synced();
  }

  async destroy(): Promise<void> {
    await this.#inner.destroy();
    this.#wal.close();
  }
}

/** The lent connection, noting whether its holder ran a statement that writes. */
class WriteNoticingConnection implements DatabaseConnection {
  readonly #database: StatementSource;
  #inner: DatabaseConnection | undefined;
  #wrote = false;

  constructor(database: StatementSource) {
    this.#database = database;
  }

  lend(inner: DatabaseConnection): void {
    this.#inner = inner;
    this.#wrote = false;
  }

  /** Whether the holder wrote since it was lent the connection. */
  giveBack(): boolean {
    const wrote = this.#wrote;
    this.#wrote = false;
    return wrote;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#wrote && this.#writes(compiledQuery)) this.#wrote = true;
    return this.#inner!.executeQuery<R>(compiledQuery);
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.#inner!.streamQuery<R>(compiledQuery, chunkSize);
  }

  #writes(compiledQuery: CompiledQuery): boolean {
    if (SelectQueryNode.is(compiledQuery.query)) return false;
    // Raw SQL (begin, commit, pragmas, the migrations' DDL) and every other builder: SQLite says
    // (its statement cache holds the statement the driver is about to run). BEGIN and COMMIT are
    // read-only by SQLite's account; the statements between them are what wrote.
    return !this.#database.prepare(compiledQuery.sql).readonly;
  }
}
