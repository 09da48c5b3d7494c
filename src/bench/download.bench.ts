/**
 * npm run bench:download [-- --mb 100 --pages 1000 --runs 3 --pg]
 *
 * A marked download of a large PDF (issue 37, decision 043): makes a PDF of `--mb` MB over
 * `--pages` pages (writeLargeBookPdf: each page its own text and an incompressible image), stores
 * it as the full book of a public demo book, starts the production server as a child process, buys
 * the book as a shopper (cart, checkout, the sandbox's payment, the payment report) and downloads it
 * `--runs` times with GET /api/downloadBook (the buyer's Bearer token), reading the answer to the end
 * and dropping it, while the server's VmRSS is read from /proc every 50 ms. The peak is also the
 * kernel's VmHWM, reset before each run (/proc/<pid>/clear_refs). Prints MB/s (from the request to
 * the last byte) and the peak RSS per run and their medians, against >= 20 MB/s and < 300 MB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiPaths } from '../shared/api-paths';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { isPublicBook } from '../server/db/books';
import { createDatabase } from '../server/db/create-database';
import { writeLargeBookPdf } from '../server/db/seed/large-pdf';
import { seedDemoCatalog } from '../server/db/seed/seed-demo-catalog';
import { newStorageKey } from '../server/storage/object-storage';
import { createStorage } from '../server/storage/storage-config';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { HttpShopper } from '../server/testing/http-shopper';
import { median, processMemory } from './measurements';
import { numberArg, printTable, startChildServer, type ChildServer } from './support';
import { benchPgUrl } from './bench-store';

const TARGET_MB_PER_S = 20;
const TARGET_RSS_BYTES = 300 * 1024 ** 2;
const SAMPLE_EVERY_MS = 50;
const MB = 1024 ** 2;

/** Stores the PDF as the full book of the first public demo PDF book; answers its id. */
async function storeBook(env: Record<string, string>, pdfPath: string, pageCount: number): Promise<string> {
  const config = loadConfig(env);
  const db = await createDatabase(config);
  try {
    const storage = createStorage(config.storage);
    await seedDemoCatalog(db, storage, systemClock);
    const book = await db
      .selectFrom('books')
      .select(['id'])
      .where(isPublicBook)
      .where('format', '=', 'PDF')
      .where('sale_price_paise', '>', 0)
      .where('available_on', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const key = newStorageKey('pdf');
    await storage.put('books', key, { path: pdfPath });
    await db
      .updateTable('books')
      .set({ content_key: key, format: 'PDF', page_count: pageCount })
      .where('id', '=', book.id)
      .execute();
    return String(book.id);
  } finally {
    await db.destroy();
  }
}

async function buy(baseURL: string, bookId: string): Promise<HttpShopper> {
  const shopper = new HttpShopper(() => baseURL);
  const steps: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
    ['register', () => shopper.register()],
    ['add to cart', () => shopper.addToCart(bookId)],
  ];
  for (const [step, call] of steps) {
    const answer = await call();
    if (answer.status !== 202) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const order = await shopper.checkout();
  if (order.status !== 202) throw new Error(`checkout: ${order.status} ${JSON.stringify(order.body)}`);
  const paid = await shopper.pay(order.body.order.id);
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
  const reported = await shopper.report(paid.body);
  if (reported.status !== 202) throw new Error(`report: ${reported.status} ${JSON.stringify(reported.body)}`);
  if (!(await shopper.library())?.includes(Number(bookId))) throw new Error('the book is not in the library');
  return shopper;
}

interface RunResult {
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  mbPerSecond: number;
  /** The highest VmRSS read every SAMPLE_EVERY_MS. */
  sampledPeak: number;
  /** The kernel's VmHWM since the reset before the run. */
  hwm: number;
  rssBefore: number;
}

async function downloadOnce(server: ChildServer, token: string, bookId: string): Promise<RunResult> {
  const pid = server.process.pid!;
  // Let the last run's garbage go first, so that each run starts from the server's resting size.
  await new Promise((done) => setTimeout(done, 1000));
  // Writing 5 resets the peak (VmHWM) to the current RSS (Linux >= 4.0).
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const rssBefore = processMemory(pid).rss;
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, processMemory(pid).rss);
  }, SAMPLE_EVERY_MS);
  try {
    const started = performance.now();
    const response = await fetch(`${server.baseURL}${apiPaths.downloadBook}?BookId=${bookId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200 || !response.body)
      throw new Error(`downloadBook answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    let bytes = 0;
    let firstByteMs = 0;
    let tail = Buffer.alloc(0);
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      tail = Buffer.concat([tail, chunk]).subarray(-64);
    }
    const totalMs = performance.now() - started;
    const length = Number(response.headers.get('content-length'));
    if (bytes !== length) throw new Error(`${bytes} bytes received, Content-Length ${length}`);
    if (!tail.toString('latin1').includes('%%EOF')) throw new Error('the download does not end with %%EOF');
    sampledPeak = Math.max(sampledPeak, processMemory(pid).rss);
    return {
      bytes,
      firstByteMs,
      totalMs,
      mbPerSecond: bytes / MB / (totalMs / 1000),
      sampledPeak,
      hwm: processMemory(pid).peak,
      rssBefore,
    };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function main(): Promise<void> {
  const sizeMb = numberArg('mb', 100);
  const pages = numberArg('pages', 1000);
  const runs = numberArg('runs', 3);
  const usePostgres = process.argv.includes('--pg');
  const scratch = await createScratchDatabase(usePostgres ? 'postgres' : 'sqlite', benchPgUrl());
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-download-'));
  let server: ChildServer | undefined;
  try {
    const pdfPath = path.join(work, 'large.pdf');
    const made = performance.now();
    const pdf = await writeLargeBookPdf(pdfPath, { pages, targetBytes: sizeMb * MB, title: 'A Very Long Book' });
    console.log(
      `Made a ${pdf.pageCount}-page PDF of ${(pdf.sizeBytes / MB).toFixed(1)} MB in ${((performance.now() - made) / 1000).toFixed(1)} s`,
    );
    const bookId = await storeBook(scratch.env, pdfPath, pdf.pageCount);
    server = await startChildServer('src/server/main.ts', [], { ...scratch.env, PORT: '0', HOST: '127.0.0.1' });
    const shopper = await buy(server.baseURL, bookId);
    console.log(
      `Bought book ${bookId}; server VmRSS ${mb(processMemory(server.process.pid!).rss)} before the downloads`,
    );

    const results: RunResult[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await downloadOnce(server, shopper.token, bookId));

    console.log(
      `\nbench:download, a ${pdf.pageCount}-page PDF of ${(pdf.sizeBytes / MB).toFixed(1)} MB, marked, ${scratch.databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${runs} runs\n`,
    );
    printTable(
      ['run', 'bytes', 'first byte ms', 'total ms', 'MB/s', 'RSS before', 'peak RSS (sampled)', 'VmHWM'],
      results.map((result, index) => [
        index + 1,
        result.bytes,
        result.firstByteMs.toFixed(0),
        result.totalMs.toFixed(0),
        result.mbPerSecond.toFixed(1),
        mb(result.rssBefore),
        mb(result.sampledPeak),
        mb(result.hwm),
      ]),
    );
    const speed = median(results.map((result) => result.mbPerSecond));
    const peak = median(results.map((result) => Math.max(result.sampledPeak, result.hwm)));
    console.log(
      `\nThroughput: ${speed.toFixed(1)} MB/s, median (target >= ${TARGET_MB_PER_S}): ${speed >= TARGET_MB_PER_S ? 'met' : 'NOT met'}`,
    );
    console.log(
      `Peak RSS:   ${mb(peak)}, median (target < ${mb(TARGET_RSS_BYTES)}): ${peak < TARGET_RSS_BYTES ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
    await scratch.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
