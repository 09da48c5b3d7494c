import { api, type ApiExtraOptions } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import { DELETE_ACCOUNT_SUCCESS_STATUS } from '../../../shared/constants';
import type {
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
} from '../../../shared/contract/accounts.contract';

/** Login, logout, register and delete account. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: apiPaths.login, method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: apiPaths.logout, method: 'POST' }),
      // Logging out of a session the server already ended is still logging out.
      extraOptions: { ignoreUnauthorized: true } satisfies ApiExtraOptions,
    }),
    register: build.mutation<MessageResponse, RegisterRequest>({
      query: (body) => ({ url: apiPaths.register, method: 'POST', body }),
    }),
    deleteAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({
        url: apiPaths.deleteAccount,
        method: 'POST',
        body,
        validateStatus: (response) => response.status === DELETE_ACCOUNT_SUCCESS_STATUS,
      }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRegisterMutation, useDeleteAccountMutation } = sessionApi;
