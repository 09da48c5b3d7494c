/**
 * The seller's tax settings (decision 039):
 * - store_settings: one row (id 1, made here) with the legal and trade names, GSTIN, registered
 *   address, state (a name of the GST state code list), the default GST rate for books, the SAC,
 *   the invoice number prefix and whether shoppers outside India are served (export of services).
 *   Text not yet set is ''. Rates are kept as hundredths of a percent (basis points: 5 % = 500),
 *   integers like every amount of the store (decision 003), so neither database rounds a float.
 * - books.gst_rate_bp: a book's own rate in the same unit; null means the store's rate.
 */
import { sql, type Kysely } from 'kysely';

/** 0 to 28 % in basis points. */
const RATE_RANGE = (column: string) => sql`${sql.ref(column)} >= 0 and ${sql.ref(column)} <= 2800`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('legal_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('trade_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('gstin', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('gst_rate_bp', 'integer', (col) => col.notNull().defaultTo(500).check(RATE_RANGE('gst_rate_bp')))
    .addColumn('sac', 'text', (col) => col.notNull().defaultTo('998431'))
    .addColumn('invoice_prefix', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('export_of_services', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`export_of_services in (0, 1)`),
    )
    .addColumn('updated_at', 'text')
    .execute();
  await db
    .insertInto('store_settings' as never)
    .values({ id: 1 } as never)
    .execute();
  await db.schema
    .alterTable('books')
    .addColumn('gst_rate_bp', 'integer', (col) => col.check(sql`gst_rate_bp is null or (${RATE_RANGE('gst_rate_bp')})`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('books').dropColumn('gst_rate_bp').execute();
  await db.schema.dropTable('store_settings').execute();
}
