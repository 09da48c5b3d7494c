/**
 * POST /api/addNewAuthorForReview (public): the Author Program form, answered 202 {Message}.
 * Admins only: POST /api/addAuthor, GET /api/getAuthorApplications, POST /api/approveAuthorApplication
 * and POST /api/rejectAuthorApplication (bodies per admin.contract.ts).
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { authorApplicationRequestSchema, type AuthorApplicationRequest } from '../../../shared/contract/accounts.contract';
import {
  addAuthorRequestSchema, authorApplicationDecisionSchema, authorApplicationsQuerySchema,
  type AddAuthorRequest, type AuthorApplicationDecision, type AuthorApplicationsQuery, type CreatedResponse,
} from '../../../shared/contract/admin.contract';
import { messages } from '../../../shared/messages';
import { sendMessage } from '../../plugins/replies';
import { AccountsRepository } from '../accounts/accounts.repository';
import { AuthorApplicationsRepository } from './author-applications.repository';
import { AuthorsService } from './authors.service';

export async function authorsRoutes(app: FastifyInstance): Promise<void> {
  const service = new AuthorsService({ db: app.db, accounts: new AccountsRepository(app.db), applications: new AuthorApplicationsRepository(app.db), clock: app.clock, catalogCache: app.catalogCache });
  const adminOnly = app.requireRole('Admin');
  const created = (message: string, id: string): CreatedResponse => ({ Message: message, Id: id });

  app.post<{ Body: AuthorApplicationRequest }>(
    apiPaths.addNewAuthorForReview,
    { schema: { body: authorApplicationRequestSchema } },
    async (request, reply) => {
      await service.apply(request.body);
      return sendMessage(reply, SUCCESS_STATUS, messages.authorProgramSubmitted);
    },
  );

  app.post<{ Body: AddAuthorRequest }>(apiPaths.addAuthor, { onRequest: adminOnly, schema: { body: addAuthorRequestSchema } }, async (request, reply) =>
    reply.code(SUCCESS_STATUS).send(created(messages.authorCreated, await service.addAuthor(request.body))),
  );

  app.get<{ Querystring: AuthorApplicationsQuery }>(
    apiPaths.getAuthorApplications,
    { onRequest: adminOnly, schema: { querystring: authorApplicationsQuerySchema } },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.listApplications(request.query)),
  );

  app.post<{ Body: AuthorApplicationDecision }>(
    apiPaths.approveAuthorApplication,
    { onRequest: adminOnly, schema: { body: authorApplicationDecisionSchema } },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(created(messages.authorApplicationApproved, await service.approveApplication(request.body.Id))),
  );

  app.post<{ Body: AuthorApplicationDecision }>(
    apiPaths.rejectAuthorApplication,
    { onRequest: adminOnly, schema: { body: authorApplicationDecisionSchema } },
    async (request, reply) => {
      await service.rejectApplication(request.body.Id);
      return sendMessage(reply, SUCCESS_STATUS, messages.authorApplicationRejected);
    },
  );
}
