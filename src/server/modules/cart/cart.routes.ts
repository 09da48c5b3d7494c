/** The cart's endpoints: the shared list endpoints, with the cart's texts and rule (lists/list-services.ts). */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { messages } from '../../../shared/messages';
import { documentRoutesAs } from '../../plugins/api-docs';
import { registerUserBookListRoutes } from '../lists/user-book-list.routes';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'cart');
  registerUserBookListRoutes(app, {
    paths: {
      list: apiPaths.getCartlist,
      save: apiPaths.saveCartlist,
      remove: apiPaths.deleteCartlist,
      check: apiPaths.checkIfBookExistsForUserInCartP,
    },
    listKey: 'CartList',
    addedMessage: messages.addedToCart,
    service: app.listServices.cart,
  });
}
