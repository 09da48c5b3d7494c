/**
 * Free books (decision 047), on both databases. An admin makes a book free (price 0, in Manage
 * Books' edit or the wizard's upload); a shopper's Get it free puts it in the library at once as an
 * order of ₹0, paid, with no payment and no tax invoice (its receipt instead), counted as a sale for
 * its author; the reader opens it. Getting it twice, a priced book, an upcoming one, a visitor, an
 * unknown id are refused; the cart refuses a free book, and checkout refuses one put in a cart while
 * it still had a price. The reconciler and an admin's refund leave a ₹0 order alone.
 */
import { freeBookApiPaths, apiPaths, taxApiPaths } from '../../../shared/api-paths';
import { apiMessages } from '../../../shared/api-messages';
import type { CreatedResponse, UpdateBookResponse } from '../../../shared/contract/admin.contract';
import type { AuthorBooksResponse } from '../../../shared/contract/authors.contract';
import type { BookDetail } from '../../../shared/contract/catalog.contract';
import type { GetFreeBookResponse } from '../../../shared/contract/free-books.contract';
import type { LibraryResponse } from '../../../shared/contract/library.contract';
import type { LoginResponse } from '../../../shared/contract/accounts.contract';
import type { OrdersResponse } from '../../../shared/contract/orders.contract';
import { messages } from '../../../shared/messages';
import { istDateOf } from '../../../shared/release-dates';
import { releaseTexts } from '../../../shared/release-texts';
import { addDays } from '../../clock';
import { bearer, login, post, registerAndLogin, TEST_PASSWORD, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, makePdf, multipartBody, TINY_PNG, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { addToCart, cartOf, checkoutBody, requestCheckout } from '../../testing/shopping';
import { SELLER } from '../../testing/tax-shopping';
import { hashPassword } from '../accounts/passwords';

jest.setTimeout(60_000);

let a: AdminTestApp;
let t: TestApp;
beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const getFree = (user: LoggedInUser | undefined, bookId: string | number) =>
  post(t.app, freeBookApiPaths.getFreeBook, { BookId: bookId }, { headers: user?.headers ?? {} });
const updateBook = (change: object) => post(t.app, apiPaths.updateBook, change, { headers: a.adminHeaders });
const ids = (user: LoggedInUser, bookId: string) => ({ user_Id: user.session.UserId, book_Id: bookId });
const bookRow = (bookId: string) =>
  t.db
    .selectFrom('books')
    .select(['name', 'author_id', 'price_paise', 'discount_bp', 'sale_price_paise', 'sales_count'])
    .where('id', '=', Number(bookId))
    .executeTakeFirstOrThrow();
const ordersOf = (user: LoggedInUser) =>
  t.db.selectFrom('orders').selectAll().where('user_id', '=', Number(user.session.UserId)).execute();
const owns = async (user: LoggedInUser, bookId: string) =>
  (await get(`${apiPaths.getBookReadingAccess}?Id=${bookId}&Preview=false`, user.headers)).statusCode === 202;

/** Makes the book free through Manage Books' edit, as an admin does. */
async function makeFree(bookId: string): Promise<void> {
  const response = await updateBook({ Id: bookId, Price: 0 });
  expect(response.statusCode).toBe(202);
}

describe('an admin makes a book free', () => {
  test("Manage Books' edit takes price 0; the discount goes with it and the shop says 0", async () => {
    await updateBook({ Id: '20', Discount: 0.15 });
    const changed = await updateBook({ Id: '20', Price: 0 });
    expect(changed.statusCode).toBe(202);
    expect(changed.json<UpdateBookResponse>().Book).toMatchObject({ Price: 0, Discount: 0 });
    expect(await bookRow('20')).toMatchObject({ price_paise: 0, discount_bp: 0, sale_price_paise: 0 });
    expect((await get(`${apiPaths.getBookById}?Id=20`)).json<BookDetail>()).toMatchObject({ Price: 0, Discount: 0 });
    // A discount sent with a price of 0 is not kept either: a free book has none.
    await updateBook({ Id: '20', Price: 0, Discount: 0.3 });
    expect(await bookRow('20')).toMatchObject({ price_paise: 0, discount_bp: 0, sale_price_paise: 0 });
    expect((await updateBook({ Id: '20', Price: -1 })).statusCode).toBe(400);
  });

  test("the wizard's upload takes price 0 and publishes a free book", async () => {
    const genre = await t.db.selectFrom('genres').select('id').orderBy('id').executeTakeFirstOrThrow();
    const author = await t.db
      .selectFrom('users')
      .select('id')
      .where('user_type', '=', 'Author')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const fields = {
      BookName: 'The Free Almanac',
      BookDescription: 'Given away.',
      AuthorId: String(author.id),
      Price: '0',
      Discount: '0.2',
      GenerId: String(genre.id),
      IsActive: 'true',
      IsApproved: 'true',
    };
    const body = multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
      { name: 'BookContent', filename: 'book.pdf', contentType: 'application/pdf', data: await makePdf(3) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: apiPaths.addBook,
      payload: body.payload,
      headers: { ...body.headers, ...a.adminHeaders },
    });
    expect(uploaded.statusCode).toBe(202);
    const { Id } = uploaded.json<CreatedResponse>();
    expect(await bookRow(Id)).toMatchObject({ price_paise: 0, discount_bp: 0, sale_price_paise: 0 });
    const user = await registerAndLogin(t.app);
    expect((await getFree(user, Id)).statusCode).toBe(202);
  });
});

describe('Get it free', () => {
  test('puts the book in the library at once: an order of ₹0, paid, a sale for its author, read in the reader', async () => {
    await makeFree('21');
    const before = await bookRow('21');
    // The author's My Books, as the author sees it.
    const author = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', before.author_id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set(await hashPassword(TEST_PASSWORD))
      .where('id', '=', before.author_id)
      .execute();
    const authorHeaders = bearer((await login(t.app, author.email, TEST_PASSWORD)).json<LoginResponse>().Token);
    const copiesSold = async () =>
      (await get(apiPaths.getAuthorBooks, authorHeaders))
        .json<AuthorBooksResponse>()
        .AuthorBooksList.find((book) => book.BookName === before.name)!.CopiesSold;
    const soldBefore = await copiesSold();
    // The tax invoices are on: a free book still gets none (nothing is sold for consideration).
    expect((await post(t.app, taxApiPaths.updateStoreSettings, SELLER, { headers: a.adminHeaders })).statusCode).toBe(
      202,
    );

    const user = await registerAndLogin(t.app);
    expect(await owns(user, '21')).toBe(false);
    // Wished for before it was free: the wish comes true and leaves the wishlist.
    expect((await post(t.app, apiPaths.saveWishlist, ids(user, '21'), { headers: user.headers })).statusCode).toBe(202);
    const got = await getFree(user, '21');
    expect(got.statusCode).toBe(202);
    const answer = got.json<GetFreeBookResponse>();
    expect(answer).toEqual({
      Message: apiMessages.freeBookAdded(before.name),
      OrderId: expect.any(Number),
      BookId: '21',
    });

    // The library and the reader.
    const library = (await get(apiPaths.getLibrary, user.headers)).json<LibraryResponse>().LibraryList;
    expect(library.map((book) => book.Id)).toEqual(['21']);
    expect(await owns(user, '21')).toBe(true);
    expect((await get(`${apiPaths.getBookContent}?Id=21`, user.headers)).statusCode).toBe(200);
    // The order: paid, ₹0, one line at ₹0, no provider order or payment, nothing for the reconciler.
    const [order] = await ordersOf(user);
    expect(order).toMatchObject({
      id: answer.OrderId,
      status: 'paid',
      amount_paise: 0,
      provider_order_id: null,
      payment_id: null,
      next_check_at: null,
      expires_at: null,
      paid_at: t.clock.now().toISOString(),
    });
    expect(
      await t.db
        .selectFrom('order_lines')
        .select(['book_id', 'sale_price_paise', 'refund_id'])
        .where('order_id', '=', answer.OrderId)
        .execute(),
    ).toEqual([{ book_id: 21, sale_price_paise: 0, refund_id: null }]);
    expect(
      await t.db.selectFrom('order_payments').selectAll().where('order_id', '=', answer.OrderId).execute(),
    ).toEqual([]);
    // My Orders shows it paid at ₹0, with no tax invoice; its document is the receipt.
    const mine = (await get(apiPaths.getOrders, user.headers)).json<OrdersResponse>().Orders;
    expect(mine).toEqual([
      expect.objectContaining({
        OrderId: answer.OrderId,
        Status: 'paid',
        Amount: 0,
        ProviderOrderId: null,
        InvoiceNumber: null,
        Lines: [expect.objectContaining({ BookId: 21, Price: 0, Refunded: false })],
      }),
    ]);
    expect(await t.db.selectFrom('tax_invoices').select('id').where('order_id', '=', answer.OrderId).execute()).toEqual(
      [],
    );
    const receipt = await get(`${taxApiPaths.getInvoice}?OrderId=${answer.OrderId}`, user.headers);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt-${answer.OrderId}.pdf"`);
    // A sale for the author, and the wishlist no longer holds it.
    expect((await bookRow('21')).sales_count).toBe(before.sales_count + 1);
    expect(await copiesSold()).toBe(soldBefore + 1);
    expect(
      await t.db.selectFrom('wishlist_items').select('id').where('user_id', '=', Number(user.session.UserId)).execute(),
    ).toEqual([]);

    // The reconciler never takes it for an order awaiting payment; an admin's refund has nothing to return.
    await t.app.orderServices.reconciler.runOnce();
    expect((await ordersOf(user))[0]).toMatchObject({ status: 'paid', next_check_at: null, checks: 0 });
    const refund = await post(t.app, apiPaths.refundOrder, { OrderId: answer.OrderId }, { headers: a.adminHeaders });
    expect(refund.statusCode).toBe(409);
    expect(await owns(user, '21')).toBe(true);
  });

  test('a second Get it free is 409 and writes nothing; two at once grant the book once', async () => {
    await makeFree('22');
    const user = await registerAndLogin(t.app);
    expect((await getFree(user, '22')).statusCode).toBe(202);
    const again = await getFree(user, '22');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: apiMessages.bookAlreadyOwned });
    expect(await ordersOf(user)).toHaveLength(1);

    await makeFree('23');
    const soldBefore = (await bookRow('23')).sales_count;
    const racer = await registerAndLogin(t.app);
    const answers = await Promise.all([getFree(racer, '23'), getFree(racer, '23')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(await ordersOf(racer)).toHaveLength(1);
    expect((await bookRow('23')).sales_count).toBe(soldBefore + 1);
  });

  test('a book with a price is 409 and writes nothing', async () => {
    const user = await registerAndLogin(t.app);
    const priced = await getFree(user, '24');
    expect(priced.statusCode).toBe(409);
    expect(priced.json()).toEqual({ Message: apiMessages.bookNotFree });
    expect(await ordersOf(user)).toEqual([]);
    expect(await owns(user, '24')).toBe(false);
  });

  test('an upcoming free book is 409 until its day, as checkout refuses it', async () => {
    await makeFree('25');
    const date = addDays(istDateOf(t.clock.now()), 3);
    await t.db.updateTable('books').set({ available_on: date }).where('id', '=', 25).execute();
    try {
      const user = await registerAndLogin(t.app);
      const refused = await getFree(user, '25');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ Message: releaseTexts.notOutYet((await bookRow('25')).name, date) });
      expect(await ordersOf(user)).toEqual([]);
    } finally {
      await t.db.updateTable('books').set({ available_on: null }).where('id', '=', 25).execute();
    }
  });

  test('a visitor is 401; an unknown, malformed or hidden book is 404', async () => {
    await makeFree('26');
    expect((await getFree(undefined, '26')).statusCode).toBe(401);
    const user = await registerAndLogin(t.app);
    for (const bookId of ['999999', 'abc', '0']) {
      const response = await getFree(user, bookId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: messages.bookNotFound });
    }
    expect((await getFree(user, 26)).statusCode).toBe(400);
    await t.db.updateTable('books').set({ is_approved: 0 }).where('id', '=', 26).execute();
    try {
      expect((await getFree(user, '26')).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('books').set({ is_approved: 1 }).where('id', '=', 26).execute();
    }
    expect(await ordersOf(user)).toEqual([]);
  });
});

describe('the cart and a free book', () => {
  test('adding a free book to the cart is 409 and writes nothing; the wishlist takes it', async () => {
    await makeFree('27');
    const user = await registerAndLogin(t.app);
    const added = await post(t.app, apiPaths.saveCartlist, ids(user, '27'), { headers: user.headers });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({ Message: apiMessages.freeBookNotForCart });
    expect(await cartOf(t.app, user)).toEqual([]);
    expect((await post(t.app, apiPaths.saveWishlist, ids(user, '27'), { headers: user.headers })).statusCode).toBe(202);
  });

  test('checkout refuses a book made free after it went into the cart; Get it free takes it out of the cart', async () => {
    const user = await registerAndLogin(t.app);
    await addToCart(t.app, user, '28');
    await addToCart(t.app, user, '29');
    await makeFree('28');
    // The store issues tax invoices by now (a test above): checkout carries billing details.
    const billing = { BillingName: 'Asha Rao', State: 'Karnataka', PinCode: '560034' };
    const refused = await requestCheckout(t.app, user, { ...(await checkoutBody(t.app, user)), ...billing });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Message: apiMessages.freeBookInCart((await bookRow('28')).name) });
    expect(await ordersOf(user)).toEqual([]);

    expect((await getFree(user, '28')).statusCode).toBe(202);
    expect((await cartOf(t.app, user)).map((item) => item.Books.BookId)).toEqual(['29']);
    // The priced book checks out as usual.
    const paid = await requestCheckout(t.app, user, { ...(await checkoutBody(t.app, user)), ...billing });
    expect(paid.statusCode).toBe(202);
  });
});
