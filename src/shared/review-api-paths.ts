/**
 * The API paths of ratings and reviews (decision 042), re-exported by api-paths.ts. The client
 * imports them from here, so they stay out of the home page's JavaScript with apiPaths.
 */
export const reviewApiPaths = {
  getReviews: '/api/getReviews',
  saveReview: '/api/saveReview',
  deleteReview: '/api/deleteReview',
  /** Admins. */
  hideReview: '/api/hideReview',
} as const;
