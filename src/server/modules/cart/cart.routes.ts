/** The cart's endpoints: the shared list endpoints, with the cart's texts and rule. */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { messages } from '../../../shared/messages';
import { documentRoutesAs } from '../../plugins/api-docs';
import { LibraryRepository } from '../library/library.repository';
import { UserBookListRepository } from '../lists/user-book-list.repository';
import { registerUserBookListRoutes } from '../lists/user-book-list.routes';
import { UserBookListService } from '../lists/user-book-list.service';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'cart');
  const rules = { duplicateMessage: messages.cartDuplicate, refuseOwnedBooks: true };
  registerUserBookListRoutes(app, {
    paths: { list: apiPaths.getCartlist, save: apiPaths.saveCartlist, remove: apiPaths.deleteCartlist, check: apiPaths.checkIfBookExistsForUserInCartP },
    listKey: 'CartList',
    addedMessage: messages.addedToCart,
    service: new UserBookListService(new UserBookListRepository(app.db, 'cart_items'), new LibraryRepository(app.db), rules, app.clock),
  });
}
