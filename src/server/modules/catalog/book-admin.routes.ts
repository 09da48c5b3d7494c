/** Admins only: GET /api/getAdminBooks and POST /api/updateBook (bodies per admin.contract.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  adminBooksQuerySchema,
  adminBooksResponseSchema,
  updateBookRequestSchema,
  updateBookResponseSchema,
  type UpdateBookResponse,
} from '../../../shared/contract/admin.contract';
import { messages } from '../../../shared/messages';
import { documentRoutesAs } from '../../plugins/api-docs';
import { BODY_REFUSALS, CALLER_CHECKED, responses } from '../../plugins/route-responses';

export async function bookAdminRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'catalog');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.catalogServices.bookAdmin;
  const adminOnly = app.requireRole('Admin');

  routes.get(
    apiPaths.getAdminBooks,
    {
      onRequest: adminOnly,
      schema: {
        querystring: adminBooksQuerySchema,
        response: responses({ [SUCCESS_STATUS]: adminBooksResponseSchema }, [400, ...CALLER_CHECKED]),
      },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.list(request.query)),
  );

  // 404: no book has this id.
  routes.post(
    apiPaths.updateBook,
    {
      onRequest: adminOnly,
      schema: {
        body: updateBookRequestSchema,
        response: responses({ [SUCCESS_STATUS]: updateBookResponseSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404]),
      },
    },
    async (request, reply) => {
      const body: UpdateBookResponse = { Message: messages.bookUpdated, Book: await service.update(request.body) };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );
}
