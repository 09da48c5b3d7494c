/**
 * Receipts and refund notices, as a buyer's mail server receives them (testing/smtp-inbox.ts):
 * a paid order mails one receipt with its lines and total, carrying the order's receipt PDF or,
 * once the seller's tax settings are complete, its tax invoice; money going back mails a notice,
 * carrying the refund's credit note when the order has a tax invoice.
 */
import { apiPaths } from '../../../shared/api-paths';
import type { AllBooksResponse } from '../../../shared/contract/catalog.contract';
import { formatRupees } from '../../../shared/money';
import { registerAndLogin } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { ParsedMail } from 'mailparser';
import { taxTexts } from '../../../shared/tax-texts';
import { pdfText } from '../../testing/pdf-text';
import { buyBooks } from '../../testing/shopping';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { KARNATAKA, SELLER, taxShopping } from '../../testing/tax-shopping';

let inbox: SmtpInbox;
let a: AdminTestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  a = await createAdminTestApp({ mail: { smtpUrl: inbox.url } });
});
afterAll(async () => {
  await a.t.close();
  await inbox.close();
});

const mailsSent = () => a.t.app.mail.outbox.settled();
const { saveSettings, shopperWithCart, buy } = taxShopping(() => a);

/** A mail's attachments as file name, type and the text of the PDF. */
const attachedPdfs = (mail: ParsedMail) =>
  Promise.all(
    mail.attachments.map(async (file) => ({
      filename: file.filename,
      contentType: file.contentType,
      text: (await pdfText(file.content)).join(' '),
    })),
  );

test('a paid order mails one receipt with its lines and total; an admin refund mails a notice', async () => {
  const shop = (
    await a.t.app.inject({ method: 'GET', url: `${apiPaths.getAllBooks}?PageSize=2` })
  ).json<AllBooksResponse>();
  const [first, second] = shop.BooksList;
  const buyer = await registerAndLogin(a.t.app);
  await buyBooks(a.t.app, buyer, first!.Id, second!.Id);
  await mailsSent();

  const receipts = inbox.to(buyer.input.email).filter((mail) => mail.subject?.includes('receipt'));
  expect(receipts).toHaveLength(1);
  const order = await a.t.db
    .selectFrom('orders')
    .select(['id', 'amount_paise'])
    .where('user_id', '=', Number(buyer.session.UserId))
    .executeTakeFirstOrThrow();
  const receipt = receipts[0]!;
  expect(receipt.subject).toBe(`Your Pustaka receipt for order ${order.id}`);
  for (const book of [first!, second!]) expect(receipt.text).toContain(book.BookName);
  expect(receipt.text).toMatch(new RegExp(`Paid \\.+ ${formatRupees(order.amount_paise).replace(/[.₹]/g, '\\$&')}`));
  expect(receipt.html).toContain('Read my books');
  // No tax settings yet: the receipt PDF, marked as not a tax invoice.
  const [receiptPdf, ...more] = await attachedPdfs(receipt);
  expect(more).toEqual([]);
  expect(receiptPdf).toMatchObject({ filename: `receipt-${order.id}.pdf`, contentType: 'application/pdf' });
  expect(receiptPdf!.text).toContain(taxTexts.receiptNotTaxInvoice);

  const line = await a.t.db
    .selectFrom('order_lines')
    .select(['book_id', 'sale_price_paise'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const refunded = await a.t.app.inject({
    method: 'POST',
    url: apiPaths.refundOrder,
    headers: a.adminHeaders,
    payload: { OrderId: order.id, BookIds: [line.book_id] },
  });
  expect(refunded.statusCode).toBe(202);
  await mailsSent();
  const notice = inbox.to(buyer.input.email).at(-1)!;
  expect(notice.subject).toBe(`Pustaka refund of ${formatRupees(line.sale_price_paise)} for order ${order.id}`);
  expect(notice.text).toContain('The store has refunded your order.');
  // No tax invoice, so no credit note to carry.
  expect(notice.attachments).toEqual([]);
});

test('with the tax settings complete, the receipt carries the tax invoice and a refund notice its credit note', async () => {
  await saveSettings(SELLER);
  const buyer = await shopperWithCart(2);
  const { order_number: orderId } = await buy(buyer, KARNATAKA);
  await mailsSent();
  const invoice = await a.t.db
    .selectFrom('tax_invoices')
    .select(['number'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const receipt = inbox.to(buyer.input.email).find((mail) => mail.subject?.includes('receipt'))!;
  const [invoicePdf] = await attachedPdfs(receipt);
  expect(invoicePdf).toMatchObject({ filename: `${invoice.number.replaceAll('/', '-')}.pdf` });
  expect(invoicePdf!.text).toContain(invoice.number);
  expect(invoicePdf!.text).toContain(KARNATAKA.BillingName);

  const line = await a.t.db
    .selectFrom('order_lines')
    .select(['book_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const refunded = await a.t.app.inject({
    method: 'POST',
    url: apiPaths.refundOrder,
    headers: a.adminHeaders,
    payload: { OrderId: orderId, BookIds: [line.book_id] },
  });
  expect(refunded.statusCode).toBe(202);
  await mailsSent();
  const note = await a.t.db
    .selectFrom('credit_notes')
    .select(['number'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const notice = inbox.to(buyer.input.email).at(-1)!;
  expect(notice.text).toContain(note.number);
  const [notePdf, ...more] = await attachedPdfs(notice);
  expect(more).toEqual([]);
  expect(notePdf).toMatchObject({
    filename: `${note.number.replaceAll('/', '-')}.pdf`,
    contentType: 'application/pdf',
  });
  expect(notePdf!.text).toContain(note.number);
  expect(notePdf!.text).toContain(invoice.number);
});
