/** POST /api/checkoutPage and POST /api/updateOrderStatus (authenticated); bodies per checkout.contract.ts. */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { checkoutRequestSchema, updateOrderStatusRequestSchema, type CheckoutRequest, type UpdateOrderStatusRequest } from '../../../shared/contract/checkout.contract';
import { currentUser, requireSameUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { createOrdersService } from './create-orders-service';

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const service = createOrdersService(app);
  const guarded = { onRequest: app.requireUser, preHandler: requireSameUser };

  app.post<{ Body: CheckoutRequest }>(apiPaths.checkoutPage, { ...guarded, schema: { body: checkoutRequestSchema } }, async (request, reply) =>
    reply.code(SUCCESS_STATUS).send(await service.checkout(currentUser(request), request.body)),
  );

  app.post<{ Body: UpdateOrderStatusRequest }>(apiPaths.updateOrderStatus, { ...guarded, schema: { body: updateOrderStatusRequestSchema } }, async (request, reply) =>
    sendMessage(reply, SUCCESS_STATUS, await service.reportPayment(currentUser(request), request.body)),
  );
}
