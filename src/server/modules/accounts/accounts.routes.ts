/** Login, logout, register and delete account (spec section 7); bodies per accounts.contract.ts. */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { DELETE_ACCOUNT_SUCCESS_STATUS, SUCCESS_STATUS } from '../../../shared/constants';
import {
  deleteAccountRequestSchema, loginRequestSchema, logoutRequestSchema, registerRequestSchema,
  type DeleteAccountRequest, type LoginRequest, type RegisterRequest,
} from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import { currentUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BooksRepository } from '../catalog/books.repository';
import { LibraryRepository } from '../library/library.repository';
import { ReadingProgressRepository } from '../library/reading-progress.repository';
import { UserBookListRepository } from '../lists/user-book-list.repository';
import { OrdersRepository } from '../orders/orders.repository';
import { AccountDeletionService } from './account-deletion.service';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { LoginThrottle } from './login-throttle';
import { SessionsRepository } from './sessions.repository';

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const service = new AccountsService({
    accounts: new AccountsRepository(app.db),
    sessions: new SessionsRepository(app.db),
    throttle: new LoginThrottle(app.clock),
    clock: app.clock,
    catalogCache: app.catalogCache,
  });
  const deletion = new AccountDeletionService({
    db: app.db,
    accounts: new AccountsRepository(app.db),
    sessions: new SessionsRepository(app.db),
    cart: new UserBookListRepository(app.db, 'cart_items'),
    wishlist: new UserBookListRepository(app.db, 'wishlist_items'),
    library: new LibraryRepository(app.db),
    readingProgress: new ReadingProgressRepository(app.db),
    orders: new OrdersRepository(app.db),
    books: new BooksRepository(app.db),
    clock: app.clock,
    catalogCache: app.catalogCache,
  });

  app.post<{ Body: LoginRequest }>(apiPaths.login, { schema: { body: loginRequestSchema } }, async (request, reply) =>
    reply.code(SUCCESS_STATUS).send(await service.login(request.body, request.ip)),
  );

  app.post(apiPaths.logout, { onRequest: app.requireUser, schema: { body: logoutRequestSchema } }, async (request, reply) => {
    await service.logout(currentUser(request));
    return sendMessage(reply, SUCCESS_STATUS, messages.loggedOut);
  });

  // identifyUser: an admin's token lets this call create an Author; anyone else creates a User.
  app.post<{ Body: RegisterRequest }>(apiPaths.register, { onRequest: app.identifyUser, schema: { body: registerRequestSchema } }, async (request, reply) => {
    await service.register(request.body, request.user);
    return sendMessage(reply, SUCCESS_STATUS, messages.registered);
  });

  app.post<{ Body: DeleteAccountRequest }>(
    apiPaths.deleteAccount,
    { onRequest: app.requireUser, schema: { body: deleteAccountRequestSchema } },
    async (request, reply) => {
      await deletion.deleteAccount(currentUser(request), request.body.Email);
      return sendMessage(reply, DELETE_ACCOUNT_SUCCESS_STATUS, messages.accountDeleted);
    },
  );
}
