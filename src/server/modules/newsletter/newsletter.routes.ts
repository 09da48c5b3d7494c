/** POST /api/subscribeForNewsletter (public): 202 {Message} for a new and a repeated subscription alike. */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { newsletterRequestSchema, type NewsletterRequest } from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import { sendMessage } from '../../plugins/replies';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const service = new NewsletterService(new NewsletterRepository(app.db), app.clock);

  app.post<{ Body: NewsletterRequest }>(apiPaths.subscribeForNewsletter, { schema: { body: newsletterRequestSchema } }, async (request, reply) => {
    await service.subscribe(request.body.email_Id);
    return sendMessage(reply, SUCCESS_STATUS, messages.newsletterSubscribed);
  });
}
