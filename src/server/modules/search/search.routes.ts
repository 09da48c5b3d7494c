/** GET /api/searchBooks (public, 202): type-ahead search, body per search.contract.ts. */
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { searchQuerySchema, type SearchQuery } from '../../../shared/contract/search.contract';
import { sendJsonText } from '../../plugins/replies';
import { catalogCacheKeys } from '../catalog/catalog-cache';
import { CatalogRepository } from '../catalog/catalog.repository';
import { createSearchIndex } from './search.repository';
import { SearchService } from './search.service';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const service = new SearchService(createSearchIndex(app.db), new CatalogRepository(app.db));

  app.get<{ Querystring: SearchQuery }>(apiPaths.searchBooks, { schema: { querystring: searchQuerySchema } }, async (request, reply) =>
    sendJsonText(reply, SUCCESS_STATUS, await app.catalogCache.answer(catalogCacheKeys.search(request.query), () => service.search(request.query))),
  );
}
