import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type {
  LibraryBook,
  LibraryResponse,
  ReadingProgressResponse,
  SaveReadingProgressRequest,
  SaveReadingProgressResponse,
} from '../../../shared/contract/library.contract';

/**
 * The library and the saved page. 'Library' is also invalidated by a paid order (checkout) and by a
 * saved page, so the list's 'Continue reading' row and the product page's 'Read now' follow.
 */
export const libraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's books, newest purchase first; the argument (user id) keys the cache per user. */
    getLibrary: build.query<LibraryBook[], string>({
      query: () => ({ url: apiPaths.getLibrary }),
      transformResponse: (response: LibraryResponse) => response.LibraryList,
      providesTags: ['Library'],
    }),
    /** The last page read of one book, on any device; not cached across openings of the reader. */
    getReadingProgress: build.query<number | null, string>({
      query: (bookId) => ({ url: apiPaths.getReadingProgress, params: { Id: bookId } }),
      transformResponse: (response: ReadingProgressResponse) => response.LastPage,
      keepUnusedDataFor: 0,
    }),
    saveReadingProgress: build.mutation<SaveReadingProgressResponse, SaveReadingProgressRequest>({
      query: (body) => ({ url: apiPaths.saveReadingProgress, method: 'POST', body }),
      invalidatesTags: ['Library'],
    }),
  }),
});

export const { useGetLibraryQuery, useGetReadingProgressQuery, useSaveReadingProgressMutation } = libraryApi;
