import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';

/**
 * A cart row as spec section 3 describes it. The cart issue moves this into shared/contract with
 * the server's routes; the header only needs the list's length.
 */
export interface CartItem {
  _id: string;
  Id?: string;
  ProductId?: string;
  Books: { BookId: string; book_Id?: string; Price: number; Discount: number; BooksImage?: string; BookName?: string };
}

export interface CartListResponse {
  CartList: CartItem[] | null;
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartlist: build.query<CartItem[], string>({
      query: (userId) => ({ url: apiPaths.getCartlist, params: { user_Id: userId } }),
      transformResponse: (response: CartListResponse) => response.CartList ?? [],
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartlistQuery } = cartApi;
