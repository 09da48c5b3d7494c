import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { AuthorApplicationRequest, MessageResponse } from '../../../shared/contract/accounts.contract';

export const authorProgramApi = api.injectEndpoints({
  endpoints: (build) => ({
    addNewAuthorForReview: build.mutation<MessageResponse, AuthorApplicationRequest>({
      query: (body) => ({ url: apiPaths.addNewAuthorForReview, method: 'POST', body }),
    }),
  }),
});

export const { useAddNewAuthorForReviewMutation } = authorProgramApi;
