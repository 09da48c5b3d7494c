import { formatDocumentNumber, MAX_DOCUMENT_NUMBER_LENGTH } from './tax-document-numbers';

describe('formatDocumentNumber', () => {
  test('an invoice is prefix/year/serial; a credit note has a series of its own, marked C', () => {
    expect(formatDocumentNumber('PUS', '2627', 1, 'invoice')).toBe('PUS/2627/1');
    expect(formatDocumentNumber('PUS', '2627', 1, 'credit_note')).toBe('PUS/2627/C1');
    expect(formatDocumentNumber('P', '9900', 42, 'invoice')).toBe('P/9900/42');
    expect(formatDocumentNumber('A1', '0001', 7, 'credit_note')).toBe('A1/0001/C7');
  });

  test('the longest numbers fit GST rule 46: at most 16 characters', () => {
    const invoice = formatDocumentNumber('PUS', '2627', 999_999, 'invoice');
    const creditNote = formatDocumentNumber('PUS', '2627', 999_999, 'credit_note');
    expect(invoice).toBe('PUS/2627/999999');
    expect(creditNote).toBe('PUS/2627/C999999');
    expect(creditNote).toHaveLength(MAX_DOCUMENT_NUMBER_LENGTH);
    expect(invoice).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
  });

  test('refuses a bad prefix, year code, serial or series', () => {
    for (const prefix of ['', 'PUST', 'pus', 'P-S', 'P/', 'पु'])
      expect(() => formatDocumentNumber(prefix, '2627', 1, 'invoice')).toThrow(RangeError);
    for (const code of ['26-27', '262', '26270', 'abcd'])
      expect(() => formatDocumentNumber('PUS', code, 1, 'invoice')).toThrow(RangeError);
    for (const serial of [0, -1, 1.5, 1_000_000, Number.NaN])
      expect(() => formatDocumentNumber('PUS', '2627', serial, 'invoice')).toThrow(RangeError);
    expect(() => formatDocumentNumber('PUS', '2627', 1, 'debit_note' as 'invoice')).toThrow(RangeError);
  });
});
