import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { BookReadingAccessQueryInput, BookReadingAccessResponse } from '../../../shared/contract/library.contract';

export interface ReadingAccessArgs {
  bookId: string;
  preview: boolean;
}

/**
 * How the reader opens the part of a book it shows (the full book, or its preview): its format,
 * and for an EPUB where its files are served. Never kept after the reader closes: a full book's
 * address carries a grant that expires.
 */
export const readerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookReadingAccess: build.query<BookReadingAccessResponse, ReadingAccessArgs>({
      query: ({ bookId, preview }) => {
        const params: BookReadingAccessQueryInput = { Id: bookId, Preview: preview ? 'true' : 'false' };
        return { url: apiPaths.getBookReadingAccess, params };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetBookReadingAccessQuery } = readerApi;
