/** The wishlist's endpoints: the shared list endpoints, with the wishlist's texts (lists/list-services.ts). */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { messages } from '../../../shared/messages';
import { documentRoutesAs } from '../../plugins/api-docs';
import { registerUserBookListRoutes } from '../lists/user-book-list.routes';

export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'wishlist');
  registerUserBookListRoutes(app, {
    paths: {
      list: apiPaths.getWishlist,
      save: apiPaths.saveWishlist,
      remove: apiPaths.deleteWishlist,
      check: apiPaths.checkIfBookExistsForUserInWhislistP,
    },
    listKey: 'WishList',
    addedMessage: messages.addedToWishlist,
    service: app.listServices.wishlist,
  });
}
