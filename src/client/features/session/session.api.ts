import { api, type ApiExtraOptions } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import { DELETE_ACCOUNT_SUCCESS_STATUS } from '../../../shared/constants';
import type {
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  PasswordResetRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '../../../shared/contract/accounts.contract';

/** Login, logout, register and delete account; the mailed links: confirm an address, reset a password. */
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
    verifyEmail: build.mutation<MessageResponse, VerifyEmailRequest>({
      query: (body) => ({ url: apiPaths.verifyEmail, method: 'POST', body }),
    }),
    /** A new confirmation link for the logged-in user's address. */
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: apiPaths.resendVerification, method: 'POST', body: {} }),
    }),
    /** Answers the same text whether or not the address has an account. */
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => ({ url: apiPaths.requestPasswordReset, method: 'POST', body }),
    }),
    /** On success the server has ended every session of the account, this browser's included. */
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiPaths.resetPassword, method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useDeleteAccountMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = sessionApi;
