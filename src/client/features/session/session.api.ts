import { api, type ApiExtraOptions } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';

/**
 * Logout, the one account call the home page's JavaScript makes (the header's logout, useLogout).
 * Every other account call is made by a lazy page, so it lives in account.api.ts, with them.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, void>({
      query: () => ({ url: apiPaths.logout, method: 'POST' }),
      // Logging out of a session the server already ended is still logging out.
      extraOptions: { ignoreUnauthorized: true } satisfies ApiExtraOptions,
    }),
  }),
});

export const { useLogoutMutation } = sessionApi;
