/**
 * Tax invoices and their lines (tables tax_invoices, tax_invoice_lines of migration 023; Kysely
 * only). An invoice is written in the transaction that pays its order (tax-invoices.ts), once:
 * order_id is unique.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-database';
import type { TaxInvoiceLinesTable, TaxInvoicesTable } from '../../db/database';

export type NewTaxInvoice = Insertable<TaxInvoicesTable>;
export type NewTaxInvoiceLine = Omit<Insertable<TaxInvoiceLinesTable>, 'invoice_id'>;

export class TaxInvoicesRepository {
  constructor(private readonly db: Db) {}

  /** The invoice and its lines; answers the invoice's id. */
  async insert(invoice: NewTaxInvoice, lines: readonly NewTaxInvoiceLine[]): Promise<number> {
    const row = await this.db.insertInto('tax_invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
    if (lines.length > 0)
      await this.db
        .insertInto('tax_invoice_lines')
        .values(lines.map((line) => ({ ...line, invoice_id: row.id })))
        .execute();
    return row.id;
  }

  /**
   * The order's lines not refunded, with their titles and the books' own GST rates (null: the
   * store's): what an invoice issued now lists.
   */
  linesToInvoice(orderId: number) {
    return this.db
      .selectFrom('order_lines')
      .innerJoin('books', 'books.id', 'order_lines.book_id')
      .select(['order_lines.book_id', 'order_lines.sale_price_paise', 'books.name', 'books.gst_rate_bp'])
      .where('order_lines.order_id', '=', orderId)
      .where('order_lines.refund_id', 'is', null)
      .orderBy('order_lines.id')
      .execute();
  }

  ofOrder(orderId: number) {
    return this.db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  linesOf(invoiceId: number) {
    return this.db
      .selectFrom('tax_invoice_lines')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute();
  }

  /** The invoice numbers of these orders (those that have one). */
  numbersOf(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('tax_invoices')
      .select(['order_id', 'number'])
      .where('order_id', 'in', orderIds)
      .execute();
  }
}
