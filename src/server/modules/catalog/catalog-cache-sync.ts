/**
 * Keeps the catalog caches of several servers on one PostgreSQL in agreement: a server that changes
 * the catalog announces it on the `catalog_changed` channel (LISTEN/NOTIFY), and every other server
 * drops its cache when it hears it, well within a second. The announcement carries the sender's id,
 * so a server does not drop its cache twice for its own change. SQLite is one process: nothing to do.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PgListener, pgNotify } from '../../db/pg-notifications';

const CHANNEL = 'catalog_changed';

export async function syncCatalogCacheAcrossServers(app: FastifyInstance): Promise<void> {
  const connectionString = app.config.databaseUrl;
  if (!connectionString) return;
  const self = randomUUID();
  const cache = app.catalogCache;
  const listener = new PgListener({
    connectionString,
    channel: CHANNEL,
    log: app.log,
    onMessage: (sender) => {
      if (sender !== self) cache.invalidateHere();
    },
    onResubscribed: () => cache.invalidateHere(),
  });
  await listener.start();
  app.addHook('preClose', () => listener.close());
  cache.announceChangesWith(() => {
    // NOTIFY is the database's plumbing (db/pg-notifications.ts), no table's rows: the pool itself.
    // eslint-disable-next-line no-restricted-properties
    pgNotify(app.db, CHANNEL, self).catch((error: unknown) => {
      // The other servers keep their entries until the safety lifetime ends (10 s).
      app.log.warn({ err: error }, 'could not announce a catalog change to the other servers');
    });
  });
}
