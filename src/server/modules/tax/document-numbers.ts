/**
 * A tax document's number, taken in the transaction that writes the document (decision 040):
 * the financial year of the moment of issue (Asia/Kolkata), the next serial of its series in that
 * year, and the number as printed. Issuing an invoice at settlement calls this with the settling
 * transaction's repositories; if that transaction does not commit, the serial is given back.
 */
import { financialYearOf, type FinancialYear } from '../../../shared/financial-year';
import { formatDocumentNumber, type DocumentSeries } from '../../../shared/tax-document-numbers';
import type { TransactionRepositories } from '../../db/unit-of-work';

export interface AllocatedDocumentNumber {
  /** As printed: 'PUS/2627/1', 'PUS/2627/C1'. */
  number: string;
  serial: number;
  financialYear: FinancialYear;
}

export async function allocateDocumentNumber(
  repos: TransactionRepositories,
  request: { series: DocumentSeries; prefix: string; issuedAt: Date },
): Promise<AllocatedDocumentNumber> {
  const financialYear = financialYearOf(request.issuedAt);
  const serial = await repos.documentSeries.allocate(request.series, financialYear.code);
  // Throws past serial 999999 (or for a bad prefix), and the transaction gives the serial back.
  const number = formatDocumentNumber(request.prefix, financialYear.code, serial, request.series);
  return { number, serial, financialYear };
}
