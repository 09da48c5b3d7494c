/**
 * Ratings and reviews (reviews.contract.ts, decision 042): getReviews is public (a token adds the
 * caller's own review and whether they may write one); saveReview and deleteReview are the
 * owner's; hideReview is the admins'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reviewApiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  deleteReviewRequestSchema,
  hideReviewRequestSchema,
  reviewChangeResponseSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  saveReviewRequestSchema,
  saveReviewResponseSchema,
  type ReviewChangeResponse,
  type SaveReviewResponse,
} from '../../../shared/contract/reviews.contract';
import { reviewTexts } from '../../../shared/review-texts';
import { currentUser } from '../../plugins/auth';
import { documentRoutesAs } from '../../plugins/api-docs';
import { BODY_REFUSALS, CALLER_CHECKED, responses } from '../../plugins/route-responses';

export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'reviews');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.reviews;

  // 404: no public book has this id.
  routes.get(
    reviewApiPaths.getReviews,
    {
      onRequest: app.identifyUser,
      schema: {
        querystring: reviewsQuerySchema,
        response: responses({ [SUCCESS_STATUS]: reviewsResponseSchema }, [400, 404]),
      },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.reviews(request.query, request.user)),
  );

  // 403: the caller does not own the book (never bought it, or it was refunded); 404: no such book.
  routes.post(
    reviewApiPaths.saveReview,
    {
      onRequest: app.requireUser,
      schema: {
        body: saveReviewRequestSchema,
        response: responses({ [SUCCESS_STATUS]: saveReviewResponseSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404]),
      },
    },
    async (request, reply) => {
      const { review, summary } = await service.save(currentUser(request), request.body);
      const body: SaveReviewResponse = { Message: reviewTexts.saved, Review: review, ...summary };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );

  // 404: no such book, or the caller has no review of it.
  routes.post(
    reviewApiPaths.deleteReview,
    {
      onRequest: app.requireUser,
      schema: {
        body: deleteReviewRequestSchema,
        response: responses({ [SUCCESS_STATUS]: reviewChangeResponseSchema }, [
          ...BODY_REFUSALS,
          ...CALLER_CHECKED,
          404,
        ]),
      },
    },
    async (request, reply) => {
      const summary = await service.remove(currentUser(request), request.body.BookId);
      const body: ReviewChangeResponse = { Message: reviewTexts.deleted, ...summary };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );

  // 404: no such review; 409: it is hidden already.
  routes.post(
    reviewApiPaths.hideReview,
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        body: hideReviewRequestSchema,
        response: responses({ [SUCCESS_STATUS]: reviewChangeResponseSchema }, [
          ...BODY_REFUSALS,
          ...CALLER_CHECKED,
          404,
          409,
        ]),
      },
    },
    async (request, reply) => {
      const summary = await service.hide(currentUser(request), request.body);
      const body: ReviewChangeResponse = { Message: reviewTexts.hidden, ...summary };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );
}
