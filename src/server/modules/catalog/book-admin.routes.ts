/** Admins only: GET /api/getAdminBooks and POST /api/updateBook (bodies per admin.contract.ts). */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  adminBooksQuerySchema, updateBookRequestSchema, type AdminBooksQuery, type UpdateBookRequest, type UpdateBookResponse,
} from '../../../shared/contract/admin.contract';
import { messages } from '../../../shared/messages';
import { BooksRepository } from './books.repository';
import { BookAdminService } from './book-admin.service';

export async function bookAdminRoutes(app: FastifyInstance): Promise<void> {
  const service = new BookAdminService(app.db, new BooksRepository(app.db), app.clock, app.catalogCache);
  const adminOnly = app.requireRole('Admin');

  app.get<{ Querystring: AdminBooksQuery }>(apiPaths.getAdminBooks, { onRequest: adminOnly, schema: { querystring: adminBooksQuerySchema } }, async (request, reply) =>
    reply.code(SUCCESS_STATUS).send(await service.list(request.query)),
  );

  app.post<{ Body: UpdateBookRequest }>(apiPaths.updateBook, { onRequest: adminOnly, schema: { body: updateBookRequestSchema } }, async (request, reply) => {
    const body: UpdateBookResponse = { Message: messages.bookUpdated, Book: await service.update(request.body) };
    return reply.code(SUCCESS_STATUS).send(body);
  });
}
