import { apiPaths } from '../../../shared/api-paths';
import type { AdminBooksResponse, UpdateBookResponse } from '../../../shared/contract/admin.contract';
import type { AllBooksResponse, BookDetail } from '../../../shared/contract/catalog.contract';
import { messages } from '../../../shared/messages';
import { discountedPaise } from '../../../shared/money';
import { post, registerAndLogin } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import { TEST_TODAY, type TestApp } from '../../testing/create-test-app';
import { bookDetailMessages } from '../../../shared/book-details';

let a: AdminTestApp;
let t: TestApp;

beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
});
afterAll(async () => {
  await t.close();
});

const adminBooks = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiPaths.getAdminBooks}${query}`,
    headers: a.adminHeaders,
  });
  expect(response.statusCode).toBe(202);
  return response.json<AdminBooksResponse>();
};
const updateBook = (body: object, headers = a.adminHeaders) => post(t.app, apiPaths.updateBook, body, { headers });
const publicBook = (id: string) => t.app.inject({ method: 'GET', url: `${apiPaths.getBookById}?Id=${id}` });
const shopIds = async () =>
  (await t.app.inject({ method: 'GET', url: `${apiPaths.getAllBooks}?PageSize=100` }))
    .json<AllBooksResponse>()
    .BooksList.map((book) => book.Id);

/** A seeded public book, with its author's name. */
async function someBook() {
  const row = await t.db
    .selectFrom('books')
    .innerJoin('users', 'users.id', 'books.author_id')
    .select(['books.id', 'books.name', 'users.first_name', 'users.last_name'])
    .where('books.is_active', '=', 1)
    .orderBy('books.id')
    .executeTakeFirstOrThrow();
  return { ...row, id: String(row.id) };
}

describe('GET /api/getAdminBooks', () => {
  test('lists every book, hidden ones included, newest first, with every flag and date', async () => {
    const hidden = await t.db
      .updateTable('books')
      .set({ is_approved: 0 })
      .where('id', '=', Number((await someBook()).id))
      .returning('id')
      .executeTakeFirstOrThrow();
    const total = Number(
      (
        await t.db
          .selectFrom('books')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const all = await adminBooks('?PageSize=100');
    expect(all.Total).toBe(total);
    const ids = all.AdminBooksList.map((book) => Number(book.Id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const book = all.AdminBooksList.find((item) => item.Id === String(hidden.id));
    // Demo book 1 is an EPUB: its length is in words, and its sample the store's own.
    expect(book).toMatchObject({
      IsApproved: false,
      IsActive: true,
      BookType: 'EBook',
      Format: 'EPUB',
      PageCount: null,
      WordCount: expect.any(Number),
      PreviewUploaded: false,
    });
    expect(book).toMatchObject({
      Isbn: expect.stringMatching(/^97893\d{8}$/),
      Publisher: expect.any(String),
      PublishedDate: expect.any(String),
      Language: 'en',
    });
    expect(Object.keys(book!).sort()).toEqual([
      'AuthorId',
      'AuthorName',
      'AvailableOn',
      'BookDescription',
      'BookName',
      'BookType',
      'CoverImage',
      'CreatedAt',
      'Discount',
      'Format',
      'Gener',
      'GenerId',
      'GstRate',
      'HotDealsDate',
      'Id',
      'IsActive',
      'IsApproved',
      'IsHotDeals',
      'IsNewArrival',
      'IsPustakaOriginal',
      'IsTopAuthor',
      'IsTrending',
      'IsUpcoming',
      'Isbn',
      'Language',
      'NewArrivalDate',
      'PageCount',
      'PreviewUploaded',
      'Price',
      'PublishedDate',
      'Publisher',
      'TrendingDate',
      'UpcomingDate',
      'WordCount',
    ]);
    expect((await publicBook(String(hidden.id))).statusCode).toBe(404);
    await t.db.updateTable('books').set({ is_approved: 1 }).where('id', '=', hidden.id).execute();
  });

  test('searches titles and author names without regard to case, and pages', async () => {
    const book = await someBook();
    const byTitle = await adminBooks(`?q=${encodeURIComponent(book.name.toUpperCase())}`);
    expect(byTitle.AdminBooksList.map((item) => item.Id)).toContain(book.id);
    expect(
      byTitle.AdminBooksList.every(
        (item) =>
          item.BookName.toLowerCase().includes(book.name.toLowerCase()) ||
          item.AuthorName.toLowerCase().includes(book.name.toLowerCase()),
      ),
    ).toBe(true);

    const authorName = `${book.first_name} ${book.last_name}`;
    const byAuthor = await adminBooks(`?q=${encodeURIComponent(authorName.toLowerCase())}&PageSize=100`);
    expect(byAuthor.Total).toBeGreaterThan(0);
    expect(byAuthor.AdminBooksList.every((item) => item.AuthorName === authorName)).toBe(true);

    // LIKE's wildcards are taken literally.
    expect((await adminBooks('?q=%25')).Total).toBe(0);
    const page2 = await adminBooks('?Page=2&PageSize=3');
    expect(page2.AdminBooksList).toHaveLength(3);
    expect(page2.AdminBooksList[0]!.Id).toBe((await adminBooks('?PageSize=4')).AdminBooksList[3]!.Id);
  });

  test('only admins; bad paging is 400', async () => {
    const user = await registerAndLogin(t.app);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.getAdminBooks })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.getAdminBooks, headers: user.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `${apiPaths.getAdminBooks}?PageSize=1000`, headers: a.adminHeaders }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/updateBook', () => {
  test('changes the details sent, removes those sent as null, and refuses a bad ISBN', async () => {
    const { id } = await someBook();
    const changed = await updateBook({
      Id: id,
      Isbn: '0-306-40615-2',
      Publisher: 'Kaveri House',
      PublishedDate: '2020-02',
      Language: 'HI',
    });
    expect(changed.statusCode).toBe(202);
    expect(changed.json<UpdateBookResponse>().Book).toMatchObject({
      Isbn: '9780306406157',
      Publisher: 'Kaveri House',
      PublishedDate: '2020-02',
      Language: 'hi',
    });
    expect((await publicBook(id)).json<BookDetail>()).toMatchObject({
      Isbn: '9780306406157',
      Publisher: 'Kaveri House',
      PublishedDate: '2020-02',
      Language: 'hi',
    });
    const cleared = await updateBook({ Id: id, Publisher: null });
    expect(cleared.json<UpdateBookResponse>().Book).toMatchObject({ Isbn: '9780306406157', Publisher: null });
    const refused = await updateBook({ Id: id, Isbn: '9780306406158' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ Message: `Invalid field 'Isbn': ${bookDetailMessages.invalidIsbn}` });
  });

  test('switching IsActive off hides the book from the shop; on shows it again', async () => {
    const { id } = await someBook();
    const off = await updateBook({ Id: id, IsActive: false });
    expect(off.statusCode).toBe(202);
    expect(off.json<UpdateBookResponse>()).toMatchObject({
      Message: messages.bookUpdated,
      Book: { Id: id, IsActive: false },
    });
    expect((await publicBook(id)).statusCode).toBe(404);
    expect(await shopIds()).not.toContain(id);

    expect((await updateBook({ Id: id, IsActive: true })).statusCode).toBe(202);
    expect((await publicBook(id)).statusCode).toBe(202);
    expect(await shopIds()).toContain(id);
  });

  test('a new price and discount show in the shop, with the sale price the database filters by', async () => {
    const { id } = await someBook();
    const response = await updateBook({ Id: id, Price: 499.5, Discount: 0.25 });
    expect(response.statusCode).toBe(202);
    expect(response.json<UpdateBookResponse>().Book).toMatchObject({ Price: 499.5, Discount: 0.25 });
    expect((await publicBook(id)).json<BookDetail>()).toMatchObject({ Price: 499.5, Discount: 0.25 });
    const row = await t.db
      .selectFrom('books')
      .select(['price_paise', 'discount_bp', 'sale_price_paise'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_paise: 49_950, discount_bp: 2500, sale_price_paise: discountedPaise(49_950, 2500) });

    // The discount alone: the stored price is kept and the sale price follows.
    await updateBook({ Id: id, Discount: 0 });
    expect((await publicBook(id)).json<BookDetail>()).toMatchObject({ Price: 499.5, Discount: 0 });
    expect(
      (await t.db.selectFrom('books').select('sale_price_paise').where('id', '=', Number(id)).executeTakeFirstOrThrow())
        .sale_price_paise,
    ).toBe(49_950);
  });

  test('a dated flag switched on without a date gets today; a date sent is kept', async () => {
    const { id } = await someBook();
    await t.db
      .updateTable('books')
      .set({ is_hot_deals: 0, hot_deals_date: null, is_upcoming: 0, upcoming_date: null })
      .where('id', '=', Number(id))
      .execute();
    const response = await updateBook({
      Id: id,
      IsHotDeals: true,
      IsUpcoming: true,
      UpcomingDate: '2025-09-01',
      IsPustakaOriginal: true,
      IsTopAuthor: true,
    });
    expect(response.json<UpdateBookResponse>().Book).toMatchObject({
      IsHotDeals: true,
      HotDealsDate: TEST_TODAY,
      IsUpcoming: true,
      UpcomingDate: '2025-09-01',
      IsPustakaOriginal: true,
      IsTopAuthor: true,
    });
  });

  test.each([
    ['nothing to change', {}, 'at least one field'],
    ['a negative price', { Price: -1 }, "Invalid field 'Price'"],
    ['a discount of 1', { Discount: 1 }, "Invalid field 'Discount'"],
    ['a flag as text', { IsActive: 'true' }, "Invalid field 'IsActive'"],
    ['an impossible date', { TrendingDate: '2025-02-30' }, "Invalid field 'TrendingDate'"],
    ['an unknown field', { Name: 'x' }, "Unknown field 'Name'"],
  ])('%s is 400 and changes nothing', async (_name, change, text) => {
    const { id } = await someBook();
    const before = await t.db.selectFrom('books').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    const response = await updateBook({ Id: id, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(text);
    expect(await t.db.selectFrom('books').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow()).toEqual(
      before,
    );
  });

  test('an unknown book is 404; only admins may update', async () => {
    for (const Id of ['999999', 'abc']) {
      const response = await updateBook({ Id, IsActive: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: messages.bookNotFound });
    }
    const { id } = await someBook();
    const user = await registerAndLogin(t.app);
    expect((await updateBook({ Id: id, IsActive: false }, user.headers)).statusCode).toBe(403);
    expect((await post(t.app, apiPaths.updateBook, { Id: id, IsActive: false })).statusCode).toBe(401);
    expect((await publicBook(id)).statusCode).toBe(202);
  });
});
