/**
 * npm run bench:reader [-- --runs 5]   (build first: npm run build)
 *
 * How little of a big book the reader downloads before it shows page 1. Seeds a scratch store with
 * the demo catalog, makes a 300-page ~20 MB PDF (writeLargeBookPdf) the preview of one public book,
 * starts the production server, and opens /read/<id>?preview=1 in headless Chromium, in a fresh
 * context with the cache disabled, `runs` times. Each run records every response for the preview
 * URL (status, Content-Range, bytes received) until the reader reports page 1 drawn
 * (data-rendered-page="1"), and prints the file size, the bytes fetched, their share (target
 * < 25 %), the range requests, and the median time to the first drawn page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { isPublicBook } from '../server/db/books';
import { createDatabase } from '../server/db/create-database';
import { writeLargeBookPdf } from '../server/db/seed/large-pdf';
import { seedDemoCatalog } from '../server/db/seed/seed-demo-catalog';
import { newStorageKey } from '../server/storage/object-storage';
import { createStorage } from '../server/storage/storage-config';
import { numberArg, printTable, startChildServer } from './support';

const TARGET_SHARE = 0.25;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface BigBook {
  id: string;
  name: string;
  sizeBytes: number;
  pageCount: number;
}

/** The scratch store: demo catalog, and the big PDF stored as the first public book's preview. */
async function prepareStore(dataDir: string): Promise<BigBook> {
  const config = loadConfig({ DATA_DIR: dataDir });
  const db = await createDatabase(config);
  try {
    const storage = createStorage(config.storage);
    await seedDemoCatalog(db, storage, systemClock);
    const book = await db.selectFrom('books').select(['id', 'name']).where(isPublicBook).orderBy('id').executeTakeFirstOrThrow();
    const started = Date.now();
    const scratchPdf = path.join(dataDir, 'large-preview.pdf');
    const pdf = await writeLargeBookPdf(scratchPdf, { title: book.name });
    const key = newStorageKey('pdf');
    await storage.put('previews', key, { path: scratchPdf });
    await db.updateTable('books').set({ preview_key: key }).where('id', '=', book.id).execute();
    console.log(`Made a ${pdf.pageCount}-page PDF of ${mb(pdf.sizeBytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s as the preview of book ${book.id}`);
    return { id: String(book.id), name: book.name, sizeBytes: pdf.sizeBytes, pageCount: pdf.pageCount };
  } finally {
    await db.destroy();
  }
}

interface FetchRecord {
  status: number;
  range: string;
  contentRange: string;
  contentLength: string;
  bodyBytes: number;
  finished: boolean;
}

interface RunResult {
  msToFirstPage: number;
  bytes: number;
  rangeRequests: number;
  requests: FetchRecord[];
}

/** One cold opening of the reader: a fresh context, no cache; network seen through the DevTools protocol. */
async function openOnce(browser: Browser, baseURL: string, book: BigBook): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const previewPath = `${apiPaths.getBookPreview}?Id=${book.id}`;
    const records = new Map<string, FetchRecord>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.endsWith(previewPath)) return;
      const headers = event.request.headers as Record<string, string>;
      records.set(event.requestId, { status: 0, range: headers.Range ?? headers.range ?? '', contentRange: '', contentLength: '', bodyBytes: 0, finished: false });
    });
    cdp.on('Network.responseReceived', (event) => {
      const record = records.get(event.requestId);
      if (!record) return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
      record.status = event.response.status;
      record.contentRange = headers['content-range'] ?? '';
      record.contentLength = headers['content-length'] ?? '';
    });
    // Bytes actually received, also for a response the reader aborts after its headers.
    cdp.on('Network.dataReceived', (event) => {
      const record = records.get(event.requestId);
      if (record) record.bodyBytes += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const record = records.get(event.requestId);
      if (record) record.finished = true;
    });

    const started = Date.now();
    await page.goto(`${baseURL}/read/${book.id}?preview=1`);
    await page.locator('[data-rendered-page="1"]').waitFor({ timeout: 60_000 });
    const msToFirstPage = Date.now() - started;
    const requests = [...records.values()].map((record) => ({ ...record }));
    return {
      msToFirstPage,
      bytes: requests.reduce((sum, record) => sum + record.bodyBytes, 0),
      rangeRequests: requests.filter((record) => record.status === 206).length,
      requests,
    };
  } finally {
    await context.close();
  }
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const runs = numberArg('runs', 5);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reader-'));
  let store: Awaited<ReturnType<typeof startChildServer>> | undefined;
  let browser: Browser | undefined;
  try {
    const book = await prepareStore(scratch);
    store = await startChildServer('src/server/main.ts', [], { DATA_DIR: scratch, PORT: '0', HOST: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

    const results: RunResult[] = [];
    for (let run = 1; run <= runs; run += 1) results.push(await openOnce(browser, store.baseURL, book));

    console.log(`\nRequests for the preview until page 1 was drawn (run 1)\n`);
    printTable(
      ['#', 'status', 'Range', 'Content-Range', 'Content-Length', 'bytes received', 'completed'],
      results[0]!.requests.map((record, index) => [index + 1, record.status, record.range || '-', record.contentRange || '-', record.contentLength || '-', record.bodyBytes, record.finished ? 'yes' : 'aborted']),
    );

    console.log(`\nReader, cold open of a ${book.pageCount}-page preview, ${runs} runs (fresh context, cache disabled)\n`);
    printTable(
      ['run', 'ms to page 1', 'bytes fetched', 'share of file', 'range requests', 'requests'],
      results.map((result, index) => [index + 1, result.msToFirstPage, result.bytes, `${((result.bytes / book.sizeBytes) * 100).toFixed(2)} %`, result.rangeRequests, result.requests.length]),
    );
    const bytes = median(results.map((result) => result.bytes));
    const share = bytes / book.sizeBytes;
    console.log(`\nFile size:                 ${book.sizeBytes} bytes (${mb(book.sizeBytes)})`);
    console.log(`Bytes fetched, page 1:     ${bytes} (${mb(bytes)}), median`);
    console.log(`Share of the file:         ${(share * 100).toFixed(2)} % (target < ${TARGET_SHARE * 100} %): ${share < TARGET_SHARE ? 'met' : 'NOT met'}`);
    console.log(`Range requests (206):      ${median(results.map((result) => result.rangeRequests))}, median`);
    console.log(`Time to first drawn page:  ${median(results.map((result) => result.msToFirstPage))} ms, median of ${runs}`);
  } finally {
    await browser?.close();
    await store?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
