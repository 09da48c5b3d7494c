/** The wishlist's endpoints: the shared list endpoints, with the wishlist's texts. */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { messages } from '../../../shared/messages';
import { documentRoutesAs } from '../../plugins/api-docs';
import { LibraryRepository } from '../library/library.repository';
import { UserBookListRepository } from '../lists/user-book-list.repository';
import { registerUserBookListRoutes } from '../lists/user-book-list.routes';
import { UserBookListService } from '../lists/user-book-list.service';

export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'wishlist');
  // Wishing for a book one already owns is harmless (and may be for a gift), so it is not refused.
  const rules = { duplicateMessage: messages.wishlistDuplicate, refuseOwnedBooks: false };
  registerUserBookListRoutes(app, {
    paths: { list: apiPaths.getWishlist, save: apiPaths.saveWishlist, remove: apiPaths.deleteWishlist, check: apiPaths.checkIfBookExistsForUserInWhislistP },
    listKey: 'WishList',
    addedMessage: messages.addedToWishlist,
    service: new UserBookListService(new UserBookListRepository(app.db, 'wishlist_items'), new LibraryRepository(app.db), rules, app.clock),
  });
}
