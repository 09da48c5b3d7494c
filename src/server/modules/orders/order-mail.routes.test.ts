/**
 * Receipts and refund notices, as a buyer's mail server receives them (testing/smtp-inbox.ts):
 * a paid order mails one receipt with its lines and total; money going back mails a notice.
 */
import { apiPaths } from '../../../shared/api-paths';
import type { AllBooksResponse } from '../../../shared/contract/catalog.contract';
import { formatRupees } from '../../../shared/money';
import { registerAndLogin } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import { buyBooks } from '../../testing/shopping';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';

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
});
