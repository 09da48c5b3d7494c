/** What other features may use from the cart feature. */
export { useGetCartlistQuery } from './cart.api';
export type { CartItem } from './cart.api';
