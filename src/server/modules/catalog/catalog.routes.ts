/** Public catalog endpoints (spec section 7): all GET, all 202, bodies per catalog.contract.ts. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiPaths, type ApiPathName } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  allBooksQuerySchema, bookByIdQuerySchema, noQuerySchema, type AllBooksQuery, type BookByIdQuery,
} from '../../../shared/contract/catalog.contract';
import { sendJsonText } from '../../plugins/replies';
import { catalogCacheKeys } from './catalog-cache';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';

function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return sendJsonText(reply, SUCCESS_STATUS, body);
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const service = new CatalogService(new CatalogRepository(app.db), app.clock, app.catalogCache);
  const cache = app.catalogCache;

  const lists: Array<[ApiPathName, () => Promise<object>]> = [
    ['getBanners', () => service.banners()],
    ['getBestSellers', () => service.bestSellers()],
    ['getPopularBooks', () => service.popularBooks()],
    ['getUpcomingBooks', () => service.upcomingBooks()],
    ['getSpecialOffers', () => service.specialOffers()],
    ['getStats', () => service.stats()],
    ['getNewArrivalBooks', () => service.newArrivals()],
    ['getGenerss', () => service.genres()],
    ['getAuthorsList', () => service.authors()],
  ];
  for (const [name, load] of lists) {
    app.get(apiPaths[name], { schema: { querystring: noQuerySchema } }, async (_request, reply) => sendJson(reply, await cache.answer(catalogCacheKeys.list(name), load)));
  }

  app.get<{ Querystring: AllBooksQuery }>(apiPaths.getAllBooks, { schema: { querystring: allBooksQuerySchema } }, async (request, reply) =>
    sendJson(reply, await cache.answer(catalogCacheKeys.shopPage(request.query), () => service.allBooks(request.query))),
  );

  app.get<{ Querystring: BookByIdQuery }>(apiPaths.getBookById, { schema: { querystring: bookByIdQuerySchema } }, async (request, reply) =>
    sendJson(reply, await cache.answer(catalogCacheKeys.book(request.query.Id), () => service.bookById(request.query.Id))),
  );
}
