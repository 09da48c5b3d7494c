/**
 * The real store for end-to-end tests: the production build in dist/ served by the real server on
 * a free port (or env.PORT), over a fresh SQLite database (seeded with the demo catalog) in a scratch DATA_DIR.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

export interface RunningStore {
  baseURL: string;
  app: FastifyInstance;
  close(): Promise<void>;
  /** Stops the server, keeping its data: a shopper's browser then meets a store that is down. */
  stop(): Promise<void>;
  /** Starts a stopped store again on the same port and data, as after an outage or a redeploy. */
  restart(): Promise<void>;
}

export async function startStore(env: Record<string, string> = {}): Promise<RunningStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  if (!fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    throw new Error(`No production build in ${config.staticDir}: run \`npm run build\` first.`);
  }
  const listen = async (port: number) => {
    const app = await buildApp(config);
    await app.listen({ port, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('The store did not bind a TCP port');
    return { app, port: address.port };
  };
  // PORT=0 (the default here) takes a free port; a test whose mails must link back to the store
  // picks a free port first and passes it with PUBLIC_URL.
  let running: { app: FastifyInstance; port: number } | null = await listen(config.port);
  const { port } = running;
  const store: RunningStore = {
    baseURL: `http://127.0.0.1:${port}`,
    app: running.app,
    async stop() {
      // Open keep-alive connections go too, as when the process is gone.
      running?.app.server.closeAllConnections();
      await running?.app.close();
      running = null;
    },
    async restart() {
      if (running) throw new Error('The store is running');
      running = await listen(port);
      store.app = running.app;
    },
    async close() {
      await store.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return store;
}

/** A TCP port free right now on 127.0.0.1 (the store is then started on it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
