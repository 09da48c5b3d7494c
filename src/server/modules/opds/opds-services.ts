/** The OPDS feeds wired once (app.ts decorates the app with them), over the catalog's and search's own services. */
import type { FastifyInstance } from 'fastify';
import { OpdsFeeds } from './opds-feeds';

declare module 'fastify' {
  interface FastifyInstance {
    opdsFeeds: OpdsFeeds;
  }
}

export function decorateOpdsServices(app: FastifyInstance): void {
  app.decorate('opdsFeeds', new OpdsFeeds(app.uow, app.clock, app.catalogServices.catalog, app.searchServices.search));
}
