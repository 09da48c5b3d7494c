/**
 * Coupon codes (decision 048): POST /api/previewCoupon (signed in: the caller's cart priced with a
 * code), and for admins POST /api/saveCoupon and GET /api/getCoupons. checkoutPage takes the code
 * too (orders.routes.ts). Bodies per coupons.contract.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponApiPaths } from '../../../shared/coupon-api-paths';
import { couponTexts } from '../../../shared/coupon-texts';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  couponsQuerySchema,
  couponsResponseSchema,
  previewCouponRequestSchema,
  previewCouponResponseSchema,
  saveCouponRequestSchema,
  saveCouponResponseSchema,
} from '../../../shared/contract/coupons.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser } from '../../plugins/auth';
import { BODY_REFUSALS, CALLER_CHECKED, responses, SIGNED_IN } from '../../plugins/route-responses';

export async function couponsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'coupons');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.coupons;
  const adminOnly = app.requireRole('Admin');

  // 400: the cart is empty; 404: no such code (or paused); 409: the code does not apply to this
  // cart, and says why; 429: too many codes that do not exist, from this account or address.
  routes.post(
    couponApiPaths.previewCoupon,
    {
      onRequest: app.requireUser,
      schema: {
        body: previewCouponRequestSchema,
        response: responses({ [SUCCESS_STATUS]: previewCouponResponseSchema }, [
          ...BODY_REFUSALS,
          ...SIGNED_IN,
          404,
          409,
          429,
        ]),
      },
    },
    async (request, reply) =>
      reply
        .code(SUCCESS_STATUS)
        .send(await service.preview({ userId: currentUser(request).id, ip: request.ip }, request.body.CouponCode)),
  );

  routes.get(
    couponApiPaths.getCoupons,
    {
      onRequest: adminOnly,
      schema: {
        querystring: couponsQuerySchema,
        response: responses({ [SUCCESS_STATUS]: couponsResponseSchema }, [400, ...CALLER_CHECKED]),
      },
    },
    async (_request, reply) => reply.code(SUCCESS_STATUS).send(await service.list()),
  );

  // 400 names the field and its rule (dates out of order, ids naming nothing too); nothing is written then.
  routes.post(
    couponApiPaths.saveCoupon,
    {
      onRequest: adminOnly,
      schema: {
        body: saveCouponRequestSchema,
        response: responses({ [SUCCESS_STATUS]: saveCouponResponseSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send({ Message: couponTexts.saved, Coupon: await service.save(request.body) }),
  );
}
