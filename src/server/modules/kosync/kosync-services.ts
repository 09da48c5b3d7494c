/** KOReader's progress sync's service wired once (app.ts decorates the app with it). */
import type { FastifyInstance } from 'fastify';
import { KosyncService } from './kosync.service';

declare module 'fastify' {
  interface FastifyInstance {
    kosync: KosyncService;
  }
}

export function decorateKosyncServices(app: FastifyInstance): void {
  app.decorate('kosync', new KosyncService(app.uow, app.clock));
}
