/** The catalog's services wired once (app.ts decorates the app with them): the public catalog and the admins' book management. */
import type { FastifyInstance } from 'fastify';
import { BookAdminService } from './book-admin.service';
import { CatalogService } from './catalog.service';

export interface CatalogServices {
  catalog: CatalogService;
  bookAdmin: BookAdminService;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogServices: CatalogServices;
  }
}

export function decorateCatalogServices(app: FastifyInstance): void {
  const { uow, clock, catalogCache } = app;
  app.decorate('catalogServices', {
    catalog: new CatalogService(uow, clock, catalogCache),
    bookAdmin: new BookAdminService(uow, clock, catalogCache),
  });
}
