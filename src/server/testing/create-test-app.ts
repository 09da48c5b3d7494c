/**
 * The app for API tests: a fresh database (in-memory SQLite, or a fresh PostgreSQL schema when the
 * `server-pg` project runs), a temporary DATA_DIR, the demo catalog and a clock pinned to TEST_TODAY.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp, type AppOverrides } from '../app';
import { manualClock, type ManualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Db } from '../db/create-database';
import { createFileStorage, type FileStorage } from '../storage/file-storage';

export const TEST_TODAY = '2025-06-15';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  storage: FileStorage;
  /** Starts at noon of `today`; advance() moves it (session expiry, rate-limit windows). */
  clock: ManualClock;
  config: Config;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Directory standing in for the webpack output (default: one that does not exist). */
  staticDir?: string;
  today?: string;
  seed?: boolean;
  /** Default: no logging. */
  logger?: AppOverrides['logger'];
  /** ADMIN_EMAIL and ADMIN_PASSWORD of the started app. */
  admin?: Pick<Config, 'adminEmail' | 'adminPassword'>;
  /** Payment settings (default: the sandbox with its own keys). */
  payments?: Config['payments'];
  /** Upload size limits in bytes (default: those of an empty environment). */
  uploadLimits?: Partial<Config['uploadLimits']>;
  onRoute?: AppOverrides['onRoute'];
}

export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

async function withPgClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dialect = testDialect();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (dialect === 'postgres' && !databaseUrl) throw new Error('TEST_DATABASE_URL must be set for the server-pg project');

  const defaults = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: options.staticDir ?? path.join(dataDir, 'no-build'), LOG_LEVEL: 'silent' });
  const config: Config = {
    ...defaults,
    uploadLimits: { ...defaults.uploadLimits, ...options.uploadLimits },
    ...options.admin,
    ...(options.payments ? { payments: options.payments, paymentProvider: options.payments.provider } : {}),
    databaseUrl,
    sqliteFile: ':memory:',
  };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  if (databaseUrl) await withPgClient(databaseUrl, (client) => client.query(`create schema ${schema}`));

  const clock = manualClock(options.today ?? TEST_TODAY);
  const storage = createFileStorage(dataDir);
  const db = await createDatabase(config, { pgSchema: databaseUrl ? schema : undefined });
  const app = await buildApp(config, { clock, db, storage, seed: options.seed ?? true, logger: options.logger ?? false, onRoute: options.onRoute });

  return {
    app,
    db,
    storage,
    clock,
    config,
    dialect,
    async close() {
      await app.close();
      if (databaseUrl) await withPgClient(databaseUrl, (client) => client.query(`drop schema ${schema} cascade`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
