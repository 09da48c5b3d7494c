import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import { DELETE_ACCOUNT_SUCCESS_STATUS } from '../../../shared/constants';
import type {
  DeleteAccountRequest,
  DeletionSummaryResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  PasswordResetRequest,
  ProfileResponse,
  RegisterRequest,
  ResendConfirmationRequest,
  ResetPasswordRequest,
  UndoEmailChangeRequest,
  VerifyEmailRequest,
} from '../../../shared/contract/accounts.contract';

/**
 * The account's calls, all made by lazy parts (which is why they are not in session.api.ts, part of
 * the home page's JavaScript): login, register and delete account; the mailed links (confirm an
 * address, reset a password or set a first one, undo an e-mail change) and asking for them again;
 * the session user as the server knows it now (SessionUserRefresher); what deleting loses.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: apiPaths.login, method: 'POST', body }),
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
    /** Just after registering, not logged in: answers the same text whatever the address. */
    resendConfirmation: build.mutation<MessageResponse, ResendConfirmationRequest>({
      query: (body) => ({ url: apiPaths.resendConfirmation, method: 'POST', body }),
    }),
    /** Answers the same text whether or not the address has an account. */
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => ({ url: apiPaths.requestPasswordReset, method: 'POST', body }),
    }),
    /**
     * A reset link, or an author's invitation. On success the server has ended every session of the
     * account, this browser's included.
     */
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiPaths.resetPassword, method: 'POST', body }),
    }),
    /** On success the server has ended every session of the account, this browser's included. */
    undoEmailChange: build.mutation<MessageResponse, UndoEmailChangeRequest>({
      query: (body) => ({ url: apiPaths.undoEmailChange, method: 'POST', body }),
    }),
    /** The session user without a token; a 401 means the session ended (lib/api.ts logs out). */
    getProfile: build.query<ProfileResponse, void>({
      query: () => apiPaths.getProfile,
    }),
    getDeletionSummary: build.query<DeletionSummaryResponse, void>({
      query: () => apiPaths.getDeletionSummary,
      // Buying or refunding books changes what is lost.
      providesTags: ['Library'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useDeleteAccountMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useResendConfirmationMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useUndoEmailChangeMutation,
  useGetDeletionSummaryQuery,
} = accountApi;
