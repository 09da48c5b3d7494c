/**
 * Credit notes for refunds (issue 35 item 5, decision 041): a refund of lines of an invoiced order
 * issues one, in its own consecutive series, each line reversing its invoice line's taxes; none
 * without an invoice; never two for one refund however often the provider reports it; its PDF for
 * the buyer and admins only; My Orders, admin Orders and the refund notice name it.
 */
import { apiPaths, taxApiPaths } from '../../../shared/api-paths';
import type { AdminOrdersResponse, OrdersResponse } from '../../../shared/contract/orders.contract';
import { financialYearOf } from '../../../shared/financial-year';
import { taxTexts } from '../../../shared/tax-texts';
import { post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { pdfText } from '../../testing/pdf-text';
import { webhooksDelivered } from '../../testing/shopping';
import { KARNATAKA, SELLER, taxShopping } from '../../testing/tax-shopping';

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

const refundLines = (orderId: number, bookIds?: number[]) =>
  post(
    t.app,
    apiPaths.refundOrder,
    { OrderId: orderId, ...(bookIds && { BookIds: bookIds }) },
    {
      headers: a.adminHeaders,
    },
  );
const invoiceOf = (orderId: number) =>
  t.db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const invoiceLines = (invoiceId: number) =>
  t.db.selectFrom('tax_invoice_lines').selectAll().where('invoice_id', '=', invoiceId).orderBy('id').execute();
const creditNotesOf = (orderId: number) =>
  t.db.selectFrom('credit_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const creditNoteLines = (creditNoteId: number) =>
  t.db.selectFrom('credit_note_lines').selectAll().where('credit_note_id', '=', creditNoteId).orderBy('id').execute();
const refundsOf = (orderId: number) =>
  t.db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const ordersOf = async (user: LoggedInUser) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.getOrders, headers: user.headers })).json<OrdersResponse>().Orders;
const adminOrder = async (orderId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `${apiPaths.getAdminOrders}?q=${orderId}`, headers: a.adminHeaders })
  ).json<AdminOrdersResponse>().Orders[0]!;
const getCreditNote = (refundId: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${taxApiPaths.getCreditNote}?RefundId=${refundId}`, headers });
const serialsIn = async (table: 'tax_invoices' | 'credit_notes') =>
  (
    await t.db
      .selectFrom(table)
      .select('serial')
      .where('financial_year', '=', financialYearOf(t.clock.now()).code)
      .execute()
  ).length;

describe('an order paid while the store issued no tax invoices', () => {
  test('a refund gets no credit note: CreditNoteNumber null, getCreditNote 404', async () => {
    const buyer = await shopperWithCart(1);
    const { order_number: orderId } = await buy(buyer);
    expect((await refundLines(orderId)).statusCode).toBe(202);
    await webhooksDelivered(t.app);
    expect(await creditNotesOf(orderId)).toEqual([]);
    const [refund] = await refundsOf(orderId);
    const mine = (await ordersOf(buyer)).find((order) => order.OrderId === orderId)!;
    expect(mine.Refunds).toEqual([
      { RefundId: refund!.id, Amount: refund!.amount_paise, CreatedAt: refund!.created_at, CreditNoteNumber: null },
    ]);
    const response = await getCreditNote(refund!.id, buyer.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: taxTexts.noCreditNote });
  });
});

describe('with the tax settings complete', () => {
  beforeAll(async () => {
    await saveSettings(SELLER);
  });

  test('refunds of the lines of an intra-state invoice: C1 then C2, each line reversing its invoice line', async () => {
    const fy = financialYearOf(t.clock.now()).code;
    const notesBefore = await serialsIn('credit_notes');
    const buyer = await shopperWithCart(2);
    const { order_number: orderId } = await buy(buyer, KARNATAKA);
    const invoice = await invoiceOf(orderId);
    const [firstLine, secondLine] = await invoiceLines(invoice.id);
    const invoicesBefore = await serialsIn('tax_invoices');

    // A partial refund: one line of two.
    expect((await refundLines(orderId, [firstLine!.book_id])).statusCode).toBe(202);
    await webhooksDelivered(t.app);
    const [first] = await creditNotesOf(orderId);
    const [refund] = await refundsOf(orderId);
    expect(first).toMatchObject({
      refund_id: refund!.id,
      invoice_id: invoice.id,
      number: `PK/${fy}/C${notesBefore + 1}`,
      serial: notesBefore + 1,
      financial_year: fy,
      taxable_paise: firstLine!.taxable_paise,
      cgst_paise: firstLine!.cgst_paise,
      sgst_paise: firstLine!.sgst_paise,
      igst_paise: 0,
      total_paise: refund!.amount_paise,
    });
    expect(refund!.amount_paise).toBe(firstLine!.price_paise);
    expect(firstLine!.cgst_paise).toBeGreaterThan(0);
    const [creditedLine, ...more] = await creditNoteLines(first!.id);
    expect(more).toEqual([]);
    expect(creditedLine).toMatchObject({
      book_id: firstLine!.book_id,
      title: firstLine!.title,
      sac: firstLine!.sac,
      rate_bp: firstLine!.rate_bp,
      price_paise: firstLine!.price_paise,
      taxable_paise: firstLine!.taxable_paise,
      cgst_paise: firstLine!.cgst_paise,
      sgst_paise: firstLine!.sgst_paise,
      igst_paise: 0,
    });

    // The refund notice names it (the outbox has no attachments: My Orders has the PDF).
    const notice = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('subject', 'like', `%refund%order ${orderId}`)
      .executeTakeFirstOrThrow();
    expect(notice.text_body).toContain(`Credit note ${first!.number}`);
    expect(notice.text_body).toContain('Download credit note');

    // The other line: the next number of the credit notes' own series; the invoices' is untouched.
    expect((await refundLines(orderId, [secondLine!.book_id])).statusCode).toBe(202);
    await webhooksDelivered(t.app);
    const notes = await creditNotesOf(orderId);
    expect(notes.map((note) => note.number)).toEqual([`PK/${fy}/C${notesBefore + 1}`, `PK/${fy}/C${notesBefore + 2}`]);
    expect(notes[1]).toMatchObject({ taxable_paise: secondLine!.taxable_paise, total_paise: secondLine!.price_paise });
    expect(notes[0]!.total_paise + notes[1]!.total_paise).toBe(invoice.total_paise);
    expect(notes[0]!.cgst_paise + notes[1]!.cgst_paise).toBe(invoice.cgst_paise);
    expect(await serialsIn('tax_invoices')).toBe(invoicesBefore);
    const next = await buy(await shopperWithCart(1), KARNATAKA);
    expect((await invoiceOf(next.order_number)).number).toBe(`PK/${fy}/${invoicesBefore + 1}`);

    // My Orders and the admins' Orders carry each refund's id and credit note number.
    const refunds = await refundsOf(orderId);
    const expected = refunds.map((row, index) =>
      expect.objectContaining({ RefundId: row.id, Amount: row.amount_paise, CreditNoteNumber: notes[index]!.number }),
    );
    expect((await ordersOf(buyer)).find((order) => order.OrderId === orderId)!.Refunds).toEqual(expected);
    const admin = await adminOrder(orderId);
    expect(admin.Refunds).toEqual(expected);
    expect(admin.Refunds[0]).toMatchObject({ Reason: 'admin', BookIds: [firstLine!.book_id] });
  });

  test('the provider reporting a refund twice, or the webhook of a refund the store made, issues one credit note', async () => {
    const buyer = await shopperWithCart(2);
    const { order_number: orderId, payment } = await buy(buyer, KARNATAKA);
    const [line] = await invoiceLines((await invoiceOf(orderId)).id);

    // Made in the provider's dashboard for exactly one line: that line goes back, with a credit note.
    const made = await t.app.payments.client.refundPayment(payment.razorpay_payment_id, {
      amount: line!.price_paise,
      notes: { reason: 'dashboard' },
    });
    await webhooksDelivered(t.app);
    const reported = {
      id: made.id,
      paymentId: payment.razorpay_payment_id,
      amount: line!.price_paise,
      notes: {},
    };
    expect(await t.app.orderServices.refunds.recordProviderRefund(reported)).toBe('duplicate');
    const notes = await creditNotesOf(orderId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ total_paise: line!.price_paise, taxable_paise: line!.taxable_paise });

    // The store's own refund: its refund.processed (delivered, then reported again) only marks it processed.
    expect((await refundLines(orderId)).statusCode).toBe(202);
    await webhooksDelivered(t.app);
    const ours = (await refundsOf(orderId)).at(-1)!;
    expect(ours.status).toBe('processed');
    const again = {
      id: ours.provider_refund_id!,
      paymentId: payment.razorpay_payment_id,
      amount: ours.amount_paise,
      notes: { refund_id: String(ours.id) },
    };
    for (let i = 0; i < 2; i++) expect(await t.app.orderServices.refunds.recordProviderRefund(again)).toBe('duplicate');
    expect((await creditNotesOf(orderId)).map((note) => note.refund_id)).toEqual(
      (await refundsOf(orderId)).map((refund) => refund.id),
    );
  });

  test('GET getCreditNote: the PDF for the buyer and admins; the same 404 for anyone else and an unknown refund', async () => {
    const buyer = await shopperWithCart(2);
    const { order_number: orderId } = await buy(buyer, KARNATAKA);
    const invoice = await invoiceOf(orderId);
    const [line] = await invoiceLines(invoice.id);
    expect((await refundLines(orderId, [line!.book_id])).statusCode).toBe(202);
    const [refund] = await refundsOf(orderId);
    const [note] = await creditNotesOf(orderId);

    const response = await getCreditNote(refund!.id, buyer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${note!.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = (await pdfText(response.rawPayload)).join(' ');
    for (const expected of [
      taxTexts.creditNote,
      note!.number,
      'Against invoice',
      invoice.number,
      SELLER.Gstin,
      'Asha Rao',
      line!.title,
      'CGST',
      'SGST',
      taxTexts.creditNoteReason('admin'),
    ])
      expect(text).toContain(expected);

    const admin = await getCreditNote(refund!.id, a.adminHeaders);
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await registerAndLogin(t.app);
    const theirs = await getCreditNote(refund!.id, stranger.headers);
    const unknown = await getCreditNote(99_999_999, stranger.headers);
    expect([theirs.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json()).toEqual({ Message: taxTexts.refundNotFound });
    expect((await getCreditNote(refund!.id, {})).statusCode).toBe(401);
    expect((await getCreditNote('x', buyer.headers)).statusCode).toBe(400);
  });
});
