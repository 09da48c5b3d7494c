import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { MessageResponse } from '../../../shared/contract/accounts.contract';
import type {
  AppPasswordsResponse,
  CreateAppPasswordRequest,
  CreatedAppPassword,
  RevokeAppPasswordRequest,
} from '../../../shared/contract/reading-apps.contract';

/**
 * Profile's "Reading apps": the caller's app passwords (reading-apps.contract.ts). Only the lazy
 * Profile page calls them. No tag: the list is refreshed by the component after each change, so
 * the shared api's tag list (part of the home page's JavaScript) does not grow.
 */
export const readingAppsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppPasswords: build.query<AppPasswordsResponse, void>({
      query: () => apiPaths.getAppPasswords,
    }),
    /** The answer's Password is shown once; nothing keeps it. */
    createAppPassword: build.mutation<CreatedAppPassword, CreateAppPasswordRequest>({
      query: (body) => ({ url: apiPaths.createAppPassword, method: 'POST', body }),
    }),
    revokeAppPassword: build.mutation<MessageResponse, RevokeAppPasswordRequest>({
      query: (body) => ({ url: apiPaths.revokeAppPassword, method: 'POST', body }),
    }),
  }),
});

export const { useGetAppPasswordsQuery, useCreateAppPasswordMutation, useRevokeAppPasswordMutation } = readingAppsApi;
