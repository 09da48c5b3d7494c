/**
 * The four endpoints a user's book list has (get, add, delete, check), registered for the cart and
 * for the wishlist with their own paths, list key and texts. All answer 202.
 *
 * The check endpoint is public (no token needed). Its answer must not reveal another user's list, so:
 * - no (valid) token: answered for nobody, i.e. true exactly when the book is for sale;
 * - a token and a user_Id that is not the caller's: 403, like every other call about a user;
 * - a token and the caller's own user_Id: the real answer for the caller.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  bookCheckRequestSchema,
  bookCheckResponseSchema,
  cartListResponseSchema,
  deleteItemRequestSchema,
  listQuerySchema,
  saveItemRequestSchema,
  wishListResponseSchema,
  type BookCheckResponse,
  type ListItem,
} from '../../../shared/contract/cart.contract';
import { messageSchema } from '../../../shared/contract/error.contract';
import { messages } from '../../../shared/messages';
import { currentUser, requireSameUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, CALLER_CHECKED, responses } from '../../plugins/route-responses';
import type { UserBookListService } from './user-book-list.service';

const listResponseSchemas = { CartList: cartListResponseSchema, WishList: wishListResponseSchema };

export interface UserBookListRoutesOptions {
  paths: { list: string; save: string; remove: string; check: string };
  listKey: keyof typeof listResponseSchemas;
  addedMessage: string;
  service: UserBookListService;
}

/** Only a caller with a valid token is held to "user_Id must be yours". */
async function requireSameUserIfIdentified(request: FastifyRequest): Promise<void> {
  if (request.user) await requireSameUser(request);
}

export function registerUserBookListRoutes(app: FastifyInstance, options: UserBookListRoutesOptions): void {
  const { paths, listKey, addedMessage, service } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.requireUser, preHandler: requireSameUser };

  routes.get(
    paths.list,
    {
      ...guarded,
      schema: {
        querystring: listQuerySchema,
        response: responses({ [SUCCESS_STATUS]: listResponseSchemas[listKey] }, [400, ...CALLER_CHECKED]),
      },
    },
    async (request, reply) => {
      const items: ListItem[] = await service.items(currentUser(request));
      return reply.code(SUCCESS_STATUS).send({ [listKey]: items } as Record<typeof listKey, ListItem[]>);
    },
  );

  // 404: no book for sale has this id; 409: already in the list (or, for the cart, already bought).
  routes.post(
    paths.save,
    {
      ...guarded,
      schema: {
        body: saveItemRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404, 409]),
      },
    },
    async (request, reply) => {
      await service.add(currentUser(request), request.body.book_Id);
      return sendMessage(reply, SUCCESS_STATUS, addedMessage);
    },
  );

  // The spec shows 'Item removed from cart.' after a wishlist removal too. 404: no such row of the caller's.
  routes.post(
    paths.remove,
    {
      ...guarded,
      schema: {
        body: deleteItemRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404]),
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.body._id, request.body.book_Id);
      return sendMessage(reply, SUCCESS_STATUS, messages.removedFromCart);
    },
  );

  routes.post(
    paths.check,
    {
      onRequest: app.identifyUser,
      preHandler: requireSameUserIfIdentified,
      schema: {
        body: bookCheckRequestSchema,
        response: responses({ [SUCCESS_STATUS]: bookCheckResponseSchema }, [...BODY_REFUSALS, 403]),
      },
    },
    async (request, reply) => {
      const body: BookCheckResponse = { status: await service.canAdd(request.user, request.body.book_Id) };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );
}
