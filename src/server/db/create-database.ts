/** Opens the database for a config and brings its schema up to date before anything uses it. */
import path from 'node:path';
import { Kysely, Migrator } from 'kysely';
import type { Config } from '../config';
import type { Database } from './database';
import { createDialect } from './dialect';
import { migrationProvider } from './migrations';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL schema to use instead of the connection's default (tests). */
  pgSchema?: string;
}

export async function createDatabase(config: Config, options: DatabaseOptions = {}): Promise<Db> {
  const db = new Kysely<Database>({
    dialect: createDialect({
      databaseUrl: config.databaseUrl,
      sqliteFile: config.sqliteFile ?? path.join(config.dataDir, 'store.db'),
      pgSchema: options.pgSchema,
    }),
  });
  try {
    await migrateToLatest(db, options.pgSchema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export async function migrateToLatest(db: Db, pgSchema?: string): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: with several
  // schemas in one database (parallel test files) it would find another schema's tables.
  const migrator = new Migrator({ db, provider: migrationProvider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
