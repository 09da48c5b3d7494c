/**
 * /healthz and /readyz: alive without the database; ready only when the database answers, the
 * migrations are applied and the storage is reachable (503 naming what failed otherwise); 503 at
 * once while draining; never logged at info, never cached. On PostgreSQL also a real store process
 * whose database connection is refused (a TCP proxy in front of PostgreSQL, closed and reopened).
 */
import fs from 'node:fs';
import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { loggerOptions } from '../app';
import { startChildServer, type ChildServer } from '../testing/child-server';
import { createTestApp, testDialect, type TestApp } from '../testing/create-test-app';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';

describe('in process', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ seed: false, logger: { ...loggerOptions('info'), stream } });
  });
  afterAll(async () => {
    await t.close();
  });

  const readyz = async () => {
    const response = await t.app.inject({ url: '/readyz' });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>(), headers: response.headers };
  };

  test('alive and ready: 200, no-store, and not logged at info', async () => {
    const before = lines.length;
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'alive' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await readyz();
    expect(ready).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    // HEAD, as some balancers probe, answers too; and none of these requests was logged.
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    expect(lines.slice(before).join('')).not.toMatch(/healthz|readyz/);
  });

  test('a migration not applied: 503 naming the migrations', async () => {
    const [last] = (
      await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(t.db)
    ).rows;
    await sql`delete from kysely_migration where name = ${last!.name}`.execute(t.db);
    try {
      expect(await readyz()).toMatchObject({
        status: 503,
        body: { Message: 'Not ready: migrations', status: 'not ready', checks: { migrations: '1 pending' } },
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last!.name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    expect((await readyz()).status).toBe(200);
  });

  test('the storage unreachable: 503 naming the storage, and the log says why once', async () => {
    const booksDir = `${t.config.dataDir}/files/books`;
    fs.renameSync(booksDir, `${booksDir}.away`);
    try {
      const before = lines.length;
      expect(await readyz()).toMatchObject({
        status: 503,
        body: { Message: 'Not ready: storage', checks: { database: 'ok', storage: 'unreachable' } },
      });
      await readyz();
      const said = lines.slice(before).filter((line) => line.includes('not ready: storage'));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain('ENOENT');
    } finally {
      fs.renameSync(`${booksDir}.away`, booksDir);
    }
    expect((await readyz()).status).toBe(200);
  });

  test('the database gone: /readyz 503 naming the database, /healthz still 200', async () => {
    const spare = await createTestApp({ seed: false });
    try {
      await spare.db.destroy();
      const ready = await spare.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        Message: 'Not ready: database',
        checks: { database: 'unreachable', migrations: 'skipped', storage: 'ok' },
      });
      expect((await spare.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await spare.close().catch(() => undefined);
    }
  });

  test('draining (a shutdown began): 503 at once, whatever the checks would say', async () => {
    const spare = await createTestApp({ seed: false });
    try {
      spare.app.ops.readiness.startDraining();
      const ready = await spare.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ Message: 'Shutting down', status: 'draining' });
      expect((await spare.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await spare.close();
    }
  });
});

/** A TCP proxy to PostgreSQL that can be closed (connection refused) and opened again on the same port. */
async function databaseProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and cuts the open ones, as a stopped database does. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
    open,
  };
}

const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;

describeOnPostgres('a store process whose PostgreSQL refuses connections', () => {
  jest.setTimeout(120_000);
  let database: ScratchDatabase;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let server: ChildServer;

  beforeAll(async () => {
    database = await createScratchDatabase('postgres');
    proxy = await databaseProxy(new URL(database.databaseUrl!));
    const url = new URL(database.databaseUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    server = await startChildServer('src/server/main.ts', [], {
      ...database.env,
      DATABASE_URL: url.toString(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'fatal',
      SEARCH_PREWARM: 'off',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close().catch(() => undefined);
    await database?.remove();
  });

  const probe = async (path: string) => {
    const response = await fetch(`${server.baseURL}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  test('readiness fails naming the database while connections are refused, liveness holds, and both recover', async () => {
    expect((await probe('/readyz')).status).toBe(200);
    await proxy.close();
    const refused = await probe('/readyz');
    expect(refused).toMatchObject({
      status: 503,
      body: { Message: 'Not ready: database', checks: { database: 'unreachable', migrations: 'skipped' } },
    });
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'alive' } });
    await proxy.open();
    // The pool makes new connections as it needs them: ready again within a few probes.
    let again = await probe('/readyz');
    for (let tries = 0; again.status !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await probe('/readyz');
    }
    expect(again.status).toBe(200);
  });
});
