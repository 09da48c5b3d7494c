import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { AllBooksResponse } from '../../../shared/contract/catalog.contract';
import type { ShopFilters } from './shop.slice';
import { allBooksQueryString } from './shop.query';

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the shop; filtering, paging and facet counts happen on the server. */
    getAllBooks: build.query<AllBooksResponse, ShopFilters>({
      query: (filters) => `${apiPaths.getAllBooks}?${allBooksQueryString(filters)}`,
      providesTags: ['Book'],
    }),
  }),
});

export const { useGetAllBooksQuery } = shopApi;
