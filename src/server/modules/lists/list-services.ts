/** The cart's and the wishlist's services wired once (app.ts decorates the app with them): the same rules, with each list's texts. */
import type { FastifyInstance } from 'fastify';
import { UserBookListService } from './user-book-list.service';
import { apiMessages } from '../../../shared/api-messages';

export interface ListServices {
  cart: UserBookListService;
  wishlist: UserBookListService;
}

declare module 'fastify' {
  interface FastifyInstance {
    listServices: ListServices;
  }
}

export function decorateListServices(app: FastifyInstance): void {
  const { uow, clock } = app;
  app.decorate('listServices', {
    cart: new UserBookListService(
      uow,
      {
        list: 'cart',
        duplicateMessage: apiMessages.cartDuplicate,
        refuseOwnedBooks: true,
        refuseUpcomingBooks: true,
        refuseFreeBooks: true,
      },
      clock,
    ),
    // Wishing for a book one already owns is harmless (and may be for a gift), so it is not refused.
    wishlist: new UserBookListService(
      uow,
      { list: 'wishlist', duplicateMessage: apiMessages.wishlistDuplicate, refuseOwnedBooks: false },
      clock,
    ),
  });
}
