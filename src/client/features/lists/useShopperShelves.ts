import { useAppSelector } from '../../app/hooks';
import { useGetCartlistQuery } from '../cart';
import { useGetLibraryQuery } from '../library';
import { selectIsLoggedIn, selectUserId } from '../session';
import { useGetWishlistQuery } from '../wishlist';

export interface BookShelfState {
  /** Where the book stands for the cart button: owned (Read now), in the cart (View Cart), or add. */
  cart: 'add' | 'inCart' | 'owned';
  wishlisted: boolean;
}

const VISITOR: BookShelfState = { cart: 'add', wishlisted: false };

/**
 * Where each book of a grid stands for the signed-in shopper, from three whole lists (cart,
 * wishlist, library) rather than two checks per card: a page of 24 cards asks three questions, and
 * every add or remove (their tags) updates every card; cards share the three queries. A visitor gets Add everywhere (the login
 * warning answers it).
 */
export function useShopperShelves(): (bookId: string) => BookShelfState {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const skip = !isLoggedIn || !userId;
  const cart = useGetCartlistQuery(userId, { skip }).data;
  const wishlist = useGetWishlistQuery(userId, { skip }).data;
  const library = useGetLibraryQuery(userId, { skip }).data;
  if (skip) return () => VISITOR;
  const inCart = new Set(cart?.map((item) => item.Books.BookId));
  const wished = new Set(wishlist?.map((item) => item.Books.BookId));
  const owned = new Set(library?.map((book) => book.Id));
  return (bookId) => ({
    cart: owned.has(bookId) ? 'owned' : inCart.has(bookId) ? 'inCart' : 'add',
    wishlisted: wished.has(bookId),
  });
}
