import { apiPaths } from '../../../shared/api-paths';
import type { BookCheckResponse, CartListResponse, WishListResponse } from '../../../shared/contract/cart.contract';
import { messages } from '../../../shared/messages';
import { bearer, post, registerAndLogin, TEST_PASSWORD, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { addToCart, cartOf, checkout, payInSandbox, reportPayment } from '../../testing/shopping';
import { apiMessages } from '../../../shared/api-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const as = (user: LoggedInUser) => ({ headers: user.headers });
const ids = (user: LoggedInUser, bookId: string) => ({ user_Id: user.session.UserId, book_Id: bookId });

async function withBookHidden<T>(bookId: number, work: () => Promise<T>): Promise<T> {
  await t.db.updateTable('books').set({ is_approved: 0 }).where('id', '=', bookId).execute();
  try {
    return await work();
  } finally {
    await t.db.updateTable('books').set({ is_approved: 1 }).where('id', '=', bookId).execute();
  }
}

const lists = [
  {
    name: 'cart',
    get: apiPaths.getCartlist,
    save: apiPaths.saveCartlist,
    remove: apiPaths.deleteCartlist,
    key: 'CartList',
    added: messages.addedToCart,
    duplicate: apiMessages.cartDuplicate,
  },
  {
    name: 'wishlist',
    get: apiPaths.getWishlist,
    save: apiPaths.saveWishlist,
    remove: apiPaths.deleteWishlist,
    key: 'WishList',
    added: messages.addedToWishlist,
    duplicate: apiMessages.wishlistDuplicate,
  },
] as const;

describe.each(lists)('the $name', (list) => {
  const items = async (user: LoggedInUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${list.get}?user_Id=${user.session.UserId}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(202);
    return response.json<CartListResponse & WishListResponse>()[list.key];
  };

  test('save, list with the current price, remove: the spec shapes and texts, all 202', async () => {
    const user = await registerAndLogin(t.app);
    expect(await items(user)).toEqual([]);
    const saved = await post(t.app, list.save, ids(user, '3'), as(user));
    expect(saved.statusCode).toBe(202);
    expect(saved.json()).toEqual({ Message: list.added });

    const book = await t.db
      .selectFrom('books')
      .select(['price_paise', 'discount_bp', 'name'])
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    const [item] = await items(user);
    expect(item).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      Id: item!._id,
      ProductId: '3',
      Books: {
        BookId: '3',
        book_Id: '3',
        Price: book.price_paise / 100,
        Discount: book.discount_bp / 10_000,
        BooksImage: expect.stringMatching(/^\/media\/covers\//),
        BookName: book.name,
      },
    });

    // A price change shows at once: the list carries the book's current price, not a copy.
    await t.db
      .updateTable('books')
      .set({ price_paise: book.price_paise + 100 })
      .where('id', '=', 3)
      .execute();
    expect((await items(user))[0]!.Books.Price).toBe((book.price_paise + 100) / 100);
    await t.db.updateTable('books').set({ price_paise: book.price_paise }).where('id', '=', 3).execute();

    const removed = await post(t.app, list.remove, { _id: item!._id, ...ids(user, '3') }, as(user));
    expect(removed.statusCode).toBe(202);
    expect(removed.json()).toEqual({ Message: messages.removedFromCart });
    expect(await items(user)).toEqual([]);
  });

  test('a duplicate is refused with 409 and the spec text, even when two adds race', async () => {
    const user = await registerAndLogin(t.app);
    const answers = await Promise.all([1, 2, 3].map(() => post(t.app, list.save, ids(user, '4'), as(user))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({ Message: list.duplicate });
    expect(await items(user)).toHaveLength(1);
  });

  test("an unknown, malformed or hidden book is 404; a blank id is the spec's invalid item", async () => {
    const user = await registerAndLogin(t.app);
    for (const bookId of ['999999', 'abc', '0']) {
      const response = await post(t.app, list.save, ids(user, bookId), as(user));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: messages.bookNotFound });
    }
    await withBookHidden(6, async () =>
      expect((await post(t.app, list.save, ids(user, '6'), as(user))).statusCode).toBe(404),
    );
    const blank = await post(t.app, list.save, ids(user, ' '), as(user));
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ Message: string }>().Message).toContain(messages.invalidItem);
  });

  test("another user's user_Id is 403, no token is 401, unknown fields are 400", async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await post(t.app, list.save, ids(owner, '5'), as(owner));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${list.get}?user_Id=${owner.session.UserId}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(t.app, list.save, ids(owner, '7'), as(other))).statusCode).toBe(403);
    const [item] = await items(owner);
    const foreignDelete = await post(t.app, list.remove, { _id: item!._id, ...ids(owner, '5') }, as(other));
    expect(foreignDelete.statusCode).toBe(403);
    expect(foreignDelete.json()).toEqual({ Message: apiMessages.otherUsersData });
    expect((await post(t.app, list.save, ids(owner, '7'))).statusCode).toBe(401);
    expect((await post(t.app, list.save, { ...ids(owner, '7'), extra: 1 }, as(owner))).statusCode).toBe(400);
    expect(await items(owner)).toHaveLength(1);
  });

  test("removing needs the caller's own row holding that book (else 404, nothing removed)", async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await post(t.app, list.save, ids(owner, '8'), as(owner));
    const [item] = await items(owner);
    // Another user naming the owner's row with their own user id: not their row.
    expect((await post(t.app, list.remove, { _id: item!._id, ...ids(other, '8') }, as(other))).statusCode).toBe(404);
    expect((await post(t.app, list.remove, { _id: item!._id, ...ids(owner, '9') }, as(owner))).statusCode).toBe(404);
    expect((await post(t.app, list.remove, { _id: 'x', ...ids(owner, '8') }, as(owner))).statusCode).toBe(404);
    expect(await items(owner)).toHaveLength(1);
  });
});

describe('the check endpoints (true = the book can be added)', () => {
  const check = (path: string, body: object, headers?: Record<string, string>) => post(t.app, path, body, { headers });
  const status = async (path: string, body: object, headers?: Record<string, string>) => {
    const response = await check(path, body, headers);
    expect(response.statusCode).toBe(202);
    return response.json<BookCheckResponse>().status;
  };
  const paths = [apiPaths.checkIfBookExistsForUserInCartP, apiPaths.checkIfBookExistsForUserInWhislistP];

  test('for the caller: false once the book is in that list, true otherwise', async () => {
    const user = await registerAndLogin(t.app);
    expect(await status(apiPaths.checkIfBookExistsForUserInCartP, ids(user, '10'), user.headers)).toBe(true);
    await addToCart(t.app, user, '10');
    expect(await status(apiPaths.checkIfBookExistsForUserInCartP, ids(user, '10'), user.headers)).toBe(false);
    expect(await status(apiPaths.checkIfBookExistsForUserInWhislistP, ids(user, '10'), user.headers)).toBe(true);
    await post(t.app, apiPaths.saveWishlist, ids(user, '10'), as(user));
    expect(await status(apiPaths.checkIfBookExistsForUserInWhislistP, ids(user, '10'), user.headers)).toBe(false);
  });

  test('without a token nothing about any user is revealed: true exactly when the book is for sale', async () => {
    const user = await registerAndLogin(t.app);
    await addToCart(t.app, user, '11');
    for (const path of paths) {
      expect(await status(path, ids(user, '11'))).toBe(true);
      expect(await status(path, ids(user, '11'), bearer('not-a-valid-token'))).toBe(true);
      expect(await status(path, ids(user, '999999'))).toBe(false);
      await withBookHidden(11, async () => expect(await status(path, ids(user, '11'))).toBe(false));
    }
  });

  test("with a token, another user's user_Id is 403", async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    for (const path of paths) {
      const response = await check(path, ids(owner, '12'), other.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Message: apiMessages.otherUsersData });
    }
  });

  test('a book the caller owns cannot go into the cart again (check false, save 409)', async () => {
    const user = await registerAndLogin(t.app);
    await addToCart(t.app, user, '13');
    const { order } = await checkout(t.app, user);
    expect((await reportPayment(t.app, user, await payInSandbox(t.app, order.id))).statusCode).toBe(202);
    expect(await cartOf(t.app, user)).toEqual([]);

    expect(await status(apiPaths.checkIfBookExistsForUserInCartP, ids(user, '13'), user.headers)).toBe(false);
    const again = await post(t.app, apiPaths.saveCartlist, ids(user, '13'), as(user));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: apiMessages.bookAlreadyOwned });
    // A wishlist entry for an owned book is harmless (a gift idea) and stays allowed.
    expect((await post(t.app, apiPaths.saveWishlist, ids(user, '13'), as(user))).statusCode).toBe(202);
  });
});

describe('deleting the account', () => {
  test('removes cart, wishlist and library rows, and keeps the paid order without the user', async () => {
    const user = await registerAndLogin(t.app);
    const userId = Number(user.session.UserId);
    await addToCart(t.app, user, '14');
    const { order } = await checkout(t.app, user);
    await reportPayment(t.app, user, await payInSandbox(t.app, order.id));
    await addToCart(t.app, user, '15');
    await post(t.app, apiPaths.saveWishlist, ids(user, '16'), as(user));

    const deleted = await post(
      t.app,
      apiPaths.deleteAccount,
      { Email: user.input.email, Password: TEST_PASSWORD },
      as(user),
    );
    expect(deleted.statusCode).toBe(200);
    for (const table of ['cart_items', 'wishlist_items', 'user_books'] as const) {
      expect(await t.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).toEqual([]);
    }
    const kept = await t.db
      .selectFrom('orders')
      .select(['user_id', 'status', 'amount_paise'])
      .where('provider_order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: null, status: 'paid', amount_paise: order.amount });
  });
});
