/**
 * GET /api/searchBooks (public, 202): type-ahead search, body per search.contract.ts. The service
 * answers JSON text (cached), sent as is: the response schema documents it, the API test checks it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { searchQuerySchema, searchResponseSchema } from '../../../shared/contract/search.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { sendJsonText } from '../../plugins/replies';
import { responses } from '../../plugins/route-responses';
import { catalogCacheKeys } from '../catalog/catalog-cache';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'search');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.searchServices.search;

  routes.get(
    apiPaths.searchBooks,
    {
      schema: {
        querystring: searchQuerySchema,
        response: responses({ [SUCCESS_STATUS]: searchResponseSchema }, [400]),
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        SUCCESS_STATUS,
        await app.catalogCache.answer(catalogCacheKeys.search(request.query), () => service.search(request.query)),
      ),
  );
}
