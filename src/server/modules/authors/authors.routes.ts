/**
 * POST /api/addNewAuthorForReview (public): the Author Program form, answered 202 {Message}.
 * Admins only: POST /api/addAuthor, GET /api/getAuthorApplications, POST /api/approveAuthorApplication
 * and POST /api/rejectAuthorApplication (bodies per admin.contract.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { authorApplicationRequestSchema } from '../../../shared/contract/accounts.contract';
import {
  addAuthorRequestSchema,
  authorApplicationDecisionSchema,
  authorApplicationsQuerySchema,
  authorApplicationsResponseSchema,
  createdResponseSchema,
  type CreatedResponse,
} from '../../../shared/contract/admin.contract';
import { messageSchema } from '../../../shared/contract/error.contract';
import { SNAKE_CASE_PHONE_FIELDS, withCheckedPhone } from '../../../shared/contract/phone.contract';
import { messages } from '../../../shared/messages';
import { ABUSE_RULES, byAddress, byEmail, limitBy } from '../../plugins/abuse-limits';
import { documentRoutesAs } from '../../plugins/api-docs';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, CALLER_CHECKED, responses } from '../../plugins/route-responses';
import { authorBooksResponseSchema } from '../../../shared/contract/authors.contract';
import { currentUser } from '../../plugins/auth';
import { apiMessages } from '../../../shared/api-messages';
import { requestLocale } from '../../i18n/request-locale';

export async function authorsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'authors');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.authorServices.authors;
  const adminOnly = app.requireRole('Admin');
  const created = (message: string, id: string): CreatedResponse => ({ Message: message, Id: id });
  // A decision on an application: 404 for an unknown one, 409 for one already decided.
  const decisionFailures = [...BODY_REFUSALS, ...CALLER_CHECKED, 404, 409] as const;

  routes.post(
    apiPaths.addNewAuthorForReview,
    {
      preHandler: limitBy(
        app,
        byAddress(ABUSE_RULES.authorProgramPerAddress),
        byEmail(ABUSE_RULES.authorProgramPerEmail, 'email'),
      ),
      schema: {
        body: withCheckedPhone(authorApplicationRequestSchema, SNAKE_CASE_PHONE_FIELDS),
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 429]),
      },
    },
    // The applicant's language (lang cookie, else Accept-Language): an approval's invitation is mailed in it.
    async (request, reply) => {
      await service.apply(request.body, requestLocale(request));
      return sendMessage(reply, SUCCESS_STATUS, messages.authorProgramSubmitted);
    },
  );

  // 409: the e-mail is taken.
  routes.post(
    apiPaths.addAuthor,
    {
      onRequest: adminOnly,
      schema: {
        body: withCheckedPhone(addAuthorRequestSchema),
        response: responses({ [SUCCESS_STATUS]: createdResponseSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 409]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send(created(messages.authorCreated, await service.addAuthor(request.body))),
  );

  // 403: the caller is not an author.
  routes.get(
    apiPaths.getAuthorBooks,
    {
      onRequest: app.requireRole('Author'),
      schema: { response: responses({ [SUCCESS_STATUS]: authorBooksResponseSchema }, CALLER_CHECKED) },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.authorBooks(currentUser(request))),
  );

  routes.get(
    apiPaths.getAuthorApplications,
    {
      onRequest: adminOnly,
      schema: {
        querystring: authorApplicationsQuerySchema,
        response: responses({ [SUCCESS_STATUS]: authorApplicationsResponseSchema }, [400, ...CALLER_CHECKED]),
      },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.listApplications(request.query)),
  );

  routes.post(
    apiPaths.approveAuthorApplication,
    {
      onRequest: adminOnly,
      schema: {
        body: authorApplicationDecisionSchema,
        response: responses({ [SUCCESS_STATUS]: createdResponseSchema }, decisionFailures),
      },
    },
    async (request, reply) =>
      reply
        .code(SUCCESS_STATUS)
        .send(created(apiMessages.authorApplicationApproved, await service.approveApplication(request.body.Id))),
  );

  routes.post(
    apiPaths.rejectAuthorApplication,
    {
      onRequest: adminOnly,
      schema: {
        body: authorApplicationDecisionSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, decisionFailures),
      },
    },
    async (request, reply) => {
      await service.rejectApplication(request.body.Id);
      return sendMessage(reply, SUCCESS_STATUS, apiMessages.authorApplicationRejected);
    },
  );
}
