/**
 * The seller's monthly tax report (issue 35 item 6, tax-report.repository.ts) reads the tax
 * invoices and credit notes issued in a month: an index on issued_at each, so a report reads that
 * month's documents and not every document the store ever issued.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tax_invoices_issued_idx').on('tax_invoices').column('issued_at').execute();
  await db.schema.createIndex('credit_notes_issued_idx').on('credit_notes').column('issued_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_notes_issued_idx').execute();
  await db.schema.dropIndex('tax_invoices_issued_idx').execute();
}
