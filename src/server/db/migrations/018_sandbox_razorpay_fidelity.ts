/**
 * The payment sandbox, closer to Razorpay (decision 028):
 * - sandbox_orders: partial_payment (1: the order takes payments in parts) and
 *   first_payment_min_amount (the least its first part may be; null: any amount from ₹1);
 * - sandbox_payments: notes (JSON object text), which PATCH /v1/payments/:id sets;
 * - sandbox_refunds: speed_requested ('normal' or 'optimum', as the refund was asked for);
 * - indexes on created_at, the order of the API's lists (newest first, from/to windows).
 */
import { sql, type Kysely } from 'kysely';

const LISTED_TABLES = ['sandbox_orders', 'sandbox_payments', 'sandbox_refunds'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sandbox_orders')
    .addColumn('partial_payment', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`partial_payment in (0, 1)`),
    )
    .execute();
  await db.schema.alterTable('sandbox_orders').addColumn('first_payment_min_amount', 'integer').execute();
  await db.schema
    .alterTable('sandbox_payments')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('sandbox_refunds')
    .addColumn('speed_requested', 'text', (col) =>
      col
        .notNull()
        .defaultTo('normal')
        .check(sql`speed_requested in ('normal', 'optimum')`),
    )
    .execute();
  for (const table of LISTED_TABLES) {
    await db.schema.createIndex(`${table}_created_idx`).on(table).columns(['created_at', 'id']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of LISTED_TABLES) await db.schema.dropIndex(`${table}_created_idx`).execute();
  await db.schema.alterTable('sandbox_refunds').dropColumn('speed_requested').execute();
  await db.schema.alterTable('sandbox_payments').dropColumn('notes').execute();
  await db.schema.alterTable('sandbox_orders').dropColumn('first_payment_min_amount').execute();
  await db.schema.alterTable('sandbox_orders').dropColumn('partial_payment').execute();
}
