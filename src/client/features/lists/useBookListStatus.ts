import { useAppSelector } from '../../app/hooks';
import { useCheckIfBookExistsForUserInCartPQuery, useGetCartlistQuery } from '../cart';
import { useOwnsBook } from '../library';
import { selectIsLoggedIn, selectUserId } from '../session';
import { useCheckIfBookExistsForUserInWhislistPQuery } from '../wishlist';

export type CartState = 'checking' | 'add' | 'inCart' | 'owned';

/**
 * Where a book stands in the signed-in shopper's lists, for the buttons of one book (the product
 * page, the reader's offers). Owned when the library has it, whatever the checks say (the library
 * may answer first). The cart check answers true when the book CAN be added, so Add is shown on
 * true. Checks run only for a stored user id; a visitor sees Add, which answers with the login
 * offer. A false answer for a book that is not in the cart means the user owns it (the server
 * refuses owned books); a failed check counts as false, without guessing ownership.
 */
export function useBookListStatus(bookId: string): { cart: CartState; canAddToWishlist: boolean | undefined } {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const skip = !isLoggedIn || !userId;
  const check = { user_Id: userId, book_Id: bookId };
  const cartCheck = useCheckIfBookExistsForUserInCartPQuery(check, { skip });
  const wishlistCheck = useCheckIfBookExistsForUserInWhislistPQuery(check, { skip });
  const cartList = useGetCartlistQuery(userId, { skip });
  const owns = useOwnsBook(bookId);
  if (skip) return { cart: 'add', canAddToWishlist: true };

  const canAddToWishlist = wishlistCheck.isError ? false : wishlistCheck.currentData;
  let cart: CartState;
  if (owns) cart = 'owned';
  else if (cartCheck.isError) cart = 'inCart';
  else if (cartCheck.currentData === undefined) cart = 'checking';
  else if (cartCheck.currentData) cart = 'add';
  else if (cartList.data && !cartList.data.some((item) => item.Books.BookId === bookId)) cart = 'owned';
  else cart = 'inCart';
  return { cart, canAddToWishlist };
}
