/**
 * The serials of tax documents (decision 040): one row per series ('invoice', 'credit_note') and
 * financial year ('2627'), holding the serial the next document of that series will take. A
 * serial is taken with one upsert inside the transaction that writes the document
 * (document-series.repository.ts): the row stays locked until that transaction ends, so
 * concurrent issuers queue on it, and a rollback or a crash gives the serial back.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_series')
    .addColumn('series', 'text', (col) => col.notNull().check(sql`series in ('invoice', 'credit_note')`))
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('next_serial', 'integer', (col) => col.notNull().check(sql`next_serial >= 1`))
    .addPrimaryKeyConstraint('document_series_pk', ['series', 'financial_year'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_series').execute();
}
