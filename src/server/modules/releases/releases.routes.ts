/**
 * POST /api/notifyOnRelease {BookId} (releases.contract.ts, decision 046): a signed-in shopper's
 * "Notify me" of an upcoming book. 404: no public book has this id; 409: the book is already out.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { releaseApiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  notifyOnReleaseRequestSchema,
  notifyOnReleaseResponseSchema,
} from '../../../shared/contract/releases.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser } from '../../plugins/auth';
import { BODY_REFUSALS, responses } from '../../plugins/route-responses';

export async function releasesRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'catalog');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.releases;

  routes.post(
    releaseApiPaths.notifyOnRelease,
    {
      onRequest: app.requireUser,
      schema: {
        body: notifyOnReleaseRequestSchema,
        response: responses({ [SUCCESS_STATUS]: notifyOnReleaseResponseSchema }, [...BODY_REFUSALS, 401, 404, 409]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send(await service.notify(currentUser(request), request.body.BookId)),
  );
}
