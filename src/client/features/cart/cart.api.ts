import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type {
  BookCheckRequest,
  BookCheckResponse,
  CartItem,
  CartListResponse,
  DeleteItemRequest,
  ListChangeResponse,
  SaveItemRequest,
} from '../../../shared/contract/cart.contract';

/** The API may send a null list, meaning empty, so the client accepts one. */
type NullableCartListResponse = { CartList: CartListResponse['CartList'] | null };

/**
 * Every cart change invalidates 'Cart': the cart page, the header's badge and the product page's
 * "can it be added" check all provide it, so they refetch together.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartlist: build.query<CartItem[], string>({
      query: (userId) => ({ url: apiPaths.getCartlist, params: { user_Id: userId } }),
      transformResponse: (response: NullableCartListResponse) => response.CartList ?? [],
      providesTags: ['Cart'],
    }),
    saveCartlist: build.mutation<ListChangeResponse, SaveItemRequest>({
      query: (body) => ({ url: apiPaths.saveCartlist, method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    deleteCartlist: build.mutation<ListChangeResponse, DeleteItemRequest>({
      query: (body) => ({ url: apiPaths.deleteCartlist, method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    /** true: the book can be added (not in the cart, not owned, for sale). Also refreshed by a purchase. */
    checkIfBookExistsForUserInCartP: build.query<boolean, BookCheckRequest>({
      query: (body) => ({ url: apiPaths.checkIfBookExistsForUserInCartP, method: 'POST', body }),
      transformResponse: (response: BookCheckResponse) => response.status === true,
      providesTags: ['Cart', 'Library'],
    }),
  }),
});

export const {
  useGetCartlistQuery,
  useSaveCartlistMutation,
  useDeleteCartlistMutation,
  useCheckIfBookExistsForUserInCartPQuery,
} = cartApi;
