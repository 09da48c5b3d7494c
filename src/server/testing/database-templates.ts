/**
 * Fresh databases for API tests, copied from templates that Jest builds once per run: migrating
 * and seeding the demo catalog (42 books with generated covers and PDFs) takes seconds, copying it
 * takes milliseconds. Each dialect has two templates, one migrated and empty and one seeded exactly
 * as buildApp seeds an empty database on TEST_TODAY (same rows, same ids), plus the seeded stored
 * files. Every test app starts from its own copy of one of them, so test files never share state.
 *
 * SQLite: each template is a database image (VACUUM INTO from an in-memory database); a copy is a
 * new in-memory database opened from that image. PostgreSQL: each template is a database of its
 * own; a copy is CREATE DATABASE ... TEMPLATE, which clones it on the server.
 *
 * The server projects' globalSetup builds the templates and names the run in an environment
 * variable that Jest's workers inherit; the globalTeardown removes them. Names carry a random run
 * id, so parallel workers, both projects and concurrent Jest runs never collide.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import { manualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Db } from '../db/create-database';
import { seedIfEmpty } from '../db/seed/seed-demo-catalog';
import { createDirectoryStorage } from '../storage/directory-storage';
import { defaultStorageDir } from '../storage/storage-config';

/** The day tests run on unless they choose another; the seeded template's dates follow from it. */
export const TEST_TODAY = '2025-06-15';

const testDialects = ['sqlite', 'postgres'] as const;
export type TestDialect = (typeof testDialects)[number];
export type TemplateKind = 'empty' | 'seeded';
const templateKinds: readonly TemplateKind[] = ['empty', 'seeded'];

interface TemplateRun {
  dialect: TestDialect;
  id: string;
  /** Holds the SQLite images and the seeded template's DATA_DIR. */
  dir: string;
}

const runEnvName = (dialect: TestDialect) => `PUSTAKA_TEST_TEMPLATES_${dialect.toUpperCase()}`;

function runOf(dialect: TestDialect, id: string): TemplateRun {
  return { dialect, id, dir: path.join(os.tmpdir(), `pustaka-test-${dialect}-${id}`) };
}

function currentRun(dialect: TestDialect): TemplateRun | undefined {
  const id = process.env[runEnvName(dialect)];
  return id ? runOf(dialect, id) : undefined;
}

const seededDataDir = (run: TemplateRun) => path.join(run.dir, 'seeded-data');
const sqliteImagePath = (run: TemplateRun, kind: TemplateKind) => path.join(run.dir, `${kind}.sqlite`);
/** Unquoted PostgreSQL names: lower case letters, digits and underscores only. */
const pgDatabasePrefix = (run: TemplateRun) => `pustaka_test_${run.id}`;
const pgTemplateName = (run: TemplateRun, kind: TemplateKind) => `${pgDatabasePrefix(run)}_${kind}`;

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must be set for the server-pg project');
  return url;
}

/** The same server and credentials as TEST_DATABASE_URL, another database. */
function pgUrlOf(database: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** Work on the PostgreSQL server through TEST_DATABASE_URL's database, which no test uses. */
async function onPgServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function configFor(dataDir: string, databaseUrl?: string): Config {
  return { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl, sqliteFile: ':memory:' };
}

async function buildTemplate(run: TemplateRun, kind: TemplateKind): Promise<void> {
  const postgres = run.dialect === 'postgres';
  if (postgres) await onPgServer((client) => client.query(`create database ${pgTemplateName(run, kind)}`));
  const db = await createDatabase(
    configFor(seededDataDir(run), postgres ? pgUrlOf(pgTemplateName(run, kind)) : undefined),
  );
  try {
    // Seeded the way buildApp seeds an empty database: seedIfEmpty on the test clock.
    if (kind === 'seeded')
      await seedIfEmpty(db, createDirectoryStorage(defaultStorageDir(seededDataDir(run))), manualClock(TEST_TODAY));
    if (!postgres) await sql`vacuum into ${sqliteImagePath(run, kind)}`.execute(db);
  } finally {
    // A template database must have no connections left when it is cloned.
    await db.destroy();
  }
}

/** globalSetup: builds this run's templates of the dialect. */
export async function buildTemplates(dialect: TestDialect): Promise<void> {
  const run = runOf(dialect, randomBytes(4).toString('hex'));
  fs.mkdirSync(run.dir, { recursive: true });
  process.env[runEnvName(dialect)] = run.id;
  await Promise.all(templateKinds.map((kind) => buildTemplate(run, kind)));
}

/**
 * DROP DATABASE forces a checkpoint, which takes seconds while other clients write. Drops running
 * side by side share one checkpoint; this many at a time stays well below max_connections.
 */
const PARALLEL_DROPS = 10;

async function dropPgDatabases(run: TemplateRun): Promise<void> {
  const names = await onPgServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${pgDatabasePrefix(run)}_`],
    );
    return rows.map((row) => row.datname);
  });
  for (let start = 0; start < names.length; start += PARALLEL_DROPS) {
    const batch = names.slice(start, start + PARALLEL_DROPS);
    await Promise.all(
      batch.map((name) => onPgServer((client) => client.query(`drop database if exists ${name} with (force)`))),
    );
  }
}

async function removeRun(run: TemplateRun): Promise<void> {
  if (run.dialect === 'postgres') await dropPgDatabases(run);
  fs.rmSync(run.dir, { recursive: true, force: true });
  delete process.env[runEnvName(run.dialect)];
}

/** globalTeardown: removes this run's templates and copies. */
export async function removeTemplates(): Promise<void> {
  for (const dialect of testDialects) {
    const run = currentRun(dialect);
    if (run) await removeRun(run);
  }
}

export interface DatabaseCopy {
  db: Db;
  /** The copy's own database on the PostgreSQL server (undefined on SQLite). */
  databaseUrl?: string;
}

/**
 * A new database holding a copy of the template, and, for the seeded kind, a copy of its stored
 * files in `dataDir` (tests add and delete files, so they must not share them).
 *
 * A PostgreSQL copy outlives its test app: dropping it there would cost a checkpoint per test file,
 * so the globalTeardown drops every copy of the run at the end, side by side.
 */
export async function copyTemplate(dialect: TestDialect, kind: TemplateKind, dataDir: string): Promise<DatabaseCopy> {
  const run = currentRun(dialect);
  if (!run)
    throw new Error(
      `No ${dialect} test database templates: run the server tests through Jest's server projects, whose globalSetup builds them`,
    );
  if (kind === 'seeded') fs.cpSync(seededDataDir(run), dataDir, { recursive: true });
  if (dialect === 'sqlite') {
    const db = await createDatabase(configFor(dataDir), { sqliteImage: fs.readFileSync(sqliteImagePath(run, kind)) });
    return { db };
  }
  const name = `${pgDatabasePrefix(run)}_${randomBytes(6).toString('hex')}`;
  await onPgServer((client) => client.query(`create database ${name} template ${pgTemplateName(run, kind)}`));
  const databaseUrl = pgUrlOf(name);
  return { db: await createDatabase(configFor(dataDir, databaseUrl)), databaseUrl };
}
