/**
 * The limits of a review (decision 042), without zod: the contract builds its schemas on them, and
 * the product page's form checks them with reviewFormProblems without loading zod.
 */
import { reviewTexts } from './review-texts';

export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REASON_MAX_LENGTH = 500;
export const REVIEW_PAGE_SIZE = 10;
/** Pages stop here (100,000 reviews of one book): a deeper page would only be an expensive scan. */
export const REVIEW_MAX_PAGE = 10_000;

export interface ReviewFormValues {
  Rating: number;
  Title: string;
  Text: string;
}

/** What the contract's schema would refuse in the form's values, per field, in the same words. */
export function reviewFormProblems(values: ReviewFormValues): Partial<Record<keyof ReviewFormValues, string>> {
  const problems: Partial<Record<keyof ReviewFormValues, string>> = {};
  if (!Number.isInteger(values.Rating) || values.Rating < 1 || values.Rating > 5)
    problems.Rating = reviewTexts.ratingRequired;
  const title = values.Title.trim();
  if (!title) problems.Title = reviewTexts.titleRequired;
  else if (title.length > REVIEW_TITLE_MAX_LENGTH) problems.Title = reviewTexts.titleTooLong(REVIEW_TITLE_MAX_LENGTH);
  if (values.Text.trim().length > REVIEW_TEXT_MAX_LENGTH)
    problems.Text = reviewTexts.textTooLong(REVIEW_TEXT_MAX_LENGTH);
  return problems;
}
