/**
 * KOReader's progress sync, called as KOReader calls it. The requests are copied from KOReader's
 * source (koreader/koreader, plugins/kosync.koplugin):
 * - api.json: POST /users/create {username, password}; GET /users/auth; PUT /syncs/progress
 *   {document, progress, percentage, device, device_id} (+ metadata, optional); GET
 *   /syncs/progress/:document.
 * - KOSyncClient.lua, KOSyncClient:init: the "GinClient" middleware sets
 *   `accept: application/vnd.koreader.v1+json`, "KOSyncAuth" sets `x-auth-user` (the username)
 *   and `x-auth-key` (the userkey); Spore's Format.JSON sends the payload as application/json.
 * - main.lua, KOSync:doLogin / doRegister: `userkey = md5(password)`, the hex MD5 of what was typed.
 * - KOSyncClient:update_progress: `progress = tostring(progress)` (an xpointer, or a PDF's page).
 * - main.lua, KOSync:getFileDigest: the document is the file's partial MD5 (util.partialMD5).
 * Answers and error bodies as koreader-sync-server (app/controllers/1/syncs_controller.lua,
 * config/errors.lua): {"code": 2001, "message": ...} with 401, and so on.
 * Demo book 1 is an EPUB, book 3 a PDF of FULL_BOOK_PAGES pages.
 */
import { createHash } from 'node:crypto';
import { apiPaths } from '../../../shared/api-paths';
import { LOGIN_FAILURE_LIMIT } from '../../../shared/constants';
import type { LibraryResponse, ReadingProgressResponse } from '../../../shared/contract/library.contract';
import type { CreatedAppPassword } from '../../../shared/contract/reading-apps.contract';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import { FULL_BOOK_PAGES } from '../../db/seed/seed-demo-catalog';
import { post, registerAndLogin, TEST_PASSWORD, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';
import { kosyncPaths } from './kosync.routes';
import { WEB_READER_DEVICE_ID } from './kosync.service';

jest.setTimeout(60_000);

const EPUB_BOOK = '1';
const PDF_BOOK = '3';

let t: TestApp;
let buyer: LoggedInUser;
let other: LoggedInUser;
let appPassword: string;
let otherPassword: string;
const downloaded = new Map<string, Buffer>();

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** util.partialMD5 (koreader frontend/util.lua), over the whole file: 1024 bytes at 1024 << 2i, i = -1..10. */
function koreaderPartialMd5(file: Buffer): string {
  const hash = createHash('md5');
  for (let i = -1; i <= 10; i += 1) {
    const offset = (1024 << (2 * i)) >>> 0;
    const sample = file.subarray(offset, offset + 1024);
    if (sample.length === 0) break;
    hash.update(sample);
  }
  return hash.digest('hex');
}

const appPasswordOf = async (user: LoggedInUser) =>
  (
    await post(t.app, apiPaths.createAppPassword, { Name: 'KOReader' }, { headers: user.headers })
  ).json<CreatedAppPassword>().Password;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await registerAndLogin(t.app);
  other = await registerAndLogin(t.app);
  await buyBooks(t.app, buyer, EPUB_BOOK, PDF_BOOK);
  await buyBooks(t.app, other, EPUB_BOOK);
  appPassword = await appPasswordOf(buyer);
  otherPassword = await appPasswordOf(other);
  const basic = { authorization: `Basic ${Buffer.from(`${buyer.input.email}:${appPassword}`).toString('base64')}` };
  for (const book of [EPUB_BOOK, PDF_BOOK]) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.downloadBook}?BookId=${book}`,
      headers: basic,
    });
    expect(response.statusCode).toBe(200);
    downloaded.set(book, response.rawPayload);
  }
});
afterAll(async () => {
  await t.close();
});

/** KOSyncClient's headers: GinClient's accept, KOSyncAuth's user and key (md5 of the password typed). */
const koreader = (username: string, password: string) => ({
  accept: 'application/vnd.koreader.v1+json',
  'x-auth-user': username,
  'x-auth-key': md5(password),
});
const asBuyer = () => koreader(buyer.input.email, appPassword);

const authorize = (headers: Record<string, string>, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: kosyncPaths.auth, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const updateProgress = (headers: Record<string, string>, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: kosyncPaths.progress,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const getProgress = (headers: Record<string, string>, document: string) =>
  t.app.inject({ method: 'GET', url: `${kosyncPaths.progress}/${document}`, headers });

const documentOf = (book: string) => koreaderPartialMd5(downloaded.get(book)!);
const libraryProgress = async (user: LoggedInUser, book: string) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.getLibrary, headers: user.headers }))
    .json<LibraryResponse>()
    .LibraryList.find((item) => item.Id === book);
const webPlace = async (user: LoggedInUser, book: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${apiPaths.getReadingProgress}?Id=${book}`, headers: user.headers })
  ).json<ReadingProgressResponse>();
const webSave = (user: LoggedInUser, body: object) =>
  post(t.app, apiPaths.saveReadingProgress, body, { headers: user.headers });

test('each download records the partial MD5 KOReader computes of the file it got', async () => {
  const rows = await t.db
    .selectFrom('book_downloads')
    .select(['book_id', 'kosync_document'])
    .where('user_id', '=', Number(buyer.session.UserId))
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { book_id: Number(EPUB_BOOK), kosync_document: documentOf(EPUB_BOOK) },
    { book_id: Number(PDF_BOOK), kosync_document: documentOf(PDF_BOOK) },
  ]);
  expect(documentOf(EPUB_BOOK)).toMatch(/^[0-9a-f]{32}$/);
});

test('login: the e-mail and the MD5 of an app password; never the account password', async () => {
  const ok = await authorize(asBuyer());
  expect(ok.statusCode).toBe(200);
  expect(ok.headers['content-type']).toMatch(/^application\/json/);
  expect(ok.json()).toEqual({ authorized: 'OK' });
  expect((await authorize(koreader(buyer.input.email.toUpperCase(), appPassword))).statusCode).toBe(200);

  const unauthorized = { code: 2001, message: readingAppsTexts.signInWithAppPassword };
  for (const headers of [
    koreader(buyer.input.email, `${appPassword}x`),
    koreader(buyer.input.email, TEST_PASSWORD),
    koreader(other.input.email, appPassword),
    { accept: 'application/vnd.koreader.v1+json' },
  ]) {
    const refused = await authorize(headers, '192.0.2.44');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(unauthorized);
  }
});

test('registration is refused as koreader-sync-server refuses it when closed', async () => {
  // KOSyncClient:register: POST /users/create {username, password = md5(password)}, no auth headers.
  const response = await t.app.inject({
    method: 'POST',
    url: kosyncPaths.createUser,
    headers: { accept: 'application/vnd.koreader.v1+json', 'content-type': 'application/json' },
    payload: JSON.stringify({ username: 'someone@example.com', password: md5('secret') }),
  });
  expect(response.statusCode).toBe(402);
  expect(response.json()).toEqual({ code: 2005, message: readingAppsTexts.kosyncRegistrationClosed });
});

test('EPUB: KOReader pushes and pulls its place; the library shows its percentage; the web CFI stays', async () => {
  const document = documentOf(EPUB_BOOK);
  expect((await getProgress(asBuyer(), document)).json()).toEqual({});
  const locator = { Cfi: 'epubcfi(/6/8!/4/2/14/1:0)', Progression: 0.1, Href: 'OEBPS/chapter-01.xhtml' };
  expect((await webSave(buyer, { book_Id: EPUB_BOOK, Locator: locator })).statusCode).toBe(202);

  t.clock.advance(60_000);
  // KOSync:updateProgress: progress = rolling:getLastProgress() (an xpointer), percentage rounded.
  const push = {
    document,
    progress: '/body/DocFragment[3]/body/div/p[12]/text().0',
    percentage: 0.3512,
    device: 'Kindle Paperwhite',
    device_id: 'F2A4C5D1E7B84C0A9C8B2D6E4F1A3B5C',
  };
  const pushed = await updateProgress(asBuyer(), push);
  expect(pushed.statusCode).toBe(200);
  const timestamp = Math.floor(t.clock.now().getTime() / 1000);
  expect(pushed.json()).toEqual({ document, timestamp });

  expect((await getProgress(asBuyer(), document)).json()).toEqual({ ...push, timestamp });
  expect((await libraryProgress(buyer, EPUB_BOOK))?.Progression).toBe(0.3512);
  expect((await webPlace(buyer, EPUB_BOOK)).Locator).toEqual({ ...locator, Progression: 0.3512 });

  // The web reader reads on: KOReader is told the web reader's percentage, from the web reader.
  t.clock.advance(60_000);
  const later = { ...locator, Cfi: 'epubcfi(/6/12!/4/2/1:0)', Progression: 0.52 };
  expect((await webSave(buyer, { book_Id: EPUB_BOOK, Locator: later })).statusCode).toBe(202);
  expect((await getProgress(asBuyer(), document)).json()).toEqual({
    document,
    progress: push.progress,
    percentage: 0.52,
    device: readingAppsTexts.kosyncWebReader,
    device_id: WEB_READER_DEVICE_ID,
    timestamp: Math.floor(t.clock.now().getTime() / 1000),
  });
});

test('PDF: the page KOReader is on is the web reader page, and the reverse', async () => {
  const document = documentOf(PDF_BOOK);
  // paging:getLastProgress() is the page number; tostring() makes it a string.
  const pushed = await updateProgress(asBuyer(), {
    document,
    progress: '6',
    percentage: 0.5,
    device: 'Kobo Libra 2',
    device_id: '0A1B2C3D',
  });
  expect(pushed.statusCode).toBe(200);
  expect(await webPlace(buyer, PDF_BOOK)).toEqual({ LastPage: 6, Locator: null });
  expect(await libraryProgress(buyer, PDF_BOOK)).toMatchObject({ LastPage: 6, Progression: 0.5 });

  t.clock.advance(60_000);
  expect((await webSave(buyer, { book_Id: PDF_BOOK, Page: 9 })).statusCode).toBe(202);
  expect((await getProgress(asBuyer(), document)).json()).toMatchObject({
    document,
    progress: '9',
    percentage: 9 / FULL_BOOK_PAGES,
    device: readingAppsTexts.kosyncWebReader,
  });
});

test("a document that is not one of the caller's downloads is refused; its progress is nobody's", async () => {
  const document = documentOf(EPUB_BOOK);
  // The other buyer owns the book but never downloaded this copy.
  const asOther = koreader(other.input.email, otherPassword);
  const push = { document, progress: '/body/DocFragment[2]/body', percentage: 0.2, device: 'Kindle', device_id: 'X' };
  const refused = await updateProgress(asOther, push);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ code: 2003, message: readingAppsTexts.kosyncUnknownDocument });
  expect((await getProgress(asOther, document)).json()).toEqual({});
  expect((await updateProgress(asBuyer(), { ...push, document: md5('some other file') })).statusCode).toBe(403);
});

test('malformed pushes answer koreader-sync-server codes', async () => {
  const push = { progress: '1', percentage: 0.1, device: 'Kindle', device_id: 'X' };
  const missing = await updateProgress(asBuyer(), push);
  expect(missing.statusCode).toBe(403);
  expect(missing.json()).toEqual({ code: 2004, message: readingAppsTexts.kosyncDocumentMissing });
  const invalid = await updateProgress(asBuyer(), { ...push, document: documentOf(PDF_BOOK), percentage: 'lots' });
  expect(invalid.statusCode).toBe(403);
  expect(invalid.json()).toEqual({ code: 2003, message: readingAppsTexts.kosyncInvalidRequest });
  const unauthenticated = await updateProgress({}, { ...push, document: documentOf(PDF_BOOK) });
  expect(unauthenticated.statusCode).toBe(401);
});

test('failed sign-ins are throttled as app passwords are', async () => {
  const wrong = koreader(buyer.input.email, 'not the password');
  for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1)
    expect((await authorize(wrong, '198.51.100.9')).statusCode).toBe(401);
  const throttled = await authorize(asBuyer(), '198.51.100.9');
  expect(throttled.statusCode).toBe(429);
  expect(throttled.json()).toEqual({ code: 2001, message: readingAppsTexts.tooManyFailures });
  expect((await authorize(asBuyer(), '198.51.100.10')).statusCode).toBe(200);
});
