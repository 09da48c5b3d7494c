/** What other features may use from the wishlist feature. */
export { useGetWishlistQuery } from './wishlist.api';
