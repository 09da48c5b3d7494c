/** POST /api/subscribeForNewsletter (public): 202 {Message} for a new and a repeated subscription alike. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { newsletterRequestSchema } from '../../../shared/contract/accounts.contract';
import { messageSchema } from '../../../shared/contract/error.contract';
import { messages } from '../../../shared/messages';
import { ABUSE_RULES, byAddress, byEmail, limitBy } from '../../plugins/abuse-limits';
import { documentRoutesAs } from '../../plugins/api-docs';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, responses } from '../../plugins/route-responses';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'newsletter');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new NewsletterService(new NewsletterRepository(app.db), app.clock);

  routes.post(
    apiPaths.subscribeForNewsletter,
    {
      preHandler: limitBy(app, byAddress(ABUSE_RULES.newsletterPerAddress), byEmail(ABUSE_RULES.newsletterPerEmail, 'email_Id')),
      schema: { body: newsletterRequestSchema, response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 429]) },
    },
    async (request, reply) => {
      await service.subscribe(request.body.email_Id);
      return sendMessage(reply, SUCCESS_STATUS, messages.newsletterSubscribed);
    },
  );
}
