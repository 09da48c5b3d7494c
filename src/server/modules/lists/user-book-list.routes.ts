/**
 * The four endpoints a user's book list has (spec section 7), registered for the cart and for the
 * wishlist with their own paths, list key and texts. All answer 202.
 *
 * The check endpoint is public in the spec. Its answer must not reveal another user's list, so:
 * - no (valid) token: answered for nobody, i.e. true exactly when the book is for sale;
 * - a token and a user_Id that is not the caller's: 403, like every other call about a user;
 * - a token and the caller's own user_Id: the real answer for the caller.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  bookCheckRequestSchema, deleteItemRequestSchema, listQuerySchema, saveItemRequestSchema,
  type BookCheckRequest, type BookCheckResponse, type DeleteItemRequest, type ListItem, type ListQuery, type SaveItemRequest,
} from '../../../shared/contract/cart.contract';
import { messages } from '../../../shared/messages';
import { currentUser, requireSameUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import type { UserBookListService } from './user-book-list.service';

export interface UserBookListRoutesOptions {
  paths: { list: string; save: string; remove: string; check: string };
  listKey: 'CartList' | 'WishList';
  addedMessage: string;
  service: UserBookListService;
}

/** Only a caller with a valid token is held to "user_Id must be yours". */
async function requireSameUserIfIdentified(request: FastifyRequest): Promise<void> {
  if (request.user) await requireSameUser(request);
}

export function registerUserBookListRoutes(app: FastifyInstance, options: UserBookListRoutesOptions): void {
  const { paths, listKey, addedMessage, service } = options;
  const guarded = { onRequest: app.requireUser, preHandler: requireSameUser };

  app.get<{ Querystring: ListQuery }>(paths.list, { ...guarded, schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const items: ListItem[] = await service.items(currentUser(request));
    return reply.code(SUCCESS_STATUS).send({ [listKey]: items });
  });

  app.post<{ Body: SaveItemRequest }>(paths.save, { ...guarded, schema: { body: saveItemRequestSchema } }, async (request, reply) => {
    await service.add(currentUser(request), request.body.book_Id);
    return sendMessage(reply, SUCCESS_STATUS, addedMessage);
  });

  // The spec shows 'Item removed from cart.' after a wishlist removal too.
  app.post<{ Body: DeleteItemRequest }>(paths.remove, { ...guarded, schema: { body: deleteItemRequestSchema } }, async (request, reply) => {
    await service.remove(currentUser(request), request.body._id, request.body.book_Id);
    return sendMessage(reply, SUCCESS_STATUS, messages.removedFromCart);
  });

  app.post<{ Body: BookCheckRequest }>(
    paths.check,
    { onRequest: app.identifyUser, preHandler: requireSameUserIfIdentified, schema: { body: bookCheckRequestSchema } },
    async (request, reply) => {
      const body: BookCheckResponse = { status: await service.canAdd(request.user, request.body.book_Id) };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );
}
