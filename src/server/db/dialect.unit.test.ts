/**
 * The store's SQLite file as the dialect opens it: WAL, and a write acknowledged only once the WAL
 * holding it is synced (decisions 053 and 055), so an acknowledged payment survives a power cut and
 * not only a crash.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { createDialect } from './dialect';

test('a SQLite store syncs its write-ahead log before a write resolves, not after a read', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-dialect-'));
  const file = path.join(dir, 'store.db');
  const synced: string[] = [];
  const fdatasync = fs.fdatasync;
  const spy = jest.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, done: (error: Error | null) => void) => {
    synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
    fdatasync(fd, done);
  }) as typeof fs.fdatasync);
  const db = new Kysely<{ notes: { text: string } }>({ dialect: createDialect({ sqliteFile: file }) });
  try {
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0]!)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    // NORMAL (1): SQLite syncs only at checkpoints; the dialect syncs before a write resolves.
    expect(await pragma('synchronous')).toBe(1);
    await sql`create table notes (text text not null)`.execute(db);
    synced.length = 0;
    await db.insertInto('notes').values({ text: 'paid' }).execute();
    expect(synced).toEqual([`${fs.realpathSync(file)}-wal`]);
    await db.selectFrom('notes').selectAll().execute();
    expect(synced).toHaveLength(1);
  } finally {
    await db.destroy();
    spy.mockRestore();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('an in-memory SQLite store (the tests) has no log to sync', async () => {
  const spy = jest.spyOn(fs, 'fdatasync');
  const db = new Kysely<{ notes: { text: string } }>({ dialect: createDialect({ sqliteFile: ':memory:' }) });
  try {
    await sql`create table notes (text text not null)`.execute(db);
    await db.insertInto('notes').values({ text: 'paid' }).execute();
    expect(spy).not.toHaveBeenCalled();
  } finally {
    await db.destroy();
    spy.mockRestore();
  }
});
