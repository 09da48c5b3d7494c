import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type {
  BookCheckRequest,
  BookCheckResponse,
  DeleteItemRequest,
  ListChangeResponse,
  SaveItemRequest,
  WishlistItem,
  WishListResponse,
} from '../../../shared/contract/cart.contract';

/** The API may send a null list, meaning empty, so the client accepts one. */
type NullableWishListResponse = { WishList: WishListResponse['WishList'] | null };

/** Every wishlist change invalidates 'Wishlist': page, header badge and product-page check refetch. */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistItem[], string>({
      query: (userId) => ({ url: apiPaths.getWishlist, params: { user_Id: userId } }),
      transformResponse: (response: NullableWishListResponse) => response.WishList ?? [],
      providesTags: ['Wishlist'],
    }),
    saveWishlist: build.mutation<ListChangeResponse, SaveItemRequest>({
      query: (body) => ({ url: apiPaths.saveWishlist, method: 'POST', body }),
      invalidatesTags: ['Wishlist'],
    }),
    deleteWishlist: build.mutation<ListChangeResponse, DeleteItemRequest>({
      query: (body) => ({ url: apiPaths.deleteWishlist, method: 'POST', body }),
      invalidatesTags: ['Wishlist'],
    }),
    /** true: the book can be added (not in the wishlist, for sale). */
    checkIfBookExistsForUserInWhislistP: build.query<boolean, BookCheckRequest>({
      query: (body) => ({ url: apiPaths.checkIfBookExistsForUserInWhislistP, method: 'POST', body }),
      transformResponse: (response: BookCheckResponse) => response.status === true,
      providesTags: ['Wishlist'],
    }),
  }),
});

export const {
  useGetWishlistQuery,
  useSaveWishlistMutation,
  useDeleteWishlistMutation,
  useCheckIfBookExistsForUserInWhislistPQuery,
} = wishlistApi;
