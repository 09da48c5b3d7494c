/**
 * Migration 007 on a database that already holds orders: SQLite rebuilds the orders table (its
 * CHECK cannot be altered), PostgreSQL swaps the constraint. Orders, their lines and the books
 * they granted must all survive, still linked, and the new columns must be filled.
 */
import { Kysely, Migrator, sql } from 'kysely';
import { loadConfig } from '../../config';
import { testDialect } from '../../testing/create-test-app';
import { createScratchDatabase, type ScratchDatabase } from '../../testing/scratch-database';
import type { Database } from '../database';
import { createDialect } from '../dialect';
import { migrationProvider } from './index';

let scratch: ScratchDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  scratch = await createScratchDatabase(testDialect());
  const config = loadConfig({ ...scratch.env, LOG_LEVEL: 'silent' });
  db = new Kysely<Database>({
    dialect: createDialect({ databaseUrl: scratch.databaseUrl, sqliteFile: `${config.dataDir}/store.db` }),
  });
});
afterAll(async () => {
  await db.destroy();
  await scratch.remove();
});

/**
 * A genre, an author, a buyer and two books as the schema stood at 006, in plain SQL: today's
 * seeder writes today's columns, which a database at 006 does not have yet.
 */
async function insertCatalogAsOf006(created: string): Promise<void> {
  await sql`insert into genres (name) values ('Drama')`.execute(db);
  for (const [email, type] of [
    ['author@example.com', 'Author'],
    ['buyer@example.com', 'User'],
  ] as const) {
    await sql`insert into users (email, email_normalized, first_name, last_name, user_type, password_hash, password_salt, created_at)
      values (${email}, ${email}, 'Asha', 'Verma', ${type}, '!', '!', ${created})`.execute(db);
  }
  for (const name of ['The First Book', 'The Second Book']) {
    await sql`insert into books (name, author_id, genre_id, price_paise, sale_price_paise, cover_key, is_active, is_approved, created_at)
      select ${name}, users.id, genres.id, 10000, 10000, 'cover.svg', 1, 1, ${created} from users, genres where users.user_type = 'Author'`.execute(
      db,
    );
  }
}

test('orders, lines and granted books made before 007 survive it, linked, with expires_at set and unpaid orders queued for a look', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('006_search_terms')).error).toBeUndefined();
  const created = '2025-06-15T12:00:00.000Z';
  await insertCatalogAsOf006(created);
  const buyer = await db.selectFrom('users').select('id').where('user_type', '=', 'User').executeTakeFirstOrThrow();
  const insertOrder = (status: 'paid' | 'pending', providerOrderId: string) =>
    sql<{
      id: number;
    }>`insert into orders (user_id, status, amount_paise, currency, provider_order_id, created_at, updated_at)
      values (${buyer.id}, ${status}, 10000, 'INR', ${providerOrderId}, ${created}, ${created}) returning id`.execute(
      db,
    );
  const paid = (await insertOrder('paid', 'order_Before0000001')).rows[0]!.id;
  const pending = (await insertOrder('pending', 'order_Before0000002')).rows[0]!.id;
  await sql`insert into order_lines (order_id, book_id, price_paise, discount_bp, sale_price_paise) values (${paid}, 1, 10000, 0, 10000)`.execute(
    db,
  );
  await sql`insert into order_lines (order_id, book_id, price_paise, discount_bp, sale_price_paise) values (${pending}, 2, 10000, 0, 10000)`.execute(
    db,
  );
  await sql`insert into user_books (user_id, book_id, order_id, purchased_at) values (${buyer.id}, 1, ${paid}, ${created})`.execute(
    db,
  );

  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();

  const orders = await db
    .selectFrom('orders')
    .select(['id', 'status', 'expires_at', 'next_check_at', 'refunded_paise'])
    .orderBy('id')
    .execute();
  expect(orders).toEqual([
    { id: paid, status: 'paid', expires_at: '2025-06-15T12:30:00.000Z', next_check_at: null, refunded_paise: 0 },
    {
      id: pending,
      status: 'pending',
      expires_at: '2025-06-15T12:30:00.000Z',
      next_check_at: created,
      refunded_paise: 0,
    },
  ]);
  expect(
    await db.selectFrom('order_lines').select(['order_id', 'book_id', 'refund_id']).orderBy('order_id').execute(),
  ).toEqual([
    { order_id: paid, book_id: 1, refund_id: null },
    { order_id: pending, book_id: 2, refund_id: null },
  ]);
  expect(await db.selectFrom('user_books').select(['order_id', 'book_id']).execute()).toEqual([
    { order_id: paid, book_id: 1 },
  ]);
  // The new states are accepted, unknown ones still refused.
  await db.updateTable('orders').set({ status: 'expired' }).where('id', '=', pending).execute();
  await expect(
    sql`insert into orders (user_id, status, amount_paise, currency, created_at, updated_at) values (${buyer.id}, 'bogus', 1, 'INR', ${created}, ${created})`.execute(
      db,
    ),
  ).rejects.toHaveProperty('message', expect.stringMatching(/check/i));
  // Deleting an order still cascades to its lines (the foreign keys point at the rebuilt table).
  await db.deleteFrom('user_books').execute();
  await db.deleteFrom('orders').where('id', '=', paid).execute();
  expect(await db.selectFrom('order_lines').select('order_id').execute()).toEqual([{ order_id: pending }]);
});
