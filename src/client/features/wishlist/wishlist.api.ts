import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { CartItem } from '../cart';

/** A wishlist row has the cart row's shape (spec section 3). */
export type WishlistItem = CartItem;

export interface WishListResponse {
  WishList: WishlistItem[] | null;
}

export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistItem[], string>({
      query: (userId) => ({ url: apiPaths.getWishlist, params: { user_Id: userId } }),
      transformResponse: (response: WishListResponse) => response.WishList ?? [],
      providesTags: ['Wishlist'],
    }),
  }),
});

export const { useGetWishlistQuery } = wishlistApi;
