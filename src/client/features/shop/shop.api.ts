import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { AllBooksResponse, AuthorLookupResponse } from '../../../shared/contract/catalog.contract';
import type { ShopFilters } from './shop.slice';
import { allBooksQueryString, authorLookupQueryString, type AuthorLookupArgs } from './shop.query';

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the shop; filtering, paging and facet counts happen on the server. */
    getAllBooks: build.query<AllBooksResponse, ShopFilters>({
      query: (filters) => `${apiPaths.getAllBooks}?${allBooksQueryString(filters)}`,
      providesTags: ['Book'],
    }),
    /**
     * The author facet's lookup: up to SHOP_TOP_AUTHORS authors whose first or last name starts with
     * the name, alphabetically, each with its books matching the genre and price filters.
     */
    searchAuthors: build.query<AuthorLookupResponse, AuthorLookupArgs>({
      query: (args) => `${apiPaths.searchAuthors}?${authorLookupQueryString(args)}`,
      // The counts are of books: a catalog change refreshes them as it does the shop's.
      providesTags: ['Book'],
    }),
  }),
});

export const { useGetAllBooksQuery, useSearchAuthorsQuery } = shopApi;
