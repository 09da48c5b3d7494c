/**
 * Profile's "Reading apps" (reading-apps.contract.ts): the caller's app passwords, made (the
 * password answered this once), listed with their last use, and revoked. JSON answers are 202 like
 * every call.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { messageSchema } from '../../../shared/contract/error.contract';
import {
  appPasswordsResponseSchema,
  createAppPasswordRequestSchema,
  createdAppPasswordSchema,
  noAppPasswordsQuerySchema,
  revokeAppPasswordRequestSchema,
} from '../../../shared/contract/reading-apps.contract';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, responses, SIGNED_IN } from '../../plugins/route-responses';

export async function appPasswordsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'readingApps');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.appPasswords;

  // 409: the account already holds MAX_APP_PASSWORDS.
  routes.post(
    apiPaths.createAppPassword,
    {
      onRequest: app.requireUser,
      schema: {
        body: createAppPasswordRequestSchema,
        response: responses({ [SUCCESS_STATUS]: createdAppPasswordSchema }, [...BODY_REFUSALS, ...SIGNED_IN, 409]),
      },
    },
    async (request, reply) => {
      // The password must never sit in a shared or browser cache.
      reply.header('cache-control', 'no-store');
      return reply.code(SUCCESS_STATUS).send(await service.create(currentUser(request), request.body));
    },
  );

  routes.get(
    apiPaths.getAppPasswords,
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noAppPasswordsQuerySchema,
        response: responses({ [SUCCESS_STATUS]: appPasswordsResponseSchema }, [400, ...SIGNED_IN]),
      },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.list(currentUser(request))),
  );

  // 404: no app password of the caller's has this id.
  routes.post(
    apiPaths.revokeAppPassword,
    {
      onRequest: app.requireUser,
      schema: {
        body: revokeAppPasswordRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...SIGNED_IN, 404]),
      },
    },
    async (request, reply) => {
      await service.revoke(currentUser(request), request.body.Id);
      return sendMessage(reply, SUCCESS_STATUS, readingAppsTexts.revoked);
    },
  );
}
