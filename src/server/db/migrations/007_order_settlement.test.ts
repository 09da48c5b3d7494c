/**
 * Migration 007 on a database that already holds orders: SQLite rebuilds the orders table (its
 * CHECK cannot be altered), PostgreSQL swaps the constraint. Orders, their lines and the books
 * they granted must all survive, still linked, and the new columns must be filled.
 */
import { Kysely, Migrator, sql } from 'kysely';
import { loadConfig } from '../../config';
import { manualClock } from '../../clock';
import { createDirectoryStorage } from '../../storage/directory-storage';
import { defaultStorageDir } from '../../storage/storage-config';
import { testDialect, TEST_TODAY } from '../../testing/create-test-app';
import { createScratchDatabase, type ScratchDatabase } from '../../testing/scratch-database';
import type { Database } from '../database';
import { createDialect } from '../dialect';
import { seedIfEmpty } from '../seed/seed-demo-catalog';
import { migrationProvider } from './index';

let scratch: ScratchDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  scratch = await createScratchDatabase(testDialect());
  const config = loadConfig({ ...scratch.env, LOG_LEVEL: 'silent' });
  db = new Kysely<Database>({ dialect: createDialect({ databaseUrl: scratch.databaseUrl, sqliteFile: `${config.dataDir}/store.db` }) });
});
afterAll(async () => {
  await db.destroy();
  await scratch.remove();
});

test('orders, lines and granted books made before 007 survive it, linked, with expires_at set and unpaid orders queued for a look', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('006_search_terms')).error).toBeUndefined();
  // Today's seeder records its files in pending_files (012); a stand-in table exists only while it runs.
  await sql`create table pending_files (kind text not null, key text not null, created_at text not null, primary key (kind, key))`.execute(db);
  await seedIfEmpty(db, createDirectoryStorage(defaultStorageDir(scratch.dataDir)), manualClock(TEST_TODAY));
  await sql`drop table pending_files`.execute(db);
  const buyer = await db.selectFrom('users').select('id').where('user_type', '=', 'User').executeTakeFirst() ??
    (await db.selectFrom('users').select('id').executeTakeFirstOrThrow());
  const created = '2025-06-15T12:00:00.000Z';
  const insertOrder = (status: 'paid' | 'pending', providerOrderId: string) =>
    sql<{ id: number }>`insert into orders (user_id, status, amount_paise, currency, provider_order_id, created_at, updated_at)
      values (${buyer.id}, ${status}, 10000, 'INR', ${providerOrderId}, ${created}, ${created}) returning id`.execute(db);
  const paid = (await insertOrder('paid', 'order_Before0000001')).rows[0]!.id;
  const pending = (await insertOrder('pending', 'order_Before0000002')).rows[0]!.id;
  await sql`insert into order_lines (order_id, book_id, price_paise, discount_bp, sale_price_paise) values (${paid}, 1, 10000, 0, 10000)`.execute(db);
  await sql`insert into order_lines (order_id, book_id, price_paise, discount_bp, sale_price_paise) values (${pending}, 2, 10000, 0, 10000)`.execute(db);
  await sql`insert into user_books (user_id, book_id, order_id, purchased_at) values (${buyer.id}, 1, ${paid}, ${created})`.execute(db);

  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();

  const orders = await db.selectFrom('orders').select(['id', 'status', 'expires_at', 'next_check_at', 'refunded_paise']).orderBy('id').execute();
  expect(orders).toEqual([
    { id: paid, status: 'paid', expires_at: '2025-06-15T12:30:00.000Z', next_check_at: null, refunded_paise: 0 },
    { id: pending, status: 'pending', expires_at: '2025-06-15T12:30:00.000Z', next_check_at: created, refunded_paise: 0 },
  ]);
  expect(await db.selectFrom('order_lines').select(['order_id', 'book_id', 'refund_id']).orderBy('order_id').execute()).toEqual([
    { order_id: paid, book_id: 1, refund_id: null },
    { order_id: pending, book_id: 2, refund_id: null },
  ]);
  expect(await db.selectFrom('user_books').select(['order_id', 'book_id']).execute()).toEqual([{ order_id: paid, book_id: 1 }]);
  // The new states are accepted, unknown ones still refused.
  await db.updateTable('orders').set({ status: 'expired' }).where('id', '=', pending).execute();
  await expect(sql`insert into orders (user_id, status, amount_paise, currency, created_at, updated_at) values (${buyer.id}, 'bogus', 1, 'INR', ${created}, ${created})`.execute(db)).rejects.toHaveProperty('message', expect.stringMatching(/check/i));
  // Deleting an order still cascades to its lines (the foreign keys point at the rebuilt table).
  await db.deleteFrom('user_books').execute();
  await db.deleteFrom('orders').where('id', '=', paid).execute();
  expect(await db.selectFrom('order_lines').select('order_id').execute()).toEqual([{ order_id: pending }]);
});
