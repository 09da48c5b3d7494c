/**
 * Group-synced commits (decision 055): a write resolves only after a sync that began after it; the
 * commits made while one sync runs share the next; reads never wait; the connection is free while
 * a write waits for the disk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { FileSync, GroupSyncedSqliteDialect } from './sqlite-durable-commits';
import { withStatementCache } from './sqlite-statement-cache';

/** A disk whose syncs finish when the test says, each noting how many rows the table had when it began. */
function heldDisk() {
  const syncs: { rowsAtStart: number; finish: (error?: Error) => void }[] = [];
  return {
    syncs,
    sync: (rowsNow: () => number) => () =>
      new Promise<void>((resolve, reject) => {
        syncs.push({ rowsAtStart: rowsNow(), finish: (error) => (error ? reject(error) : resolve()) });
      }),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function storeOnHeldDisk() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-sync-'));
  const sqlite = new SqliteDatabase(path.join(dir, 'store.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table payments (id integer primary key)');
  const disk = heldDisk();
  const rows = () => (sqlite.prepare('select count(*) as n from payments').get() as { n: number }).n;
  const wal = new FileSync(`${sqlite.name}-wal`, disk.sync(rows));
  const db = new Kysely<{ payments: { id: number } }>({
    dialect: new GroupSyncedSqliteDialect(withStatementCache(sqlite), wal),
  });
  return {
    db,
    disk,
    wal,
    close: async () => {
      for (const sync of disk.syncs) sync.finish();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('a write resolves only once a sync begun after it has finished', async () => {
  const store = storeOnHeldDisk();
  try {
    let done = false;
    const write = store.db
      .insertInto('payments')
      .values({ id: 1 })
      .execute()
      .then(() => (done = true));
    await settle();
    expect(store.disk.syncs).toHaveLength(1);
    expect(store.disk.syncs[0]!.rowsAtStart).toBe(1);
    expect(done).toBe(false);
    store.disk.syncs[0]!.finish();
    await write;
  } finally {
    await store.close();
  }
});

test('commits made while a sync runs share the next one; each waits for one that began after it', async () => {
  const store = storeOnHeldDisk();
  try {
    const resolved: number[] = [];
    const write = (id: number) =>
      store.db
        .insertInto('payments')
        .values({ id })
        .execute()
        .then(() => resolved.push(id));
    const first = write(1);
    await settle();
    const others = [2, 3, 4, 5].map(write);
    await settle();
    // The running sync may have begun before 2 to 5 were written: they wait for the next.
    expect(store.disk.syncs).toHaveLength(1);
    store.disk.syncs[0]!.finish();
    await first;
    await settle();
    expect(resolved).toEqual([1]);
    expect(store.disk.syncs).toHaveLength(2);
    expect(store.disk.syncs[1]!.rowsAtStart).toBe(5);
    store.disk.syncs[1]!.finish();
    await Promise.all(others);
    expect(resolved.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(store.wal.syncs).toBe(2);
  } finally {
    await store.close();
  }
});

test('a transaction syncs once, after its commit; a read never waits for the disk', async () => {
  const store = storeOnHeldDisk();
  try {
    const transaction = store.db.transaction().execute(async (trx) => {
      await trx.insertInto('payments').values({ id: 1 }).execute();
      await trx.insertInto('payments').values({ id: 2 }).execute();
    });
    await settle();
    expect(store.disk.syncs).toHaveLength(1);
    expect(store.disk.syncs[0]!.rowsAtStart).toBe(2);
    // The connection was released before the wait: a read runs and answers meanwhile.
    const read = await store.db.selectFrom('payments').select('id').execute();
    expect(read).toHaveLength(2);
    expect(store.disk.syncs).toHaveLength(1);
    store.disk.syncs[0]!.finish();
    await transaction;
  } finally {
    await store.close();
  }
});

test('a sync that fails fails the write that waited for it; the next write syncs again', async () => {
  const store = storeOnHeldDisk();
  try {
    const failed = store.db.insertInto('payments').values({ id: 1 }).execute();
    await settle();
    store.disk.syncs[0]!.finish(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    await expect(failed).rejects.toThrow('EIO');
    const next = store.db.insertInto('payments').values({ id: 2 }).execute();
    await settle();
    expect(store.disk.syncs).toHaveLength(2);
    store.disk.syncs[1]!.finish();
    await next;
  } finally {
    await store.close();
  }
});

test('raw SQL that writes waits for the disk; raw SQL that reads does not', async () => {
  const store = storeOnHeldDisk();
  try {
    await sql`select count(*) from payments`.execute(store.db);
    expect(store.disk.syncs).toHaveLength(0);
    const write = sql`insert into payments (id) values (7)`.execute(store.db);
    await settle();
    expect(store.disk.syncs).toHaveLength(1);
    store.disk.syncs[0]!.finish();
    await write;
  } finally {
    await store.close();
  }
});
