/** What other features may use from the wishlist feature. */
export {
  useGetWishlistQuery,
  useSaveWishlistMutation,
  useDeleteWishlistMutation,
  useCheckIfBookExistsForUserInWhislistPQuery,
} from './wishlist.api';
export { wishlistEvents, selectWishlistAdding, selectWishlistRemoving } from './wishlist.slice';
export type { WishlistItem } from '../../../shared/contract/cart.contract';
