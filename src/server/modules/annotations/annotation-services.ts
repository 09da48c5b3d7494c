/** The annotations' service wired once (app.ts decorates the app with it), on the library's reading rule. */
import type { FastifyInstance } from 'fastify';
import { AnnotationsService } from './annotations.service';

declare module 'fastify' {
  interface FastifyInstance {
    annotations: AnnotationsService;
  }
}

export function decorateAnnotationServices(app: FastifyInstance): void {
  app.decorate('annotations', new AnnotationsService(app.uow, app.clock, app.library));
}
