/** The search service wired once (app.ts decorates the app with it). */
import type { FastifyInstance } from 'fastify';
import { SearchService } from './search.service';

export interface SearchServices {
  search: SearchService;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchServices: SearchServices;
  }
}

export function decorateSearchServices(app: FastifyInstance): void {
  app.decorate('searchServices', { search: new SearchService(app.uow) });
}
