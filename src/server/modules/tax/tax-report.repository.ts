/**
 * The tax documents of a span of time, for the seller's monthly report (tax-report.service.ts):
 * tax invoices and credit notes (migrations 023, 026) whose issued_at falls in [from, to).
 *
 * One statement per kind of document answers both what the summary needs (its lines' sums by
 * rate) and what the register needs (each document's number and its own totals): one statement
 * reads one state of the database, so the summary and the register of a kind can never disagree,
 * not even while documents are being issued. issued_at is ISO UTC text of one width
 * (Date.toISOString), so comparing the text compares the instants.
 */
import type { Db } from '../../db/create-database';

/** A span of issue instants: from (included) up to to (excluded), both ISO UTC. */
export interface IssuedSpan {
  from: string;
  to: string;
}

/**
 * A document of the span at one rate of its lines: the document's own totals (repeated on each of
 * its rates' rows) and the sums of its lines at that rate. rate_bp is null, and the line sums too,
 * for a document without lines (none is issued so, but the register would still count it).
 */
export interface IssuedDocumentRate {
  id: number;
  number: string;
  financial_year: string;
  serial: number;
  /** The invoice's recipient state (a credit note's, that of the invoice it credits): the place of supply. */
  recipient_state: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  rate_bp: number | null;
  line_taxable_paise: number | string | null;
  line_cgst_paise: number | string | null;
  line_sgst_paise: number | string | null;
  line_igst_paise: number | string | null;
}

export class TaxReportRepository {
  constructor(private readonly db: Db) {}

  /** The tax invoices issued in the span, by invoice and line rate, in number order. */
  invoicesIssued({ from, to }: IssuedSpan): Promise<IssuedDocumentRate[]> {
    const header = [
      'i.id',
      'i.number',
      'i.financial_year',
      'i.serial',
      'i.recipient_state',
      'i.taxable_paise',
      'i.cgst_paise',
      'i.sgst_paise',
      'i.igst_paise',
      'i.total_paise',
    ] as const;
    return this.db
      .selectFrom('tax_invoices as i')
      .leftJoin('tax_invoice_lines as l', 'l.invoice_id', 'i.id')
      .select(header)
      .select((eb) => [
        'l.rate_bp',
        eb.fn.sum<number | string | null>('l.taxable_paise').as('line_taxable_paise'),
        eb.fn.sum<number | string | null>('l.cgst_paise').as('line_cgst_paise'),
        eb.fn.sum<number | string | null>('l.sgst_paise').as('line_sgst_paise'),
        eb.fn.sum<number | string | null>('l.igst_paise').as('line_igst_paise'),
      ])
      .where('i.issued_at', '>=', from)
      .where('i.issued_at', '<', to)
      .groupBy([...header, 'l.rate_bp'])
      .orderBy('i.financial_year')
      .orderBy('i.serial')
      .orderBy('l.rate_bp')
      .execute();
  }

  /**
   * The credit notes issued in the span, by credit note and line rate, in number order; the place
   * of supply is the credited invoice's (a credit note reverses that supply).
   */
  creditNotesIssued({ from, to }: IssuedSpan): Promise<IssuedDocumentRate[]> {
    const header = [
      'c.id',
      'c.number',
      'c.financial_year',
      'c.serial',
      'i.recipient_state',
      'c.taxable_paise',
      'c.cgst_paise',
      'c.sgst_paise',
      'c.igst_paise',
      'c.total_paise',
    ] as const;
    return this.db
      .selectFrom('credit_notes as c')
      .innerJoin('tax_invoices as i', 'i.id', 'c.invoice_id')
      .leftJoin('credit_note_lines as l', 'l.credit_note_id', 'c.id')
      .select(header)
      .select((eb) => [
        'l.rate_bp',
        eb.fn.sum<number | string | null>('l.taxable_paise').as('line_taxable_paise'),
        eb.fn.sum<number | string | null>('l.cgst_paise').as('line_cgst_paise'),
        eb.fn.sum<number | string | null>('l.sgst_paise').as('line_sgst_paise'),
        eb.fn.sum<number | string | null>('l.igst_paise').as('line_igst_paise'),
      ])
      .where('c.issued_at', '>=', from)
      .where('c.issued_at', '<', to)
      .groupBy([...header, 'l.rate_bp'])
      .orderBy('c.financial_year')
      .orderBy('c.serial')
      .orderBy('l.rate_bp')
      .execute();
  }
}
