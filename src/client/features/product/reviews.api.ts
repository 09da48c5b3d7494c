/**
 * Ratings and reviews (decision 042), in the product page's chunk: the tag 'Review' (per book) is
 * added here, not in lib/api.ts, which is in the home page's budget.
 */
import { api } from '../../lib/api';
import { reviewApiPaths } from '../../../shared/review-api-paths';
import type {
  HideReviewRequest,
  ReviewChangeResponse,
  ReviewsResponse,
  SaveReviewRequest,
  SaveReviewResponse,
} from '../../../shared/contract/reviews.contract';

export interface ReviewsArgs {
  bookId: string;
  page: number;
  /**
   * Whose view this is ('' for a visitor): the answer holds the caller's own review, so a page
   * rendered on the server for a visitor is never taken for a logged-in reader's. Not sent.
   */
  viewer: string;
}

const reviewTag = (bookId: string) => ({ type: 'Review' as const, id: bookId });

export const reviewsApi = api.enhanceEndpoints({ addTagTypes: ['Review'] }).injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewsResponse, ReviewsArgs>({
      query: ({ bookId, page }) => ({ url: reviewApiPaths.getReviews, params: { BookId: bookId, Page: page } }),
      providesTags: (_result, _error, { bookId }) => [reviewTag(bookId)],
    }),
    // The book's own answer (getBookById) carries the average too: refreshed with the list.
    saveReview: build.mutation<SaveReviewResponse, SaveReviewRequest>({
      query: (body) => ({ url: reviewApiPaths.saveReview, method: 'POST', body }),
      invalidatesTags: (_result, error, { BookId }) => (error ? [] : [reviewTag(BookId), { type: 'Book', id: BookId }]),
    }),
    deleteReview: build.mutation<ReviewChangeResponse, { BookId: string }>({
      query: (body) => ({ url: reviewApiPaths.deleteReview, method: 'POST', body }),
      invalidatesTags: (_result, error, { BookId }) => (error ? [] : [reviewTag(BookId), { type: 'Book', id: BookId }]),
    }),
    hideReview: build.mutation<ReviewChangeResponse, HideReviewRequest & { BookId: string }>({
      query: ({ ReviewId, Reason }) => ({ url: reviewApiPaths.hideReview, method: 'POST', body: { ReviewId, Reason } }),
      invalidatesTags: (_result, error, { BookId }) => (error ? [] : [reviewTag(BookId), { type: 'Book', id: BookId }]),
    }),
  }),
});

export const { useGetReviewsQuery, useSaveReviewMutation, useDeleteReviewMutation, useHideReviewMutation } = reviewsApi;
