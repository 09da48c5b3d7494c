/** What other features may use from the cart feature. */
export {
  useGetCartlistQuery,
  useSaveCartlistMutation,
  useDeleteCartlistMutation,
  useCheckIfBookExistsForUserInCartPQuery,
} from './cart.api';
export type { CartItem } from '../../../shared/contract/cart.contract';
export { cartEvents, selectCartAdding, selectCartRemoving } from './cart.slice';
