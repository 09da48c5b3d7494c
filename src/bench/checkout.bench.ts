/**
 * npm run bench:checkout [-- --pg --shoppers 24 --purchases 4 --warm-up 1 --books 2000 --cpu-prof DIR]
 *
 * Checkout under load (issue 40): `shoppers` shoppers at once, each making `purchases` purchases
 * one after another, after `warm-up` purchases each that are not measured (a just-started server
 * compiles its code on the first requests). A purchase is what a browser does: two books into the cart (saveCartlist),
 * POST checkoutPage, the payment sandbox's pay (Checkout's dialog), POST updateOrderStatus.
 *
 * Two processes, so the store's cost is not mixed with the payment provider's: the store under
 * test (SQLite, or PostgreSQL with --pg, on a catalog of `books` generated books) reaches the
 * sandbox of a second store process through RAZORPAY_API_BASE_URL, as it would reach Razorpay; the
 * shoppers pay at that sandbox. Each process's CPU time (user + system, /proc) over the measured
 * run, divided by the purchases, is its share per purchase. The store's share includes the mail of
 * each purchase (the receipt and its PDF), which its outbox sends after answering: the measured
 * run starts once the warm-up's mail is out and ends once the measured purchases' mail is out.
 * Every shopper buys books of their own (no two purchases share a book row), and webhooks are
 * off: the browser's report settles.
 *
 * --cpu-prof DIR writes the store process's V8 CPU profile there when it stops (open it in Chrome's
 * DevTools, or `npx speedscope`); give many purchases so the start-up's share is small.
 *
 * Prints purchases per second, p50/p95/p99 of a whole purchase and of each call, and the CPU split;
 * then audits that every acknowledged purchase's books are in its buyer's library exactly once,
 * and exits 1 when not.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { sandboxPaths } from '../shared/api-paths';
import { HttpShopper, type HttpAnswer } from '../server/testing/http-shopper';
import { createScratchDatabase, pgQuery, type ScratchDatabase } from '../server/testing/scratch-database';
import { writerFor } from './bulk-writer';
import { generateCatalog } from './catalog-generator';
import { percentile, processCpuMs, processCpuSplitMs } from './measurements';
import { numberArg, printTable, startChildServer, stringArg, type ChildServer } from './support';
import { benchPgUrl } from './bench-store';

const SUCCESS = 202;
const BOOKS_PER_PURCHASE = 2;
/** Issue 40's targets, SQLite then PostgreSQL. */
const TARGETS = {
  storeCpuMs: { sqlite: 8, postgres: 12 },
  purchasesPerSecond: { sqlite: 100, postgres: 60 },
  p99Ms: 400,
};

type CallName = 'saveCartlist' | 'checkoutPage' | 'sandbox pay' | 'updateOrderStatus';
const callNames: CallName[] = ['saveCartlist', 'checkoutPage', 'sandbox pay', 'updateOrderStatus'];

interface Timings {
  purchases: number[];
  calls: Record<CallName, number[]>;
  failures: string[];
}

async function timed<T>(timings: Timings, name: CallName, answer: () => Promise<HttpAnswer<T>>): Promise<T> {
  const started = performance.now();
  const { status, body } = await answer();
  timings.calls[name].push(performance.now() - started);
  // The sandbox answers pay as Razorpay's Checkout does, 200; the store's API answers 202.
  if (status !== (name === 'sandbox pay' ? 200 : SUCCESS))
    throw new Error(`${name} answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** One purchase of two books; resolves once the store has acknowledged the payment. */
async function purchase(shopper: HttpShopper, bookIds: number[], timings: Timings): Promise<void> {
  const started = performance.now();
  for (const bookId of bookIds) await timed(timings, 'saveCartlist', () => shopper.addToCart(String(bookId)));
  const checkout = await timed(timings, 'checkoutPage', () => shopper.checkout());
  const paid = await timed(timings, 'sandbox pay', () => shopper.pay(checkout.order.id));
  await timed(timings, 'updateOrderStatus', () => shopper.report(paid));
  timings.purchases.push(performance.now() - started);
}

const UNSENT_MAIL = 'select count(*) as unsent from mail_outbox where next_attempt_at is not null';
const MAIL_WAIT_MS = 120_000;

/** Mails the store has queued and not yet sent, read from its database beside it. */
async function unsentMail(scratch: ScratchDatabase): Promise<number> {
  if (scratch.databaseUrl)
    return Number((await pgQuery<{ unsent: string }>(scratch.databaseUrl, UNSENT_MAIL))[0]!.unsent);
  const db = new SqliteDatabase(path.join(scratch.dataDir, 'store.db'), { readonly: true });
  try {
    return (db.prepare(UNSENT_MAIL).get() as { unsent: number }).unsent;
  } finally {
    db.close();
  }
}

/** Waits until the store's outbox has sent every queued mail; resolves to how many were unsent at the start. */
async function mailSent(scratch: ScratchDatabase): Promise<number> {
  const unsentAtStart = await unsentMail(scratch);
  const deadline = performance.now() + MAIL_WAIT_MS;
  for (let unsent = unsentAtStart; unsent > 0; unsent = await unsentMail(scratch)) {
    if (performance.now() > deadline) throw new Error(`${unsent} mails still unsent after ${MAIL_WAIT_MS / 1000} s`);
    await sleep(20);
  }
  return unsentAtStart;
}

function summary(label: string, samples: number[]): Array<string | number> {
  const sorted = [...samples].sort((a, b) => a - b);
  return [
    label,
    sorted.length,
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 95).toFixed(1),
    percentile(sorted, 99).toFixed(1),
  ];
}

async function startStores(scratch: ScratchDatabase, sandboxScratch: ScratchDatabase, profileDir?: string) {
  const quiet = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', SANDBOX_WEBHOOKS: 'off' };
  const sandbox = await startChildServer('src/server/main.ts', [], { ...sandboxScratch.env, ...quiet });
  const store = await startChildServer(
    'src/server/main.ts',
    [],
    { ...scratch.env, ...quiet, RAZORPAY_API_BASE_URL: `${sandbox.baseURL}${sandboxPaths.razorpayApi}` },
    { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [] },
  ).catch(async (error: unknown) => {
    await sandbox.stop();
    throw error;
  });
  return { sandbox, store };
}

async function main(): Promise<void> {
  const shopperCount = numberArg('shoppers', 24);
  const purchaseCount = numberArg('purchases', 4);
  const warmUpCount = numberArg('warm-up', 1);
  const bookCount = numberArg('books', 2000);
  const dialect = process.argv.includes('--pg') ? 'postgres' : 'sqlite';
  const profileDir = stringArg('cpu-prof');
  const pgUrl = benchPgUrl();
  const scratch = await createScratchDatabase(dialect, pgUrl);
  const sandboxScratch = await createScratchDatabase('sqlite');
  let servers: { sandbox: ChildServer; store: ChildServer } | undefined;
  try {
    console.log(`Generating ${bookCount.toLocaleString('en')} books into ${dialect} ...`);
    await generateCatalog({ dataDir: scratch.dataDir, databaseUrl: scratch.databaseUrl }, bookCount);
    const perShopper = warmUpCount + purchaseCount;
    const needed = shopperCount * perShopper * BOOKS_PER_PURCHASE;
    const writer = await writerFor(scratch);
    const bookIds = Array.from(
      await writer.ids(
        `select id from books where is_active = 1 and is_approved = 1 and sale_price_paise >= 4900 and (available_on is null) order by id limit ${needed}`,
      ),
    );
    await writer.close();
    if (bookIds.length < needed) throw new Error(`only ${bookIds.length} of ${needed} books to buy`);

    servers = await startStores(scratch, sandboxScratch, profileDir);
    const { store, sandbox } = servers;
    const shoppers: HttpShopper[] = [];
    for (let i = 0; i < shopperCount; i += 1) {
      const shopper = new HttpShopper(
        () => store.baseURL,
        () => sandbox.baseURL,
      );
      const registered = await shopper.register();
      if (registered.status !== SUCCESS) throw new Error(`register answered ${registered.status}`);
      shoppers.push(shopper);
    }
    const booksOf = (shopper: number, purchaseIndex: number) => {
      const first = (shopper * perShopper + purchaseIndex) * BOOKS_PER_PURCHASE;
      return bookIds.slice(first, first + BOOKS_PER_PURCHASE);
    };
    const newTimings = (): Timings => ({
      purchases: [],
      calls: Object.fromEntries(callNames.map((name) => [name, []])) as unknown as Timings['calls'],
      failures: [],
    });
    const acknowledged: number[][] = shoppers.map(() => []);
    /** Every shopper's purchases `from` .. `to` - 1, the shoppers at once. */
    const shop = (from: number, to: number, timings: Timings) =>
      Promise.all(
        shoppers.map(async (shopper, index) => {
          for (let k = from; k < to; k += 1) {
            try {
              await purchase(shopper, booksOf(index, k), timings);
              acknowledged[index]!.push(...booksOf(index, k));
            } catch (error) {
              timings.failures.push(String(error));
            }
          }
        }),
      );
    const warmUp = newTimings();
    await shop(0, warmUpCount, warmUp);
    await mailSent(scratch);

    console.log(`\nMeasuring: ${shopperCount} shoppers at once, ${purchaseCount} purchases each ...`);
    const timings = newTimings();
    const cpuBefore = {
      store: processCpuSplitMs(store.process.pid!),
      sandbox: processCpuMs(sandbox.process.pid!),
    };
    const started = performance.now();
    await shop(warmUpCount, perShopper, timings);
    const seconds = (performance.now() - started) / 1000;
    const unsentAtEnd = await mailSent(scratch);
    const mailSeconds = (performance.now() - started) / 1000 - seconds;
    const done = timings.purchases.length;
    const perPurchase = (ms: number) => ms / Math.max(done, 1);
    const storeAfter = processCpuSplitMs(store.process.pid!);
    const storeKernel = perPurchase(storeAfter.system - cpuBefore.store.system);
    const storeCpu = perPurchase(storeAfter.user - cpuBefore.store.user) + storeKernel;
    const sandboxCpu = perPurchase(processCpuMs(sandbox.process.pid!) - cpuBefore.sandbox);

    // The audit: each acknowledged purchase's books in the buyer's library, once.
    const problems: string[] = [];
    for (const [index, shopper] of shoppers.entries()) {
      const library = await shopper.library();
      if (!library) {
        problems.push(`shopper ${index}: no library`);
        continue;
      }
      if (new Set(library).size !== library.length) problems.push(`shopper ${index}: a book twice in the library`);
      const missing = acknowledged[index]!.filter((bookId) => !library.includes(bookId));
      if (missing.length > 0) problems.push(`shopper ${index}: books ${missing.join(', ')} paid for but not delivered`);
    }

    const perSecond = done / seconds;
    const p99 = percentile(
      [...timings.purchases].sort((a, b) => a - b),
      99,
    );
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\nbench:checkout, ${dialect}, ${shopperCount} shoppers x ${purchaseCount} purchases, ${bookCount.toLocaleString('en')} books\n`,
    );
    printTable(
      ['call', 'count', 'p50 ms', 'p95 ms', 'p99 ms'],
      [summary('a whole purchase', timings.purchases), ...callNames.map((name) => summary(name, timings.calls[name]))],
    );
    console.log('');
    printTable(
      ['measure', 'value', 'target', 'met?'],
      [
        ['purchases acknowledged (measured)', `${done} of ${shopperCount * purchaseCount}`, '', ''],
        [
          'purchases per second',
          perSecond.toFixed(1),
          `>= ${TARGETS.purchasesPerSecond[dialect]}`,
          met(perSecond >= TARGETS.purchasesPerSecond[dialect]),
        ],
        ['purchase p99 ms', p99.toFixed(0), `<= ${TARGETS.p99Ms}`, met(p99 <= TARGETS.p99Ms)],
        [
          "store's CPU ms per purchase (its receipt mail included)",
          storeCpu.toFixed(1),
          `<= ${TARGETS.storeCpuMs[dialect]}`,
          met(storeCpu <= TARGETS.storeCpuMs[dialect]),
        ],
        ['  of which in the kernel (sockets, disk syncs)', storeKernel.toFixed(1), '', ''],
        ["sandbox's CPU ms per purchase (the provider's, not the store's)", sandboxCpu.toFixed(1), '', ''],
        [
          'mails unsent at the last acknowledgement, sent within s',
          `${unsentAtEnd}, ${mailSeconds.toFixed(1)}`,
          '',
          '',
        ],
        ['audit: acknowledged purchases delivered once', problems.length === 0 ? 'ok' : 'FAILED', '', ''],
      ],
    );
    const failures = [...warmUp.failures, ...timings.failures];
    for (const failure of failures.slice(0, 5)) console.log(`failed purchase: ${failure}`);
    for (const problem of problems) console.log(`audit: ${problem}`);
    if (problems.length > 0 || failures.length > 0) process.exitCode = 1;
  } finally {
    await servers?.store.stop();
    await servers?.sandbox.stop();
    await scratch.remove();
    await sandboxScratch.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
