/**
 * The library's service wired once (app.ts decorates the app with it): the library routes and the
 * EPUB files' routes share it, and with it the open archives and the reading grants' key.
 */
import type { FastifyInstance } from 'fastify';
import { EpubArchives } from '../../books/epub/epub-archives';
import { LibraryService } from './library.service';
import { ReadingGrants } from './reading-grants';

declare module 'fastify' {
  interface FastifyInstance {
    library: LibraryService;
  }
}

export async function decorateLibraryServices(app: FastifyInstance): Promise<void> {
  const { uow, storage, clock } = app;
  const archives = new EpubArchives(storage);
  const grants = new ReadingGrants(await uow.repos.storeSecrets.load('reading_grants'));
  app.decorate('library', new LibraryService(uow, grants, archives, clock));
  app.addHook('onClose', async () => archives.close());
}
