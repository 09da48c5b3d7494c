/** Builds the whole server (plugins, modules, SPA) for a config. Never listens: tests inject. */
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { createDatabase, type Db } from './db/create-database';
import { seedIfEmpty } from './db/seed/seed-demo-catalog';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { installErrorHandler, installNotFoundHandler } from './plugins/errors';
import { decorateServices } from './plugins/services';
import { installSecurityHeaders } from './plugins/security-headers';
import { registerStaticSite } from './plugins/static-site';
import { installZodValidation } from './plugins/zod-validation';
import { createFileStorage, type FileStorage } from './storage/file-storage';

export interface AppOverrides {
  clock?: Clock;
  /** An already opened (and migrated) database; the app closes it when it closes. */
  db?: Db;
  storage?: FileStorage;
  /** Seed the demo catalog when the database has no books (default true). */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** One megabyte covers every JSON call; book uploads will raise it on their own route. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const clock = overrides.clock ?? systemClock;
  const storage = overrides.storage ?? createFileStorage(config.dataDir);
  const db = overrides.db ?? (await createDatabase(config));
  const app = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify 5 rejects a trailing slash as a different route; shoppers' bookmarks should not care.
    routerOptions: { ignoreTrailingSlash: true },
  });
  try {
    decorateServices(app, { db, storage, clock, config });
    installZodValidation(app);
    installErrorHandler(app);
    installSecurityHeaders(app);
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    if (overrides.seed ?? true) {
      const summary = await seedIfEmpty(db, storage, clock);
      if (summary.seeded) app.log.info(summary, 'seeded the demo catalog');
    }
    await app.register(catalogRoutes);
    installNotFoundHandler(app, await registerStaticSite(app, config.staticDir, storage.dirOf('covers')));
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
