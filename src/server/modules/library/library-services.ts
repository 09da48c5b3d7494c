/**
 * The library's service wired once (app.ts decorates the app with it): the library routes and the
 * EPUB files' routes share it, and with it the open archives and the reading grants' key.
 */
import type { FastifyInstance } from 'fastify';
import { EpubArchives } from '../../books/epub/epub-archives';
import { loadStoreSecret } from '../../db/store-secrets';
import { SessionsRepository } from '../accounts/sessions.repository';
import { LibraryRepository } from './library.repository';
import { LibraryService } from './library.service';
import { ReadingGrants } from './reading-grants';
import { ReadingProgressRepository } from './reading-progress.repository';

declare module 'fastify' {
  interface FastifyInstance {
    library: LibraryService;
  }
}

export async function decorateLibraryServices(app: FastifyInstance): Promise<void> {
  const { db, storage, clock } = app;
  const archives = new EpubArchives(storage);
  const grants = new ReadingGrants(await loadStoreSecret(db, 'reading_grants'));
  app.decorate('library', new LibraryService(new LibraryRepository(db), new ReadingProgressRepository(db), new SessionsRepository(db), grants, archives, clock));
  app.addHook('onClose', async () => archives.close());
}
