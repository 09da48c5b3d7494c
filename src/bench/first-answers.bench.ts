/**
 * npm run bench:first-answers [-- --books 1000000 --pg --starts 3 --data-dir DIR [--database-url URL]]
 *
 * The first answers after a start (issue 40 item 4, decision 050): starts the production server on
 * a store of `books` generated books, asks once for each answer of a first visit (ops/warm-up.ts's
 * list: the home page's lists, the shop's first page and facets, the author list, the rendered home
 * and shop pages), one after another as a first visitor's browser would, once /readyz has said
 * ready (as a load balancer waits for), then once more each after
 * the catalog cache's entries have expired (CATALOG_CACHE_TTL_MS: a shopper who comes a minute
 * after the start), and stops it. `starts` starts with WARM_UP=off and as many with the warm-up,
 * taking turns. Prints each answer's median over the starts against the target of 30 ms. The
 * operating system's page cache stays as a restart on the same host leaves it.
 */
import { performance } from 'node:perf_hooks';
import { CATALOG_CACHE_TTL_MS } from '../server/modules/catalog/catalog-cache';
import { READY_PATH } from '../server/ops/health';
import { WARMED_PATHS } from '../server/ops/warm-up';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { benchPgUrl, existingStore } from './bench-store';
import { generateCatalog } from './catalog-generator';
import { percentile } from './measurements';
import { numberArg, printTable, startChildServer, stringArg } from './support';

const TARGET_MS = 30;
type Mode = 'WARM_UP=off' | 'warm-up';
type Moment = 'first' | 'after the cache';

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  // The API answers 202 (the spec's success status), pages 200.
  if (response.status < 200 || response.status > 299) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

async function main(): Promise<void> {
  const books = numberArg('books', 1_000_000);
  const starts = numberArg('starts', 3);
  const dialect = process.argv.includes('--pg') ? 'postgres' : 'sqlite';
  const dataDir = stringArg('data-dir');
  const store = dataDir
    ? existingStore(dataDir, stringArg('database-url'))
    : await createScratchDatabase(dialect, benchPgUrl());
  const samples = new Map<string, number[]>();
  const record = (mode: Mode, moment: Moment, path: string, ms: number) => {
    const key = `${mode}\t${moment}\t${path}`;
    samples.set(key, [...(samples.get(key) ?? []), ms]);
  };
  try {
    console.log(`Generating ${books.toLocaleString('en')} books (or finishing a given store's load) ...`);
    await generateCatalog({ dataDir: store.dataDir, databaseUrl: store.databaseUrl }, books);
    for (let start = 0; start < starts * 2; start += 1) {
      const mode: Mode = start % 2 === 0 ? 'WARM_UP=off' : 'warm-up';
      const startedAt = performance.now();
      const server = await startChildServer('src/server/main.ts', [], {
        ...store.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WARM_UP: mode === 'warm-up' ? 'on' : 'off',
      });
      const startMs = performance.now() - startedAt;
      try {
        // As a load balancer would before sending anyone (it also opens this client's connection).
        await timedGet(`${server.baseURL}${READY_PATH}`);
        for (const path of WARMED_PATHS) record(mode, 'first', path, await timedGet(`${server.baseURL}${path}`));
        await new Promise((resolve) => setTimeout(resolve, CATALOG_CACHE_TTL_MS + 500));
        for (const path of WARMED_PATHS)
          record(mode, 'after the cache', path, await timedGet(`${server.baseURL}${path}`));
      } finally {
        await server.stop();
      }
      console.log(`start ${start + 1} of ${starts * 2} (${mode}): listening after ${Math.round(startMs)} ms`);
    }
    console.log(
      `\nbench:first-answers, ${dialect}, ${books.toLocaleString('en')} books, median of ${starts} starts each\n`,
    );
    const rows: Array<Array<string | number>> = [];
    for (const moment of ['first', 'after the cache'] as const)
      for (const path of WARMED_PATHS) {
        const median = (mode: Mode) =>
          percentile(
            [...(samples.get(`${mode}\t${moment}\t${path}`) ?? [])].sort((a, b) => a - b),
            50,
          );
        const warmed = median('warm-up');
        rows.push([
          path,
          moment,
          median('WARM_UP=off').toFixed(1),
          warmed.toFixed(1),
          warmed <= TARGET_MS ? 'met' : 'NOT met',
        ]);
      }
    printTable(['answer', 'asked', 'WARM_UP=off ms', 'warm-up ms', `<= ${TARGET_MS} ms?`], rows);
  } finally {
    await store.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
