/**
 * The reader's bookmarks, highlights and notes (decision 049): saved, listed, changed and deleted
 * by the reader who may read the book in full, and by nobody else; places of the book's own
 * format; plain text kept as sent; at most ANNOTATIONS_PER_BOOK_MAX per reader and book.
 * Demo book 1 is an EPUB, books 3 and 5 PDFs (seed-demo-catalog.ts).
 */
import { annotationApiPaths, apiPaths } from '../../../shared/api-paths';
import { annotationMessages } from '../../../shared/annotation-texts';
import {
  ANNOTATION_NOTE_MAX_LENGTH,
  ANNOTATION_TEXT_MAX_LENGTH,
  ANNOTATIONS_PER_BOOK_MAX,
  type Annotation,
  type AnnotationsResponse,
  type SaveAnnotationRequest,
  type SaveAnnotationResponse,
} from '../../../shared/contract/annotations.contract';
import { apiMessages } from '../../../shared/api-messages';
import { bearer, login, post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';

const admin = { adminEmail: 'annotations-admin@example.com', adminPassword: 'admin-pass-1' };
const EPUB_BOOK = '1';
const PDF_BOOK = '3';

let t: TestApp;
/** Owns books 1 and 3. */
let owner: LoggedInUser;
/** Owns book 3 too. */
let otherOwner: LoggedInUser;
let stranger: LoggedInUser;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ admin });
  [owner, otherOwner, stranger] = [
    await registerAndLogin(t.app),
    await registerAndLogin(t.app),
    await registerAndLogin(t.app),
  ];
  await buyBooks(t.app, owner, EPUB_BOOK, PDF_BOOK);
  await buyBooks(t.app, otherOwner, PDF_BOOK);
  adminHeaders = bearer((await login(t.app, admin.adminEmail, admin.adminPassword)).json<{ Token: string }>().Token);
});
afterAll(async () => {
  await t.close();
});

const RANGE_CFI = 'epubcfi(/6/4!/4/2,/1:0,/1:24)';
const POINT_CFI = 'epubcfi(/6/4!/4/2/1:0)';
const epubHighlight: SaveAnnotationRequest = {
  BookId: EPUB_BOOK,
  Kind: 'highlight',
  Locator: { Cfi: RANGE_CFI, Progression: 0.04, Href: 'OEBPS/ch1.xhtml' },
  Text: 'It was the <b>monsoon</b>',
  Color: 'yellow',
};
const pdfHighlight: SaveAnnotationRequest = {
  BookId: PDF_BOOK,
  Kind: 'highlight',
  Locator: { Page: 2 },
  Text: 'a quoted line',
  Color: 'green',
};

const headersOf = (who: LoggedInUser | Record<string, string>) => ('headers' in who ? who.headers : who) as never;
const save = (who: LoggedInUser | Record<string, string>, body: Record<string, unknown>) =>
  post(t.app, annotationApiPaths.saveAnnotation, body, { headers: headersOf(who) });
const remove = (who: LoggedInUser, id: string) =>
  post(t.app, annotationApiPaths.deleteAnnotation, { Id: id }, { headers: who.headers });
const list = (who: LoggedInUser | Record<string, string>, bookId: string) =>
  t.app.inject({
    method: 'GET',
    url: `${annotationApiPaths.getAnnotations}?BookId=${bookId}`,
    headers: headersOf(who),
  });
const annotationsOf = async (who: LoggedInUser | Record<string, string>, bookId: string): Promise<Annotation[]> => {
  const response = await list(who, bookId);
  expect(response.statusCode).toBe(202);
  return response.json<AnnotationsResponse>().Annotations;
};
const saved = async (who: LoggedInUser | Record<string, string>, body: Record<string, unknown>): Promise<string> => {
  const response = await save(who, body);
  expect(response.statusCode).toBe(202);
  const answer = response.json<SaveAnnotationResponse>();
  expect(answer.Message).toBe(annotationMessages.saved);
  return answer.Id;
};

describe('a reader keeps bookmarks, highlights and notes', () => {
  test('saved, listed in the order written, changed by Id and deleted, in an EPUB and a PDF', async () => {
    const highlight = await saved(owner, epubHighlight);
    const bookmark = await saved(owner, {
      BookId: EPUB_BOOK,
      Kind: 'bookmark',
      Locator: { Cfi: POINT_CFI, Progression: 0.04, Href: 'OEBPS/ch1.xhtml' },
    });
    const listed = await annotationsOf(owner, EPUB_BOOK);
    expect(listed).toEqual([
      {
        Id: highlight,
        BookId: EPUB_BOOK,
        Kind: 'highlight',
        Locator: epubHighlight.Locator,
        // Plain text kept as sent: the reader shows it escaped.
        Text: 'It was the <b>monsoon</b>',
        Note: '',
        Color: 'yellow',
        CreatedAt: expect.any(String),
        UpdatedAt: expect.any(String),
      },
      expect.objectContaining({ Id: bookmark, Kind: 'bookmark', Text: '', Note: '', Color: null }),
    ]);

    // A note added to the highlight: the same Id, now a note in pink.
    const note = 'Line one\nline two: & < >';
    expect(await saved(owner, { ...epubHighlight, Id: highlight, Kind: 'note', Note: note, Color: 'pink' })).toBe(
      highlight,
    );
    expect((await annotationsOf(owner, EPUB_BOOK))[0]).toEqual(
      expect.objectContaining({ Id: highlight, Kind: 'note', Note: note, Color: 'pink' }),
    );

    const pdfOne = await saved(owner, pdfHighlight);
    expect(await annotationsOf(owner, PDF_BOOK)).toEqual([
      expect.objectContaining({ Id: pdfOne, Locator: { Page: 2 }, Text: 'a quoted line', Color: 'green' }),
    ]);

    const deleted = await remove(owner, bookmark);
    expect(deleted.statusCode).toBe(202);
    expect(deleted.json()).toEqual({ Message: annotationMessages.deleted });
    expect((await annotationsOf(owner, EPUB_BOOK)).map((item) => item.Id)).toEqual([highlight]);
    expect((await remove(owner, bookmark)).statusCode).toBe(404);
  });

  test("someone else's Id is 404 to change or delete, and each reader lists only their own", async () => {
    const mine = await saved(owner, pdfHighlight);
    const theirs = await saved(otherOwner, { ...pdfHighlight, Text: 'their line' });
    const changed = await save(otherOwner, { ...pdfHighlight, Id: mine, Text: 'taken over' });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ Message: annotationMessages.notFound });
    expect((await remove(otherOwner, mine)).statusCode).toBe(404);
    expect((await save(owner, { ...pdfHighlight, Id: '99999' })).statusCode).toBe(404);
    expect((await save(owner, { ...pdfHighlight, Id: 'abc' })).statusCode).toBe(404);
    // An Id of the caller's own, but in another book, is not changed from this one.
    expect((await save(owner, { ...epubHighlight, Id: mine })).statusCode).toBe(404);
    expect((await annotationsOf(owner, PDF_BOOK)).map((item) => item.Text)).not.toContain('taken over');
    expect((await annotationsOf(otherOwner, PDF_BOOK)).map((item) => item.Id)).toEqual([theirs]);
  });
});

describe('who may keep them', () => {
  test('a visitor is 401; a shopper who does not own the book 403; an unknown book 404; nothing is written', async () => {
    expect((await post(t.app, annotationApiPaths.saveAnnotation, pdfHighlight)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `${annotationApiPaths.getAnnotations}?BookId=3` })).statusCode,
    ).toBe(401);
    expect((await post(t.app, annotationApiPaths.deleteAnnotation, { Id: '1' })).statusCode).toBe(401);
    const refused = await save(stranger, pdfHighlight);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: apiMessages.notInLibrary });
    expect((await list(stranger, PDF_BOOK)).statusCode).toBe(403);
    expect((await save(owner, { ...pdfHighlight, BookId: '99999' })).statusCode).toBe(404);
    expect((await list(owner, '99999')).statusCode).toBe(404);
    expect((await list(owner, 'abc')).statusCode).toBe(404);
    const strangerId = Number(stranger.session.UserId);
    expect(await t.db.selectFrom('annotations').select('id').where('user_id', '=', strangerId).execute()).toEqual([]);
  });

  test('an admin keeps them in any book; a buyer whose book was refunded is 403, and may still delete', async () => {
    expect(await saved(adminHeaders, { ...pdfHighlight, BookId: '5' })).toMatch(/^\d+$/);
    expect(await annotationsOf(adminHeaders, '5')).toHaveLength(1);

    const buyer = await registerAndLogin(t.app);
    await buyBooks(t.app, buyer, '11');
    const kept = await saved(buyer, { ...pdfHighlight, BookId: '11', Locator: { Page: 1 } });
    const { order_id: orderId } = await t.db
      .selectFrom('user_books')
      .select('order_id')
      .where('user_id', '=', Number(buyer.session.UserId))
      .where('book_id', '=', 11)
      .executeTakeFirstOrThrow();
    const refunded = await post(
      t.app,
      apiPaths.refundOrder,
      { OrderId: orderId, BookIds: [11] },
      { headers: adminHeaders },
    );
    expect(refunded.statusCode).toBe(202);
    expect((await save(buyer, { ...pdfHighlight, BookId: '11', Locator: { Page: 1 } })).statusCode).toBe(403);
    expect((await list(buyer, '11')).statusCode).toBe(403);
    expect((await remove(buyer, kept)).statusCode).toBe(202);
  });
});

describe('what is refused with 400', () => {
  test.each<[string, Record<string, unknown>]>([
    ['an unknown colour', { ...pdfHighlight, Color: 'red' }],
    ['an unknown kind', { ...pdfHighlight, Kind: 'underline' }],
    ['a quote too long', { ...pdfHighlight, Text: 'x'.repeat(ANNOTATION_TEXT_MAX_LENGTH + 1) }],
    ['a note too long', { ...pdfHighlight, Kind: 'note', Note: 'x'.repeat(ANNOTATION_NOTE_MAX_LENGTH + 1) }],
    ['a highlight without a colour', { ...pdfHighlight, Color: null }],
    ['a highlight quoting nothing', { ...pdfHighlight, Text: '  ' }],
    ['a highlight with a note', { ...pdfHighlight, Note: 'a note' }],
    ['a note without one', { ...pdfHighlight, Kind: 'note', Note: '' }],
    ['a bookmark with a colour', { BookId: PDF_BOOK, Kind: 'bookmark', Locator: { Page: 1 }, Color: 'blue' }],
    ['a bookmark quoting text', { BookId: PDF_BOOK, Kind: 'bookmark', Locator: { Page: 1 }, Text: 'x' }],
    ['a page as a string', { ...pdfHighlight, Locator: { Page: '2' } }],
    ['a page past the end', { ...pdfHighlight, Locator: { Page: 99_999 } }],
    ['a CFI for a PDF', { ...pdfHighlight, Locator: epubHighlight.Locator }],
    ['a page for an EPUB', { ...epubHighlight, Locator: { Page: 1 } }],
    ['a point CFI for a highlight', { ...epubHighlight, Locator: { ...epubHighlight.Locator, Cfi: POINT_CFI } }],
    ['no CFI at all', { ...epubHighlight, Locator: { Cfi: 'chapter 1', Progression: 0, Href: 'x' } }],
    ['an unknown field', { ...pdfHighlight, Extra: 1 }],
  ])('%s', async (_, body) => {
    const response = await save(owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: expect.any(String) });
  });

  test('exactly the longest quote and note are kept', async () => {
    const id = await saved(owner, {
      ...pdfHighlight,
      Kind: 'note',
      Text: 'q'.repeat(ANNOTATION_TEXT_MAX_LENGTH),
      Note: 'n'.repeat(ANNOTATION_NOTE_MAX_LENGTH),
    });
    expect((await remove(owner, id)).statusCode).toBe(202);
  });
});

test(`a reader keeps at most ${ANNOTATIONS_PER_BOOK_MAX} in a book: the next one is 409, a change still saves`, async () => {
  const reader = await registerAndLogin(t.app);
  await buyBooks(t.app, reader, PDF_BOOK);
  const userId = Number(reader.session.UserId);
  const now = new Date().toISOString();
  const row = { user_id: userId, book_id: Number(PDF_BOOK), kind: 'bookmark' as const, page: 1, locator: null };
  const rows = Array.from({ length: ANNOTATIONS_PER_BOOK_MAX - 1 }, () => ({
    ...row,
    text: '',
    note: '',
    color: null,
    created_at: now,
    updated_at: now,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await t.db
      .insertInto('annotations')
      .values(rows.slice(start, start + 500))
      .execute();
  const last = await saved(reader, pdfHighlight);
  const refused = await save(reader, pdfHighlight);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ Message: annotationMessages.tooMany(ANNOTATIONS_PER_BOOK_MAX) });
  expect(await saved(reader, { ...pdfHighlight, Id: last, Color: 'blue' })).toBe(last);
  // Another book is counted apart.
  await buyBooks(t.app, reader, '5');
  await saved(reader, { ...pdfHighlight, BookId: '5' });
});
