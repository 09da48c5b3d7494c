import { createBookListSlice } from '../../lib/bookListSlice';

/** The wishlist's events and what is in flight (lib/bookListSlice.ts); its contents are in wishlist.api.ts. */
const wishlistSlice = createBookListSlice('wishlist');

export const wishlistEvents = wishlistSlice.actions;
export const { selectAdding: selectWishlistAdding, selectRemoving: selectWishlistRemoving } = wishlistSlice.selectors;
export const wishlistReducer = wishlistSlice.reducer;
