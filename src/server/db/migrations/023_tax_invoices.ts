/**
 * Place of supply and tax invoices (issue 35, decision 041):
 * - users.billing_name/_state/_pin: the billing details a shopper last gave at checkout (null until
 *   then), offered again at the next checkout; orders.billing_*: those of the order, kept as given.
 *   The state is a name of the GST state code list or 'Outside India'; the PIN is '' outside India.
 * - tax_invoices: one per paid order at most (order_id unique), issued in the transaction that
 *   pays the order, its number unique (prefix/FY/serial, document_series of migration 022). The
 *   seller and the recipient are copied as they were at issue: a later change of the settings or
 *   the profile never rewrites an issued invoice. supply: 'intra' (CGST + SGST), 'inter' (IGST) or
 *   'export' (no tax). Amounts in paise, rates in basis points (decision 003, migration 021).
 * - tax_invoice_lines: per line the title, SAC, rate, price paid and its split.
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

const paise = (column: string) => sql`${sql.ref(column)} >= 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'orders']) {
    await db.schema.alterTable(table).addColumn('billing_name', 'text').execute();
    await db.schema.alterTable(table).addColumn('billing_state', 'text').execute();
    await db.schema.alterTable(table).addColumn('billing_pin', 'text').execute();
  }

  await withIdColumn(db, db.schema.createTable('tax_invoices'))
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('serial', 'integer', (col) => col.notNull().check(sql`serial >= 1`))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('supply', 'text', (col) => col.notNull().check(sql`supply in ('intra', 'inter', 'export')`))
    .addColumn('seller_legal_name', 'text', (col) => col.notNull())
    .addColumn('seller_trade_name', 'text', (col) => col.notNull())
    .addColumn('seller_gstin', 'text', (col) => col.notNull())
    .addColumn('seller_address', 'text', (col) => col.notNull())
    .addColumn('seller_state', 'text', (col) => col.notNull())
    .addColumn('recipient_name', 'text', (col) => col.notNull())
    .addColumn('recipient_state', 'text', (col) => col.notNull())
    .addColumn('recipient_pin', 'text', (col) => col.notNull())
    .addColumn('taxable_paise', 'integer', (col) => col.notNull().check(paise('taxable_paise')))
    .addColumn('cgst_paise', 'integer', (col) => col.notNull().check(paise('cgst_paise')))
    .addColumn('sgst_paise', 'integer', (col) => col.notNull().check(paise('sgst_paise')))
    .addColumn('igst_paise', 'integer', (col) => col.notNull().check(paise('igst_paise')))
    .addColumn('total_paise', 'integer', (col) => col.notNull().check(paise('total_paise')))
    .addUniqueConstraint('tax_invoices_year_serial_unique', ['financial_year', 'serial'])
    .execute();

  await withIdColumn(db, db.schema.createTable('tax_invoice_lines'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('tax_invoices.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sac', 'text', (col) => col.notNull())
    .addColumn('rate_bp', 'integer', (col) => col.notNull().check(sql`rate_bp >= 0 and rate_bp <= 2800`))
    .addColumn('price_paise', 'integer', (col) => col.notNull().check(paise('price_paise')))
    .addColumn('taxable_paise', 'integer', (col) => col.notNull().check(paise('taxable_paise')))
    .addColumn('cgst_paise', 'integer', (col) => col.notNull().check(paise('cgst_paise')))
    .addColumn('sgst_paise', 'integer', (col) => col.notNull().check(paise('sgst_paise')))
    .addColumn('igst_paise', 'integer', (col) => col.notNull().check(paise('igst_paise')))
    .execute();
  await db.schema
    .createIndex('tax_invoice_lines_invoice_idx')
    .on('tax_invoice_lines')
    .columns(['invoice_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tax_invoice_lines').execute();
  await db.schema.dropTable('tax_invoices').execute();
  for (const table of ['orders', 'users']) {
    await db.schema.alterTable(table).dropColumn('billing_pin').execute();
    await db.schema.alterTable(table).dropColumn('billing_state').execute();
    await db.schema.alterTable(table).dropColumn('billing_name').execute();
  }
}
