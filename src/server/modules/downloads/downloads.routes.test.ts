/**
 * GET /api/downloadBook: a bought book as a file its buyer keeps, marked for them. The EPUB passes
 * the upload path's checks and EPUBCheck again, with dc:rights and a last "Licensed to" page; the
 * PDF opens in pdf-lib and pdf.js with every page's footer and the order in its metadata. Who may
 * download (buyers by app password or token, admins), and the daily limit.
 * Demo book 1 is an EPUB, books 3, 5 and 11 PDFs (seed-demo-catalog.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { apiPaths } from '../../../shared/api-paths';
import type { CreatedAppPassword } from '../../../shared/contract/reading-apps.contract';
import { DEFAULT_BOOK_FILE_LIMITS } from '../../books/book-file';
import { readEntry } from '../../books/epub/epub-archive';
import { withCheckedEpub } from '../../books/epub/epub-check';
import { LICENCE_PAGE_NAME } from '../../books/epub/epub-licence';
import { NS, descendants, parseXml } from '../../books/epub/epub-xml';
import { epubcheckErrors } from '../../books/testing/epubcheck';
import { makeTempDir, removeTempDir } from '../../books/testing/test-epubs';
import { FULL_BOOK_PAGES } from '../../db/seed/seed-demo-catalog';
import { post, registerAndLogin, TEST_PASSWORD, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { pdfText } from '../../testing/pdf-text';
import { buyBooks } from '../../testing/shopping';

jest.setTimeout(60_000);

const EPUB_BOOK = '1';
const PDF_BOOK = '3';

let a: AdminTestApp;
let t: TestApp;
let buyer: LoggedInUser;
let appPassword: string;
let dir: string;
beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
  dir = await makeTempDir('downloads-');
  buyer = await registerAndLogin(t.app, { firstName: 'Meera', lastName: "D'Souza" });
  await buyBooks(t.app, buyer, EPUB_BOOK, PDF_BOOK);
  appPassword = (
    await post(t.app, apiPaths.createAppPassword, { Name: 'Tests' }, { headers: buyer.headers })
  ).json<CreatedAppPassword>().Password;
});
afterAll(async () => {
  await t.close();
  await removeTempDir(dir);
});

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
const download = (bookId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${apiPaths.downloadBook}?BookId=${bookId}`, headers });

async function orderOf(user: LoggedInUser, bookId: string): Promise<number> {
  const row = await t.db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select('orders.id')
    .where('orders.user_id', '=', Number(user.session.UserId))
    .where('order_lines.book_id', '=', Number(bookId))
    .executeTakeFirstOrThrow();
  return row.id;
}

const downloadsOf = (user: LoggedInUser, bookId: string) =>
  t.db
    .selectFrom('book_downloads')
    .selectAll()
    .where('user_id', '=', Number(user.session.UserId))
    .where('book_id', '=', Number(bookId))
    .orderBy('id')
    .execute();

test('the buyer downloads the EPUB with an app password: still a valid EPUB, licensed to them', async () => {
  const response = await download(EPUB_BOOK, basic(buyer.input.email, appPassword));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/epub+zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.epub"$/);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const file = path.join(dir, 'marked.epub');
  await fs.promises.writeFile(file, response.rawPayload);

  const order = await orderOf(buyer, EPUB_BOOK);
  const [recorded] = await downloadsOf(buyer, EPUB_BOOK);
  expect(recorded).toMatchObject({ order_id: order, mark_id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
  const expected = `Licensed to Meera D'Souza, ${buyer.input.email}, order ${order}. Mark ${recorded!.mark_id}.`;

  await withCheckedEpub(file, DEFAULT_BOOK_FILE_LIMITS, async ({ archive, pkg }) => {
    const rights = descendants(pkg.document, NS.dc, 'rights').map((element) => element.textContent);
    expect(rights).toContain(expected);
    const last = pkg.itemsById.get(pkg.spine.at(-1)!.idref)!;
    expect(last.path.endsWith(LICENCE_PAGE_NAME)).toBe(true);
    const page = parseXml((await readEntry(archive, last.path, 1 << 20)).toString('utf8'), 'strict');
    expect(descendants(page, NS.xhtml, 'title')[0]!.textContent).toBe('Licensed to');
    expect(page.documentElement!.textContent).toContain(expected);
  });
  expect(await epubcheckErrors(file)).toEqual([]);
});

test('the buyer downloads the PDF with the token: every page carries the footer, the metadata the order', async () => {
  const stored = await t.db.selectFrom('books').select('content_key').where('id', '=', 3).executeTakeFirstOrThrow();
  const response = await download(PDF_BOOK, buyer.headers);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
  expect(stored.content_key).toBeTruthy();

  const order = await orderOf(buyer, PDF_BOOK);
  const [recorded] = await downloadsOf(buyer, PDF_BOOK);
  const pdf = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
  expect(pdf.getPageCount()).toBe(FULL_BOOK_PAGES);
  expect(pdf.getSubject()).toContain(`order ${order}`);
  expect(pdf.getKeywords()).toContain(recorded!.mark_id);
  const pages = await pdfText(response.rawPayload);
  expect(pages).toHaveLength(FULL_BOOK_PAGES);
  for (const text of pages) expect(text).toContain(`Licensed to Meera D'Souza, ${buyer.input.email}, order ${order}`);
});

test('who may download: 401 without credentials or with the account password, 403 for a stranger, admins may', async () => {
  const anonymous = await download(PDF_BOOK);
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm=/);
  expect((await download(PDF_BOOK, basic(buyer.input.email, TEST_PASSWORD))).statusCode).toBe(401);
  const stranger = await registerAndLogin(t.app);
  const refused = await download(PDF_BOOK, stranger.headers);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ Message: expect.any(String) });
  expect((await download('999999', buyer.headers)).statusCode).toBe(404);
  expect((await download('abc', buyer.headers)).statusCode).toBe(404);
  const admin = await download(EPUB_BOOK, a.adminHeaders);
  expect(admin.statusCode).toBe(200);
  expect(admin.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('a refunded buyer may no longer download the book', async () => {
  const user = await registerAndLogin(t.app);
  await buyBooks(t.app, user, '11');
  expect((await download('11', user.headers)).statusCode).toBe(200);
  const refunded = await post(
    t.app,
    apiPaths.refundOrder,
    { OrderId: await orderOf(user, '11') },
    { headers: a.adminHeaders },
  );
  expect(refunded.statusCode).toBe(202);
  expect((await download('11', user.headers)).statusCode).toBe(403);
});

test('the 11th download of a book in 24 hours is 429 and not recorded; a day later it is allowed again', async () => {
  const user = await registerAndLogin(t.app);
  await buyBooks(t.app, user, '5');
  for (let n = 0; n < 10; n += 1) expect((await download('5', user.headers)).statusCode).toBe(200);
  const refused = await download('5', user.headers);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ Message: expect.any(String) });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(await downloadsOf(user, '5')).toHaveLength(10);
  t.clock.advance(24 * 60 * 60 * 1000 + 1000);
  expect((await download('5', user.headers)).statusCode).toBe(200);
});
