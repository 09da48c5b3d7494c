/**
 * Ratings and reviews (decision 042): who may write, one review per reader and book, paging, and
 * the running sums. Every change runs in one transaction that first locks the book's row, reads
 * the review, writes it and moves books.rating_sum / rating_count by exactly what the visible
 * reviews changed; the catalog cache is dropped after it commits (the sums show on cards, book
 * pages and rendered pages).
 */
import {
  REVIEW_PAGE_SIZE,
  type HideReviewRequest,
  type OwnReview,
  type RatingSummary,
  type Review,
  type ReviewsQuery,
  type ReviewsResponse,
  type SaveReview,
} from '../../../shared/contract/reviews.contract';
import { messages } from '../../../shared/messages';
import { reviewTexts } from '../../../shared/review-texts';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, Forbidden, NotFound } from '../../domain-errors';
import type { AuthUser } from '../accounts/auth-user';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { ReviewRow } from './reviews.repository';

/** The mean of a book's visible ratings to one decimal (half up), or null while it has none. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : null;
}

export function ratingSummaryOf(row: { rating_sum: number; rating_count: number }): RatingSummary {
  return { AverageRating: averageRating(row.rating_sum, row.rating_count), RatingCount: row.rating_count };
}

function reviewerName(row: { first_name: string; last_name: string }): string {
  const initial = row.last_name.trim().charAt(0);
  return initial ? `${row.first_name.trim()} ${initial.toUpperCase()}.` : row.first_name.trim();
}

function toReview(row: ReviewRow): Review {
  return {
    Id: String(row.id),
    BookId: String(row.book_id),
    Rating: row.rating,
    Title: row.title,
    Text: row.text,
    ReviewerName: reviewerName(row),
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

const toOwnReview = (row: ReviewRow): OwnReview => ({ ...toReview(row), HiddenReason: row.hidden_reason });

export interface ReviewsServiceDeps {
  uow: UnitOfWork;
  clock: Clock;
  catalogCache: CatalogCache;
}

export class ReviewsService {
  constructor(private readonly deps: ReviewsServiceDeps) {}

  private bookIdOf(id: string): number {
    const bookId = parseDbId(id);
    if (bookId === undefined) throw new NotFound(messages.bookNotFound);
    return bookId;
  }

  /** A page of the book's visible reviews, the caller's own one and whether they may write one. */
  async reviews(query: ReviewsQuery, user: AuthUser | null): Promise<ReviewsResponse> {
    const bookId = this.bookIdOf(query.BookId);
    const repos = this.deps.uow.repos;
    const book = await repos.reviews.publicBookRating(bookId);
    if (!book) throw new NotFound(messages.bookNotFound);
    const offset = (query.Page - 1) * REVIEW_PAGE_SIZE;
    const [rows, mine, owns] = await Promise.all([
      offset < book.rating_count ? repos.reviews.visiblePage(bookId, offset, REVIEW_PAGE_SIZE) : [],
      user ? repos.reviews.findOf(bookId, user.id) : undefined,
      user ? repos.library.owns(user.id, bookId) : false,
    ]);
    return {
      BookId: String(bookId),
      ...ratingSummaryOf(book),
      Reviews: rows.map(toReview),
      Total: book.rating_count,
      Page: query.Page,
      PageSize: REVIEW_PAGE_SIZE,
      Mine: mine ? toOwnReview(mine) : null,
      CanReview: owns,
    };
  }

  /**
   * Writes the caller's review of a book they own, or changes the one they wrote. A review an
   * admin hid stays hidden when edited (and keeps not counting).
   */
  async save(user: AuthUser, input: SaveReview): Promise<{ review: OwnReview; summary: RatingSummary }> {
    const bookId = this.bookIdOf(input.BookId);
    const now = this.deps.clock.now().toISOString();
    const result = await this.deps.uow.transact(async (repos) => {
      const book = await repos.reviews.lockPublicBook(bookId);
      if (!book) throw new NotFound(messages.bookNotFound);
      if (!(await repos.library.owns(user.id, bookId))) throw new Forbidden(reviewTexts.notOwner);
      const change = { rating: input.Rating, title: input.Title, text: input.Text, now };
      const existing = await repos.reviews.findOf(bookId, user.id);
      let delta = { sum: input.Rating, count: 1 };
      if (existing) {
        await repos.reviews.update(existing.id, change);
        delta = existing.hidden_at === null ? { sum: input.Rating - existing.rating, count: 0 } : { sum: 0, count: 0 };
      } else {
        await repos.reviews.insert({ bookId, userId: user.id, ...change });
      }
      await repos.reviews.addToBookRating(bookId, delta.sum, delta.count);
      const saved = await repos.reviews.findOf(bookId, user.id);
      if (!saved) throw new Error('the review just saved is missing');
      return {
        review: toOwnReview(saved),
        summary: ratingSummaryOf({
          rating_sum: book.rating_sum + delta.sum,
          rating_count: book.rating_count + delta.count,
        }),
      };
    });
    this.deps.catalogCache.invalidate();
    return result;
  }

  /** Deletes the caller's review of the book (owning it no longer is not asked: one may always take one's words back). */
  async remove(user: AuthUser, bookIdText: string): Promise<RatingSummary> {
    const bookId = this.bookIdOf(bookIdText);
    const summary = await this.deps.uow.transact(async (repos) => {
      const book = await repos.reviews.lockPublicBook(bookId);
      if (!book) throw new NotFound(messages.bookNotFound);
      const existing = await repos.reviews.findOf(bookId, user.id);
      if (!existing) throw new NotFound(reviewTexts.noReview);
      await repos.reviews.delete(existing.id);
      const visible = existing.hidden_at === null;
      if (visible) await repos.reviews.addToBookRating(bookId, -existing.rating, -1);
      return ratingSummaryOf({
        rating_sum: book.rating_sum - (visible ? existing.rating : 0),
        rating_count: book.rating_count - (visible ? 1 : 0),
      });
    });
    this.deps.catalogCache.invalidate();
    return summary;
  }

  /** An admin hides a review with a reason: it is no longer listed and no longer counts. */
  async hide(admin: AuthUser, request: HideReviewRequest): Promise<RatingSummary> {
    const reviewId = parseDbId(request.ReviewId);
    const found = reviewId === undefined ? undefined : await this.deps.uow.repos.reviews.findById(reviewId);
    if (!found) throw new NotFound(reviewTexts.reviewNotFound);
    const now = this.deps.clock.now().toISOString();
    const summary = await this.deps.uow.transact(async (repos) => {
      // The book's lock first, as every review change takes it: then the review as it is now.
      const book = await repos.reviews.lockPublicBook(found.book_id);
      const review = await repos.reviews.findById(found.id);
      if (!review) throw new NotFound(reviewTexts.reviewNotFound);
      if (!(await repos.reviews.hide(review.id, { reason: request.Reason, by: admin.id, now })))
        throw new Conflict(reviewTexts.alreadyHidden);
      await repos.reviews.addToBookRating(review.book_id, -review.rating, -1);
      // A book no longer public still has its sums kept; its summary is not shown anywhere.
      return book
        ? ratingSummaryOf({ rating_sum: book.rating_sum - review.rating, rating_count: book.rating_count - 1 })
        : { AverageRating: null, RatingCount: 0 };
    });
    this.deps.catalogCache.invalidate();
    return summary;
  }
}
