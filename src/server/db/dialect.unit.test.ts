/**
 * The store's SQLite file as the dialect opens it: WAL, and every commit synced (synchronous FULL,
 * decision 053), so an acknowledged payment survives a power cut and not only a crash.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { createDialect } from './dialect';

test('a SQLite store syncs every commit to its write-ahead log', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-dialect-'));
  const db = new Kysely<unknown>({ dialect: createDialect({ sqliteFile: path.join(dir, 'store.db') }) });
  try {
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0]!)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    // 2 is FULL; NORMAL (1) syncs only at checkpoints.
    expect(await pragma('synchronous')).toBe(2);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
