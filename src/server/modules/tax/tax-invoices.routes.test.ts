/**
 * Place of supply at checkout and a tax invoice for every paid order (issue 35, decision 041):
 * billing details saved to the profile and the order, refused when wrong with nothing written;
 * one invoice per paid order, issued by the settling transaction, numbered consecutively, split
 * intra- or inter-state to the paisa; its PDF for the buyer and admins only.
 */
import { amountInWords } from '../../../shared/amount-in-words';
import { apiPaths, taxApiPaths } from '../../../shared/api-paths';
import type { ProfileResponse } from '../../../shared/contract/accounts.contract';
import type { CheckoutResponse } from '../../../shared/contract/checkout.contract';
import type { AdminOrdersResponse, OrdersResponse } from '../../../shared/contract/orders.contract';
import { financialYearOf } from '../../../shared/financial-year';
import { taxTexts } from '../../../shared/tax-texts';
import { registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { pdfText } from '../../testing/pdf-text';
import { reportPayment } from '../../testing/shopping';
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

const { saveSettings, shopperWithCart, checkoutWith, buy } = taxShopping(() => a);

const invoiceOf = (orderId: number) =>
  t.db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
const invoiceLines = (invoiceId: number) =>
  t.db.selectFrom('tax_invoice_lines').selectAll().where('invoice_id', '=', invoiceId).orderBy('id').execute();
const userRow = (user: LoggedInUser) =>
  t.db.selectFrom('users').selectAll().where('id', '=', Number(user.session.UserId)).executeTakeFirstOrThrow();
const ordersOf = async (user: LoggedInUser) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.getOrders, headers: user.headers })).json<OrdersResponse>().Orders;
const getInvoice = (orderId: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${taxApiPaths.getInvoice}?OrderId=${orderId}`, headers });

describe('before the seller completes the tax settings', () => {
  test('checkout needs no billing details, and a paid order gets a receipt, not a tax invoice', async () => {
    const user = await shopperWithCart(1);
    const { order_number: orderId } = await buy(user);
    expect(await invoiceOf(orderId)).toBeUndefined();
    expect((await ordersOf(user))[0]).toMatchObject({ OrderId: orderId, Status: 'paid', InvoiceNumber: null });
    const response = await getInvoice(orderId, user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${orderId}.pdf"`);
    const text = (await pdfText(response.rawPayload)).join(' ');
    expect(text).toContain(taxTexts.receiptNotTaxInvoice);
    expect(text).toContain(`#${orderId}`);
  });
});

describe('with the tax settings complete', () => {
  beforeAll(async () => {
    await saveSettings(SELLER);
  });

  test('checkout saves the billing details to the profile and the order; the next checkout reuses them', async () => {
    const user = await shopperWithCart(1);
    const response = await checkoutWith(user, { ...KARNATAKA, BillingName: '  Asha Rao ' });
    expect(response.statusCode).toBe(202);
    const orderId = response.json<CheckoutResponse>().order_number;
    expect(await userRow(user)).toMatchObject({
      billing_name: 'Asha Rao',
      billing_state: 'Karnataka',
      billing_pin: '560034',
    });
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ billing_name: 'Asha Rao', billing_state: 'Karnataka', billing_pin: '560034' });
    const profile = await t.app.inject({ method: 'GET', url: apiPaths.getProfile, headers: user.headers });
    expect(profile.json<ProfileResponse>().Billing).toEqual(KARNATAKA);
    // Omitted: the profile's are used (the order keeps them).
    const again = await checkoutWith(user);
    expect(again.statusCode).toBe(202);
    // Changed for the same cart: the order awaiting payment takes the new ones.
    expect((await checkoutWith(user, DELHI)).statusCode).toBe(202);
    expect(
      await t.db
        .selectFrom('orders')
        .select(['billing_state', 'billing_pin'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ billing_state: 'Delhi', billing_pin: '110001' });
  });

  test.each([
    ['a PIN of 5 digits', { ...KARNATAKA, PinCode: '56003' }, 'PinCode', taxTexts.pinCodeRule],
    ['a PIN starting with 0', { ...KARNATAKA, PinCode: '060034' }, 'PinCode', taxTexts.pinCodeRule],
    ['no PIN for an Indian state', { BillingName: 'Asha Rao', State: 'Karnataka' }, 'PinCode', taxTexts.pinCodeRule],
    ['a state not on the list', { ...KARNATAKA, State: 'Bangalore' }, 'State', taxTexts.unknownState],
    ['a PIN outside India', { ...KARNATAKA, State: 'Outside India' }, 'PinCode', taxTexts.pinCodeOutsideIndia],
    ['an empty name', { ...KARNATAKA, BillingName: '  ' }, 'BillingName', taxTexts.billingNameRequired],
    [
      'a name too long',
      { ...KARNATAKA, BillingName: 'x'.repeat(101) },
      'BillingName',
      taxTexts.billingNameTooLong(100),
    ],
    ['a PIN without a state', { PinCode: '560034' }, 'BillingName', taxTexts.billingIncomplete],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, billing, field, message) => {
    const user = await shopperWithCart(1);
    const response = await checkoutWith(user, billing);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(`Invalid field '${field}': ${message}`);
    expect(await userRow(user)).toMatchObject({ billing_name: null, billing_state: null, billing_pin: null });
    expect(
      await t.db.selectFrom('orders').select('id').where('user_id', '=', Number(user.session.UserId)).execute(),
    ).toEqual([]);
  });

  test('refuses a checkout without billing details when none are saved', async () => {
    const user = await shopperWithCart(1);
    const response = await checkoutWith(user);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toBe(taxTexts.billingRequired);
  });

  test('refuses an address outside India unless the seller exports; then the invoice has no tax', async () => {
    const user = await shopperWithCart(1);
    const outside = { BillingName: 'John Smith', State: 'Outside India', PinCode: '' };
    const refused = await checkoutWith(user, outside);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ Message: string }>().Message).toBe(taxTexts.onlyIndia);
    expect((await userRow(user)).billing_state).toBeNull();
    await saveSettings({ ExportOfServices: true });
    try {
      const { order_number: orderId, order } = await buy(user, outside);
      const invoice = (await invoiceOf(orderId))!;
      expect(invoice).toMatchObject({
        supply: 'export',
        recipient_state: 'Outside India',
        recipient_pin: '',
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 0,
        taxable_paise: order.amount,
        total_paise: order.amount,
      });
      const text = (await pdfText((await getInvoice(orderId, user.headers)).rawPayload)).join(' ');
      expect(text).toContain(taxTexts.exportLine);
    } finally {
      await saveSettings({ ExportOfServices: false });
    }
  });

  test('a paid order gets one invoice, numbered consecutively, split intra- or inter-state to the paisa', async () => {
    const fy = financialYearOf(t.clock.now()).code;
    const before = await t.db.selectFrom('tax_invoices').select('serial').where('financial_year', '=', fy).execute();
    const local = await shopperWithCart(2);
    const first = await buy(local, KARNATAKA);
    const distant = await shopperWithCart(3);
    const second = await buy(distant, DELHI);

    const intra = (await invoiceOf(first.order_number))!;
    const inter = (await invoiceOf(second.order_number))!;
    expect(intra.number).toBe(`PK/${fy}/${before.length + 1}`);
    expect(inter.number).toBe(`PK/${fy}/${before.length + 2}`);
    expect([intra.serial, inter.serial]).toEqual([before.length + 1, before.length + 2]);
    expect(intra).toMatchObject({
      supply: 'intra',
      igst_paise: 0,
      seller_gstin: SELLER.Gstin,
      recipient_name: 'Asha Rao',
      recipient_state: 'Karnataka',
      recipient_pin: '560034',
      total_paise: first.order.amount,
    });
    expect(intra.cgst_paise).toBeGreaterThan(0);
    expect(intra.cgst_paise - intra.sgst_paise).toBeGreaterThanOrEqual(0);
    expect(intra.taxable_paise + intra.cgst_paise + intra.sgst_paise).toBe(first.order.amount);
    expect(inter).toMatchObject({ supply: 'inter', cgst_paise: 0, sgst_paise: 0, total_paise: second.order.amount });
    expect(inter.igst_paise).toBeGreaterThan(0);
    expect(inter.taxable_paise + inter.igst_paise).toBe(second.order.amount);

    const lines = await invoiceLines(inter.id);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatchObject({ sac: '998431', rate_bp: 500 });
      expect(line.taxable_paise + line.igst_paise).toBe(line.price_paise);
    }
    expect(lines.reduce((sum, line) => sum + line.igst_paise, 0)).toBe(inter.igst_paise);

    // The same payment reported again, and its webhook: still one invoice.
    expect((await reportPayment(t.app, local, first.payment)).statusCode).toBe(202);
    await t.app.orderServices.reconciler.runOnce();
    expect(
      await t.db.selectFrom('tax_invoices').select('id').where('order_id', '=', first.order_number).execute(),
    ).toHaveLength(1);

    // My Orders and the admins' Orders carry the number.
    expect((await ordersOf(local)).find((order) => order.OrderId === first.order_number)?.InvoiceNumber).toBe(
      intra.number,
    );
    const admin = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.getAdminOrders}?q=${second.order_number}`,
      headers: a.adminHeaders,
    });
    expect(admin.json<AdminOrdersResponse>().Orders[0]?.InvoiceNumber).toBe(inter.number);
  });

  test("a book's own rate is its line's rate", async () => {
    const user = await shopperWithCart(1);
    const [bookId] = (
      await t.db.selectFrom('cart_items').select('book_id').where('user_id', '=', Number(user.session.UserId)).execute()
    ).map((row) => row.book_id);
    await t.db.updateTable('books').set({ gst_rate_bp: 1800 }).where('id', '=', bookId!).execute();
    const { order_number: orderId, order } = await buy(user, DELHI);
    const invoice = (await invoiceOf(orderId))!;
    const [line] = await invoiceLines(invoice.id);
    expect(line!.rate_bp).toBe(1800);
    // 18 % included: tax = round(price * 18 / 118).
    expect(line!.igst_paise).toBe(Math.round((order.amount * 18) / 118));
  });

  test('GET getInvoice: the PDF for the buyer and admins; 404 for anyone else; 409 before payment', async () => {
    const buyer = await shopperWithCart(2);
    const { order_number: orderId } = await buy(buyer, KARNATAKA);
    const invoice = (await invoiceOf(orderId))!;

    const response = await getInvoice(orderId, buyer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = (await pdfText(response.rawPayload)).join(' ');
    for (const expected of [
      'Tax Invoice',
      invoice.number,
      SELLER.Gstin,
      SELLER.LegalName,
      'Asha Rao',
      'Karnataka (29)',
      '560034',
      '998431',
      'CGST',
      'SGST',
      amountInWords(invoice.total_paise),
    ])
      expect(text).toContain(expected);

    const admin = await getInvoice(orderId, a.adminHeaders);
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await registerAndLogin(t.app);
    const theirs = await getInvoice(orderId, stranger.headers);
    const unknown = await getInvoice(99_999_999, stranger.headers);
    expect([theirs.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.body).not.toContain('Asha');
    expect((await getInvoice(orderId, {})).statusCode).toBe(401);
    expect((await getInvoice('x', buyer.headers)).statusCode).toBe(400);

    const unpaid = await shopperWithCart(1);
    const pending = await checkoutWith(unpaid, KARNATAKA);
    const notPaid = await getInvoice(pending.json<CheckoutResponse>().order_number, unpaid.headers);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toEqual({ Message: taxTexts.orderNotPaid });
  });
});
