/**
 * The newsletter (public): subscribe (202 {Message} whether or not the address subscribed before),
 * confirm from the mailed link, and unsubscribe from the link every mail carries, also as a mail
 * client's one-click POST (RFC 8058: a form body, the token in the query).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  confirmNewsletterRequestSchema,
  newsletterRequestSchema,
  unsubscribeNewsletterBodySchema,
  unsubscribeNewsletterQuerySchema,
} from '../../../shared/contract/accounts.contract';
import { messageSchema } from '../../../shared/contract/error.contract';
import { newsletterTexts } from '../../../shared/newsletter-texts';
import { ABUSE_RULES, byAddress, byEmail, limitBy } from '../../plugins/abuse-limits';
import { requestLocale } from '../../i18n/request-locale';
import { documentRoutesAs } from '../../plugins/api-docs';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, responses } from '../../plugins/route-responses';
import { apiMessages } from '../../../shared/api-messages';

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'newsletter');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.newsletterServices.newsletter;
  // A one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form: read and ignored (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, null),
  );

  routes.post(
    apiPaths.subscribeForNewsletter,
    {
      preHandler: limitBy(
        app,
        byAddress(ABUSE_RULES.newsletterPerAddress),
        byEmail(ABUSE_RULES.newsletterPerEmail, 'email_Id'),
      ),
      schema: {
        body: newsletterRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, 429]),
      },
    },
    async (request, reply) => {
      // Mailed in the address's account's language, else the request's (the lang cookie, else Accept-Language).
      await service.subscribe(request.body.email_Id, requestLocale(request));
      return sendMessage(reply, SUCCESS_STATUS, apiMessages.newsletterSubscribed);
    },
  );

  // 400: the link is malformed, used or expired.
  routes.post(
    apiPaths.confirmNewsletter,
    {
      schema: {
        body: confirmNewsletterRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, BODY_REFUSALS),
      },
    },
    async (request, reply) => {
      await service.confirm(request.body.token);
      return sendMessage(reply, SUCCESS_STATUS, newsletterTexts.confirmed);
    },
  );

  // The same answer for an address already gone: unsubscribing twice is no error.
  routes.post(
    apiPaths.unsubscribeNewsletter,
    {
      schema: {
        querystring: unsubscribeNewsletterQuerySchema,
        body: unsubscribeNewsletterBodySchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, BODY_REFUSALS),
      },
    },
    async (request, reply) => {
      await service.unsubscribe(request.query.token);
      return sendMessage(reply, SUCCESS_STATUS, newsletterTexts.unsubscribed);
    },
  );
}
