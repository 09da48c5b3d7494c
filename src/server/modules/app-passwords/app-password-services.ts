/** The app passwords' service wired once (app.ts decorates the app with it), and the reading apps' auth guards. */
import type { FastifyInstance } from 'fastify';
import { AppPasswordsService } from './app-passwords.service';
import { installReaderAuth } from './reader-auth';

declare module 'fastify' {
  interface FastifyInstance {
    appPasswords: AppPasswordsService;
  }
}

export function decorateAppPasswordServices(app: FastifyInstance): void {
  app.decorate('appPasswords', new AppPasswordsService(app.uow, app.rateLimits, app.clock));
  installReaderAuth(app);
}
