/**
 * npm run bench:search [-- --titles 1000000 --requests 200 --pg --keep]
 *
 * Builds a scratch catalog of N synthetic books (search-catalog.ts: Zipf vocabulary, a few hundred
 * authors, a tenth of the titles in Hindi for the Devanagari query kinds), bulk-loads it with the
 * search index kept by the migration's triggers, starts the production server on it as a child
 * process, and measures GET /api/searchBooks for a fixed mix of query kinds: sequential requests,
 * timed client-side. Every request of a kind is a different
 * query (another word, or another page size), so the response cache never answers and the index
 * does the work; one extra row shows a repeated query answered from the cache.
 *
 * SQLite by default (a file under the OS temp dir); --pg loads a scratch database on the server of
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test) and drops it afterwards.
 * Prints load time, index size, the server's memory (VmRSS / VmHWM of its process) and p50/p95/p99
 * per query kind against the targets (p95 <= 20 ms up to 1 M titles, <= 50 ms beyond; < 1 GB).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiPaths } from '../shared/api-paths';
import type { SearchResponse } from '../shared/contract/search.contract';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/create-database';
import { loadPostgres, loadSqlite, type LoadReport } from './search-load';
import {
  searchQueryKinds,
  searchRequestPaths as requestPaths,
  syntheticCatalog,
  type SearchQueryKind,
} from './search-catalog';
import { percentile, processMemory } from './measurements';
import { numberArg, printTable, startChildServer, type ChildServer } from './support';
import { benchPgUrl } from './bench-store';

const VOCABULARY = 5000;
const AUTHORS = 300;
const WARM_UP_PER_KIND = 20;
/** Titles in Hindi (issue 38): at 1 M, 100,000 titles for the Devanagari query kinds. */
const HINDI_SHARE = 0.1;
const MEMORY_TARGET_BYTES = 1024 ** 3;

async function timedGet(baseURL: string, requestPath: string): Promise<{ ms: number; body: SearchResponse }> {
  const started = performance.now();
  const response = await fetch(`${baseURL}${requestPath}`);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 202) throw new Error(`${requestPath} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as SearchResponse };
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const ms = (value: number) => value.toFixed(1);

async function measureKinds(
  server: ChildServer,
  kinds: SearchQueryKind[],
  requests: number,
  targetMs: number,
): Promise<boolean> {
  const rows: Array<Array<string | number>> = [];
  let allMet = true;
  for (const kind of kinds) {
    // Warm-up with page sizes the measured run does not use (40 and up): other cache keys.
    for (const warmUp of requestPaths(kind, WARM_UP_PER_KIND, 40)) await timedGet(server.baseURL, warmUp);
    const times: number[] = [];
    const totals: number[] = [];
    for (const requestPath of requestPaths(kind, requests, 10)) {
      const { ms: elapsed, body } = await timedGet(server.baseURL, requestPath);
      times.push(elapsed);
      totals.push(body.Total);
    }
    times.sort((x, y) => x - y);
    const p95 = percentile(times, 95);
    allMet &&= p95 <= targetMs;
    const medianTotal = [...totals].sort((x, y) => x - y)[Math.floor(totals.length / 2)]!;
    rows.push([
      kind.name,
      JSON.stringify(kind.queries[0]),
      medianTotal,
      ms(percentile(times, 50)),
      ms(p95),
      ms(percentile(times, 99)),
      ms(times.at(-1)!),
      p95 <= targetMs ? 'yes' : 'NO',
    ]);
  }
  const repeated = `${apiPaths.searchBooks}?q=the`;
  await timedGet(server.baseURL, repeated);
  const cachedTimes = await sequentialTimes(server.baseURL, repeated, requests);
  rows.push([
    'repeated query (cache)',
    '"the"',
    '-',
    ms(percentile(cachedTimes, 50)),
    ms(percentile(cachedTimes, 95)),
    ms(percentile(cachedTimes, 99)),
    ms(cachedTimes.at(-1)!),
    '-',
  ]);
  printTable(
    ['query kind', 'example', 'median Total', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `p95 <= ${targetMs}`],
    rows,
  );
  return allMet;
}

async function sequentialTimes(baseURL: string, requestPath: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push((await timedGet(baseURL, requestPath)).ms);
  return times.sort((x, y) => x - y);
}

/** A fresh database on the benchmark's PostgreSQL server: its URL, and how to drop it. */
async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg');
  const adminUrl = benchPgUrl();
  const name = `search_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name}`) };
}

async function main(): Promise<void> {
  const titles = numberArg('titles', 100_000);
  const requests = numberArg('requests', 200);
  const usePostgres = process.argv.includes('--pg');
  const keep = process.argv.includes('--keep');
  const catalog = syntheticCatalog({ vocabulary: VOCABULARY, authors: AUTHORS, seed: 42, hindiShare: HINDI_SHARE });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const pg = usePostgres ? await scratchPostgres() : undefined;
  const env = { DATA_DIR: scratch, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  let server: ChildServer | undefined;
  try {
    // Migrations first (they create the index and its triggers), then the bulk load.
    await (await createDatabase(loadConfig(env))).destroy();
    console.log(`Loading ${titles.toLocaleString('en')} books into ${pg ? 'PostgreSQL' : 'SQLite'} ...`);
    const load: LoadReport = pg
      ? await loadPostgres(pg.url, catalog, titles)
      : await loadSqlite(path.join(scratch, 'store.db'), catalog, titles);

    server = await startChildServer('src/server/main.ts', [], { ...env, PORT: '0', HOST: '127.0.0.1' });
    const targetMs = titles > 1_000_000 ? 50 : 20;
    console.log(
      `\nSearch, ${titles.toLocaleString('en')} titles, ${pg ? 'PostgreSQL' : 'SQLite'}, ${requests} sequential requests per kind\n`,
    );
    printTable(
      ['step', 'value'],
      [
        ['load (books + index, triggers)', `${(load.loadMs / 1000).toFixed(1)} s`],
        ['index finishing (optimize / analyze)', `${(load.finishMs / 1000).toFixed(1)} s`],
        ['search index size', `${mb(load.indexBytes)} (${load.indexBytes.toLocaleString('en')} bytes)`],
        ['database size', mb(load.databaseBytes)],
      ],
    );
    console.log('');
    const allMet = await measureKinds(server, searchQueryKinds(catalog), requests, targetMs);
    const memory = processMemory(server.process.pid!);
    console.log(
      `\nServer memory: VmRSS ${mb(memory.rss)}, peak VmHWM ${mb(memory.peak)} (target < ${mb(MEMORY_TARGET_BYTES)}: ${memory.peak < MEMORY_TARGET_BYTES ? 'met' : 'NOT met'})`,
    );
    console.log(`Latency target p95 <= ${targetMs} ms for every kind: ${allMet ? 'met' : 'NOT met'}`);
  } finally {
    await server?.stop();
    if (keep) console.log(`Kept ${pg ? pg.url : scratch}`);
    else {
      await pg?.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
