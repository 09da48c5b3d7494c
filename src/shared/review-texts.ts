/**
 * The texts of ratings and reviews (decision 042): apart from messages.ts because only the product
 * page's reviews section (a lazy chunk) and the server use them, not the home page.
 */
export const reviewTexts = {
  heading: 'Ratings and reviews',
  noReviews: 'No reviews yet.',
  averageLabel: (average: number, count: number) =>
    `Rated ${average} out of 5 by ${count} ${count === 1 ? 'reader' : 'readers'}`,
  countText: (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`,
  yourReview: 'Your review',
  writeReview: 'Write a review',
  ratingLabel: 'Your rating',
  titleLabel: 'Title',
  textLabel: 'Review',
  textCounter: (length: number, max: number) => `${length} / ${max}`,
  save: 'Save review',
  delete: 'Delete review',
  hide: 'Hide',
  hideTitle: 'Hide this review',
  hideReasonLabel: 'Reason',
  cancel: 'Cancel',
  ownersOnly: 'Only readers who own this book can review it.',
  hiddenNotice: (reason: string) => `An admin hid your review: ${reason}`,
  previous: 'Newer',
  next: 'Older',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  edited: 'edited',
  // Server answers.
  saved: 'Your review is saved.',
  deleted: 'Your review is deleted.',
  hidden: 'The review is hidden.',
  notOwner: 'Only readers who own this book can review it.',
  noReview: 'You have not reviewed this book.',
  reviewNotFound: 'No such review.',
  alreadyHidden: 'This review is already hidden.',
  ratingRequired: 'Choose a rating from 1 to 5.',
  titleRequired: 'Give your review a title.',
  reasonRequired: 'Say why the review is hidden.',
  titleTooLong: (max: number) => `The title must be at most ${max} characters.`,
  textTooLong: (max: number) => `The review must be at most ${max} characters.`,
} as const;
