/**
 * Credit notes for refunds (issue 35 item 5, decision 041):
 * - credit_notes: one per refund at most (refund_id unique: the order_refunds row it credits),
 *   against the order's tax invoice (invoice_id), issued in the transaction that records the
 *   refund; its number unique (prefix/FY/C serial, the 'credit_note' series of document_series,
 *   migration 022); totals in paise, the sums of its lines.
 * - credit_note_lines: the invoice lines the refund takes back, each with the taxable value and
 *   taxes reversed (the invoice line's own split when the whole line is refunded).
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

const paise = (column: string) => sql`${sql.ref(column)} >= 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('credit_notes'))
    .addColumn('refund_id', 'integer', (col) => col.notNull().unique().references('order_refunds.id'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('tax_invoices.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('serial', 'integer', (col) => col.notNull().check(sql`serial >= 1`))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('taxable_paise', 'integer', (col) => col.notNull().check(paise('taxable_paise')))
    .addColumn('cgst_paise', 'integer', (col) => col.notNull().check(paise('cgst_paise')))
    .addColumn('sgst_paise', 'integer', (col) => col.notNull().check(paise('sgst_paise')))
    .addColumn('igst_paise', 'integer', (col) => col.notNull().check(paise('igst_paise')))
    .addColumn('total_paise', 'integer', (col) => col.notNull().check(paise('total_paise')))
    .addUniqueConstraint('credit_notes_year_serial_unique', ['financial_year', 'serial'])
    .execute();
  await db.schema.createIndex('credit_notes_order_idx').on('credit_notes').column('order_id').execute();

  await withIdColumn(db, db.schema.createTable('credit_note_lines'))
    .addColumn('credit_note_id', 'integer', (col) => col.notNull().references('credit_notes.id').onDelete('cascade'))
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
    .createIndex('credit_note_lines_note_idx')
    .on('credit_note_lines')
    .columns(['credit_note_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_note_lines').execute();
  await db.schema.dropTable('credit_notes').execute();
}
