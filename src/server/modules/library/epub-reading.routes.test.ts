/**
 * Reading an EPUB through the API: the reading access (format, where the files are, their sizes),
 * the files themselves (each with a CSP that lets nothing run), who may read the full book through
 * a grant (only its buyer or an admin, only while their session lasts), and the place saved as a
 * locator. Demo book 1 is an EPUB whose sample the store made (seed-demo-catalog.ts); book 3 a PDF.
 */
import { apiPaths, EPUB_FILES_PREFIX } from '../../../shared/api-paths';
import type {
  BookReadingAccessResponse,
  LibraryResponse,
  ReadingProgressResponse,
} from '../../../shared/contract/library.contract';
import { isDemoEpub } from '../../db/seed/seed-demo-catalog';
import { bearer, login, post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';
import { apiMessages } from '../../../shared/api-messages';
import { EPUB_FILE_CSP } from './epub-files.routes';
import { READING_GRANT_TTL_MS } from './reading-grants';

const admin = { adminEmail: 'reader-admin@example.com', adminPassword: 'admin-pass-1' };
const EPUB_BOOK = '1';
const PDF_BOOK = '3';

let t: TestApp;
let owner: LoggedInUser;
let stranger: LoggedInUser;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  expect(isDemoEpub(0, 42) && !isDemoEpub(2, 42)).toBe(true);
  t = await createTestApp({ admin });
  owner = await registerAndLogin(t.app);
  stranger = await registerAndLogin(t.app);
  await buyBooks(t.app, owner, EPUB_BOOK, PDF_BOOK);
  adminHeaders = bearer((await login(t.app, admin.adminEmail, admin.adminPassword)).json<{ Token: string }>().Token);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const access = (bookId: string, preview: boolean, headers: Record<string, string> = {}) =>
  get(`${apiPaths.getBookReadingAccess}?Id=${bookId}&Preview=${preview}`, headers);
const saveProgress = (user: LoggedInUser, body: object) =>
  post(t.app, apiPaths.saveReadingProgress, body, { headers: user.headers });

async function accessOf(
  bookId: string,
  preview: boolean,
  headers: Record<string, string> = {},
): Promise<BookReadingAccessResponse> {
  const response = await access(bookId, preview, headers);
  expect(response.statusCode).toBe(202);
  return response.json<BookReadingAccessResponse>();
}

/** The package document's path, as container.xml names it. */
async function packagePath(base: string): Promise<string> {
  const container = await get(`${base}META-INF/container.xml`);
  expect(container.statusCode).toBe(200);
  return /full-path="([^"]+)"/.exec(container.body)![1]!;
}

describe('GET /api/getBookReadingAccess', () => {
  test("a sample: anyone's, with every file's size", async () => {
    const sample = await accessOf(EPUB_BOOK, true);
    expect(sample).toMatchObject({
      Format: 'EPUB',
      ContentBase: `${EPUB_FILES_PREFIX}sample/${EPUB_BOOK}/`,
      ExpiresAt: null,
    });
    expect(sample.Entries).toMatchObject({ mimetype: 20, 'META-INF/container.xml': expect.any(Number) });
  });

  test('the full book: a grant for its buyer and for an admin, expiring; 403 for others, 401 without a token', async () => {
    const book = await accessOf(EPUB_BOOK, false, owner.headers);
    expect(book.ContentBase).toMatch(new RegExp(`^${EPUB_FILES_PREFIX}book/[^/]+/$`));
    expect(Date.parse(book.ExpiresAt!) - t.clock.now().getTime()).toBe(READING_GRANT_TTL_MS);
    expect(Object.keys(book.Entries!).length).toBeGreaterThan(
      Object.keys((await accessOf(EPUB_BOOK, true)).Entries!).length - 1,
    );
    expect((await accessOf(EPUB_BOOK, false, adminHeaders)).ContentBase).toMatch(/^\/epub\/book\//);
    const refused = await access(EPUB_BOOK, false, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: apiMessages.notInLibrary });
    expect((await access(EPUB_BOOK, false)).statusCode).toBe(401);
    expect((await access('999999', true)).statusCode).toBe(404);
  });

  test('a PDF is read as before: its format and no files', async () => {
    expect(await accessOf(PDF_BOOK, true)).toEqual({
      Format: 'PDF',
      ContentBase: null,
      Entries: null,
      ExpiresAt: null,
    });
    expect(await accessOf(PDF_BOOK, false, owner.headers)).toEqual({
      Format: 'PDF',
      ContentBase: null,
      Entries: null,
      ExpiresAt: null,
    });
  });
});

describe('the EPUB files', () => {
  test('each answers its bytes with a CSP that runs nothing, loads nothing from elsewhere and submits nothing', async () => {
    const { ContentBase } = await accessOf(EPUB_BOOK, true);
    const opf = await packagePath(ContentBase!);
    const pkg = await get(`${ContentBase}${opf}`);
    expect(pkg.statusCode).toBe(200);
    const chapter = /href="([^"]+\.xhtml)"/.exec(pkg.body)![1]!;
    const folder = opf.slice(0, opf.lastIndexOf('/') + 1);
    const response = await get(`${ContentBase}${folder}${chapter}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xhtml+xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(EPUB_FILE_CSP);
    expect(EPUB_FILE_CSP).toContain("default-src 'none'");
    expect(EPUB_FILE_CSP).toContain('sandbox allow-same-origin');
    expect(EPUB_FILE_CSP).not.toMatch(/script-src|allow-scripts/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<html');
  });

  test('a path outside the archive, or not in it, is 404 without a stack trace', async () => {
    const { ContentBase } = await accessOf(EPUB_BOOK, true);
    for (const path of [
      '../../api/getStats',
      'OEBPS/../../etc/passwd',
      'no-such-file.xhtml',
      'META-INF/',
      '%2e%2e/mimetype',
    ]) {
      const response = await get(`${ContentBase}${path}`);
      expect([404, 400]).toContain(response.statusCode);
      expect(response.json()).toEqual({ Message: expect.stringMatching(/not found|not valid|no longer available/) });
    }
    // A PDF book has no EPUB files.
    expect((await get(`${EPUB_FILES_PREFIX}sample/${PDF_BOOK}/mimetype`)).statusCode).toBe(404);
  });

  test("a grant reads the full book while its session lasts and the book is the reader's", async () => {
    const other = await registerAndLogin(t.app);
    await buyBooks(t.app, other, EPUB_BOOK);
    const { ContentBase } = await accessOf(EPUB_BOOK, false, other.headers);
    expect((await get(`${ContentBase}mimetype`)).body).toBe('application/epub+zip');
    // A forged or altered grant is nobody's.
    const forged = ContentBase!.replace(/\.[A-Za-z0-9_-]{22}\/$/, '.AAAAAAAAAAAAAAAAAAAAAA/');
    expect((await get(`${forged}mimetype`)).statusCode).toBe(404);
    // Logging out ends it at once, not when it expires.
    expect((await post(t.app, apiPaths.logout, {}, { headers: other.headers })).statusCode).toBe(202);
    expect((await get(`${ContentBase}mimetype`)).statusCode).toBe(404);
  });

  test('a grant expires', async () => {
    const { ContentBase } = await accessOf(EPUB_BOOK, false, owner.headers);
    t.clock.advance(READING_GRANT_TTL_MS + 1000);
    try {
      expect((await get(`${ContentBase}mimetype`)).statusCode).toBe(404);
    } finally {
      t.clock.advance(-(READING_GRANT_TTL_MS + 1000));
    }
  });
});

describe('the place in an EPUB', () => {
  const locator = { Cfi: 'epubcfi(/6/8!/4/2/14/1:0)', Progression: 0.42, Href: 'OEBPS/chapter-04.xhtml' };

  test('is saved as a locator and found on any device, and the library shows its progression', async () => {
    expect((await get(`${apiPaths.getReadingProgress}?Id=${EPUB_BOOK}`, owner.headers)).json()).toEqual({
      LastPage: null,
      Locator: null,
    });
    expect((await saveProgress(owner, { book_Id: EPUB_BOOK, Locator: locator })).statusCode).toBe(202);
    expect(
      (await get(`${apiPaths.getReadingProgress}?Id=${EPUB_BOOK}`, owner.headers)).json<ReadingProgressResponse>(),
    ).toEqual({ LastPage: null, Locator: locator });
    const listed = (await get(apiPaths.getLibrary, owner.headers))
      .json<LibraryResponse>()
      .LibraryList.find((book) => book.Id === EPUB_BOOK);
    expect(listed).toMatchObject({ Format: 'EPUB', LastPage: null, PageCount: null, Progression: 0.42 });
  });

  test('a Page for an EPUB, a Locator for a PDF, both or neither, or a malformed CFI are 400', async () => {
    const refusals: Array<[object, string]> = [
      [{ book_Id: EPUB_BOOK, Page: 3 }, apiMessages.epubNeedsLocator],
      [{ book_Id: PDF_BOOK, Locator: locator }, apiMessages.pdfNeedsPage],
      [{ book_Id: EPUB_BOOK, Page: 3, Locator: locator }, 'Send either Page (a PDF) or Locator (an EPUB).'],
      [{ book_Id: EPUB_BOOK }, 'Send either Page (a PDF) or Locator (an EPUB).'],
      [{ book_Id: EPUB_BOOK, Locator: { ...locator, Cfi: '/6/8' } }, 'EPUB CFI'],
      [{ book_Id: EPUB_BOOK, Locator: { ...locator, Progression: 1.5 } }, 'Progression'],
    ];
    for (const [body, text] of refusals) {
      const response = await saveProgress(owner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ Message: string }>().Message).toContain(text);
    }
  });
});
