/**
 * Free books (decision 047): a book got free is recorded as an order of ₹0, so orders.amount_paise,
 * CHECKed > 0 since migration 003, may now be 0, and only for an order the payment provider never
 * saw (no provider order): the reconciler and the webhooks never meet a ₹0 order.
 *
 * PostgreSQL swaps the constraint. SQLite cannot alter a CHECK, so there the table is rebuilt as 007
 * rebuilt it (SQLite's documented procedure, foreign keys off while the children point at the old
 * name), but from the table's own stored definition instead of a list of columns: whatever columns
 * the migrations before this one added are kept exactly as they are, and only the CHECK changes.
 * Its indexes and triggers are recreated from their stored definitions too, and the id sequence is
 * kept (an order number is never handed out twice).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** The CHECK as migrations 003 and 007 wrote it (SQLite keeps a table's definition as written). */
const POSITIVE_AMOUNT = 'check (amount_paise > 0)';
const FREE_OR_POSITIVE = '(amount_paise > 0 or (amount_paise = 0 and provider_order_id is null))';

/** SQLite's stored definitions of the table and of its indexes and triggers. */
async function sqliteDefinitions(db: Kysely<unknown>, table: string) {
  const rows = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and type in ('table', 'index', 'trigger')`.execute(
    db,
  );
  const created = rows.rows.find((row) => row.type === 'table')?.sql;
  if (!created) throw new Error(`032_free_books: no table ${table}`);
  // Indexes SQLite makes for UNIQUE constraints have no definition: the table's brings them back.
  const companions = rows.rows.filter((row) => row.type !== 'table' && row.sql !== null).map((row) => row.sql!);
  return { created, companions };
}

async function relaxSqliteCheck(db: Kysely<unknown>): Promise<void> {
  const { created, companions } = await sqliteDefinitions(db, 'orders');
  if (created.split(POSITIVE_AMOUNT).length !== 2)
    throw new Error(`032_free_books: the orders table does not have exactly one '${POSITIVE_AMOUNT}'`);
  const rebuilt = created
    .replace(POSITIVE_AMOUNT, `check ${FREE_OR_POSITIVE}`)
    .replace(/^CREATE TABLE "orders"/, 'CREATE TABLE "orders_new"');
  if (!rebuilt.startsWith('CREATE TABLE "orders_new"')) throw new Error('032_free_books: unexpected orders definition');
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'orders'`.execute(db);
  // Migrations run on one connection without a transaction here: foreign keys can be switched off
  // around the rebuild (dropping the parent with them on would cascade-delete its children).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(rebuilt).execute(db);
    await sql`insert into orders_new select * from orders`.execute(db);
    await sql`drop table orders`.execute(db);
    await sql`alter table orders_new rename to orders`.execute(db);
    for (const companion of companions) await sql.raw(companion).execute(db);
    const seq = sequence.rows[0]?.seq;
    if (seq !== undefined)
      await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'orders'`.execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0)
      throw new Error(`032_free_books: ${broken.rows.length} foreign key violations after the rebuild`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table orders drop constraint orders_amount_paise_check`.execute(db);
    await sql`alter table orders add constraint orders_amount_paise_check check ${sql.raw(FREE_OR_POSITIVE)}`.execute(
      db,
    );
    return;
  }
  await relaxSqliteCheck(db);
}

export async function down(): Promise<void> {
  throw new Error('032_free_books cannot be undone: orders of free books are sales records.');
}
