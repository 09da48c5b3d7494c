import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import { taxApiPaths } from '../../../shared/tax-api-paths';
import type {
  AddAuthorRequest,
  AdminBook,
  AdminBooksResponse,
  AuthorApplicationDecision,
  AuthorApplicationStatus,
  AuthorApplicationsResponse,
  CreatedResponse,
  UpdateBookRequest,
  UpdateBookResponse,
} from '../../../shared/contract/admin.contract';
import type { MessageResponse } from '../../../shared/contract/accounts.contract';
import type { AdminOrdersResponse, RefundOrderRequest } from '../../../shared/contract/orders.contract';
import type {
  StoreSettings,
  UpdateStoreSettingsRequest,
  UpdateStoreSettingsResponse,
} from '../../../shared/contract/store-settings.contract';
import type { TaxReport, TaxReportQueryInput } from '../../../shared/contract/tax-report.contract';
import type {
  AuthorListItem,
  AuthorsResponse,
  GenreListItem,
  GenresResponse,
} from '../../../shared/contract/catalog.contract';

/** Query strings without the parameters left out (the server's schema is strict about junk). */
function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The list calls' arguments (the contract's input types say `unknown` for the coerced numbers). */
interface PageArgs {
  Page?: number;
  PageSize?: number;
}
export interface AuthorApplicationsArgs extends PageArgs {
  Status?: AuthorApplicationStatus;
}
export interface AdminBooksArgs extends PageArgs {
  q?: string;
}
export interface AdminOrdersArgs extends PageArgs {
  /** An e-mail address (or part of one), an order number or the provider's 'order_…' id. */
  q?: string;
}

/** updateBook's refusals whose {Message} says what is wrong: a refused field (400), a book gone (404). */
export const UPDATE_BOOK_STATUSES_WITH_MESSAGE = [400, 404] as const;

/** The shop, product pages and the home rows show books: a change to one refreshes them all. */
const publicBookTags = ['Book', 'Catalog'] as const;

/**
 * The admin screens' own cache tag, added here rather than in lib/api.ts: that file is in the home
 * page's JavaScript, this one only in the admin chunk. 'TaxReport': a month's report, which a
 * refund changes (it issues a credit note).
 */
const adminBaseApi = api.enhanceEndpoints({ addTagTypes: ['TaxReport'] });

export const adminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getGenres: build.query<GenreListItem[], void>({
      query: () => apiPaths.getGenerss,
      transformResponse: (response: GenresResponse) => response.GenerList ?? [],
    }),
    /** The admin's author picker: the first authors whose name starts with `name` ('' for any). */
    getAuthorsList: build.query<AuthorListItem[], { name: string }>({
      query: ({ name }) => withQuery(apiPaths.getAuthorsList, { Name: name || undefined }),
      transformResponse: (response: AuthorsResponse) => response.AuthorList ?? [],
      providesTags: ['Author'],
    }),
    addAuthor: build.mutation<CreatedResponse, AddAuthorRequest>({
      query: (body) => ({ url: apiPaths.addAuthor, method: 'POST', body }),
      invalidatesTags: ['Author'],
    }),

    getAuthorApplications: build.query<AuthorApplicationsResponse, AuthorApplicationsArgs>({
      query: ({ Status, Page, PageSize }) => withQuery(apiPaths.getAuthorApplications, { Status, Page, PageSize }),
      providesTags: ['AuthorApplication'],
    }),
    approveAuthorApplication: build.mutation<CreatedResponse, AuthorApplicationDecision>({
      query: (body) => ({ url: apiPaths.approveAuthorApplication, method: 'POST', body }),
      // Approval creates an author: the wizard's author select lists it.
      invalidatesTags: ['AuthorApplication', 'Author'],
    }),
    rejectAuthorApplication: build.mutation<MessageResponse, AuthorApplicationDecision>({
      query: (body) => ({ url: apiPaths.rejectAuthorApplication, method: 'POST', body }),
      invalidatesTags: ['AuthorApplication'],
    }),

    getAdminBooks: build.query<AdminBooksResponse, AdminBooksArgs>({
      query: ({ q, Page, PageSize }) => withQuery(apiPaths.getAdminBooks, { q: q?.trim(), Page, PageSize }),
      providesTags: ['AdminBook'],
    }),
    /**
     * Optimistic: every cached admin list shows the change at once and is put back if the server
     * refuses; on success the row becomes the book as the server now has it. The admin list itself
     * is not refetched (no 'AdminBook' invalidation), only the public catalog is.
     */
    updateBook: build.mutation<UpdateBookResponse, UpdateBookRequest>({
      query: (body) => ({ url: apiPaths.updateBook, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...publicBookTags] : []),
      async onQueryStarted(change, { dispatch, getState, queryFulfilled }) {
        const patchAll = (patch: (book: AdminBook) => AdminBook) =>
          adminApi.util.selectCachedArgsForQuery(getState(), 'getAdminBooks').map((args) =>
            dispatch(
              adminApi.util.updateQueryData('getAdminBooks', args, (draft) => {
                draft.AdminBooksList = draft.AdminBooksList.map((book) => (book.Id === change.Id ? patch(book) : book));
              }),
            ),
          );
        const optimistic = patchAll((book) => ({ ...book, ...change }));
        try {
          const { data } = await queryFulfilled;
          patchAll(() => data.Book);
        } catch {
          for (const patch of optimistic) patch.undo();
        }
      },
    }),

    getAdminOrders: build.query<AdminOrdersResponse, AdminOrdersArgs>({
      query: ({ q, Page, PageSize }) => withQuery(apiPaths.getAdminOrders, { q: q?.trim(), Page, PageSize }),
      providesTags: ['AdminOrder'],
    }),
    /**
     * A refund changes the order for the admin and for its buyer, and takes the refunded books out
     * of the buyer's library (their My Orders and library refresh when cached in this browser).
     */
    refundOrder: build.mutation<MessageResponse, RefundOrderRequest>({
      query: (body) => ({ url: apiPaths.refundOrder, method: 'POST', body }),
      invalidatesTags: ['AdminOrder', 'Order', 'Library', 'TaxReport'],
    }),

    /** The seller's tax settings: Store settings, and the header's notice while they are incomplete. */
    getStoreSettings: build.query<StoreSettings, void>({
      query: () => taxApiPaths.getStoreSettings,
    }),
    /**
     * The answer is the settings as saved: it replaces the cached ones (the page and the header's
     * notice), so nothing needs refetching and no tag is needed.
     */
    updateStoreSettings: build.mutation<UpdateStoreSettingsResponse, UpdateStoreSettingsRequest>({
      query: (body) => ({ url: taxApiPaths.updateStoreSettings, method: 'POST', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminApi.util.upsertQueryData('getStoreSettings', undefined, data.Settings));
        } catch {
          // A refusal changes nothing; the page shows why.
        }
      },
    }),

    /** The seller's report of an IST month (Tax reports); its CSV is downloaded, not cached (documentDownload.ts). */
    getTaxReport: build.query<TaxReport, { Month: string }>({
      query: ({ Month }) =>
        withQuery(taxApiPaths.getTaxReport, { Month, Format: 'json' } satisfies TaxReportQueryInput),
      providesTags: (_result, _error, { Month }) => [{ type: 'TaxReport', id: Month }],
    }),
  }),
});

export const {
  useGetGenresQuery,
  useGetAuthorsListQuery,
  useAddAuthorMutation,
  useGetAuthorApplicationsQuery,
  useApproveAuthorApplicationMutation,
  useRejectAuthorApplicationMutation,
  useGetAdminBooksQuery,
  useUpdateBookMutation,
  useGetAdminOrdersQuery,
  useRefundOrderMutation,
  useGetStoreSettingsQuery,
  useUpdateStoreSettingsMutation,
  useGetTaxReportQuery,
} = adminApi;

export { publicBookTags };
