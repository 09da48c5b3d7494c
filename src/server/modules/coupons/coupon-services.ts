/**
 * The coupon service wired once (app.ts decorates the app with it, before the order services,
 * whose checkout prices orders with it).
 */
import type { FastifyInstance } from 'fastify';
import { CouponsService } from './coupons.service';

declare module 'fastify' {
  interface FastifyInstance {
    coupons: CouponsService;
  }
}

export function decorateCouponServices(app: FastifyInstance): void {
  app.decorate('coupons', new CouponsService({ uow: app.uow, clock: app.clock, rateLimits: app.rateLimits }));
}
