/**
 * The numbers of tax documents (decision 040): a prefix, the financial year's code and a serial,
 * consecutive within the financial year and never reused (the server allocates the serial in the
 * transaction that writes the document: modules/tax-documents). GST rule 46 allows at most 16
 * characters of letters, digits, '-' and '/':
 *
 *   invoice      <prefix>/<fyCode>/<serial>     PUS/2627/1
 *   credit note  <prefix>/<fyCode>/C<serial>    PUS/2627/C1     (a series of its own)
 *
 * The prefix is 1 to 3 capital letters or digits, the code four digits ('2627'), the serial 1 to
 * 999999: at most 16 characters, checked all the same.
 */

export const documentSeries = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof documentSeries)[number];

/** GST rule 46(b): a document number has at most 16 characters. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
export const MAX_DOCUMENT_SERIAL = 999_999;
export const DOCUMENT_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;
const FY_CODE_PATTERN = /^\d{4}$/;

export function formatDocumentNumber(prefix: string, fyCode: string, serial: number, series: DocumentSeries): string {
  if (!DOCUMENT_PREFIX_PATTERN.test(prefix))
    throw new RangeError(`A document prefix is 1 to 3 capital letters or digits, not '${prefix}'`);
  if (!FY_CODE_PATTERN.test(fyCode)) throw new RangeError(`A financial year's code is four digits, not '${fyCode}'`);
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_DOCUMENT_SERIAL)
    throw new RangeError(`A document serial is 1 to ${MAX_DOCUMENT_SERIAL}, not ${serial}`);
  if (series !== 'invoice' && series !== 'credit_note')
    throw new RangeError(`A document series is invoice or credit_note, not ${String(series)}`);
  const number = `${prefix}/${fyCode}/${series === 'credit_note' ? 'C' : ''}${serial}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH)
    throw new RangeError(`A document number has at most ${MAX_DOCUMENT_NUMBER_LENGTH} characters: ${number}`);
  return number;
}
