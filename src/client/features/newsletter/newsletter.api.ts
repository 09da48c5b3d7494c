import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { MessageResponse, NewsletterRequest } from '../../../shared/contract/accounts.contract';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeForNewsletter: build.mutation<MessageResponse, NewsletterRequest>({
      query: (body) => ({ url: apiPaths.subscribeForNewsletter, method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeForNewsletterMutation } = newsletterApi;
