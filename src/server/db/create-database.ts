/** Opens the database for a config and brings its schema up to date before anything uses it. */
import path from 'node:path';
import { Kysely, Migrator } from 'kysely';
import type { Config } from '../config';
import type { Database } from './database';
import { createDialect, rememberPool } from './dialect';
import { migrationProvider } from './migrations';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** Open the SQLite database in memory as a copy of this image (tests start from a template). */
  sqliteImage?: Buffer;
  /** Told when an idle PostgreSQL connection breaks (the app logs it). */
  onIdleConnectionError?: (error: Error) => void;
  /** false: open the database as it is, without bringing its schema up to date (a restore's check). */
  migrate?: boolean;
}

export async function createDatabase(config: Config, options: DatabaseOptions = {}): Promise<Db> {
  const dialect = createDialect({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile ?? path.join(config.dataDir, 'store.db'),
    sqliteImage: options.sqliteImage,
    onIdleConnectionError: options.onIdleConnectionError,
  });
  const db = new Kysely<Database>({ dialect });
  rememberPool(db, dialect);
  if (options.migrate === false) return db;
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
