/**
 * The serials of tax documents (table document_series, migration 022; decision 040). A serial is
 * taken with one upsert in the transaction that writes the document:
 *
 *   insert ... values (series, year, 2)                  the first document of the year takes 1
 *   on conflict (series, financial_year)
 *   do update set next_serial = next_serial + 1         any later one takes the next
 *   returning next_serial - 1
 *
 * The upsert's write locks the row until the transaction ends: on PostgreSQL a concurrent
 * transaction (any process) waits on it and then reads the committed value, or inserts the first
 * row after an aborted one; on SQLite writes are serialized already. A rollback or a crash undoes
 * the increment with the document, so serials are consecutive within a series and year, never
 * reused and never skipped.
 */
import { sql } from 'kysely';
import type { DocumentSeries } from '../../../shared/tax-document-numbers';
import type { Db } from '../../db/create-database';
import type { InTransaction } from '../../db/unit-of-work';

export class DocumentSeriesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the next serial of `series` in the financial year `fyCode` (1 for the first). Only on a
   * transaction's repositories (the `this` type refuses uow.repos): the serial belongs to the
   * transaction that writes the document, and is given back if it does not commit.
   */
  async allocate(
    this: InTransaction<DocumentSeriesRepository>,
    series: DocumentSeries,
    fyCode: string,
  ): Promise<number> {
    const row = await this.db
      .insertInto('document_series')
      .values({ series, financial_year: fyCode, next_serial: 2 })
      .onConflict((conflict) =>
        conflict
          .columns(['series', 'financial_year'])
          .doUpdateSet({ next_serial: sql<number>`document_series.next_serial + 1` }),
      )
      .returning(sql<number>`next_serial - 1`.as('serial'))
      .executeTakeFirstOrThrow();
    return Number(row.serial);
  }

  /** How many serials of `series` the year `fyCode` has given out (committed ones, as this executor sees them). */
  async issuedCount(series: DocumentSeries, fyCode: string): Promise<number> {
    const row = await this.db
      .selectFrom('document_series')
      .select('next_serial')
      .where('series', '=', series)
      .where('financial_year', '=', fyCode)
      .executeTakeFirst();
    return row ? Number(row.next_serial) - 1 : 0;
  }
}
