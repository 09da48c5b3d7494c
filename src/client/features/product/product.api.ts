import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { BookDetail } from '../../../shared/contract/catalog.contract';

export const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookById: build.query<BookDetail, string>({
      query: (id) => ({ url: apiPaths.getBookById, params: { Id: id } }),
      providesTags: (_result, _error, id) => [{ type: 'Book', id }],
    }),
  }),
});

export const { useGetBookByIdQuery } = productApi;
