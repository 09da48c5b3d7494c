/**
 * The app for API tests: a fresh database (in-memory SQLite, or a database of its own when the
 * `server-pg` project runs) copied from this run's templates, a temporary DATA_DIR, the demo
 * catalog and a clock pinned to TEST_TODAY.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../app';
import { manualClock, type ManualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/create-database';
import type { ObjectStorage } from '../storage/object-storage';
import { createStorage } from '../storage/storage-config';
import { copyTemplate, TEST_TODAY, type TestDialect } from './database-templates';
import { TEST_PASSWORD_HASHING } from './password-hashing';

export { TEST_TODAY };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  storage: ObjectStorage;
  /** Starts at noon of `today`; advance() moves it (session expiry, rate-limit windows). */
  clock: ManualClock;
  config: Config;
  dialect: TestDialect;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Directory standing in for the webpack output (default: one that does not exist). */
  staticDir?: string;
  /** The build's page renderer (default: none, so pages are rendered in the browser). */
  serverRenderFile?: string;
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
  /** SMTP_URL and MAIL_FROM (default: no SMTP server, mails written as files under the test's DATA_DIR). */
  mail?: Partial<Config['mail']>;
  /** How long a JSON body may take to arrive (default 30 s). */
  bodyDeadlineMs?: number;
  /** Who may read /metrics and the shutdown's grace (default: those of an empty environment). */
  ops?: Partial<Config['ops']>;
  /** TRUST_PROXY as the config holds it (default off). */
  trustProxy?: Config['trustProxy'];
}

export function testDialect(): TestDialect {
  return process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dialect = testDialect();
  const today = options.today ?? TEST_TODAY;
  const seed = options.seed ?? true;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  // The seeded template holds TEST_TODAY's catalog; on another day the app seeds its empty copy itself.
  const { db, databaseUrl } = await copyTemplate(dialect, seed && today === TEST_TODAY ? 'seeded' : 'empty', dataDir);

  const defaults = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: options.staticDir ?? path.join(dataDir, 'no-build'),
    SERVER_RENDER_FILE: options.serverRenderFile ?? path.join(dataDir, 'no-renderer.js'),
    LOG_LEVEL: 'silent',
  });
  const config: Config = {
    ...defaults,
    uploadLimits: { ...defaults.uploadLimits, ...options.uploadLimits },
    ...options.admin,
    ...(options.payments ? { payments: options.payments, paymentProvider: options.payments.provider } : {}),
    mail: { ...defaults.mail, ...options.mail },
    bodyDeadlineMs: options.bodyDeadlineMs ?? defaults.bodyDeadlineMs,
    ops: { ...defaults.ops, ...options.ops },
    trustProxy: options.trustProxy ?? defaults.trustProxy,
    passwordHashing: TEST_PASSWORD_HASHING,
    databaseUrl,
    sqliteFile: ':memory:',
  };

  const clock = manualClock(today);
  const storage = createStorage(config.storage);
  const app = await buildApp(config, {
    clock,
    db,
    storage,
    seed,
    logger: options.logger ?? false,
    onRoute: options.onRoute,
  });

  return {
    app,
    db,
    storage,
    clock,
    config,
    dialect,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
