import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { AuthorBook, AuthorBooksResponse } from '../../../shared/contract/authors.contract';

/** My Books: an author's own books with their status, price and copies sold. */
export const authorBooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; the argument (user id) keys the cache per user, like the library's. */
    getAuthorBooks: build.query<AuthorBook[], string>({
      query: () => ({ url: apiPaths.getAuthorBooks }),
      transformResponse: (response: AuthorBooksResponse) => response.AuthorBooksList,
      providesTags: ['AuthorBook'],
    }),
  }),
});

export const { useGetAuthorBooksQuery } = authorBooksApi;
