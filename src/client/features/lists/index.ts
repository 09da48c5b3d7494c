/**
 * The shopper's two lists, the cart and the wishlist: their pages (lazy routes, loaded by the app
 * directly) and what other screens use to add to them or show where a book stands. The cart and
 * wishlist features below hold only their data, so the header's badges do not load any of this.
 */
export { useBookListActions, type BookListKind } from './useBookListActions';
export { useBookListStatus, type CartState } from './useBookListStatus';
export { useShopperShelves, type BookShelfState } from './useShopperShelves';
export { useCartAddAfterLogin } from './useCartAddAfterLogin';
export { BookCartButton } from './components/BookCartButton';
export { BuyNowButton } from './components/BuyNowButton';
export { GetItFreeButton } from './components/GetItFreeButton';
export { isFreeBook } from './isFreeBook';
