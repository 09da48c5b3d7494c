/** POST /api/addNewAuthorForReview (public): the Author Program form, answered 202 {Message}. */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { authorApplicationRequestSchema, type AuthorApplicationRequest } from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import { sendMessage } from '../../plugins/replies';
import { AuthorApplicationsRepository } from './author-applications.repository';
import { AuthorsService } from './authors.service';

export async function authorsRoutes(app: FastifyInstance): Promise<void> {
  const service = new AuthorsService(new AuthorApplicationsRepository(app.db), app.clock);

  app.post<{ Body: AuthorApplicationRequest }>(
    apiPaths.addNewAuthorForReview,
    { schema: { body: authorApplicationRequestSchema } },
    async (request, reply) => {
      await service.apply(request.body);
      return sendMessage(reply, SUCCESS_STATUS, messages.authorProgramSubmitted);
    },
  );
}
