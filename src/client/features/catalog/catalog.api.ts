import { api } from '../../lib/api';
import { apiPaths, homeListNames } from '../../../shared/api-paths';
import type {
  Banner,
  BannersResponse,
  BestSellersResponse,
  BookCardItem,
  CoverItem,
  NewArrivalBooksResponse,
  PopularBooksResponse,
  SpecialOffersResponse,
  StatsEntry,
  StatsResponse,
  UpcomingBooksResponse,
} from '../../../shared/contract/catalog.contract';

/** The home page lists. Each endpoint unwraps its named list; a null list is an empty one. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({
      query: () => apiPaths.getBanners,
      transformResponse: (response: BannersResponse) => response.BannersList ?? [],
      providesTags: ['Banner'],
    }),
    getBestSellers: build.query<BookCardItem[], void>({
      query: () => apiPaths.getBestSellers,
      transformResponse: (response: BestSellersResponse) => response.BestSellersList ?? [],
      providesTags: ['Catalog'],
    }),
    getPopularBooks: build.query<CoverItem[], void>({
      query: () => apiPaths.getPopularBooks,
      transformResponse: (response: PopularBooksResponse) => response.PopularBooksList ?? [],
      providesTags: ['Catalog'],
    }),
    getUpcomingBooks: build.query<CoverItem[], void>({
      query: () => apiPaths.getUpcomingBooks,
      transformResponse: (response: UpcomingBooksResponse) => response.UpcomingList ?? [],
      providesTags: ['Catalog'],
    }),
    getSpecialOffers: build.query<BookCardItem[], void>({
      query: () => apiPaths.getSpecialOffers,
      transformResponse: (response: SpecialOffersResponse) => response.SpecialOffers ?? [],
      providesTags: ['Catalog'],
    }),
    getStats: build.query<StatsEntry[], void>({
      query: () => apiPaths.getStats,
      transformResponse: (response: StatsResponse) => response.Stats ?? [],
      providesTags: ['Catalog'],
    }),
    getNewArrivalBooks: build.query<BookCardItem[], void>({
      query: () => apiPaths.getNewArrivalBooks,
      transformResponse: (response: NewArrivalBooksResponse) => response.NewArrivalBooksList ?? [],
      providesTags: ['Catalog'],
    }),
  }),
});

/** The lists of the home page: when several fail, it shows one message for them (HomeOutage). */
export const HOME_LIST_ENDPOINTS = homeListNames;

export const {
  useGetBannersQuery,
  useGetBestSellersQuery,
  useGetPopularBooksQuery,
  useGetUpcomingBooksQuery,
  useGetSpecialOffersQuery,
  useGetStatsQuery,
  useGetNewArrivalBooksQuery,
} = catalogApi;
