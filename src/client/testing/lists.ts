import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../shared/api-paths';
import { SUCCESS_STATUS } from '../../shared/constants';
import type { ListItem } from '../../shared/contract/cart.contract';
import type { CheckoutResponse } from '../../shared/contract/checkout.contract';
import type { ShopBook } from '../../shared/contract/catalog.contract';
import { messages } from '../../shared/messages';
import { orderTexts } from '../../shared/order-texts';
import { cartTotalPaise, paiseToAmountString } from '../../shared/money';
import { server } from './server';
import { apiMessages } from '../../shared/api-messages';

const ok = (body: JsonBodyType) => HttpResponse.json(body, { status: SUCCESS_STATUS });
const fail = (status: number, message: string) => HttpResponse.json({ Message: message }, { status });

let nextRowId = 100;

/** A cart or wishlist row for a shop book, as the server answers it. */
export function listItem(
  book: Pick<ShopBook, 'Id' | 'BookName' | 'BooksImage' | 'Price' | 'Discount'>,
  rowId = String(nextRowId++),
): ListItem {
  return {
    _id: rowId,
    Id: rowId,
    ProductId: book.Id,
    Books: {
      BookId: book.Id,
      book_Id: book.Id,
      Price: book.Price,
      Discount: book.Discount,
      BooksImage: book.BooksImage,
      BookName: book.BookName,
    },
  };
}

export const TEST_ORDER_ID = 'order_Test0001';
/** Our number of the fake checkout's order, and when it stops being payable. */
export const TEST_ORDER_NUMBER = 41;
export const TEST_ORDER_EXPIRES_AT = '2030-01-15T10:30:00.000Z';

/** What checkoutPage (and resumeOrderPayment, for the same order) answers. */
export function checkoutAnswer(amount: number, orderNumber = TEST_ORDER_NUMBER): CheckoutResponse {
  return {
    order: { id: TEST_ORDER_ID, amount, currency: 'INR' },
    key_id: 'rzp_test_sandbox00000',
    checkout_script_url: '/sandbox/checkout.js',
    order_number: orderNumber,
    expires_at: TEST_ORDER_EXPIRES_AT,
  };
}

export interface RecordedCall {
  path: string;
  body: unknown;
}

/**
 * A small in-memory stand-in for the server's cart, wishlist and checkout endpoints, with the
 * server's rules (duplicates and owned books are 409, checks answer true when the book can be
 * added, a paid order empties the cart, a failed one keeps it; the checkout's order can be paid
 * again with resumeOrderPayment while `state.payable`). Records every POST body.
 */
export function fakeListsServer({
  cart = [],
  wishlist = [],
  owned = [],
  books = [],
}: { cart?: ListItem[]; wishlist?: ListItem[]; owned?: string[]; books?: ShopBook[] } = {}) {
  const state = { cart: [...cart], wishlist: [...wishlist], payable: true, orderAmount: 0 };
  const calls: RecordedCall[] = [];
  const listGets = { cart: 0, wishlist: 0 };
  const bookOf = (id: string) =>
    books.find((book) => book.Id === id) ?? {
      Id: id,
      BookName: `Book ${id}`,
      BooksImage: `/media/covers/${id}.svg`,
      Price: 100,
      Discount: 0,
    };

  const record = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path: new URL(request.url).pathname, body });
    return body;
  };

  for (const kind of ['cart', 'wishlist'] as const) {
    const paths =
      kind === 'cart'
        ? {
            list: apiPaths.getCartlist,
            save: apiPaths.saveCartlist,
            remove: apiPaths.deleteCartlist,
            check: apiPaths.checkIfBookExistsForUserInCartP,
          }
        : {
            list: apiPaths.getWishlist,
            save: apiPaths.saveWishlist,
            remove: apiPaths.deleteWishlist,
            check: apiPaths.checkIfBookExistsForUserInWhislistP,
          };
    const refuseOwned = kind === 'cart';
    server.use(
      http.get(paths.list, () => {
        listGets[kind] += 1;
        return ok(kind === 'cart' ? { CartList: state.cart } : { WishList: state.wishlist });
      }),
      http.post(paths.save, async ({ request }) => {
        const { book_Id } = (await record(request)) as { book_Id: string };
        if (refuseOwned && owned.includes(book_Id)) return fail(409, apiMessages.bookAlreadyOwned);
        if (state[kind].some((item) => item.Books.BookId === book_Id))
          return fail(409, kind === 'cart' ? apiMessages.cartDuplicate : apiMessages.wishlistDuplicate);
        state[kind].push(listItem(bookOf(book_Id)));
        return ok({ Message: kind === 'cart' ? messages.addedToCart : messages.addedToWishlist });
      }),
      http.post(paths.remove, async ({ request }) => {
        const { _id } = (await record(request)) as { _id: string };
        const before = state[kind].length;
        state[kind] = state[kind].filter((item) => item._id !== _id);
        return state[kind].length < before
          ? ok({ Message: messages.removedFromCart })
          : fail(404, apiMessages.listItemNotFound);
      }),
      http.post(paths.check, async ({ request }) => {
        const { book_Id } = (await record(request)) as { book_Id: string };
        const listed = state[kind].some((item) => item.Books.BookId === book_Id);
        return ok({ status: !listed && !(refuseOwned && owned.includes(book_Id)) });
      }),
    );
  }

  server.use(
    // The library holds the owned books (the product page's 'Read now' asks it).
    http.get(apiPaths.getLibrary, () =>
      ok({
        LibraryList: owned.map((id) => ({
          Gener: 'Drama',
          GenerId: '1',
          AuthorName: 'Anita Rao',
          AuthorId: '11',
          ...bookOf(id),
          PurchasedAt: '2024-06-01T10:00:00.000Z',
          LastPage: null,
          PageCount: 12,
        })),
      }),
    ),
    http.post(apiPaths.checkoutPage, async ({ request }) => {
      const body = (await record(request)) as { price: string };
      const total = cartTotalPaise(state.cart.map((item) => item.Books));
      if (body.price !== paiseToAmountString(total)) return fail(409, apiMessages.checkoutPriceChanged);
      state.orderAmount = total;
      return ok(checkoutAnswer(total) as unknown as JsonBodyType);
    }),
    http.post(apiPaths.resumeOrderPayment, async ({ request }) => {
      const body = (await record(request)) as { OrderId: number };
      if (body.OrderId !== TEST_ORDER_NUMBER) return fail(404, apiMessages.orderNotFound);
      if (!state.payable) return fail(409, orderTexts.orderNotPayable);
      return ok(checkoutAnswer(state.orderAmount) as unknown as JsonBodyType);
    }),
    http.post(apiPaths.updateOrderStatus, async ({ request }) => {
      const body = (await record(request)) as { OrderStatus: string };
      if (body.OrderStatus === 'Success') {
        state.cart = [];
        return ok({ Message: messages.paymentSucceeded });
      }
      return ok({ Message: messages.paymentFailed });
    }),
  );

  return {
    state,
    listGets,
    /** The recorded bodies sent to `path`. */
    bodiesTo: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}
