/**
 * POST /api/traceDownload ("Trace a file", issue 37): a copy of a bought book found elsewhere leads
 * back to its download: the order and the buyer's e-mail. Traced from the EPUB as downloaded and
 * from a PDF saved again by another tool (its footers re-compressed, its metadata dropped); a file
 * without a mark, a mark no download made, a file that is not a book, and callers who are not admins.
 * Demo book 1 is an EPUB, book 3 a PDF (seed-demo-catalog.ts).
 */
import { PDFDocument } from 'pdf-lib';
import { apiPaths, traceApiPaths } from '../../../shared/api-paths';
import type { TracedDownload } from '../../../shared/contract/downloads.contract';
import { registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, makePdf, multipartBody, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';
import { traceMessages } from './download-trace.service';

jest.setTimeout(60_000);

const EPUB_BOOK = '1';
const PDF_BOOK = '3';

let a: AdminTestApp;
let t: TestApp;
let buyer: LoggedInUser;
beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
  buyer = await registerAndLogin(t.app, { firstName: 'Meera', lastName: 'Iyer' });
  await buyBooks(t.app, buyer, EPUB_BOOK, PDF_BOOK);
});
afterAll(async () => {
  await t.close();
});

async function downloaded(bookId: string): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiPaths.downloadBook}?BookId=${bookId}`,
    headers: buyer.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const trace = (data: Buffer, headers: Record<string, string> = a.adminHeaders, name = 'File') => {
  const form = multipartBody([{ name, filename: 'found-copy', contentType: 'application/octet-stream', data }]);
  return t.app.inject({
    method: 'POST',
    url: traceApiPaths.traceDownload,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};

async function orderOf(bookId: string): Promise<number> {
  const row = await t.db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select('orders.id')
    .where('orders.user_id', '=', Number(buyer.session.UserId))
    .where('order_lines.book_id', '=', Number(bookId))
    .executeTakeFirstOrThrow();
  return row.id;
}

test('an EPUB as downloaded names its order and buyer', async () => {
  const response = await trace(await downloaded(EPUB_BOOK));
  expect(response.statusCode).toBe(202);
  const mark = await t.db
    .selectFrom('book_downloads')
    .select(['mark_id', 'downloaded_at'])
    .where('book_id', '=', Number(EPUB_BOOK))
    .executeTakeFirstOrThrow();
  expect(response.json<TracedDownload>()).toEqual({
    OrderId: await orderOf(EPUB_BOOK),
    Email: buyer.input.email.toLowerCase(),
    BookId: Number(EPUB_BOOK),
    BookName: expect.any(String),
    MarkId: mark.mark_id,
    DownloadedAt: mark.downloaded_at,
  });
});

test('a PDF saved again by another tool, without its metadata, is still traced by its page footers', async () => {
  const copy = await PDFDocument.load(await downloaded(PDF_BOOK));
  copy.setSubject('');
  copy.setKeywords([]);
  // pdf-lib writes every page's content again, compressed into object streams.
  const resaved = Buffer.from(await copy.save({ useObjectStreams: true }));
  expect(resaved.toString('latin1')).not.toContain('Mark ');
  const response = await trace(resaved);
  expect(response.statusCode).toBe(202);
  expect(response.json<TracedDownload>()).toMatchObject({
    OrderId: await orderOf(PDF_BOOK),
    Email: buyer.input.email.toLowerCase(),
    BookId: Number(PDF_BOOK),
  });
});

test('a file without a mark, or with a mark no download made, is 404 saying so', async () => {
  const unmarked = await trace(await makePdf(2));
  expect(unmarked.statusCode).toBe(404);
  expect(unmarked.json()).toEqual({ Message: traceMessages.noMark });

  const forged = await PDFDocument.create();
  forged.addPage().drawText('Licensed to nobody. Mark AAAAAAAAAAAAAAAA.');
  const unknown = await trace(Buffer.from(await forged.save()));
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ Message: traceMessages.unknownMark('AAAAAAAAAAAAAAAA') });
});

test('not a book, no file, or not an admin: refused before anything is read', async () => {
  const junk = await trace(Buffer.from('just some text'));
  expect(junk.statusCode).toBe(400);
  expect(junk.json<{ Message: string }>().Message).toMatch(/^Invalid field 'File': /);

  const noFile = await trace(Buffer.from('x'), a.adminHeaders, 'Other');
  expect(noFile.statusCode).toBe(400);

  const copy = await downloaded(EPUB_BOOK);
  expect((await trace(copy, buyer.headers)).statusCode).toBe(403);
  expect((await trace(copy, {})).statusCode).toBe(401);
});
