/**
 * Get it free (decision 047), in the lists' lazy chunk with the other buttons of a book (not in
 * lib/api.ts: the home page's budget).
 */
import { api } from '../../lib/api';
import { freeBookApiPaths } from '../../../shared/free-book-api-paths';
import type { GetFreeBookRequest, GetFreeBookResponse } from '../../../shared/contract/free-books.contract';

export const freeBooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFreeBook: build.mutation<GetFreeBookResponse, GetFreeBookRequest>({
      query: (body) => ({ url: freeBookApiPaths.getFreeBook, method: 'POST', body }),
      // Got: the library (Read now), My Orders (its order of ₹0) and the lists it left. Refused: the
      // library (already owned, from another tab) and the book (it has a price again, or a date).
      invalidatesTags: (_result, error, { BookId }) =>
        error ? ['Library', { type: 'Book', id: BookId }] : ['Library', 'Order', 'Cart', 'Wishlist'],
    }),
  }),
});

export const { useGetFreeBookMutation } = freeBooksApi;
