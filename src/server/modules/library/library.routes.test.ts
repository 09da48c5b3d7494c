import { apiPaths } from '../../../shared/api-paths';
import { MAX_READING_PAGE } from '../../../shared/constants';
import type { LibraryResponse, ReadingProgressResponse } from '../../../shared/contract/library.contract';
import { messages } from '../../../shared/messages';
import { FULL_BOOK_PAGES } from '../../db/seed/seed-demo-catalog';
import { bearer, login, post, registerAndLogin, TEST_PASSWORD, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';
import { readStoredObject } from '../../storage/object-storage';
import { apiMessages } from '../../../shared/api-messages';

const admin = { adminEmail: 'librarian@example.com', adminPassword: 'admin-pass-1' };

let t: TestApp;
/** Bought book 3, then (an hour later) books 5 and 8. */
let owner: LoggedInUser;
let stranger: LoggedInUser;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ admin });
  owner = await registerAndLogin(t.app);
  stranger = await registerAndLogin(t.app);
  await buyBooks(t.app, owner, '3');
  t.clock.advance(60 * 60 * 1000);
  await buyBooks(t.app, owner, '5', '8');
  adminHeaders = bearer((await login(t.app, admin.adminEmail, admin.adminPassword)).json<{ Token: string }>().Token);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const content = (bookId: string, headers: Record<string, string> = {}) =>
  get(`${apiPaths.getBookContent}?Id=${bookId}`, headers);
const preview = (bookId: string, headers: Record<string, string> = {}) =>
  get(`${apiPaths.getBookPreview}?Id=${bookId}`, headers);
const library = (user: LoggedInUser) => get(apiPaths.getLibrary, user.headers);
const progressOf = (user: LoggedInUser, bookId: string) =>
  get(`${apiPaths.getReadingProgress}?Id=${bookId}`, user.headers);
const saveProgress = (user: LoggedInUser, body: object) =>
  post(t.app, apiPaths.saveReadingProgress, body, { headers: user.headers });

async function storedFile(kind: 'books' | 'previews', bookId: number): Promise<Buffer> {
  const row = await t.db
    .selectFrom('books')
    .select(['content_key', 'preview_key'])
    .where('id', '=', bookId)
    .executeTakeFirstOrThrow();
  return readStoredObject(t.storage, kind, (kind === 'books' ? row.content_key : row.preview_key)!);
}

/** Hides a book from the shop for the length of a test. */
async function withBookHidden(bookId: number, work: () => Promise<void>): Promise<void> {
  await t.db.updateTable('books').set({ is_active: 0 }).where('id', '=', bookId).execute();
  try {
    await work();
  } finally {
    await t.db.updateTable('books').set({ is_active: 1 }).where('id', '=', bookId).execute();
  }
}

describe('GET /api/getBookContent', () => {
  test('the buyer gets the whole stored PDF, inline, rangeable and never kept by shared caches', async () => {
    const response = await content('5', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await storedFile('books', 5))).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="book-5.pdf"',
      'accept-ranges': 'bytes',
      'content-length': String(response.rawPayload.length),
      'cache-control': 'private, max-age=0, must-revalidate',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['last-modified']).toEqual(expect.any(String));
  });

  test('a visitor is 401, a user who did not buy it 403, an admin reads it', async () => {
    expect((await content('5')).statusCode).toBe(401);
    expect((await content('5', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const refused = await content('5', stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: apiMessages.notInLibrary });
    const asAdmin = await content('5', adminHeaders);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(await storedFile('books', 5))).toBe(true);
  });

  test('unknown and malformed ids are 404 for buyers and admins alike', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
      expect((await content(id, owner.headers)).statusCode).toBe(404);
      expect((await content(id, adminHeaders)).statusCode).toBe(404);
    }
    expect((await get(apiPaths.getBookContent, owner.headers)).statusCode).toBe(400);
  });

  test('a book the store deactivated stays readable for its buyer; to anybody else it does not exist', async () => {
    await withBookHidden(8, async () => {
      expect((await content('8', owner.headers)).statusCode).toBe(200);
      expect((await content('8', adminHeaders)).statusCode).toBe(200);
      // 404 like an unknown id, not 403: the answer must not reveal a book the shop hides.
      const stranger404 = await content('8', stranger.headers);
      expect(stranger404.statusCode).toBe(404);
      expect(stranger404.json()).toEqual({ Message: messages.bookNotFound });
      expect(stranger404.body).toBe((await content('999999', stranger.headers)).body);
    });
  });

  test('a missing stored file is 404, not a server error', async () => {
    const row = await t.db.selectFrom('books').select('content_key').where('id', '=', 3).executeTakeFirstOrThrow();
    await t.db
      .updateTable('books')
      .set({ content_key: '0'.repeat(32) + '.pdf' })
      .where('id', '=', 3)
      .execute();
    try {
      expect((await content('3', owner.headers)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('books').set({ content_key: row.content_key }).where('id', '=', 3).execute();
    }
  });
});

describe('HTTP ranges on the PDFs', () => {
  let whole: Buffer;
  beforeAll(async () => {
    whole = await storedFile('books', 5);
  });
  const ranged = (range: string, extra: Record<string, string> = {}) =>
    content('5', { ...owner.headers, range, ...extra });

  test('bytes=0-99: 206 with the first 100 bytes', async () => {
    const response = await ranged('bytes=0-99');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
  });

  test('a suffix range: the last 100 bytes', async () => {
    const response = await ranged('bytes=-100');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${whole.length - 100}-${whole.length - 1}/${whole.length}`);
    expect(response.rawPayload.equals(whole.subarray(whole.length - 100))).toBe(true);
  });

  test('an open range: from byte 100 to the end', async () => {
    const response = await ranged('bytes=100-');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect(response.headers['content-length']).toBe(String(whole.length - 100));
    expect(response.rawPayload.equals(whole.subarray(100))).toBe(true);
  });

  test('an impossible or malformed range is 416 with the size', async () => {
    for (const range of [`bytes=${whole.length}-`, 'bytes=50-10', 'bytes=abc']) {
      const response = await ranged(range);
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${whole.length}`);
    }
  });

  test('several ranges get the whole file (documented: no multipart answers)', async () => {
    const response = await ranged('bytes=0-9,20-29');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(whole.length);
  });

  test('no content-encoding on PDFs or ranges, whatever the client accepts', async () => {
    for (const extra of [{}, { range: 'bytes=0-2047' }] as Array<Record<string, string>>) {
      const response = await content('5', { ...owner.headers, 'accept-encoding': 'br, gzip', ...extra });
      expect(response.headers['content-encoding']).toBeUndefined();
    }
    const previewed = await preview('5', { 'accept-encoding': 'br' });
    expect(previewed.headers['content-encoding']).toBeUndefined();
    expect(previewed.rawPayload.equals(await storedFile('previews', 5))).toBe(true);
  });

  test('If-Range with the current ETag keeps the range; a stale one gets the whole file', async () => {
    const { etag } = (await content('5', owner.headers)).headers;
    expect((await ranged('bytes=0-99', { 'if-range': String(etag) })).statusCode).toBe(206);
    const stale = await ranged('bytes=0-99', { 'if-range': '"0-0"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(whole.length);
  });

  test('revalidation: a matching If-None-Match is 304 without a body, for the buyer only', async () => {
    const { etag } = (await content('5', owner.headers)).headers;
    const revalidated = await content('5', { ...owner.headers, 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await content('5', { ...stranger.headers, 'if-none-match': String(etag) })).statusCode).toBe(403);
  });

  test('HEAD answers the headers without reading the file', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: `${apiPaths.getBookContent}?Id=5`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(whole.length));
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('GET /api/getBookPreview', () => {
  test('anyone gets the preview of a public book, cacheable for a short while', async () => {
    const response = await preview('8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-disposition']).toBe('inline; filename="preview-8.pdf"');
    expect(response.rawPayload.equals(await storedFile('previews', 8))).toBe(true);
    expect((await preview('8', { range: 'bytes=0-9' })).statusCode).toBe(206);
  });

  test('a book the shop does not show has no preview, not even for its buyer', async () => {
    await withBookHidden(8, async () => {
      expect((await preview('8')).statusCode).toBe(404);
      expect((await preview('8', owner.headers)).statusCode).toBe(404);
    });
    expect((await preview('999999')).statusCode).toBe(404);
    expect((await preview('x')).statusCode).toBe(404);
  });
});

describe('GET /api/getLibrary', () => {
  test("the caller's books with the shop card's fields, newest purchase first", async () => {
    const response = await library(owner);
    expect(response.statusCode).toBe(202);
    const list = response.json<LibraryResponse>().LibraryList;
    expect(list.map((book) => book.Id)).toEqual(['8', '5', '3']);

    const shop = await get(`${apiPaths.getAllBooks}?PageSize=100`);
    const card = shop.json<{ BooksList: Array<{ Id: string }> }>().BooksList.find((book) => book.Id === '5');
    const five = list[1]!;
    expect(five).toEqual({
      ...card,
      PurchasedAt: expect.any(String),
      LastPage: null,
      PageCount: FULL_BOOK_PAGES,
      Format: 'PDF',
      Progression: null,
    });
    expect(list[0]!.PurchasedAt).toBe(five.PurchasedAt);
    expect(Date.parse(list[2]!.PurchasedAt)).toBeLessThan(Date.parse(five.PurchasedAt));
    expect(new Date(five.PurchasedAt).toISOString()).toBe(five.PurchasedAt);
  });

  test('deactivated books stay listed; others see only their own (empty) library', async () => {
    await withBookHidden(8, async () => {
      expect((await library(owner)).json<LibraryResponse>().LibraryList.map((book) => book.Id)).toEqual([
        '8',
        '5',
        '3',
      ]);
    });
    expect((await library(stranger)).json()).toEqual({ LibraryList: [] });
  });

  test("401 without a token; a user_Id other than the caller's is 403", async () => {
    expect((await get(apiPaths.getLibrary)).statusCode).toBe(401);
    expect((await get(`${apiPaths.getLibrary}?user_Id=${stranger.session.UserId}`, owner.headers)).statusCode).toBe(
      403,
    );
    expect((await get(`${apiPaths.getLibrary}?user_Id=${owner.session.UserId}`, owner.headers)).statusCode).toBe(202);
  });
});

describe('reading progress', () => {
  test('saved, overwritten, and returned by getReadingProgress and getLibrary', async () => {
    expect((await progressOf(owner, '3')).json()).toEqual({ LastPage: null, Locator: null });
    const saved = await saveProgress(owner, { book_Id: '3', Page: 4 });
    expect(saved.statusCode).toBe(202);
    expect(saved.json()).toEqual({ Message: apiMessages.readingProgressSaved });
    expect((await saveProgress(owner, { book_Id: '3', Page: 7 })).statusCode).toBe(202);

    const progress = await progressOf(owner, '3');
    expect(progress.statusCode).toBe(202);
    expect(progress.json<ReadingProgressResponse>()).toEqual({ LastPage: 7, Locator: null });
    const listed = (await library(owner)).json<LibraryResponse>().LibraryList.find((book) => book.Id === '3');
    expect(listed?.LastPage).toBe(7);
    expect(listed?.Progression).toBeCloseTo(7 / listed!.PageCount!, 5);
    const rows = await t.db
      .selectFrom('reading_progress')
      .selectAll()
      .where('user_id', '=', Number(owner.session.UserId))
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ book_id: 3, last_page: 7, cfi: null, updated_at: t.clock.now().toISOString() }),
    ]);
  });

  test('only the buyer: 403 for a public book they do not own, 404 for a hidden or unknown one, 401 without a token', async () => {
    const refused = await saveProgress(stranger, { book_Id: '5', Page: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: apiMessages.notInLibrary });
    expect((await progressOf(stranger, '5')).statusCode).toBe(403);
    // Admins may read any book, but progress is the buyer's own.
    expect((await get(`${apiPaths.getReadingProgress}?Id=5`, adminHeaders)).statusCode).toBe(403);
    await withBookHidden(8, async () => {
      expect((await saveProgress(stranger, { book_Id: '8', Page: 2 })).statusCode).toBe(404);
      expect((await saveProgress(owner, { book_Id: '8', Page: 2 })).statusCode).toBe(202);
    });
    expect((await saveProgress(stranger, { book_Id: '999999', Page: 2 })).statusCode).toBe(404);
    expect((await post(t.app, apiPaths.saveReadingProgress, { book_Id: '5', Page: 2 })).statusCode).toBe(401);
    expect((await get(`${apiPaths.getReadingProgress}?Id=5`)).statusCode).toBe(401);
  });

  test.each([
    [{ book_Id: '5', Page: 0 }],
    [{ book_Id: '5', Page: -3 }],
    [{ book_Id: '5', Page: 1.5 }],
    [{ book_Id: '5', Page: 'abc' }],
    [{ book_Id: '5', Page: '3' }],
    [{ book_Id: '5', Page: MAX_READING_PAGE + 1 }],
    [{ book_Id: '5' }],
    [{ Page: 3 }],
    [{ book_Id: '', Page: 3 }],
    [{ book_Id: '5', Page: 3, user_Id: '1' }],
    [{ book_Id: '5', Page: 3, extra: true }],
  ])('bad input %j is 400', async (body) => {
    const response = await saveProgress(owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: expect.any(String) });
  });

  test("a page beyond the book's known page count is 400; its last page is fine", async () => {
    const beyond = await saveProgress(owner, { book_Id: '5', Page: FULL_BOOK_PAGES + 1 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ Message: messages.pageBeyondBook });
    expect((await saveProgress(owner, { book_Id: '5', Page: FULL_BOOK_PAGES })).statusCode).toBe(202);
  });

  test('deleting the account removes its progress', async () => {
    const reader = await registerAndLogin(t.app);
    await buyBooks(t.app, reader, '3');
    expect((await saveProgress(reader, { book_Id: '3', Page: 2 })).statusCode).toBe(202);
    const deleted = await post(
      t.app,
      apiPaths.deleteAccount,
      { Email: reader.input.email, Password: TEST_PASSWORD },
      { headers: reader.headers },
    );
    expect(deleted.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('reading_progress')
      .select('id')
      .where('user_id', '=', Number(reader.session.UserId))
      .execute();
    expect(rows).toEqual([]);
  });
});
