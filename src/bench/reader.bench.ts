/**
 * npm run bench:reader [-- --runs 5] [-- --format pdf|epub]   (build first: npm run build)
 *
 * How little of a big book the reader downloads before it shows page 1, and how soon. Seeds a
 * scratch store with the demo catalog and starts the production server; each opening is a fresh
 * Chromium context with the cache disabled, `runs` times.
 * - PDF: a 300-page ~20 MB PDF (writeLargeBookPdf) as the preview of a public book, opened at
 *   /read/<id>?preview=1 on a 1280x800 screen; every response for the preview URL is recorded
 *   until the reader reports page 1 drawn (data-rendered-page="1"). Target: < 25 % of the file.
 * - EPUB: a ~2 MB text-only EPUB and a ~15 MB illustrated one (makeBenchEpub) as the full books
 *   of two public books, opened at /read/<id> by an admin (logged in first, outside the timing)
 *   on a 390x844 phone screen; every response under /epub/ (the book's own files) is recorded
 *   until the first page's text is painted (the reader's data-location holds a CFI and the
 *   chapter's frame has text). Targets: <= 1.0 s to the first page, and the illustrated book read
 *   with under 30 % of its bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { apiPaths, EPUB_FILES_PREFIX } from '../shared/api-paths';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { isPublicBook } from '../server/db/books';
import { createDatabase } from '../server/db/create-database';
import { writeLargeBookPdf } from '../server/db/seed/large-pdf';
import { seedDemoCatalog } from '../server/db/seed/seed-demo-catalog';
import { newStorageKey } from '../server/storage/object-storage';
import { createStorage } from '../server/storage/storage-config';
import { loginThroughPage } from '../e2e/support/accounts';
import { launchBrowser } from '../e2e/support/browser';
import { makeBenchEpub } from '../server/db/seed/book-epub';
import { numberArg, printTable, startChildServer, stringArg } from './support';

const TARGET_SHARE = 0.25;
const EPUB_TARGET_MS = 1000;
const EPUB_TARGET_SHARE = 0.3;

interface BigBook {
  id: string;
  name: string;
  sizeBytes: number;
  pageCount: number;
}

interface EpubBook {
  id: string;
  label: string;
  sizeBytes: number;
}

const EPUB_BOOKS = [
  { label: '2 MB, text only', targetBytes: 2 * 1024 * 1024, withImages: false },
  { label: '15 MB, illustrated', targetBytes: 15 * 1024 * 1024, withImages: true },
] as const;
const BENCH_ADMIN = { email: 'bench-admin@pustaka.example', password: 'bench-admin-password' };

/** The scratch store: demo catalog, the big PDF as the first public PDF book's preview, the bench EPUBs as two others' full books. */
async function prepareStore(dataDir: string): Promise<{ pdf: BigBook; epubs: EpubBook[] }> {
  const config = loadConfig({ DATA_DIR: dataDir });
  const db = await createDatabase(config);
  try {
    const storage = createStorage(config.storage);
    await seedDemoCatalog(db, storage, systemClock);
    const publicPdfs = await db
      .selectFrom('books')
      .select(['id', 'name'])
      .where(isPublicBook)
      .where('format', '=', 'PDF')
      .orderBy('id')
      .limit(3)
      .execute();
    const epubs: EpubBook[] = [];
    for (const [index, spec] of EPUB_BOOKS.entries()) {
      const bytes = await makeBenchEpub(spec);
      const key = newStorageKey('epub');
      await storage.put('books', key, { bytes });
      const target = publicPdfs[index + 1]!;
      await db
        .updateTable('books')
        .set({ content_key: key, format: 'EPUB', page_count: null })
        .where('id', '=', target.id)
        .execute();
      epubs.push({ id: String(target.id), label: spec.label, sizeBytes: bytes.length });
      console.log(`Made a ${spec.label} EPUB of ${mb(bytes.length)} as the book of ${target.id}`);
    }
    const book = publicPdfs[0]!;
    const started = Date.now();
    const scratchPdf = path.join(dataDir, 'large-preview.pdf');
    const pdf = await writeLargeBookPdf(scratchPdf, { title: book.name });
    const key = newStorageKey('pdf');
    await storage.put('previews', key, { path: scratchPdf });
    await db.updateTable('books').set({ preview_key: key }).where('id', '=', book.id).execute();
    console.log(
      `Made a ${pdf.pageCount}-page PDF of ${mb(pdf.sizeBytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s as the preview of book ${book.id}`,
    );
    return { pdf: { id: String(book.id), name: book.name, sizeBytes: pdf.sizeBytes, pageCount: pdf.pageCount }, epubs };
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
      records.set(event.requestId, {
        status: 0,
        range: headers.Range ?? headers.range ?? '',
        contentRange: '',
        contentLength: '',
        bodyBytes: 0,
        finished: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const record = records.get(event.requestId);
      if (!record) return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
      );
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

interface EpubRunResult {
  msToFirstText: number;
  /** Bytes received for the book's own files (/epub/...), as they travelled (compressed, with headers). */
  bytes: number;
  files: number;
}

/** One cold opening of an EPUB by a logged-in admin: the login first, then the time from the reader's navigation to the first page's text painted. */
async function openEpubOnce(browser: Browser, baseURL: string, book: EpubBook): Promise<EpubRunResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  try {
    const page = await context.newPage();
    await loginThroughPage(page, BENCH_ADMIN);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Every request for the book's own files, the chapter's frame included (Playwright follows
    // frames; a DevTools session on the page alone may not), with its size as it travelled.
    const bookFiles: Array<Promise<number>> = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith(EPUB_FILES_PREFIX)) return;
      bookFiles.push(
        request.response().then(async (response) => {
          if (!response) return 0;
          await response.finished().catch(() => undefined);
          const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
          return sizes.responseBodySize + sizes.responseHeadersSize;
        }),
      );
    });

    // Timed in the page, from the navigation's start: the moment the reader reports its first
    // place (the first page laid out), then the frame after next, when that page has been painted.
    await page.addInitScript(() => {
      const timing = window as unknown as { firstTextPaintedAt?: number };
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('[data-testid="epub-view"][data-location^="epubcfi"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => (timing.firstTextPaintedAt = performance.now())));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-location'], childList: true });
    });
    await page.goto(`/read/${book.id}`);
    await page.waitForFunction(
      () => (window as unknown as { firstTextPaintedAt?: number }).firstTextPaintedAt !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    const chapter = page.frames().find((frame) => new URL(frame.url()).pathname.startsWith(EPUB_FILES_PREFIX));
    if (!chapter || (await chapter.evaluate(() => document.body.innerText.trim().length)) === 0)
      throw new Error('the first page shows no text');
    const msToFirstText = Math.round(
      await page.evaluate(() => (window as unknown as { firstTextPaintedAt: number }).firstTextPaintedAt),
    );
    const sizes = await Promise.all(bookFiles);
    return { msToFirstText, bytes: sizes.reduce((sum, bytes) => sum + bytes, 0), files: sizes.length };
  } finally {
    await context.close();
  }
}

async function benchEpub(browser: Browser, baseURL: string, books: EpubBook[], runs: number): Promise<void> {
  for (const book of books) {
    const results: EpubRunResult[] = [];
    for (let run = 1; run <= runs; run += 1) results.push(await openEpubOnce(browser, baseURL, book));
    console.log(
      `\nReader, cold open of the ${book.label} EPUB (${mb(book.sizeBytes)}), ${runs} runs at 390x844 (fresh context, cache disabled)\n`,
    );
    printTable(
      ['run', 'ms to first text', 'book bytes received', 'share of file', 'files'],
      results.map((result, index) => [
        index + 1,
        result.msToFirstText,
        result.bytes,
        `${((result.bytes / book.sizeBytes) * 100).toFixed(2)} %`,
        result.files,
      ]),
    );
    const ms = median(results.map((result) => result.msToFirstText));
    const share = median(results.map((result) => result.bytes)) / book.sizeBytes;
    console.log(
      `\nTime to first text:        ${ms} ms, median (target <= ${EPUB_TARGET_MS} ms): ${ms <= EPUB_TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `Share of the file:         ${(share * 100).toFixed(2)} %, median (target < ${EPUB_TARGET_SHARE * 100} %): ${share < EPUB_TARGET_SHARE ? 'met' : 'NOT met'}`,
    );
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

async function benchPdf(browser: Browser, baseURL: string, book: BigBook, runs: number): Promise<void> {
  const results: RunResult[] = [];
  for (let run = 1; run <= runs; run += 1) results.push(await openOnce(browser, baseURL, book));

  console.log(`\nRequests for the preview until page 1 was drawn (run 1)\n`);
  printTable(
    ['#', 'status', 'Range', 'Content-Range', 'Content-Length', 'bytes received', 'completed'],
    results[0]!.requests.map((record, index) => [
      index + 1,
      record.status,
      record.range || '-',
      record.contentRange || '-',
      record.contentLength || '-',
      record.bodyBytes,
      record.finished ? 'yes' : 'aborted',
    ]),
  );

  console.log(
    `\nReader, cold open of a ${book.pageCount}-page preview, ${runs} runs (fresh context, cache disabled)\n`,
  );
  printTable(
    ['run', 'ms to page 1', 'bytes fetched', 'share of file', 'range requests', 'requests'],
    results.map((result, index) => [
      index + 1,
      result.msToFirstPage,
      result.bytes,
      `${((result.bytes / book.sizeBytes) * 100).toFixed(2)} %`,
      result.rangeRequests,
      result.requests.length,
    ]),
  );
  const bytes = median(results.map((result) => result.bytes));
  const share = bytes / book.sizeBytes;
  console.log(`\nFile size:                 ${book.sizeBytes} bytes (${mb(book.sizeBytes)})`);
  console.log(`Bytes fetched, page 1:     ${bytes} (${mb(bytes)}), median`);
  console.log(
    `Share of the file:         ${(share * 100).toFixed(2)} % (target < ${TARGET_SHARE * 100} %): ${share < TARGET_SHARE ? 'met' : 'NOT met'}`,
  );
  console.log(`Range requests (206):      ${median(results.map((result) => result.rangeRequests))}, median`);
  console.log(
    `Time to first drawn page:  ${median(results.map((result) => result.msToFirstPage))} ms, median of ${runs}`,
  );
}

async function main(): Promise<void> {
  const runs = numberArg('runs', 5);
  const format = stringArg('format');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reader-'));
  let store: Awaited<ReturnType<typeof startChildServer>> | undefined;
  let browser: Browser | undefined;
  try {
    const books = await prepareStore(scratch);
    store = await startChildServer('src/server/main.ts', [], {
      DATA_DIR: scratch,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    });
    browser = await launchBrowser();
    if (format !== 'epub') await benchPdf(browser, store.baseURL, books.pdf, runs);
    if (format !== 'pdf') await benchEpub(browser, store.baseURL, books.epubs, runs);
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
