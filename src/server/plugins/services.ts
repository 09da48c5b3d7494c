/**
 * Decorates the app with what every module is wired from: the unit of work (the repositories, and
 * transactions), object storage, clock, config and the catalog cache. The Kysely instance itself
 * (app.db) is for the database's own plumbing (migrations, LISTEN/NOTIFY, the search prewarm) and
 * tests; modules reach the database only through app.uow.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/create-database';
import { UnitOfWork } from '../db/unit-of-work';
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
    /** The database's plumbing only (see the file comment); modules use app.uow. */
    db: Db;
    /** The repositories (uow.repos) and transactions (uow.transact): db/unit-of-work.ts. */
    uow: UnitOfWork;
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
  app.decorate('uow', new UnitOfWork(services.db));
  app.decorate('storage', services.storage);
  app.decorate('clock', services.clock);
  app.decorate('config', services.config);
  app.decorate('catalogCache', new CatalogCache(services.clock));
  app.addHook('onClose', async () => {
    await services.db.destroy();
    await services.storage.close();
  });
}
