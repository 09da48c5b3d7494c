/** Decorates the app with what routes need (database, object storage, clock, config, the catalog cache). */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/create-database';
import { CatalogCache } from '../modules/catalog/catalog-cache';
import type { ObjectStorage } from '../storage/object-storage';

export interface AppServices {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  config: Config;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    storage: ObjectStorage;
    clock: Clock;
    config: Config;
    /** What shoppers see of the catalog, cached; services that change the catalog invalidate it. */
    catalogCache: CatalogCache;
  }
}

/** Decorates the root instance, so every module registered afterwards sees the same services. */
export function decorateServices(app: FastifyInstance, services: AppServices): void {
  app.decorate('db', services.db);
  app.decorate('storage', services.storage);
  app.decorate('clock', services.clock);
  app.decorate('config', services.config);
  app.decorate('catalogCache', new CatalogCache(services.clock));
  app.addHook('onClose', async () => {
    await services.db.destroy();
    await services.storage.close();
  });
}
