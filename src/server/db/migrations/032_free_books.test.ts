/**
 * Migration 032 on a database that already holds orders: SQLite rebuilds the orders table from its
 * own stored definition (its CHECK cannot be altered), PostgreSQL swaps the constraint. The orders,
 * the rows pointing at them and the indexes must survive; an order of ₹0 is then accepted only
 * without a provider order, and a negative amount never.
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

const created = '2025-06-15T12:00:00.000Z';

/** A genre, an author, a buyer and a book, in plain SQL (the columns every migration from 017 on has). */
async function insertCatalog(): Promise<{ buyer: number; book: number }> {
  await sql`insert into genres (name) values ('Drama')`.execute(db);
  for (const [email, type] of [
    ['author@example.com', 'Author'],
    ['buyer@example.com', 'User'],
  ] as const) {
    await sql`insert into users (email, email_normalized, first_name, last_name, user_type, password_hash, password_salt, created_at)
      values (${email}, ${email}, 'Asha', 'Verma', ${type}, '!', '!', ${created})`.execute(db);
  }
  await sql`insert into books (name, author_id, genre_id, price_paise, sale_price_paise, cover_key, is_active, is_approved, created_at)
    select 'The First Book', users.id, genres.id, 10000, 10000, 'cover.webp', 1, 1, ${created} from users, genres where users.user_type = 'Author'`.execute(
    db,
  );
  const buyer = await db.selectFrom('users').select('id').where('user_type', '=', 'User').executeTakeFirstOrThrow();
  const book = await db.selectFrom('books').select('id').executeTakeFirstOrThrow();
  return { buyer: buyer.id, book: book.id };
}

const insertOrder = (buyer: number, status: string, amountPaise: number, providerOrderId: string | null) =>
  sql<{
    id: number;
  }>`insert into orders (user_id, status, amount_paise, currency, provider_order_id, created_at, updated_at)
    values (${buyer}, ${status}, ${amountPaise}, 'INR', ${providerOrderId}, ${created}, ${created}) returning id`.execute(
    db,
  );

test('orders and what points at them survive 032; ₹0 is accepted only without a provider order', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('030_tax_documents_issued_index')).error).toBeUndefined();
  const { buyer, book } = await insertCatalog();
  // Before: no order of ₹0.
  await expect(insertOrder(buyer, 'paid', 0, null)).rejects.toHaveProperty('message', expect.stringMatching(/check/i));
  const paid = (await insertOrder(buyer, 'paid', 10000, 'order_paid1')).rows[0]!.id;
  const pending = (await insertOrder(buyer, 'pending', 10000, 'order_pending1')).rows[0]!.id;
  await sql`insert into order_lines (order_id, book_id, price_paise, discount_bp, sale_price_paise) values (${paid}, ${book}, 10000, 0, 10000)`.execute(
    db,
  );
  await sql`insert into user_books (user_id, book_id, order_id, purchased_at) values (${buyer}, ${book}, ${paid}, ${created})`.execute(
    db,
  );
  await sql`insert into order_payments (order_id, provider_payment_id, amount_paise, currency, status, settlement, created_at, updated_at)
    values (${paid}, 'pay_1', 10000, 'INR', 'captured', 'fulfilled', ${created}, ${created})`.execute(db);
  // An order number handed out and gone: the rebuild must not hand it out again.
  const gone = (await insertOrder(buyer, 'failed', 500, null)).rows[0]!.id;
  await db.deleteFrom('orders').where('id', '=', gone).execute();

  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();

  expect(
    await db.selectFrom('orders').select(['id', 'status', 'amount_paise', 'provider_order_id']).orderBy('id').execute(),
  ).toEqual([
    { id: paid, status: 'paid', amount_paise: 10000, provider_order_id: 'order_paid1' },
    { id: pending, status: 'pending', amount_paise: 10000, provider_order_id: 'order_pending1' },
  ]);
  expect(await db.selectFrom('user_books').select(['order_id', 'book_id']).execute()).toEqual([
    { order_id: paid, book_id: book },
  ]);
  // A free book's order: ₹0 and no provider order. Never ₹0 with one, never below zero.
  const free = (await insertOrder(buyer, 'paid', 0, null)).rows[0]!.id;
  expect(free).toBeGreaterThan(gone);
  await expect(insertOrder(buyer, 'paid', 0, 'order_free1')).rejects.toHaveProperty(
    'message',
    expect.stringMatching(/check/i),
  );
  await expect(insertOrder(buyer, 'paid', -100, null)).rejects.toHaveProperty(
    'message',
    expect.stringMatching(/check/i),
  );
  // The indexes came back: one pending order per user.
  await expect(insertOrder(buyer, 'pending', 10000, null)).rejects.toHaveProperty(
    'message',
    expect.stringMatching(/unique|duplicate/i),
  );
  // The children's foreign keys point at the rebuilt table: deleting an order still cascades.
  await db.deleteFrom('user_books').execute();
  await db.deleteFrom('orders').where('id', '=', paid).execute();
  expect(await db.selectFrom('order_lines').select('order_id').execute()).toEqual([]);
  expect(await db.selectFrom('order_payments').select('order_id').execute()).toEqual([]);
});
