/** The reviews' service wired once (app.ts decorates the app with it). */
import type { FastifyInstance } from 'fastify';
import { ReviewsService } from './reviews.service';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

export function decorateReviewServices(app: FastifyInstance): void {
  app.decorate('reviews', new ReviewsService({ uow: app.uow, clock: app.clock, catalogCache: app.catalogCache }));
}
