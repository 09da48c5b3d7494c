import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import { searchQuerySchema, type SearchResponse } from '../../../shared/contract/search.contract';

export interface SearchBooksArgs {
  q: string;
  limit?: number;
  page?: number;
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of matches over titles and author names, best first (search.contract.ts). */
    searchBooks: build.query<SearchResponse, SearchBooksArgs>({
      query: ({ q, limit, page }) => {
        const params = new URLSearchParams({ q });
        if (limit !== undefined) params.set('limit', String(limit));
        if (page !== undefined && page > 1) params.set('page', String(page));
        return `${apiPaths.searchBooks}?${params.toString()}`;
      },
      providesTags: ['Book'],
    }),
  }),
});

export const { useSearchBooksQuery } = searchApi;

/**
 * Why the server would refuse `q` (blank, or too long), with the server's own message; null when
 * it would answer. Checked first so the client never sends a request that can only fail.
 */
export function searchQueryProblem(q: string): string | null {
  const parsed = searchQuerySchema.safeParse({ q });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
