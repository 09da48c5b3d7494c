/** The downloads' service wired once (app.ts decorates the app with it). */
import type { FastifyInstance } from 'fastify';
import { DownloadsService } from './downloads.service';

declare module 'fastify' {
  interface FastifyInstance {
    downloads: DownloadsService;
  }
}

export function decorateDownloadServices(app: FastifyInstance): void {
  app.decorate(
    'downloads',
    new DownloadsService(app.uow, app.storage, app.clock, (error) =>
      app.log.error({ err: error }, 'the KOReader document of a download was not recorded'),
    ),
  );
}
