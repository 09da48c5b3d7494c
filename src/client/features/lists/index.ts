/**
 * What the cart and the wishlist share on screen: the add/remove actions and the list page's parts.
 * A module of its own so the home page, which imports features/cart for the header's badge, does not
 * load them.
 */
export { useBookListActions, type BookListKind } from './useBookListActions';
export { BookListPage, BookListRow } from './components/BookListPage';
