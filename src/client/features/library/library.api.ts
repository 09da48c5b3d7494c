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
 * The library and the saved place. 'Library' is also invalidated by a paid order (checkout) and by a
 * saved place, so the list's 'Continue reading' row (page or percentage) and the product page's
 * 'Read now' follow.
 */
export const libraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's books, newest purchase first; the argument (user id) keys the cache per user. */
    getLibrary: build.query<LibraryBook[], string>({
      query: () => ({ url: apiPaths.getLibrary }),
      transformResponse: (response: LibraryResponse) => response.LibraryList,
      providesTags: ['Library'],
    }),
    /**
     * The place last read in one book, on any device: a PDF's page or an EPUB's locator (null when
     * never saved); not cached across openings of the reader.
     */
    getReadingProgress: build.query<ReadingProgressResponse, string>({
      query: (bookId) => ({ url: apiPaths.getReadingProgress, params: { Id: bookId } }),
      keepUnusedDataFor: 0,
    }),
    saveReadingProgress: build.mutation<SaveReadingProgressResponse, SaveReadingProgressRequest>({
      query: (body) => ({ url: apiPaths.saveReadingProgress, method: 'POST', body }),
      invalidatesTags: ['Library'],
    }),
  }),
});

export const { useGetLibraryQuery, useGetReadingProgressQuery, useSaveReadingProgressMutation } = libraryApi;
