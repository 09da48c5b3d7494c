/**
 * npm run bench:api [-- --books 100000 --seconds 10 --connections 16 --rounds 3]
 *
 * Seeds a scratch database with the demo catalog plus synthetic books, starts the production server
 * on it, and measures getAllBooks (first page and a filtered page) and getBookById with autocannon,
 * each next to a bare Fastify route that answers the same bytes from memory. Prints req/s, p99
 * latency and the ratio to the bare route (target: at least 0.5). Each endpoint is measured in
 * `rounds` alternating pairs (store, then bare) and each side's median run is reported: the bare
 * route's rate swung from 23,500 to 51,500 req/s between runs minutes apart on this shared
 * machine, so one run of each, taken in turn, measured the machine's drift as much as the store.
 * Then the server-rendered home page as a browser asks for it (HTML, brotli accepted), against
 * issue 15's 300 requests a second: run `npm run build` first, or the home page is the plain
 * index.html.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../shared/api-paths';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/create-database';
import { insertBulkBooks } from '../server/db/seed/bulk-books';
import { seedDemoCatalog } from '../server/db/seed/seed-demo-catalog';
import { createStorage } from '../server/storage/storage-config';
import { measure, numberArg, printTable, startChildServer, type LoadResult } from './support';

const TARGET_RATIO = 0.5;
const RENDERED_HOME_TARGET = 300;
const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

async function prepareDatabase(dataDir: string, totalBooks: number): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir });
  const db = await createDatabase(config);
  try {
    const started = Date.now();
    const seeded = await seedDemoCatalog(db, createStorage(config.storage), systemClock);
    await insertBulkBooks(db, Math.max(0, totalBooks - seeded.books));
    console.log(`Seeded ${totalBooks.toLocaleString('en')} books in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

/** The run with the median rate (the upper middle one of an even count), with its latency. */
function medianRun(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;
}

async function main(): Promise<void> {
  const totalBooks = numberArg('books', 100_000);
  const seconds = numberArg('seconds', 10);
  const connections = numberArg('connections', 16);
  const rounds = numberArg('rounds', 3);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  await prepareDatabase(scratch, totalBooks);

  const store = await startChildServer('src/server/main.ts', [], { DATA_DIR: scratch, PORT: '0', HOST: '127.0.0.1' });
  const bareRoutes: Record<string, string> = {};
  let bare: Awaited<ReturnType<typeof startChildServer>> | undefined;
  try {
    const firstPage = await (await fetch(`${store.baseURL}${apiPaths.getAllBooks}`)).json();
    const someGenre = firstPage.Filters.Geners[0].GenerId as string;
    const someBook = firstPage.BooksList[5].Id as string;
    const targets = [
      { name: 'getAllBooks, first page', path: apiPaths.getAllBooks },
      {
        name: 'getAllBooks, filtered page 3',
        path: `${apiPaths.getAllBooks}?GenerIds=${someGenre}&MinPrice=150&MaxPrice=600&Page=3`,
      },
      { name: 'getBookById', path: `${apiPaths.getBookById}?Id=${someBook}` },
    ];
    for (const target of targets) {
      const response = await fetch(`${store.baseURL}${target.path}`);
      if (response.status !== 202) throw new Error(`${target.path} answered ${response.status}`);
      bareRoutes[target.path] = await response.text();
    }
    const routesFile = path.join(scratch, 'bare-routes.json');
    fs.writeFileSync(routesFile, JSON.stringify(bareRoutes));
    bare = await startChildServer('src/bench/bare-server.ts', [routesFile], {});

    const rows: Array<Array<string | number>> = [];
    let worstRatio = Infinity;
    for (const target of targets) {
      const storeRuns: LoadResult[] = [];
      const bareRuns: LoadResult[] = [];
      for (let round = 0; round < rounds; round++) {
        storeRuns.push(await measure(`${store.baseURL}${target.path}`, seconds, connections));
        bareRuns.push(await measure(`${bare.baseURL}${target.path}`, seconds, connections));
      }
      const storeResult = medianRun(storeRuns);
      const bareResult = medianRun(bareRuns);
      const ratio = storeResult.requestsPerSecond / bareResult.requestsPerSecond;
      worstRatio = Math.min(worstRatio, ratio);
      rows.push([
        target.name,
        Buffer.byteLength(bareRoutes[target.path]!),
        Math.round(storeResult.requestsPerSecond),
        storeResult.p99Ms,
        storeRuns.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
        Math.round(bareResult.requestsPerSecond),
        bareResult.p99Ms,
        ratio.toFixed(2),
      ]);
    }
    console.log(
      `\nAPI throughput, ${totalBooks.toLocaleString('en')} books, ${connections} connections, median of ${rounds} alternating ${seconds} s runs per side\n`,
    );
    printTable(
      [
        'endpoint',
        'bytes',
        'store req/s',
        'store p99 ms',
        'store errors (all runs)',
        'bare req/s',
        'bare p99 ms',
        'ratio',
      ],
      rows,
    );
    console.log(
      `\nWorst ratio ${worstRatio.toFixed(2)} (target >= ${TARGET_RATIO}): ${worstRatio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
    );

    const home = await fetch(`${store.baseURL}/`, { headers: BROWSER_HEADERS });
    const rendered = (await home.text()).includes('id="server-state"');
    const homeResult = await measure(`${store.baseURL}/`, seconds, connections, BROWSER_HEADERS);
    console.log(
      `\nHome page (${rendered ? 'server-rendered' : 'NOT server-rendered: run npm run build'}, ${home.headers.get('content-encoding') ?? 'identity'}): ` +
        `${Math.round(homeResult.requestsPerSecond)} req/s, p99 ${homeResult.p99Ms} ms, ${homeResult.non2xx + homeResult.errors} errors ` +
        `(target >= ${RENDERED_HOME_TARGET}): ${rendered && homeResult.requestsPerSecond >= RENDERED_HOME_TARGET ? 'met' : 'NOT met'}`,
    );
  } finally {
    await bare?.stop();
    await store.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
