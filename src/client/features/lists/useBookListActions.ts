import { useCallback } from 'react';
import type { ListItem } from '../../../shared/contract/cart.contract';
import { messages } from '../../../shared/messages';
import { uiPaths, type LoginReturn } from '../../../shared/ui-paths';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useStableNavigate } from '../../lib/stableNavigate';
import { errorMessage, errorStatus } from '../../lib/api';
import { notify } from '../../lib/notify';
import { translate } from '../../i18n/translate';
import { listsMessages } from './lists.messages';
import {
  cartEvents,
  selectCartAdding,
  selectCartRemoving,
  useDeleteCartlistMutation,
  useSaveCartlistMutation,
} from '../cart';
import { selectIsLoggedIn, selectUserId, sessionSettled } from '../session';
import {
  selectWishlistAdding,
  selectWishlistRemoving,
  useDeleteWishlistMutation,
  useSaveWishlistMutation,
  wishlistEvents,
} from '../wishlist';

export type BookListKind = 'cart' | 'wishlist';

/** Each list's events (lib/bookListSlice.ts): what the shopper asked for and how it ended. */
const events = { cart: cartEvents, wishlist: wishlistEvents } as const;

const texts = {
  cart: { login: messages.loginToAddToCart, added: messages.addedToCart },
  wishlist: { login: messages.loginToAddToWishlist, added: messages.addedToWishlist },
} as const;

/**
 * Where a visitor's Log in leads: the login page, then back to the book's page (from a shop card
 * too: the page of the book they chose). For the cart the book is added there once logged in
 * (src/docs/decisions/010: what the visitor asked for, not a second tap); for the wishlist they
 * only come back, as a wish is cheap to tap again.
 */
function loginReturnFor(kind: BookListKind, bookId: string): LoginReturn {
  const returnTo = uiPaths.product(bookId);
  return kind === 'cart' ? { returnTo, addToCart: bookId } : { returnTo };
}

/**
 * Why a change failed: the server's Message for the statuses that carry a text worth showing (409:
 * a duplicate or an owned book; 404: the book or the row is gone), else the generic error.
 */
function failureReason(error: unknown): string {
  return errorMessage(error, [404, 409]);
}

/** A 401 is already answered by the session-expiry handler (logout and its own toast), so nothing is added. */
function notifyFailure(error: unknown): void {
  if (errorStatus(error) === 401) return;
  notify.error(translate.text(failureReason(error)));
}

/**
 * Adding to and removing from the cart and the wishlist, with the spec's checks and toasts
 * (sections 4, 5 and 8), for the shop cards, the product page, the reader's offers and the cart and
 * wishlist pages. A visitor's add answers with the spec's warning and a Log in that comes back
 * (loginReturnFor). Each action answers whether the server accepted the change; the lists refresh
 * through their tags. Every step is an event of the list's slice (cart/addRequested, cart/added,
 * cart/addRefused, ...), which also says what is in flight: for `bookId`'s buttons when given,
 * else for any book (a list page's).
 */
export function useBookListActions({ bookId: ownBook }: { bookId?: string } = {}) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  // Not useNavigate: it would re-render every shop card on each change of the URL (lib/stableNavigate).
  const navigate = useStableNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const [saveCart] = useSaveCartlistMutation();
  const [saveWishlist] = useSaveWishlistMutation();
  const [deleteCart] = useDeleteCartlistMutation();
  const [deleteWishlist] = useDeleteWishlistMutation();
  // What is in flight, from the lists' slices: shared by every button of the page (and the next page).
  const cartAdding = useAppSelector(selectCartAdding);
  const wishlistAdding = useAppSelector(selectWishlistAdding);
  const cartRemoving = useAppSelector(selectCartRemoving);
  const wishlistRemoving = useAppSelector(selectWishlistRemoving);
  // A book's own buttons wait for that book only; a list page's, for any of its books.
  const inFlight = (bookIds: string[]) => (ownBook === undefined ? bookIds.length > 0 : bookIds.includes(ownBook));

  const add = useCallback(
    async (kind: BookListKind, bookId: string | null | undefined): Promise<boolean> => {
      const id = bookId?.trim();
      if (!id) {
        notify.error(translate.text(messages.invalidItem));
        return false;
      }
      // Read when tapped, after the stored session (if any) is back: see sessionSettled.
      await sessionSettled(store);
      const currentUser = selectIsLoggedIn(store.getState()) ? selectUserId(store.getState()) : undefined;
      if (!currentUser) {
        dispatch(events[kind].loginRequested({ bookId: id }));
        notify.warning(translate.text(texts[kind].login), {
          label: translate(listsMessages.logIn),
          onClick: () => navigate(uiPaths.loginReturning(loginReturnFor(kind, id))),
        });
        return false;
      }
      const save = kind === 'cart' ? saveCart : saveWishlist;
      dispatch(events[kind].addRequested({ bookId: id }));
      try {
        await save({ user_Id: currentUser, book_Id: id }).unwrap();
      } catch (error) {
        dispatch(events[kind].addRefused({ bookId: id, reason: failureReason(error) }));
        notifyFailure(error);
        return false;
      }
      dispatch(events[kind].added({ bookId: id }));
      notify.success(translate.text(texts[kind].added));
      return true;
    },
    [store, dispatch, navigate, saveCart, saveWishlist],
  );

  const remove = useCallback(
    async (kind: BookListKind, item: ListItem, { quiet = false } = {}): Promise<boolean> => {
      if (!isLoggedIn || !userId) return false;
      const remove = kind === 'cart' ? deleteCart : deleteWishlist;
      const bookId = item.Books.BookId;
      dispatch(events[kind].removeRequested({ bookId }));
      try {
        await remove({ _id: item._id, user_Id: userId, book_Id: bookId }).unwrap();
      } catch (error) {
        dispatch(events[kind].removeRefused({ bookId, reason: failureReason(error) }));
        if (!quiet) notifyFailure(error);
        return false;
      }
      dispatch(events[kind].removed({ bookId }));
      // 'Item removed from cart.' after a wishlist removal too: the store's fixed text for both lists.
      if (!quiet) notify.success(translate.text(messages.removedFromCart));
      return true;
    },
    [isLoggedIn, userId, dispatch, deleteCart, deleteWishlist],
  );

  /**
   * The wishlist's 'Add to cart' moves the book: it is added to the cart, and only once the cart
   * has it is it removed from the wishlist (quietly: one move, one toast). A refused add (already
   * in the cart, already owned) leaves the wishlist as it was, so nothing is lost.
   */
  const moveToCart = useCallback(
    async (item: ListItem): Promise<boolean> => {
      if (!(await add('cart', item.Books.BookId))) return false;
      await remove('wishlist', item, { quiet: true });
      return true;
    },
    [add, remove],
  );

  return {
    addToCart: useCallback((bookId: string | null | undefined) => add('cart', bookId), [add]),
    addToWishlist: useCallback((bookId: string | null | undefined) => add('wishlist', bookId), [add]),
    removeFromCart: useCallback((item: ListItem) => remove('cart', item), [remove]),
    removeFromWishlist: useCallback((item: ListItem) => remove('wishlist', item), [remove]),
    moveToCart,
    addingToCart: inFlight(cartAdding),
    addingToWishlist: inFlight(wishlistAdding),
    removing: inFlight(cartRemoving) || inFlight(wishlistRemoving),
  };
}
