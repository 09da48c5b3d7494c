/** The newsletter's mailed links; only their lazy pages import this (the home page stays light). */
import { apiPaths } from '../../../shared/api-paths';
import type {
  ConfirmNewsletterRequest,
  MessageResponse,
  UnsubscribeNewsletterQuery,
} from '../../../shared/contract/accounts.contract';
import { api } from '../../lib/api';

export const newsletterLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmNewsletter: build.mutation<MessageResponse, ConfirmNewsletterRequest>({
      query: (body) => ({ url: apiPaths.confirmNewsletter, method: 'POST', body }),
    }),
    unsubscribeNewsletter: build.mutation<MessageResponse, UnsubscribeNewsletterQuery>({
      query: ({ token }) => ({ url: apiPaths.unsubscribeNewsletter, method: 'POST', params: { token }, body: {} }),
    }),
  }),
});

export const { useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } = newsletterLinksApi;
