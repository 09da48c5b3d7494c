/**
 * Ratings and reviews from readers (issue 36, decision 042): a reader who owns a book rates it 1-5
 * with a title and a text, once (a second save edits it), and may delete it; everyone reads the
 * visible reviews newest first, REVIEW_PAGE_SIZE a page; admins hide one with a reason. Titles and
 * texts are plain text, kept as written (trimmed) and shown escaped.
 */
import { z } from 'zod';
import {
  REVIEW_MAX_PAGE,
  REVIEW_REASON_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
} from '../review-rules';
import { reviewTexts } from '../review-texts';
import { idSchema } from './catalog.contract';

export {
  REVIEW_MAX_PAGE,
  REVIEW_PAGE_SIZE,
  REVIEW_REASON_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
} from '../review-rules';

// ---------- Requests ----------

export const saveReviewRequestSchema = z
  .object({
    BookId: idSchema.max(20),
    Rating: z
      .number({ error: reviewTexts.ratingRequired })
      .int(reviewTexts.ratingRequired)
      .min(1, reviewTexts.ratingRequired)
      .max(5, reviewTexts.ratingRequired),
    Title: z
      .string()
      .trim()
      .min(1, reviewTexts.titleRequired)
      .max(REVIEW_TITLE_MAX_LENGTH, reviewTexts.titleTooLong(REVIEW_TITLE_MAX_LENGTH)),
    /** May be empty: a rating with a title is a review too. */
    Text: z.string().trim().max(REVIEW_TEXT_MAX_LENGTH, reviewTexts.textTooLong(REVIEW_TEXT_MAX_LENGTH)).default(''),
  })
  .strict();
export type SaveReviewRequest = z.input<typeof saveReviewRequestSchema>;
export type SaveReview = z.output<typeof saveReviewRequestSchema>;

export const deleteReviewRequestSchema = z.object({ BookId: idSchema.max(20) }).strict();
export type DeleteReviewRequest = z.infer<typeof deleteReviewRequestSchema>;

export const reviewsQuerySchema = z
  .object({
    BookId: idSchema.max(20),
    Page: z.coerce.number().int().min(1).max(REVIEW_MAX_PAGE).default(1),
  })
  .strict();
export type ReviewsQueryInput = z.input<typeof reviewsQuerySchema>;
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

export const hideReviewRequestSchema = z
  .object({
    ReviewId: idSchema.max(20),
    Reason: z.string().trim().min(1, reviewTexts.reasonRequired).max(REVIEW_REASON_MAX_LENGTH),
  })
  .strict();
export type HideReviewRequest = z.infer<typeof hideReviewRequestSchema>;

// ---------- Responses ----------

/** The book's rating as shoppers see it: the mean of the visible reviews' ratings to one decimal, or null. */
export const ratingSummarySchema = z.object({
  AverageRating: z.number().min(1).max(5).nullable(),
  RatingCount: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewSchema = z
  .object({
    Id: idSchema,
    BookId: idSchema,
    Rating: z.number().int().min(1).max(5),
    Title: z.string(),
    Text: z.string(),
    /** The reviewer's first name and the initial of their last name ("Priya S."). */
    ReviewerName: z.string(),
    /** ISO-8601. */
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** The caller's own review: the same, and why an admin hid it (null while it is shown). */
export const ownReviewSchema = reviewSchema.extend({ HiddenReason: z.string().nullable() });
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const reviewsResponseSchema = ratingSummarySchema.extend({
  BookId: idSchema,
  /** Visible reviews, newest first. */
  Reviews: z.array(reviewSchema),
  /** Visible reviews of the book in all (RatingCount). */
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
  /** The caller's review of this book, hidden or not; null for a visitor or when they wrote none. */
  Mine: ownReviewSchema.nullable(),
  /** Whether the caller may write (or edit) a review: they own the book. */
  CanReview: z.boolean(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const saveReviewResponseSchema = ratingSummarySchema.extend({
  Message: z.string(),
  Review: ownReviewSchema,
});
export type SaveReviewResponse = z.infer<typeof saveReviewResponseSchema>;

export const reviewChangeResponseSchema = ratingSummarySchema.extend({ Message: z.string() });
export type ReviewChangeResponse = z.infer<typeof reviewChangeResponseSchema>;
