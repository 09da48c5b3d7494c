/**
 * POST /api/getFreeBook {BookId} (free-books.contract.ts, decision 047): a signed-in shopper's Get it
 * free. 404: no public book has this id; 409: the book is not free, not out yet, or already theirs.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { freeBookApiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { getFreeBookRequestSchema, getFreeBookResponseSchema } from '../../../shared/contract/free-books.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser } from '../../plugins/auth';
import { BODY_REFUSALS, responses, SIGNED_IN } from '../../plugins/route-responses';

export async function freeBooksRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'orders');
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    freeBookApiPaths.getFreeBook,
    {
      onRequest: app.requireUser,
      schema: {
        body: getFreeBookRequestSchema,
        response: responses({ [SUCCESS_STATUS]: getFreeBookResponseSchema }, [
          ...BODY_REFUSALS,
          ...SIGNED_IN,
          404,
          409,
        ]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send(await app.freeBooks.getFree(currentUser(request), request.body.BookId)),
  );
}
