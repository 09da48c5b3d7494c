/** The downloads' service wired once (app.ts decorates the app with it). */
import type { FastifyInstance } from 'fastify';
import { DownloadTraceService } from './download-trace.service';
import { DownloadsService } from './downloads.service';

declare module 'fastify' {
  interface FastifyInstance {
    downloads: DownloadsService;
    /** "Trace a file": a found copy's licence mark -> its download (route: uploads.routes.ts, the multipart one). */
    downloadTrace: DownloadTraceService;
  }
}

export function decorateDownloadServices(app: FastifyInstance): void {
  app.decorate(
    'downloads',
    new DownloadsService(app.uow, app.storage, app.clock, (error) =>
      app.log.error({ err: error }, 'the KOReader document of a download was not recorded'),
    ),
  );
  app.decorate('downloadTrace', new DownloadTraceService(app.uow));
}
