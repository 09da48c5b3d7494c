/**
 * A database of its own for a store started as a child process: a data directory (SQLite's
 * store.db lives there) and, on PostgreSQL, a new database on TEST_DATABASE_URL's server.
 * `remove()` deletes both.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface ScratchDatabase {
  dataDir: string;
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL for the child's environment. */
  env: Record<string, string>;
  /** postgres:// URL, or undefined for SQLite. */
  databaseUrl?: string;
  remove(): Promise<void>;
}

/** The rows of one statement on a PostgreSQL database (a test's look at what child processes wrote). */
export async function pgQuery<Row = Record<string, unknown>>(databaseUrl: string, sqlText: string): Promise<Row[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sqlText)).rows as Row[];
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(
  dialect: 'sqlite' | 'postgres',
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<ScratchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-scratch-'));
  if (dialect === 'sqlite') {
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
  const name = `pustaka_scratch_${randomBytes(4).toString('hex')}`;
  await pgQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    remove: async () => {
      await pgQuery(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
