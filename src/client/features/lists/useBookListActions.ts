import { useCallback } from 'react';
import type { ListItem } from '../../../shared/contract/cart.contract';
import { messages } from '../../../shared/messages';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { errorMessage, errorStatus } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useDeleteCartlistMutation, useSaveCartlistMutation } from '../cart';
import { selectIsLoggedIn, selectUserId, sessionSettled } from '../session';
import { useDeleteWishlistMutation, useSaveWishlistMutation } from '../wishlist';

export type BookListKind = 'cart' | 'wishlist';

const texts = {
  cart: { login: messages.loginToAddToCart, added: messages.addedToCart },
  wishlist: { login: messages.loginToAddToWishlist, added: messages.addedToWishlist },
} as const;

/**
 * A failed change: the server's Message for the statuses that carry a text worth showing (409: a
 * duplicate or an owned book; 404: the book or the row is gone), else the generic error. A 401 is
 * already answered by the session-expiry handler (logout and its own toast), so nothing is added.
 */
function notifyFailure(error: unknown): void {
  if (errorStatus(error) === 401) return;
  notify.error(errorMessage(error, [404, 409]));
}

/**
 * Adding to and removing from the cart and the wishlist, with the spec's checks and toasts
 * (sections 4, 5 and 8), for the shop cards, the product page and the cart and wishlist pages.
 * Each action answers whether the server accepted the change; the lists refresh through their tags.
 */
export function useBookListActions() {
  const store = useAppStore();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const [saveCart, saveCartState] = useSaveCartlistMutation();
  const [saveWishlist, saveWishlistState] = useSaveWishlistMutation();
  const [deleteCart, deleteCartState] = useDeleteCartlistMutation();
  const [deleteWishlist, deleteWishlistState] = useDeleteWishlistMutation();

  const add = useCallback(
    async (kind: BookListKind, bookId: string | null | undefined): Promise<boolean> => {
      const id = bookId?.trim();
      if (!id) {
        notify.error(messages.invalidItem);
        return false;
      }
      // Read when tapped, after the stored session (if any) is back: see sessionSettled.
      await sessionSettled(store);
      const currentUser = selectIsLoggedIn(store.getState()) ? selectUserId(store.getState()) : undefined;
      if (!currentUser) {
        notify.warning(texts[kind].login);
        return false;
      }
      const save = kind === 'cart' ? saveCart : saveWishlist;
      try {
        await save({ user_Id: currentUser, book_Id: id }).unwrap();
      } catch (error) {
        notifyFailure(error);
        return false;
      }
      notify.success(texts[kind].added);
      return true;
    },
    [store, saveCart, saveWishlist],
  );

  const remove = useCallback(
    async (kind: BookListKind, item: ListItem, { quiet = false } = {}): Promise<boolean> => {
      if (!isLoggedIn || !userId) return false;
      const remove = kind === 'cart' ? deleteCart : deleteWishlist;
      try {
        await remove({ _id: item._id, user_Id: userId, book_Id: item.Books.BookId }).unwrap();
      } catch (error) {
        if (!quiet) notifyFailure(error);
        return false;
      }
      // 'Item removed from cart.' after a wishlist removal too: the store's fixed text for both lists.
      if (!quiet) notify.success(messages.removedFromCart);
      return true;
    },
    [isLoggedIn, userId, deleteCart, deleteWishlist],
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
    addingToCart: saveCartState.isLoading,
    addingToWishlist: saveWishlistState.isLoading,
    removing: deleteCartState.isLoading || deleteWishlistState.isLoading,
  };
}
