import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  MessageResponse,
  ProfileResponse,
  UpdateProfileBody,
} from '../../../shared/contract/accounts.contract';

/**
 * The Profile's changes to the logged-in user's own account. Apart from session.api.ts because
 * only the lazy Profile page calls them: session.api.ts is part of the home page's JavaScript.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the session user without a token (the session stays). */
    updateProfile: build.mutation<ProfileResponse, UpdateProfileBody>({
      query: (body) => ({ url: apiPaths.updateProfile, method: 'POST', body }),
      // An author's name is on their books and in the author lists.
      invalidatesTags: (result) => (result?.UserType === 'Author' ? ['Book', 'Catalog', 'Author'] : []),
    }),
    /** On success every other session of the account has ended; this one stays. */
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: apiPaths.changePassword, method: 'POST', body }),
    }),
    /** Mails a link to the new address; the address changes once it is followed. */
    changeEmail: build.mutation<MessageResponse, ChangeEmailRequest>({
      query: (body) => ({ url: apiPaths.changeEmail, method: 'POST', body }),
    }),
    /** On success every session of the account has ended, this browser's included. */
    logoutEverywhere: build.mutation<MessageResponse, void>({
      query: () => ({ url: apiPaths.logoutEverywhere, method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useLogoutEverywhereMutation,
} = profileApi;
