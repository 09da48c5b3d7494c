/**
 * Credit notes and their lines (tables credit_notes, credit_note_lines of migration 026; Kysely
 * only). A credit note is written in the transaction that records its refund (credit-notes.ts),
 * once: refund_id is unique.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-database';
import type { CreditNoteLinesTable, CreditNotesTable } from '../../db/database';

export type NewCreditNote = Insertable<CreditNotesTable>;
export type NewCreditNoteLine = Omit<Insertable<CreditNoteLinesTable>, 'credit_note_id'>;

export class CreditNotesRepository {
  constructor(private readonly db: Db) {}

  /** The credit note and its lines; answers the credit note's id. */
  async insert(note: NewCreditNote, lines: readonly NewCreditNoteLine[]): Promise<number> {
    const row = await this.db.insertInto('credit_notes').values(note).returning('id').executeTakeFirstOrThrow();
    if (lines.length > 0)
      await this.db
        .insertInto('credit_note_lines')
        .values(lines.map((line) => ({ ...line, credit_note_id: row.id })))
        .execute();
    return row.id;
  }

  ofRefund(refundId: number) {
    return this.db.selectFrom('credit_notes').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
  }

  linesOf(creditNoteId: number) {
    return this.db
      .selectFrom('credit_note_lines')
      .selectAll()
      .where('credit_note_id', '=', creditNoteId)
      .orderBy('id')
      .execute();
  }

  /** The credit note numbers of these orders' refunds (those that have one). */
  numbersOf(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('credit_notes')
      .select(['refund_id', 'number'])
      .where('order_id', 'in', orderIds)
      .execute();
  }
}
