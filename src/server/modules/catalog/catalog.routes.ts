/**
 * Public catalog endpoints: all GET, all 202, bodies per catalog.contract.ts.
 *
 * The answers are cached as JSON text and sent as is (Fastify never re-serialises a string), so
 * the response schemas here document the answers without costing the hot path a check; the API
 * test checks the bodies against them instead.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiPaths, type ApiPathName } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  allBooksQuerySchema,
  allBooksResponseSchema,
  authorLookupQuerySchema,
  authorLookupResponseSchema,
  authorsQuerySchema,
  authorsResponseSchema,
  bannersResponseSchema,
  bestSellersResponseSchema,
  bookByIdQuerySchema,
  bookDetailSchema,
  genresResponseSchema,
  newArrivalBooksResponseSchema,
  noQuerySchema,
  popularBooksResponseSchema,
  specialOffersResponseSchema,
  statsResponseSchema,
  upcomingBooksResponseSchema,
} from '../../../shared/contract/catalog.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { sendJsonText } from '../../plugins/replies';
import { responses } from '../../plugins/route-responses';
import { catalogCacheKeys } from './catalog-cache';

function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return sendJsonText(reply, SUCCESS_STATUS, body);
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'catalog');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.catalogServices.catalog;
  const cache = app.catalogCache;

  const lists: Array<[ApiPathName, z.ZodType, () => Promise<object>]> = [
    ['getBanners', bannersResponseSchema, () => service.banners()],
    ['getBestSellers', bestSellersResponseSchema, () => service.bestSellers()],
    ['getPopularBooks', popularBooksResponseSchema, () => service.popularBooks()],
    ['getUpcomingBooks', upcomingBooksResponseSchema, () => service.upcomingBooks()],
    ['getSpecialOffers', specialOffersResponseSchema, () => service.specialOffers()],
    ['getStats', statsResponseSchema, () => service.stats()],
    ['getNewArrivalBooks', newArrivalBooksResponseSchema, () => service.newArrivals()],
    ['getGenerss', genresResponseSchema, () => service.genres()],
  ];
  for (const [name, body, load] of lists) {
    routes.get(
      apiPaths[name],
      { schema: { querystring: noQuerySchema, response: responses({ [SUCCESS_STATUS]: body }) } },
      async (_request, reply) => sendJson(reply, await cache.answer(catalogCacheKeys.list(name), load)),
    );
  }

  routes.get(
    apiPaths.getAllBooks,
    {
      schema: {
        querystring: allBooksQuerySchema,
        response: responses({ [SUCCESS_STATUS]: allBooksResponseSchema }, [400]),
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await cache.answer(catalogCacheKeys.shopPage(request.query), () => service.allBooks(request.query)),
      ),
  );

  routes.get(
    apiPaths.getAuthorsList,
    {
      schema: {
        querystring: authorsQuerySchema,
        response: responses({ [SUCCESS_STATUS]: authorsResponseSchema }, [400]),
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await cache.answer(catalogCacheKeys.authorList(request.query), () => service.authors(request.query)),
      ),
  );

  routes.get(
    apiPaths.searchAuthors,
    {
      schema: {
        querystring: authorLookupQuerySchema,
        response: responses({ [SUCCESS_STATUS]: authorLookupResponseSchema }, [400]),
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await cache.answer(catalogCacheKeys.authorLookup(request.query), () => service.lookupAuthors(request.query)),
      ),
  );

  routes.get(
    apiPaths.getBookById,
    {
      schema: {
        querystring: bookByIdQuerySchema,
        response: responses({ [SUCCESS_STATUS]: bookDetailSchema }, [400, 404]),
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await cache.answer(catalogCacheKeys.book(request.query.Id), () => service.bookById(request.query.Id)),
      ),
  );
}
