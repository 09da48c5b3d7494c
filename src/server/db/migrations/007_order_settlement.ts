/**
 * Orders that settle every payment: expiry, refunds (whole or per line), disputes, the provider's
 * payments as the store saw them, the reconciler's work queue, and the sandbox's authorized ->
 * captured payments, refunds and durable webhook outbox.
 *
 * orders.status gains 'expired', 'refunded' and 'disputed'. Its CHECK cannot be altered in SQLite,
 * so there the table is rebuilt (SQLite's documented 12-step procedure, foreign keys off while the
 * children point at the old name); PostgreSQL swaps the constraint.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { withIdColumn } from './columns';

const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'abandoned', 'refunded', 'disputed'];
const SANDBOX_PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'];

function sqlIn(column: string, values: readonly string[]) {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** Rebuilds a SQLite table under a new CHECK, keeping its rows; the caller recreates its indexes. */
async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  createNew: (name: string) => Promise<void>,
  columns: readonly string[],
): Promise<void> {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await createNew(`${table}_new`);
  await sql`insert into ${sql.table(`${table}_new`)} (${list}) select ${list} from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(`${table}_new`)} rename to ${sql.table(table)}`.execute(db);
}

const ORDER_COLUMNS = [
  'id',
  'user_id',
  'status',
  'amount_paise',
  'currency',
  'provider_order_id',
  'payment_id',
  'failure_reason',
  'created_at',
  'updated_at',
  'paid_at',
];
const SANDBOX_PAYMENT_COLUMNS = [
  'id',
  'order_id',
  'amount',
  'currency',
  'status',
  'error_code',
  'error_description',
  'created_at',
];

async function createOrdersTable(db: Kysely<unknown>, name: string): Promise<void> {
  await withIdColumn(db, db.schema.createTable(name))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull().check(sqlIn('status', ORDER_STATUSES)))
    .addColumn('amount_paise', 'integer', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('provider_order_id', 'text', (col) => col.unique())
    .addColumn('payment_id', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
}

async function createSandboxPaymentsTable(db: Kysely<unknown>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('sandbox_orders.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sqlIn('status', SANDBOX_PAYMENT_STATUSES)))
    .addColumn('error_code', 'text')
    .addColumn('error_description', 'text')
    .addColumn('created_at', 'integer', (col) => col.notNull())
    .execute();
}

async function widenStatusChecks(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table orders drop constraint orders_status_check`.execute(db);
    await sql`alter table orders add constraint orders_status_check check (${sqlIn('status', ORDER_STATUSES)})`.execute(
      db,
    );
    await sql`alter table sandbox_payments drop constraint sandbox_payments_status_check`.execute(db);
    await sql`alter table sandbox_payments add constraint sandbox_payments_status_check check (${sqlIn('status', SANDBOX_PAYMENT_STATUSES)})`.execute(
      db,
    );
    return;
  }
  // SQLite runs migrations without a transaction on one connection: foreign keys can be switched
  // off around the rebuild (dropping the parent with them on would cascade-delete its children).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await rebuildSqliteTable(db, 'orders', (name) => createOrdersTable(db, name), ORDER_COLUMNS);
    await db.schema
      .createIndex('orders_one_pending_per_user')
      .unique()
      .on('orders')
      .column('user_id')
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
    await rebuildSqliteTable(
      db,
      'sandbox_payments',
      (name) => createSandboxPaymentsTable(db, name),
      SANDBOX_PAYMENT_COLUMNS,
    );
    await db.schema
      .createIndex('sandbox_payments_order_idx')
      .on('sandbox_payments')
      .columns(['order_id', 'created_at'])
      .execute();
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0)
      throw new Error(`007_order_settlement: ${broken.rows.length} foreign key violations after the rebuild`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await widenStatusChecks(db);

  // When an unpaid order stops being payable (ORDER_TTL_MINUTES after creation); the reconciler's
  // next look at it (null: nothing left to ask the provider); how many looks it had (back-off).
  await db.schema.alterTable('orders').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('next_check_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('checks', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_next_check_idx').on('orders').column('next_check_at').execute();
  // Orders created before this migration: 30 minutes (the default TTL) after their creation, and
  // every unpaid one with a provider order is looked at once more.
  const thirtyMinutes = isPostgres(db)
    ? sql`to_char((created_at::timestamptz + interval '30 minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+30 minutes')`;
  await sql`update orders set expires_at = ${thirtyMinutes}`.execute(db);
  await sql`update orders set next_check_at = updated_at where status <> 'paid' and provider_order_id is not null`.execute(
    db,
  );

  // Every payment of one of our orders the provider told us about (report, webhook, reconciler),
  // and how it ended for the store: 'fulfilled' (it paid the order) or 'refunded'; null: not yet.
  await withIdColumn(db, db.schema.createTable('order_payments'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider_payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('settlement', 'text', (col) => col.check(sqlIn('settlement', ['fulfilled', 'refunded'])))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_payments_order_idx').on('order_payments').column('order_id').execute();

  // Money sent back: recorded first ('pending'), then sent through the provider ('processed'); the
  // reconciler re-sends pending ones, matched by the provider refund's notes.refund_id.
  await withIdColumn(db, db.schema.createTable('order_refunds'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider_payment_id', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sqlIn('status', ['pending', 'processed'])))
    .addColumn('provider_refund_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema.createIndex('order_refunds_order_idx').on('order_refunds').column('order_id').execute();
  await db.schema
    .createIndex('order_refunds_pending_idx')
    .on('order_refunds')
    .column('status')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('refund_id', 'integer', (col) => col.references('order_refunds.id').onDelete('set null'))
    .execute();

  // The webhook history an admin sees per order.
  await db.schema.alterTable('payment_webhook_events').addColumn('provider_order_id', 'text').execute();
  await db.schema.alterTable('payment_webhook_events').addColumn('provider_payment_id', 'text').execute();
  await db.schema.alterTable('payment_webhook_events').addColumn('outcome', 'text').execute();
  await db.schema
    .createIndex('payment_webhook_events_order_idx')
    .on('payment_webhook_events')
    .column('provider_order_id')
    .execute();

  // Work that must run in one process at a time (the reconciler): a named lease with an expiry.
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  // The sandbox: manual capture per order, refunds, and webhooks that survive a restart.
  await db.schema
    .alterTable('sandbox_orders')
    .addColumn('payment_capture', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('sandbox_payments')
    .addColumn('amount_refunded', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sandbox_payments').addColumn('captured_at', 'integer').execute();
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull().references('sandbox_payments.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('receipt', 'text')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sandbox_refunds_payment_idx').on('sandbox_refunds').column('payment_id').execute();
  await withIdColumn(db, db.schema.createTable('sandbox_webhook_outbox'))
    .addColumn('event_id', 'text', (col) => col.notNull().unique())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_webhook_outbox_due_idx')
    .on('sandbox_webhook_outbox')
    .column('next_attempt_at')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('007_order_settlement cannot be undone: refunds and settled payments are money records.');
}
