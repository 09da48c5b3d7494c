import { Readable } from 'node:stream';
import { apiPaths } from '../../../shared/api-paths';
import type { CreatedResponse } from '../../../shared/contract/admin.contract';
import type { AllBooksResponse, BookDetail, NewArrivalBooksResponse } from '../../../shared/contract/catalog.contract';
import { messages } from '../../../shared/messages';
import { registerAndLogin } from '../../testing/accounts';
import {
  createAdminTestApp,
  filesOnDisk,
  makePdf,
  multipartBody,
  TINY_PNG,
  uploadTempFiles,
  type AdminTestApp,
  type MultipartPart,
} from '../../testing/admin';
import { TEST_TODAY, type TestApp } from '../../testing/create-test-app';
import sharp from 'sharp';
import { COVER_WIDTHS } from '../../../shared/cover-images';
import { readStoredObject } from '../../storage/object-storage';
import { apiMessages } from '../../../shared/api-messages';
import { bookFileMessages } from '../../books/book-file-messages';
import { bookDetailMessages } from '../../../shared/book-details';
import { BooksRepository } from '../catalog/books.repository';

const COVER_LIMIT_BYTES = 2048;

let a: AdminTestApp;
let t: TestApp;
let genreId: string;
let authorId: string;
let bookPdf: Buffer;
let previewPdf: Buffer;

beforeAll(async () => {
  a = await createAdminTestApp({ uploadLimits: { coverBytes: COVER_LIMIT_BYTES } });
  t = a.t;
  genreId = String((await t.db.selectFrom('genres').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
  authorId = String(
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('user_type', '=', 'Author')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  [bookPdf, previewPdf] = await Promise.all([makePdf(7), makePdf(2)]);
});
afterAll(async () => {
  await t.close();
});

const fileParts = (): MultipartPart[] => [
  { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
  { name: 'BookPreview', filename: 'preview.pdf', contentType: 'application/pdf', data: previewPdf },
  { name: 'BookContent', filename: 'book.pdf', contentType: 'application/pdf', data: bookPdf },
];

/** The wizard's text fields; `changes` replaces fields by name, and undefined drops one. */
function textParts(changes: Record<string, string | undefined> = {}): MultipartPart[] {
  const fields: Record<string, string | undefined> = {
    UserId: a.adminSession.UserId,
    BookName: 'The Monsoon Ledger',
    BookDescription: 'A clerk keeps the accounts of a flooded town.',
    AuthorId: authorId,
    AuthorName: 'shown only',
    Price: '250',
    Discount: '0.2',
    GenerId: genreId,
    Gener: 'shown only',
    BookType: 'EBook',
    IsActive: 'true',
    IsApproved: 'true',
    IsNewArrival: 'true',
    NewArrivalDate: '',
    IsPustakaOriginal: 'false',
    ...changes,
  };
  return Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]));
}

function upload(parts: MultipartPart[], headers: Record<string, string> = a.adminHeaders) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: apiPaths.addBook,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const countBooks = async () =>
  Number(
    (
      await t.db
        .selectFrom('books')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const bookRow = (id: string) =>
  t.db.selectFrom('books').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const getJson = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(202);
  return response.json<T>();
};

describe('POST /api/addBook', () => {
  test('an admin uploads files as multipart parts; the book is public, in the shop and in its home section', async () => {
    const response = await upload([...textParts(), ...fileParts()]);
    expect(response.statusCode).toBe(202);
    const { Message, Id } = response.json<CreatedResponse>();
    expect(Message).toBe(messages.bookUploaded);

    const detail = await getJson<BookDetail>(`${apiPaths.getBookById}?Id=${Id}`);
    expect(detail).toMatchObject({
      Id,
      Title: 'The Monsoon Ledger',
      AuthorId: authorId,
      GenerId: genreId,
      Price: 250,
      Discount: 0.2,
    });
    expect((await getJson<AllBooksResponse>(apiPaths.getAllBooks)).BooksList[0]).toMatchObject({
      Id,
      BookName: 'The Monsoon Ledger',
    });
    expect(
      (await getJson<NewArrivalBooksResponse>(apiPaths.getNewArrivalBooks)).NewArrivalBooksList?.map((book) => book.Id),
    ).toContain(Id);

    const row = await bookRow(Id);
    // The new-arrival date defaults to today; flags not sent stay off.
    expect(row).toMatchObject({
      page_count: 7,
      book_type: 'EBook',
      new_arrival_date: TEST_TODAY,
      is_original: 0,
      is_trending: 0,
      trending_date: null,
      sale_price_paise: 20_000,
    });
    // The cover, decoded and re-encoded: WebP in each width, cropped to 2:3, its URL the middle one.
    expect(row.cover_key).toMatch(/^[0-9a-f]{32}-w400\.webp$/);
    const stem = row.cover_key.slice(0, 32);
    for (const width of COVER_WIDTHS) {
      const variant = await sharp(await readStoredObject(t.storage, 'covers', `${stem}-w${width}.webp`)).metadata();
      expect(variant).toMatchObject({ format: 'webp', width, height: width * 1.5 });
    }
    expect(detail.CoverImage).toBe(`/media/covers/${row.cover_key}`);
    expect(await readStoredObject(t.storage, 'books', row.content_key!)).toEqual(bookPdf);
    expect(await readStoredObject(t.storage, 'previews', row.preview_key!)).toEqual(previewPdf);
    // The cover is served publicly.
    expect((await t.app.inject({ method: 'GET', url: detail.CoverImage })).statusCode).toBe(200);
    expect(uploadTempFiles(t)).toEqual([]);
  });

  test("the spec's original client: files as base64 text fields, data-URL prefixed or not", async () => {
    const base64Files: MultipartPart[] = [
      { name: 'BookImage', value: `data:image/png;base64,${TINY_PNG.toString('base64')}` },
      { name: 'BookPreview', value: previewPdf.toString('base64') },
      { name: 'BookContent', value: `data:application/pdf;base64,${bookPdf.toString('base64')}` },
    ];
    const response = await upload([
      ...textParts({
        BookName: 'Base Sixty-Four',
        IsTopAuthor: 'true',
        IsTrending: 'true',
        TrendingDate: '2025-07-01',
      }),
      ...base64Files,
    ]);
    expect(response.statusCode).toBe(202);
    const { Id } = response.json<CreatedResponse>();
    expect((await getJson<BookDetail>(`${apiPaths.getBookById}?Id=${Id}`)).Title).toBe('Base Sixty-Four');
    expect(await bookRow(Id)).toMatchObject({
      is_top_author: 1,
      is_trending: 1,
      trending_date: '2025-07-01',
      page_count: 7,
    });
  });

  describe('who may upload', () => {
    /** A body that counts how often the server asked for more of it. */
    function countingBody() {
      const probe = { reads: 0 };
      const stream = new Readable({
        read() {
          probe.reads += 1;
          this.push(probe.reads > 50 ? null : Buffer.alloc(1024, 'x'));
        },
      });
      return { probe, stream };
    }
    const sendCounting = async (headers: Record<string, string>) => {
      const { probe, stream } = countingBody();
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.addBook,
        payload: stream,
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
      });
      return { response, reads: probe.reads };
    };

    test('a visitor gets 401 and a user 403, and neither body is read', async () => {
      const visitor = await sendCounting({});
      expect(visitor.response.statusCode).toBe(401);
      expect(visitor.response.json()).toEqual({ Message: messages.unauthorizedUser });
      expect(visitor.reads).toBe(0);

      const user = await registerAndLogin(t.app);
      const reader = await sendCounting(user.headers);
      expect(reader.response.statusCode).toBe(403);
      expect(reader.response.json()).toEqual({ Message: messages.adminOnly });
      expect(reader.reads).toBe(0);
    });

    test('(the probe works: an admin body is read, and a malformed one is a 400, not a 500)', async () => {
      const admin = await sendCounting(a.adminHeaders);
      expect(admin.reads).toBeGreaterThan(0);
      expect(admin.response.statusCode).toBe(400);
      expect(uploadTempFiles(t)).toEqual([]);
    });

    test('a JSON body is refused with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.addBook,
        payload: { BookName: 'x' },
        headers: a.adminHeaders,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ Message: apiMessages.uploadNotMultipart });
    });
  });

  const withFile = (name: string, data: Buffer, contentType = 'application/pdf'): MultipartPart[] => [
    ...fileParts().filter((part) => part.name !== name),
    { name, filename: `${name}.bin`, contentType, data },
  ];
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const oversizedPng = Buffer.concat([TINY_PNG, Buffer.alloc(COVER_LIMIT_BYTES)]);

  test.each<[string, () => MultipartPart[], number, string]>([
    [
      'a text file renamed to .pdf as the book',
      () => [...textParts(), ...withFile('BookContent', Buffer.from('just some notes\n'))],
      400,
      bookDetailMessages.uploadNotBook,
    ],
    [
      'a PDF header with junk after it as the preview',
      () => [...textParts(), ...withFile('BookPreview', Buffer.from('%PDF-1.7\nnot really a pdf'))],
      400,
      bookFileMessages.pdfUnreadable,
    ],
    [
      'an SVG as the cover',
      () => [...textParts(), ...withFile('BookImage', svg, 'image/svg+xml')],
      400,
      messages.uploadNotImage,
    ],
    [
      'text posing as a PNG cover',
      () => [...textParts(), ...withFile('BookImage', Buffer.from('not an image'), 'image/png')],
      400,
      messages.uploadNotImage,
    ],
    [
      'a GIF header followed by junk',
      () => [
        ...textParts(),
        ...withFile('BookImage', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 0x5a)]), 'image/gif'),
      ],
      400,
      messages.uploadNotImage,
    ],
    [
      'a PNG cut off half way',
      () => [...textParts(), ...withFile('BookImage', TINY_PNG.subarray(0, 40), 'image/png')],
      400,
      messages.uploadNotImage,
    ],
    [
      'a cover over the limit',
      () => [...textParts(), ...withFile('BookImage', oversizedPng, 'image/png')],
      413,
      messages.uploadTooLarge,
    ],
    [
      'a base64 cover over the limit',
      () => [
        ...textParts(),
        ...fileParts().filter((p) => p.name !== 'BookImage'),
        { name: 'BookImage', value: oversizedPng.toString('base64') },
      ],
      413,
      messages.uploadTooLarge,
    ],
    [
      'a file field that is not base64',
      () => [
        ...textParts(),
        ...fileParts().filter((p) => p.name !== 'BookImage'),
        { name: 'BookImage', value: 'this is not base64!' },
      ],
      400,
      apiMessages.uploadNotBase64,
    ],
    [
      'a missing book name',
      () => [...textParts({ BookName: undefined }), ...fileParts()],
      400,
      "Invalid field 'BookName'",
    ],
    [
      'a missing book file',
      () => [...textParts(), ...fileParts().filter((p) => p.name !== 'BookContent')],
      400,
      "Invalid field 'BookContent'",
    ],
    [
      'an empty book file',
      () => [...textParts(), ...withFile('BookContent', Buffer.alloc(0))],
      400,
      messages.uploadFileRequired,
    ],
    ['a discount of 1.0', () => [...textParts({ Discount: '1.0' }), ...fileParts()], 400, "Invalid field 'Discount'"],
    // Zero is a free book (decision 047, free-books.routes.test.ts); below zero is no price.
    ['a negative price', () => [...textParts({ Price: '-1' }), ...fileParts()], 400, "Invalid field 'Price'"],
    [
      'a flag that is not true or false',
      () => [...textParts({ IsActive: 'yes' }), ...fileParts()],
      400,
      "Invalid field 'IsActive'",
    ],
    [
      'a date that is not YYYY-MM-DD',
      () => [...textParts({ TrendingDate: '15/06/2025' }), ...fileParts()],
      400,
      "Invalid field 'TrendingDate'",
    ],
    [
      'a book type other than EBook',
      () => [...textParts({ BookType: 'Paperback' }), ...fileParts()],
      400,
      "Invalid field 'BookType'",
    ],
    ['an unknown field', () => [...textParts({ IsFree: 'true' }), ...fileParts()], 400, "Unknown field 'IsFree'"],
    [
      'a field sent twice',
      () => [...textParts(), { name: 'Price', value: '1' }, ...fileParts()],
      400,
      apiMessages.uploadDuplicateField,
    ],
    ['an unknown genre', () => [...textParts({ GenerId: '999999' }), ...fileParts()], 400, apiMessages.genreNotFound],
    [
      'an unknown author',
      () => [...textParts({ AuthorId: '999999' }), ...fileParts()],
      400,
      apiMessages.authorNotFound,
    ],
    [
      'an author id that is not an Author (the admin)',
      () => [...textParts({ AuthorId: a.adminSession.UserId }), ...fileParts()],
      400,
      apiMessages.authorNotFound,
    ],
    [
      "another user's UserId",
      () => [...textParts({ UserId: '999999' }), ...fileParts()],
      403,
      apiMessages.otherUsersData,
    ],
  ])('%s is refused and nothing is written', async (_name, parts, status, text) => {
    const booksBefore = await countBooks();
    const filesBefore = filesOnDisk(t);
    const response = await upload(parts());
    expect(response.statusCode).toBe(status);
    expect(response.json<{ Message: string }>().Message).toContain(text);
    expect(await countBooks()).toBe(booksBefore);
    expect(filesOnDisk(t)).toEqual(filesBefore);
  });

  test('a failed insert removes the files it had already stored', async () => {
    const filesBefore = filesOnDisk(t);
    const booksBefore = await countBooks();
    // Every check passes and the files are stored; then the database refuses the row.
    const insert = jest.spyOn(BooksRepository.prototype, 'insert');
    insert.mockImplementationOnce(async () => {
      throw Object.assign(new Error('simulated failure inserting into books'), { code: 'SIMULATED' });
    });
    try {
      const response = await upload([...textParts(), ...fileParts()]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ Message: messages.genericError });
    } finally {
      insert.mockRestore();
    }
    expect(await countBooks()).toBe(booksBefore);
    expect(filesOnDisk(t)).toEqual(filesBefore);
  });
});
