import { createBookListSlice } from '../../lib/bookListSlice';

/** The cart's events and what is in flight (lib/bookListSlice.ts); its contents are in cart.api.ts. */
const cartSlice = createBookListSlice('cart');

export const cartEvents = cartSlice.actions;
export const { selectAdding: selectCartAdding, selectRemoving: selectCartRemoving } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
