/** POST /api/checkoutPage and POST /api/updateOrderStatus (authenticated); bodies per checkout.contract.ts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { checkoutRequestSchema, checkoutResponseSchema, updateOrderStatusRequestSchema } from '../../../shared/contract/checkout.contract';
import { messageSchema } from '../../../shared/contract/error.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser, requireSameUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, CALLER_CHECKED, responses } from '../../plugins/route-responses';
import { createOrdersService } from './create-orders-service';

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'orders');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createOrdersService(app);
  const guarded = { onRequest: app.requireUser, preHandler: requireSameUser };

  // 409: the cart, its prices or the caller's library changed since the page showed them;
  // 502: the payment provider could not create the order.
  routes.post(
    apiPaths.checkoutPage,
    { ...guarded, schema: { body: checkoutRequestSchema, response: responses({ [SUCCESS_STATUS]: checkoutResponseSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 409, 502]) } },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.checkout(currentUser(request), request.body)),
  );

  // 404: no such order of the caller's; 409: the order is already paid.
  routes.post(
    apiPaths.updateOrderStatus,
    { ...guarded, schema: { body: updateOrderStatusRequestSchema, response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404, 409]) } },
    async (request, reply) => sendMessage(reply, SUCCESS_STATUS, await service.reportPayment(currentUser(request), request.body)),
  );
}
