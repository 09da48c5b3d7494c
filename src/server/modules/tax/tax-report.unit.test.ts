/**
 * The monthly tax report's arithmetic and its CSV, without a database: a document with lines at
 * two rates counts once in its register, registers run in (financial year, serial) order, sums
 * stay in paise, and CSV fields are quoted and guarded against formulas (text only, not numbers).
 */
import { csvField, taxReportCsv } from './tax-report-csv';
import type { IssuedDocumentRate } from './tax-report.repository';
import { monthlyTaxReport, registerOf, summaryOf, taxReportJson } from './tax-report.service';

function documentRate(overrides: Partial<IssuedDocumentRate>): IssuedDocumentRate {
  return {
    id: 1,
    number: 'PK/2627/1',
    financial_year: '2627',
    serial: 1,
    recipient_state: 'Karnataka',
    taxable_paise: 0,
    cgst_paise: 0,
    sgst_paise: 0,
    igst_paise: 0,
    total_paise: 0,
    rate_bp: 500,
    line_taxable_paise: 0,
    line_cgst_paise: 0,
    line_sgst_paise: 0,
    line_igst_paise: 0,
    ...overrides,
  };
}

// An intra-state invoice with a 5 % line (₹105) and an 18 % line (₹118), and an export.
const mixed = { id: 7, number: 'PK/2627/12', serial: 12, taxable_paise: 20_000, total_paise: 22_300 };
const rows: IssuedDocumentRate[] = [
  documentRate({
    ...mixed,
    cgst_paise: 1150,
    sgst_paise: 1150,
    rate_bp: 500,
    line_taxable_paise: 10_000,
    line_cgst_paise: 250,
    line_sgst_paise: 250,
  }),
  documentRate({
    ...mixed,
    cgst_paise: 1150,
    sgst_paise: 1150,
    rate_bp: 1800,
    line_taxable_paise: 10_000,
    line_cgst_paise: 900,
    line_sgst_paise: 900,
  }),
  documentRate({
    id: 3,
    number: 'PK/2627/9',
    serial: 9,
    recipient_state: 'Outside India',
    taxable_paise: 9999,
    total_paise: 9999,
    rate_bp: 0,
    // PostgreSQL's SUM may come as text.
    line_taxable_paise: '9999',
  }),
];

describe('summaryOf and registerOf', () => {
  test('lines by place of supply and rate, exports last; each document once in its register, in serial order', () => {
    expect(summaryOf(rows)).toEqual([
      { placeOfSupply: 'Karnataka', rateBp: 500, taxablePaise: 10_000, igstPaise: 0, cgstPaise: 250, sgstPaise: 250 },
      { placeOfSupply: 'Karnataka', rateBp: 1800, taxablePaise: 10_000, igstPaise: 0, cgstPaise: 900, sgstPaise: 900 },
      { placeOfSupply: 'Outside India', rateBp: 0, taxablePaise: 9999, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 },
    ]);
    expect(registerOf(rows)).toEqual({
      first: 'PK/2627/9',
      last: 'PK/2627/12',
      count: 2,
      taxablePaise: 29_999,
      igstPaise: 0,
      cgstPaise: 1150,
      sgstPaise: 1150,
      totalPaise: 32_299,
    });
  });

  test('the financial year orders before the serial; a document without lines is counted, not summarised', () => {
    const register = registerOf([
      documentRate({ id: 1, number: 'PK/2627/1', financial_year: '2627', serial: 1 }),
      documentRate({ id: 2, number: 'PK/2526/40', financial_year: '2526', serial: 40, rate_bp: null }),
    ]);
    expect(register).toMatchObject({ first: 'PK/2526/40', last: 'PK/2627/1', count: 2 });
    expect(summaryOf([documentRate({ rate_bp: null, line_taxable_paise: null })])).toEqual([]);
  });

  test('rupees only in the JSON: 5 % as 5, paise as two decimals, the net below zero when more was credited', () => {
    const credit = documentRate({
      id: 9,
      number: 'PK/2627/C1',
      serial: 1,
      taxable_paise: 40_000,
      total_paise: 42_000,
      cgst_paise: 1000,
      sgst_paise: 1000,
      line_taxable_paise: 40_000,
      line_cgst_paise: 1000,
      line_sgst_paise: 1000,
    });
    const json = taxReportJson(monthlyTaxReport('2026-11', rows, [credit]));
    expect(json.B2c[0]).toEqual({
      PlaceOfSupply: 'Karnataka',
      Rate: 5,
      TaxableValue: 100,
      Igst: 0,
      Cgst: 2.5,
      Sgst: 2.5,
    });
    expect(json.B2c[2]!.TaxableValue).toBe(99.99);
    expect(json.CreditNotes).toEqual([
      { PlaceOfSupply: 'Karnataka', Rate: 5, TaxableValue: 400, Igst: 0, Cgst: 10, Sgst: 10 },
    ]);
    expect(json.Net).toEqual({ TaxableValue: -100.01, Igst: 0, Cgst: 1.5, Sgst: 1.5, Total: -97.01 });
  });
});

describe('the CSV', () => {
  test('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField({ text: 'Karnataka' })).toBe('Karnataka');
    expect(csvField({ text: 'Daman, Diu' })).toBe('"Daman, Diu"');
    expect(csvField({ text: 'the "best" state' })).toBe('"the ""best"" state"');
    expect(csvField({ text: 'two\r\nlines' })).toBe('"two\r\nlines"');
    expect(csvField(null)).toBe('');
  });

  test.each(['=1+1', '+91', '-2', '@SUM(A1)', '\tx'])('keeps text starting %j as text, with an apostrophe', (text) => {
    expect(csvField({ text })).toBe(`'${text}`);
  });

  test('leaves numbers alone, a negative one too', () => {
    expect(csvField({ number: '-97.01' })).toBe('-97.01');
    expect(csvField({ text: '=HYPERLINK("x")' })).toBe(`"'=HYPERLINK(""x"")"`);
  });

  test('an empty month: the header, both registers at zero and the net; every record of 13 fields, CRLF', () => {
    const csv = taxReportCsv(monthlyTaxReport('2026-11', [], []));
    expect(csv.split('\r\n')).toEqual([
      'Month,Section,Place of supply,Rate (%),Document,First number,Last number,Count,Taxable value,IGST,CGST,SGST,Total',
      '2026-11,Register,,,Tax invoices,,,0,0.00,0.00,0.00,0.00,0.00',
      '2026-11,Register,,,Credit notes,,,0,0.00,0.00,0.00,0.00,0.00',
      '2026-11,Net,,,Net (invoices less credit notes),,,,0.00,0.00,0.00,0.00,0.00',
      '',
    ]);
  });

  test('the rows of a month: rates in percent, amounts from paise, the net negative as a number', () => {
    const credit = documentRate({ id: 9, number: 'PK/2627/C1', taxable_paise: 40_000, total_paise: 42_000 });
    const records = taxReportCsv(monthlyTaxReport('2026-11', rows, [credit])).split('\r\n');
    expect(records).toContain('2026-11,B2C,Karnataka,18,,,,,100.00,0.00,9.00,9.00,');
    expect(records).toContain('2026-11,B2C,Outside India,0,,,,,99.99,0.00,0.00,0.00,');
    expect(records).toContain('2026-11,Register,,,Tax invoices,PK/2627/9,PK/2627/12,2,299.99,0.00,11.50,11.50,322.99');
    expect(records).toContain('2026-11,Net,,,Net (invoices less credit notes),,,,-100.01,0.00,11.50,11.50,-97.01');
  });
});
