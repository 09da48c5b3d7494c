/** The free books' service wired once (app.ts decorates the app with it; decision 047). */
import type { FastifyInstance } from 'fastify';
import { FreeBooksService } from './free-books.service';

declare module 'fastify' {
  interface FastifyInstance {
    freeBooks: FreeBooksService;
  }
}

export function decorateFreeBookServices(app: FastifyInstance): void {
  app.decorate('freeBooks', new FreeBooksService({ uow: app.uow, clock: app.clock }));
}
