/**
 * The seller's monthly tax report (issue 35 item 6, decision 041): GET /api/getTaxReport for
 * admins. Intra-state, inter-state, an 18 % book and an export are bought and one line refunded;
 * the report's rows are the invoices' and credit notes' lines by place of supply and rate, its sums
 * are those of the month's documents, its registers name their first and last numbers, an IST
 * month decides which documents are in it, and the CSV says the same.
 */
import { apiPaths, taxApiPaths } from '../../../shared/api-paths';
import type { TaxReport } from '../../../shared/contract/tax-report.contract';
import { financialYearOf, istMonthOf } from '../../../shared/financial-year';
import { paiseToAmountString } from '../../../shared/money';
import { taxTexts } from '../../../shared/tax-texts';
import { registerAndLogin } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { webhooksDelivered } from '../../testing/shopping';
import { DELHI, KARNATAKA, SELLER, taxShopping } from '../../testing/tax-shopping';

jest.setTimeout(60_000);

let a: AdminTestApp;
let t: TestApp;
beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
});
afterAll(async () => {
  await t.close();
});

const { saveSettings, shopperWithCart, buy } = taxShopping(() => a);

const OUTSIDE = { BillingName: 'John Smith', State: 'Outside India', PinCode: '' };

const getReport = (query: string, headers: Record<string, string> = a.adminHeaders) =>
  t.app.inject({ method: 'GET', url: `${taxApiPaths.getTaxReport}?${query}`, headers });
async function reportOf(month: string): Promise<TaxReport> {
  const response = await getReport(`Month=${month}`);
  expect(response.statusCode).toBe(202);
  return response.json<TaxReport>();
}

const invoiceOf = (orderId: number) =>
  t.db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const setIssuedAt = (orderId: number, issuedAt: string) =>
  t.db.updateTable('tax_invoices').set({ issued_at: issuedAt }).where('order_id', '=', orderId).execute();
const rupees = (paise: number) => paise / 100;
const toPaise = (rupeeAmount: number) => Math.round(rupeeAmount * 100);

/** The documents of an IST month as the tables hold them, picked by the date, not by text. */
async function documentsOf(month: string) {
  const inMonth = (row: { issued_at: string }) => istMonthOf(new Date(row.issued_at)) === month;
  const invoices = (await t.db.selectFrom('tax_invoices').selectAll().execute()).filter(inMonth);
  const creditNotes = (await t.db.selectFrom('credit_notes').selectAll().execute()).filter(inMonth);
  const invoiceLines = await t.db
    .selectFrom('tax_invoice_lines')
    .selectAll()
    .where(
      'invoice_id',
      'in',
      invoices.map((invoice) => invoice.id),
    )
    .execute();
  return { invoices, creditNotes, invoiceLines };
}

type Amounts = { taxable_paise: number; igst_paise: number; cgst_paise: number; sgst_paise: number };
const sumOf = (rows: readonly Amounts[]) =>
  rows.reduce(
    (sum, row) => ({
      TaxableValue: sum.TaxableValue + row.taxable_paise,
      Igst: sum.Igst + row.igst_paise,
      Cgst: sum.Cgst + row.cgst_paise,
      Sgst: sum.Sgst + row.sgst_paise,
    }),
    { TaxableValue: 0, Igst: 0, Cgst: 0, Sgst: 0 },
  );
/** A report's rows (or register) in paise, for exact comparison. */
const inPaise = (row: { TaxableValue: number; Igst: number; Cgst: number; Sgst: number }) => ({
  TaxableValue: toPaise(row.TaxableValue),
  Igst: toPaise(row.Igst),
  Cgst: toPaise(row.Cgst),
  Sgst: toPaise(row.Sgst),
});
/** A report's row back in the tables' terms. */
const toRow = (row: { TaxableValue: number; Igst: number; Cgst: number; Sgst: number }): Amounts => {
  const paise = inPaise(row);
  return { taxable_paise: paise.TaxableValue, igst_paise: paise.Igst, cgst_paise: paise.Cgst, sgst_paise: paise.Sgst };
};

const month = () => istMonthOf(t.clock.now());
const orders = { local: 0, distant: 0, mixed: 0, exported: 0, early: 0, late: 0 };
let refundedBookId = 0;

describe('with tax invoices and a credit note issued', () => {
  beforeAll(async () => {
    await saveSettings(SELLER);
    orders.local = (await buy(await shopperWithCart(2), KARNATAKA)).order_number;
    orders.distant = (await buy(await shopperWithCart(2), DELHI)).order_number;
    // One of the two books at 18 %: the invoice has a line at each rate.
    const mixedBuyer = await shopperWithCart(2);
    const [eighteen] = await t.db
      .selectFrom('cart_items')
      .select('book_id')
      .where('user_id', '=', Number(mixedBuyer.session.UserId))
      .orderBy('book_id')
      .execute();
    await t.db.updateTable('books').set({ gst_rate_bp: 1800 }).where('id', '=', eighteen!.book_id).execute();
    orders.mixed = (await buy(mixedBuyer, KARNATAKA)).order_number;
    await saveSettings({ ExportOfServices: true });
    orders.exported = (await buy(await shopperWithCart(1), OUTSIDE)).order_number;
    await saveSettings({ ExportOfServices: false });
    // Issued at the first instant of the month in India (00:00 IST is 18:30 UTC the day before),
    // and at 00:30 IST on the next month's first day (19:00 UTC on this month's last day).
    orders.early = (await buy(await shopperWithCart(1), KARNATAKA)).order_number;
    orders.late = (await buy(await shopperWithCart(1), DELHI)).order_number;
    await setIssuedAt(orders.early, '2025-05-31T18:30:00.000Z');
    await setIssuedAt(orders.late, '2025-06-30T19:00:00.000Z');

    // One line of the inter-state order refunded: a credit note.
    const [line] = await t.db
      .selectFrom('tax_invoice_lines')
      .select('book_id')
      .where('invoice_id', '=', (await invoiceOf(orders.distant)).id)
      .orderBy('id')
      .execute();
    refundedBookId = line!.book_id;
    const refunded = await t.app.inject({
      method: 'POST',
      url: apiPaths.refundOrder,
      payload: { OrderId: orders.distant, BookIds: [refundedBookId] },
      headers: a.adminHeaders,
    });
    expect(refunded.statusCode).toBe(202);
    await webhooksDelivered(t.app);
  });

  test('the test runs in June 2025, IST', () => {
    expect(month()).toBe('2025-06');
  });

  test('B2C: the invoice lines by place of supply and rate, exports on their own row without tax', async () => {
    const report = await reportOf(month());
    expect(report.Month).toBe('2025-06');
    expect(report.B2c.map((row) => [row.PlaceOfSupply, row.Rate])).toEqual([
      ['Delhi', 5],
      ['Karnataka', 5],
      ['Karnataka', 18],
      ['Outside India', 0],
    ]);
    const [delhi, karnataka, karnataka18, outside] = report.B2c;
    // Inter-state IGST; intra-state CGST + SGST; an export no tax at all.
    expect(delhi).toMatchObject({ Cgst: 0, Sgst: 0 });
    expect(delhi!.Igst).toBeGreaterThan(0);
    for (const row of [karnataka!, karnataka18!]) {
      expect(row.Igst).toBe(0);
      expect(row.Cgst).toBeGreaterThan(0);
      expect(row.Sgst).toBeGreaterThan(0);
    }
    expect(outside).toMatchObject({ Igst: 0, Cgst: 0, Sgst: 0 });
    expect(outside!.TaxableValue).toBeGreaterThan(0);

    // Each row is the sum of the month's invoice lines of its state and rate, to the paisa.
    const { invoices, invoiceLines } = await documentsOf(month());
    const stateOf = new Map(invoices.map((invoice) => [invoice.id, invoice.recipient_state]));
    for (const row of report.B2c) {
      const lines = invoiceLines.filter(
        (line) => stateOf.get(line.invoice_id) === row.PlaceOfSupply && line.rate_bp === row.Rate * 100,
      );
      expect(lines.length).toBeGreaterThan(0);
      expect(inPaise(row)).toEqual(sumOf(lines));
    }
    // The 18 % row is the overridden book's line: 18/118 of its price is tax.
    const line18 = invoiceLines.find((line) => line.rate_bp === 1800)!;
    expect(toPaise(karnataka18!.Cgst + karnataka18!.Sgst)).toBe(line18.cgst_paise + line18.sgst_paise);
    expect(line18.cgst_paise + line18.sgst_paise).toBe(Math.round((line18.price_paise * 18) / 118));
  });

  test('the sums of the report are the sums of the documents of the month; the registers run first to last', async () => {
    const report = await reportOf(month());
    const { invoices, creditNotes } = await documentsOf(month());
    const invoiceSums = sumOf(invoices);
    const creditSums = sumOf(creditNotes);

    // The B2C rows add up to the invoices, the credit note rows to the credit notes.
    expect(sumOf(report.B2c.map(toRow))).toEqual(invoiceSums);
    expect(sumOf(report.CreditNotes.map(toRow))).toEqual(creditSums);
    expect(inPaise(report.InvoiceRegister)).toEqual(invoiceSums);
    expect(inPaise(report.CreditNoteRegister)).toEqual(creditSums);
    const invoiceTotal = invoices.reduce((sum, invoice) => sum + invoice.total_paise, 0);
    const creditTotal = creditNotes.reduce((sum, note) => sum + note.total_paise, 0);
    expect(toPaise(report.InvoiceRegister.Total)).toBe(invoiceTotal);
    expect(toPaise(report.CreditNoteRegister.Total)).toBe(creditTotal);
    expect(inPaise(report.Net)).toEqual({
      TaxableValue: invoiceSums.TaxableValue - creditSums.TaxableValue,
      Igst: invoiceSums.Igst - creditSums.Igst,
      Cgst: invoiceSums.Cgst - creditSums.Cgst,
      Sgst: invoiceSums.Sgst - creditSums.Sgst,
    });
    expect(toPaise(report.Net.Total)).toBe(invoiceTotal - creditTotal);

    // Registers: the month's invoices are the five bought in June (the late one is July's).
    const fy = financialYearOf(t.clock.now()).code;
    const bySerial = [...invoices].sort((x, y) => x.serial - y.serial);
    expect(invoices.map((invoice) => invoice.order_id).sort((x, y) => x - y)).toEqual(
      [orders.local, orders.distant, orders.mixed, orders.exported, orders.early].sort((x, y) => x - y),
    );
    expect(report.InvoiceRegister).toMatchObject({
      First: `PK/${fy}/1`,
      Last: bySerial.at(-1)!.number,
      Count: 5,
    });
    expect(bySerial.at(-1)!.order_id).toBe(orders.early);
    const [note] = creditNotes;
    expect(report.CreditNoteRegister).toMatchObject({ First: `PK/${fy}/C1`, Last: `PK/${fy}/C1`, Count: 1 });
    expect(note!.number).toBe(`PK/${fy}/C1`);
  });

  test('credit notes: the refunded line by the invoice state and its rate, reversed amounts as positive numbers', async () => {
    const report = await reportOf(month());
    const line = await t.db
      .selectFrom('credit_note_lines')
      .selectAll()
      .where('book_id', '=', refundedBookId)
      .executeTakeFirstOrThrow();
    expect(report.CreditNotes).toEqual([
      {
        PlaceOfSupply: 'Delhi',
        Rate: 5,
        TaxableValue: rupees(line.taxable_paise),
        Igst: rupees(line.igst_paise),
        Cgst: 0,
        Sgst: 0,
      },
    ]);
    expect(line.igst_paise).toBeGreaterThan(0);
    expect(report.CreditNoteRegister.Total).toBe(rupees(line.price_paise));
  });

  test("an IST month: 00:00 IST on the 1st is in, 00:30 IST on the next month's 1st is the next month's", async () => {
    const june = await reportOf('2025-06');
    const july = await reportOf('2025-07');
    const may = await reportOf('2025-05');
    const late = await invoiceOf(orders.late);
    const early = await invoiceOf(orders.early);
    expect(july.InvoiceRegister).toMatchObject({ First: late.number, Last: late.number, Count: 1 });
    expect(july.B2c).toEqual([
      {
        PlaceOfSupply: 'Delhi',
        Rate: 5,
        TaxableValue: rupees(late.taxable_paise),
        Igst: rupees(late.igst_paise),
        Cgst: 0,
        Sgst: 0,
      },
    ]);
    expect(june.InvoiceRegister.Last).toBe(early.number);
    expect(june.InvoiceRegister.Count).toBe(5);
    expect(may).toEqual({
      Month: '2025-05',
      B2c: [],
      CreditNotes: [],
      InvoiceRegister: { First: null, Last: null, Count: 0, TaxableValue: 0, Igst: 0, Cgst: 0, Sgst: 0, Total: 0 },
      CreditNoteRegister: { First: null, Last: null, Count: 0, TaxableValue: 0, Igst: 0, Cgst: 0, Sgst: 0, Total: 0 },
      Net: { TaxableValue: 0, Igst: 0, Cgst: 0, Sgst: 0, Total: 0 },
    });
  });

  test('Format=csv: the same report as one CSV table with a Section column, as an attachment', async () => {
    const report = await reportOf(month());
    const response = await getReport(`Month=${month()}&Format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tax-report-2025-06.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.endsWith('\r\n')).toBe(true);
    const records = response.body.slice(0, -2).split('\r\n');
    const money = (amount: number) => paiseToAmountString(toPaise(amount));
    const amounts = (row: { TaxableValue: number; Igst: number; Cgst: number; Sgst: number }) =>
      [row.TaxableValue, row.Igst, row.Cgst, row.Sgst].map(money).join(',');
    const register = (label: string, row: TaxReport['InvoiceRegister']) =>
      `2025-06,Register,,,${label},${row.First ?? ''},${row.Last ?? ''},${row.Count},${amounts(row)},${money(row.Total)}`;
    expect(records).toEqual([
      'Month,Section,Place of supply,Rate (%),Document,First number,Last number,Count,Taxable value,IGST,CGST,SGST,Total',
      ...report.B2c.map((row) => `2025-06,B2C,${row.PlaceOfSupply},${row.Rate},,,,,${amounts(row)},`),
      ...report.CreditNotes.map((row) => `2025-06,Credit notes,${row.PlaceOfSupply},${row.Rate},,,,,${amounts(row)},`),
      register(taxTexts.invoicesRegister, report.InvoiceRegister),
      register(taxTexts.creditNotesRegister, report.CreditNoteRegister),
      `2025-06,Net,,,${taxTexts.net},,,,${amounts(report.Net)},${money(report.Net.Total)}`,
    ]);
    expect(records).toContain('2025-06,B2C,Karnataka,18,,,,,' + amounts(report.B2c[2]!) + ',');
    for (const record of records) expect(record.split(',')).toHaveLength(13);
  });
});

describe('refusals', () => {
  test.each([
    ['a month 13', 'Month=2025-13', 'Month'],
    ['a month 00', 'Month=2025-00', 'Month'],
    ['a one-digit month', 'Month=2025-6', 'Month'],
    ['a date', 'Month=2025-06-01', 'Month'],
    ['words', 'Month=june', 'Month'],
    ['no month', 'Format=json', 'Month'],
    ['two months', 'Month=2025-06&Month=2025-07', 'Month'],
  ])('%s: 400 naming Month', async (_name, query, field) => {
    const response = await getReport(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: `Invalid query parameter '${field}': ${taxTexts.reportMonthRule}` });
  });

  test('a format other than json or csv: 400 naming Format; an unknown parameter: 400', async () => {
    const xml = await getReport('Month=2025-06&Format=xml');
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toEqual({ Message: `Invalid query parameter 'Format': ${taxTexts.reportFormatRule}` });
    const extra = await getReport('Month=2025-06&State=Delhi');
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ Message: "Unknown query parameter 'State'" });
  });

  test('a shopper: 403; nobody logged in: 401; both {Message}', async () => {
    const shopper = await registerAndLogin(t.app);
    const forbidden = await getReport('Month=2025-06', shopper.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ Message: expect.any(String) });
    const csv = await getReport('Month=2025-06&Format=csv', shopper.headers);
    expect(csv.statusCode).toBe(403);
    expect(csv.body).not.toContain('Register');
    const anonymous = await getReport('Month=2025-06', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Message: expect.any(String) });
  });
});
