/**
 * EPUB uploads through the API: an EPUB with only a price and a genre takes its title, author,
 * description, details and cover from its package document; what the admin sends wins; a refused
 * file names its problem; the store makes the sample when none is uploaded (an EPUB's passes
 * EPUBCheck and links to the product page; a PDF's is its first tenth), an uploaded one is kept;
 * and inspectBookFile tells the wizard what a file holds without storing anything.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { apiPaths } from '../../../shared/api-paths';
import type { BookFileDetails, CreatedResponse } from '../../../shared/contract/admin.contract';
import type { BookDetail } from '../../../shared/contract/catalog.contract';
import { messages } from '../../../shared/messages';
import { bookFileMessages } from '../../books/book-file-messages';
import { epubcheckErrors } from '../../books/testing/epubcheck';
import { editEntry, TEST_ISBN, testBookEntries, testBookInput } from '../../books/testing/test-epubs';
import { zipBuffer } from '../../books/epub/epub-writer';
import { ZipArchive } from '../../books/zip-archive';
import {
  createAdminTestApp,
  makePdf,
  multipartBody,
  TINY_PNG,
  uploadTempFiles,
  type AdminTestApp,
  type MultipartPart,
} from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { readStoredObject } from '../../storage/object-storage';
import { apiMessages } from '../../../shared/api-messages';
import { bookDetailMessages } from '../../../shared/book-details';

jest.setTimeout(60_000);

let a: AdminTestApp;
let t: TestApp;
let genreId: string;
let epub3: Buffer;
let epub2: Buffer;
let scratch: string;

beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
  genreId = String((await t.db.selectFrom('genres').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
  // The test book's first author, Asha Verma, is one of the store's authors.
  await t.db
    .insertInto('users')
    .values({
      email: 'asha.verma@authors.example',
      email_normalized: 'asha.verma@authors.example',
      first_name: 'Asha',
      last_name: 'Verma',
      country_code: 'IN',
      phone_number: '',
      user_type: 'Author',
      description: '',
      image_url: '',
      email_confirmed: 1,
      no_of_books: 0,
      created_at: t.clock.now().toISOString(),
      password_hash: 'x',
      password_salt: 'x',
    })
    .execute();
  epub3 = await zipBuffer(testBookEntries(await testBookInput(3)));
  epub2 = await zipBuffer(testBookEntries(await testBookInput(2)));
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'epub-uploads-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const ashaId = async () =>
  String(
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'asha.verma@authors.example')
        .executeTakeFirstOrThrow()
    ).id,
  );
const epubPart = (data: Buffer, name = 'BookContent'): MultipartPart => ({
  name,
  filename: 'book.epub',
  contentType: 'application/epub+zip',
  data,
});

function post(url: string, parts: MultipartPart[]) {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...a.adminHeaders } });
}

const minimalFields = (): MultipartPart[] => [
  { name: 'Price', value: '199' },
  { name: 'GenerId', value: genreId },
  { name: 'IsActive', value: 'true' },
  { name: 'IsApproved', value: 'true' },
];

async function uploaded(parts: MultipartPart[]): Promise<string> {
  const response = await post(apiPaths.addBook, parts);
  expect(response.json()).toEqual({ Message: messages.bookUploaded, Id: expect.any(String) });
  return response.json<CreatedResponse>().Id;
}

const bookRow = (id: string) =>
  t.db.selectFrom('books').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

async function storedFile(kind: 'books' | 'previews', key: string): Promise<string> {
  const file = path.join(scratch, `${kind}-${key}`);
  fs.writeFileSync(file, await readStoredObject(t.storage, kind, key));
  return file;
}

describe('an EPUB uploaded with only a price and a genre', () => {
  test('takes its details and cover from the package, and gets a sample made by the store', async () => {
    const id = await uploaded([...minimalFields(), epubPart(epub3)]);
    const detail = (await t.app.inject({ method: 'GET', url: `${apiPaths.getBookById}?Id=${id}` })).json<BookDetail>();
    expect(detail).toMatchObject({
      Title: 'Monsoon Letters',
      AuthorName: 'Asha Verma',
      AuthorId: await ashaId(),
      Description: 'Letters written through one monsoon.',
      Format: 'EPUB',
      Isbn: TEST_ISBN,
      Publisher: 'Pustaka Press',
      PublishedDate: '2019-05-12',
      Language: 'en-IN',
      PageCount: null,
    });
    expect(detail.WordCount).toBeGreaterThan(8000);

    const row = await bookRow(id);
    expect(row).toMatchObject({ format: 'EPUB', preview_format: 'EPUB', preview_uploaded: 0 });
    expect(row.content_key).toMatch(/\.epub$/);
    expect(await readStoredObject(t.storage, 'books', row.content_key!)).toEqual(epub3);
    // The EPUB's own cover, stored in every width like an uploaded one.
    expect(row.cover_key).toMatch(/-w400\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: detail.CoverImage })).statusCode).toBe(200);

    // The sample: a valid EPUB of about a tenth of the book, whose last page leads to the product page.
    expect(row.preview_key).toMatch(/\.epub$/);
    const sample = await storedFile('previews', row.preview_key!);
    expect(await epubcheckErrors(sample)).toEqual([]);
    const archive = await ZipArchive.openFile(sample);
    try {
      const texts = await Promise.all(
        archive.entries
          .filter((entry) => entry.name.endsWith('.xhtml'))
          .map((entry) => archive.readText(entry.name, 1_000_000)),
      );
      expect(texts.join('\n')).toContain(`${t.config.publicUrl}/product/${id}`);
    } finally {
      archive.close();
    }
    expect(uploadTempFiles(t)).toEqual([]);
  });

  test('an EPUB 2 is sold the same way', async () => {
    const id = await uploaded([
      ...minimalFields(),
      { name: 'BookName', value: 'Monsoon Letters, EPUB 2' },
      epubPart(epub2),
    ]);
    expect(await bookRow(id)).toMatchObject({
      name: 'Monsoon Letters, EPUB 2',
      format: 'EPUB',
      isbn: TEST_ISBN,
      preview_uploaded: 0,
    });
    expect(await epubcheckErrors(await storedFile('previews', (await bookRow(id)).preview_key!))).toEqual([]);
  });

  test('what the admin sends wins over the package, and an uploaded sample and cover are kept', async () => {
    const preview = await makePdf(2);
    const id = await uploaded([
      ...minimalFields(),
      { name: 'BookName', value: 'Letters in the Rain' },
      { name: 'BookDescription', value: 'A new edition.' },
      { name: 'Isbn', value: '0-306-40615-2' },
      { name: 'Publisher', value: 'Kaveri House' },
      { name: 'PublishedDate', value: '2021' },
      { name: 'Language', value: 'HI' },
      { name: 'AuthorName', value: 'asha  VERMA' },
      { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
      { name: 'BookPreview', filename: 'preview.pdf', contentType: 'application/pdf', data: preview },
      epubPart(epub3),
    ]);
    const row = await bookRow(id);
    expect(row).toMatchObject({
      name: 'Letters in the Rain',
      description: 'A new edition.',
      author_id: Number(await ashaId()),
      isbn: '9780306406157',
      publisher: 'Kaveri House',
      published_date: '2021',
      language: 'hi',
      preview_uploaded: 1,
      preview_format: 'PDF',
    });
    expect(await readStoredObject(t.storage, 'previews', row.preview_key!)).toEqual(preview);
  });
});

describe('refusals name the problem and store nothing', () => {
  const countBooks = async () =>
    Number(
      (
        await t.db
          .selectFrom('books')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test.each([
    ['not a book at all', () => Buffer.from('just some notes\n'), bookFileMessages.notPdfOrEpub],
    [
      'a spine item missing from the archive',
      async () =>
        zipBuffer(
          (await testBookEntries(await testBookInput(3))).filter((entry) => entry.name !== 'OEBPS/chapter-03.xhtml'),
        ),
      'OEBPS/chapter-03.xhtml',
    ],
    [
      'a chapter encrypted (DRM)',
      async () =>
        zipBuffer([
          ...testBookEntries(await testBookInput(3)),
          {
            name: 'META-INF/encryption.xml',
            compress: true,
            content:
              '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/><enc:CipherData><enc:CipherReference URI="OEBPS/chapter-03.xhtml"/></enc:CipherData></enc:EncryptedData></encryption>',
          },
        ]),
      'DRM',
    ],
  ])('%s', async (_name, make, fragment) => {
    const before = await countBooks();
    const response = await post(apiPaths.addBook, [...minimalFields(), epubPart(await make())]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toMatch(/^Invalid field 'BookContent': /);
    expect(response.json<{ Message: string }>().Message).toContain(fragment);
    expect(await countBooks()).toBe(before);
    expect(uploadTempFiles(t)).toEqual([]);
  });

  test('an EPUB whose author is not in the store, sent without one, is refused on AuthorId', async () => {
    const stranger = await zipBuffer(
      editEntry(testBookEntries(await testBookInput(3)), 'OEBPS/content.opf', (opf) =>
        opf.replaceAll('Asha Verma', 'Nobody Known'),
      ),
    );
    const response = await post(apiPaths.addBook, [...minimalFields(), epubPart(stranger)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: `Invalid field 'AuthorId': ${apiMessages.authorNotNamed('Nobody Known')}`,
    });
  });

  test('a PDF needs its title and description from the admin, and a cover', async () => {
    const pdf = await makePdf(20);
    const noTitle = await post(apiPaths.addBook, [
      ...minimalFields(),
      { name: 'AuthorId', value: await ashaId() },
      { name: 'BookContent', filename: 'b.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    expect(noTitle.json()).toEqual({ Message: `Invalid field 'BookName': ${messages.fieldRequired}` });
    const noCover = await post(apiPaths.addBook, [
      ...minimalFields(),
      { name: 'AuthorId', value: await ashaId() },
      { name: 'BookName', value: 'Plain' },
      { name: 'BookDescription', value: 'A PDF.' },
      { name: 'BookContent', filename: 'b.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    expect(noCover.json()).toEqual({ Message: `Invalid field 'BookImage': ${apiMessages.bookCoverRequired}` });
  });

  test('an ISBN with a wrong check digit is refused', async () => {
    const response = await post(apiPaths.addBook, [
      ...minimalFields(),
      { name: 'Isbn', value: '978-81-7525-766-4' },
      epubPart(epub3),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: `Invalid field 'Isbn': ${bookDetailMessages.invalidIsbn}` });
  });
});

test('a PDF without a sample gets its first tenth of pages made by the store', async () => {
  const id = await uploaded([
    ...minimalFields(),
    { name: 'AuthorId', value: await ashaId() },
    { name: 'BookName', value: 'Sixty Pages' },
    { name: 'BookDescription', value: 'Long.' },
    { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
    { name: 'BookContent', filename: 'b.pdf', contentType: 'application/pdf', data: await makePdf(60) },
  ]);
  const row = await bookRow(id);
  expect(row).toMatchObject({ format: 'PDF', page_count: 60, preview_format: 'PDF', preview_uploaded: 0 });
  const sample = await PDFDocument.load(await readStoredObject(t.storage, 'previews', row.preview_key!));
  // 6 of its 60 pages, and the end page that leads to the book.
  expect(sample.getPageCount()).toBe(7);
});

describe('POST /api/inspectBookFile', () => {
  test("answers what an EPUB says of itself, the store's author matched, and stores nothing", async () => {
    const before = await t.db.selectFrom('pending_files').select('key').execute();
    const response = await post(apiPaths.inspectBookFile, [epubPart(epub3)]);
    expect(response.statusCode).toBe(202);
    const details = response.json<BookFileDetails>();
    expect(details).toMatchObject({
      Format: 'EPUB',
      Title: 'Monsoon Letters',
      AuthorName: 'Asha Verma',
      AuthorId: await ashaId(),
      Description: 'Letters written through one monsoon.',
      Isbn: TEST_ISBN,
      Publisher: 'Pustaka Press',
      PublishedDate: '2019-05-12',
      Language: 'en-IN',
      PageCount: null,
    });
    expect(details.CoverImage).toMatch(/^data:image\/webp;base64,/);
    expect(await t.db.selectFrom('pending_files').select('key').execute()).toEqual(before);
    expect(uploadTempFiles(t)).toEqual([]);
  });

  test('a PDF: its pages; a refused file: the same message as the upload', async () => {
    const pdf = await post(apiPaths.inspectBookFile, [
      { name: 'BookContent', filename: 'b.pdf', contentType: 'application/pdf', data: await makePdf(5) },
    ]);
    expect(pdf.json()).toMatchObject({ Format: 'PDF', PageCount: 5, WordCount: null, CoverImage: null });
    const junk = await post(apiPaths.inspectBookFile, [epubPart(Buffer.from('PK\x03\x04 but nothing else'))]);
    expect(junk.statusCode).toBe(400);
    expect(junk.json<{ Message: string }>().Message).toMatch(/^Invalid field 'BookContent': /);
  });

  test('other fields are refused; only admins may ask', async () => {
    const extra = await post(apiPaths.inspectBookFile, [{ name: 'BookName', value: 'x' }, epubPart(epub3)]);
    expect(extra.json()).toEqual({ Message: "Unknown field 'BookName'" });
    const body = multipartBody([epubPart(epub3)]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPaths.inspectBookFile,
          payload: body.payload,
          headers: body.headers,
        })
      ).statusCode,
    ).toBe(401);
  });
});
