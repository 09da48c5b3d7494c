/**
 * The crash drill: shoppers check out and pay while the store is killed with SIGKILL at random
 * moments and started again, on SQLite and on PostgreSQL. Some payments fail and then go through
 * late, some shoppers check out in two tabs or change the cart between checkouts, some browsers
 * never report. When the shopping is over, the drill waits for the store to settle and audits the
 * database against the sandbox (what the provider holds):
 *
 * - every captured rupee is delivered once or refunded (captured = delivered + refunded, per payment);
 * - 0 books granted below the price of their order (every granted book's order was paid in full
 *   by a captured payment, and its line is not refunded);
 * - 0 paid orders left unsettled (every captured payment is settled, no refund left unsent);
 * - 0 books charged twice to one buyer.
 *
 * Usage: npm run bench:crash -- [--shoppers 30] [--kills 8] [--dialects sqlite,postgres]
 * PostgreSQL: DRILL_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server.
 * Exits 1 when an invariant is broken.
 */
import net from 'node:net';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { createDatabase, type Db } from '../server/db/create-database';
import { startChildServer, type ChildServer } from '../server/testing/child-server';
import { HttpShopper, type HttpAnswer } from '../server/testing/http-shopper';
import { createScratchDatabase, type ScratchDatabase } from '../server/testing/scratch-database';
import { numberArg, printTable } from './support';

const PUBLIC_BOOK_IDS = Array.from({ length: 20 }, (_, index) => String(index + 1));
const SCENARIOS = ['plain', 'no-report', 'failed-then-paid', 'two-tabs', 'cart-changed'] as const;
type Scenario = (typeof SCENARIOS)[number];
const SETTLE_TIMEOUT_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.random() * (high - low);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Retries a call while the server is down (status 0), as a browser would after a reload. */
async function persist<T>(attempt: () => Promise<HttpAnswer<T>>, limitMs = 120_000): Promise<HttpAnswer<T>> {
  const started = Date.now();
  for (;;) {
    const answer = await attempt();
    if (answer.status !== 0 && answer.status !== 502 && answer.status !== 503) return answer;
    if (Date.now() - started > limitMs) return answer;
    await sleep(300);
  }
}

interface DrillServer {
  baseURL: string;
  current?: ChildServer;
  kills: number;
}

async function startStore(database: ScratchDatabase, port: number): Promise<ChildServer> {
  return startChildServer('src/server/main.ts', [], {
    ...database.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PAYMENT_PROVIDER: 'sandbox',
    RECONCILE_INTERVAL_SECONDS: '1',
    LOG_LEVEL: 'fatal',
  });
}

/** One shopper's journey; answers the scenario it played. */
async function shop(shopper: HttpShopper, scenario: Scenario): Promise<void> {
  if ((await persist(() => shopper.register())).status !== 202) throw new Error('register failed');
  const books = [...new Set([pick(PUBLIC_BOOK_IDS), pick(PUBLIC_BOOK_IDS)])];
  for (const book of books) await persist(() => shopper.addToCart(book));
  const checkout = () => persist(() => shopper.checkout());
  // A payment whose answer was lost (the server died) holds no signature: nothing to report.
  const payAndMaybeReport = async (orderId: string, report: boolean) => {
    const paid = await shopper.pay(orderId);
    if (paid.status === 200 && report) await persist(() => shopper.report(paid.body));
  };

  switch (scenario) {
    case 'plain':
    case 'no-report': {
      const order = await checkout();
      if (order.status === 202) await payAndMaybeReport(order.body.order.id, scenario === 'plain');
      return;
    }
    case 'failed-then-paid': {
      const first = await checkout();
      if (first.status !== 202) return;
      await shopper.pay(first.body.order.id, 'failure');
      await persist(() => shopper.reportFailure(first.body.order.id));
      const second = await checkout();
      if (second.status === 202) await payAndMaybeReport(second.body.order.id, true);
      await sleep(between(0, 2000));
      // The first (UPI) payment completes after all.
      await payAndMaybeReport(first.body.order.id, true);
      return;
    }
    case 'two-tabs': {
      const [tab1, tab2] = await Promise.all([checkout(), checkout()]);
      await Promise.all(
        [tab1, tab2].map((tab) => (tab.status === 202 ? payAndMaybeReport(tab.body.order.id, true) : undefined)),
      );
      return;
    }
    case 'cart-changed': {
      const before = await checkout();
      await persist(() => shopper.addToCart(pick(PUBLIC_BOOK_IDS)));
      const after = await checkout();
      if (after.status === 202) await payAndMaybeReport(after.body.order.id, true);
      if (before.status === 202) await payAndMaybeReport(before.body.order.id, Math.random() < 0.5);
      return;
    }
  }
}

interface Audit {
  orders: number;
  capturedPayments: number;
  capturedPaise: number;
  deliveredPaise: number;
  refundedPaise: number;
  refundedPayments: number;
  unsettledPayments: number;
  pendingRefunds: number;
  belowPrice: number;
  chargedTwice: number;
  /** Payments whose refunded amount is not what the store decided. */
  refundMismatches: number;
}

async function audit(db: Db): Promise<Audit> {
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0]!;
  const num = (value: unknown) => Number(value ?? 0);
  const captured = await one<{ count: number; paise: number; refunded: number; refunded_count: number }>(sql`
    select count(*) as count, sum(amount) as paise, sum(amount_refunded) as refunded, sum(case when amount_refunded > 0 then 1 else 0 end) as refunded_count
    from sandbox_payments where status in ('captured', 'refunded')`);
  const delivered = await one<{ paise: number }>(sql`
    select sum(l.sale_price_paise) as paise from order_lines l join orders o on o.id = l.order_id
    where o.status = 'paid' and l.refund_id is null`);
  const unsettled = await one<{ count: number }>(sql`
    select count(*) as count from sandbox_payments sp
    left join order_payments p on p.provider_payment_id = sp.id
    where sp.status in ('captured', 'refunded') and (p.id is null or p.settlement is null)`);
  const pendingRefunds = await one<{ count: number }>(
    sql`select count(*) as count from order_refunds where status = 'pending'`,
  );
  // A granted book must come from a paid order, paid in full by a captured payment, line not refunded.
  const belowPrice = await one<{ count: number }>(sql`
    select count(*) as count from user_books ub
    join orders o on o.id = ub.order_id
    join order_lines l on l.order_id = ub.order_id and l.book_id = ub.book_id
    left join sandbox_payments sp on sp.id = o.payment_id
    where o.status <> 'paid' or l.refund_id is not null or sp.id is null or sp.amount <> o.amount_paise`);
  const chargedTwice = await one<{ count: number }>(sql`
    select count(*) as count from (
      select o.user_id, l.book_id from order_lines l join orders o on o.id = l.order_id
      where o.status = 'paid' and l.refund_id is null group by o.user_id, l.book_id having count(*) > 1) twice`);
  // What the store decided to send back per payment must be what the provider refunded.
  const refundMismatches = await one<{ count: number }>(sql`
    select count(*) as count from sandbox_payments sp
    left join (select provider_payment_id, sum(amount_paise) as total from order_refunds group by provider_payment_id) r on r.provider_payment_id = sp.id
    where sp.status in ('captured', 'refunded') and sp.amount_refunded <> coalesce(r.total, 0)`);
  const orders = await one<{ count: number }>(sql`select count(*) as count from orders`);
  return {
    orders: num(orders.count),
    capturedPayments: num(captured.count),
    capturedPaise: num(captured.paise),
    deliveredPaise: num(delivered.paise),
    refundedPaise: num(captured.refunded),
    refundedPayments: num(captured.refunded_count),
    unsettledPayments: num(unsettled.count),
    pendingRefunds: num(pendingRefunds.count),
    belowPrice: num(belowPrice.count),
    chargedTwice: num(chargedTwice.count),
    refundMismatches: num(refundMismatches.count),
  };
}

const isSettled = (result: Audit) =>
  result.unsettledPayments === 0 &&
  result.pendingRefunds === 0 &&
  result.refundMismatches === 0 &&
  result.capturedPaise === result.deliveredPaise + result.refundedPaise;

/** The store's settlement, outbox and job figures from its /metrics (the drill scrapes from loopback). */
async function storeMetrics(baseURL: string): Promise<string[]> {
  try {
    const text = await (await fetch(`${baseURL}/metrics`)).text();
    return text
      .split('\n')
      .filter((line) =>
        /^pustaka_(orders|payments_awaiting_settlement|refunds_pending|outbox_|job_consecutive_failures|job_last_success|metrics_database_up)/.test(
          line,
        ),
      );
  } catch (error) {
    return [`/metrics unreachable: ${String(error)}`];
  }
}

async function drill(dialect: 'sqlite' | 'postgres', shoppers: number, kills: number) {
  const database = await createScratchDatabase(
    dialect,
    process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  );
  const port = await freePort();
  const server: DrillServer = { baseURL: `http://127.0.0.1:${port}`, kills: 0 };
  try {
    server.current = await startStore(database, port);
    let shopping = true;
    const killer = (async () => {
      while (shopping && server.kills < kills) {
        await sleep(between(1500, 5000));
        if (!shopping) break;
        await server.current!.kill();
        server.kills++;
        server.current = await startStore(database, port);
      }
    })();
    const scenarios = Array.from({ length: shoppers }, (_, index) => SCENARIOS[index % SCENARIOS.length]!);
    const results = await Promise.allSettled(
      scenarios.map(async (scenario) => {
        // Arrivals spread over 12 s, so the kills fall before, during and after most journeys.
        await sleep(between(0, 12_000));
        await shop(new HttpShopper(() => server.baseURL), scenario);
      }),
    );
    shopping = false;
    await killer;
    const failures = results.filter((result) => result.status === 'rejected');
    if (failures.length > 0) console.warn(`${dialect}: ${failures.length} shoppers gave up (server down too long)`);

    const db = await createDatabase({
      ...loadConfig({ ...database.env, LOG_LEVEL: 'silent' }),
      databaseUrl: database.databaseUrl,
    });
    try {
      const settling = Date.now();
      let result = await audit(db);
      while (!isSettled(result) && Date.now() - settling < SETTLE_TIMEOUT_MS) {
        await sleep(1000);
        result = await audit(db);
      }
      const settleSeconds = (Date.now() - settling) / 1000;
      // What an operator sees then: the store's own figures from /metrics (read fresh: the figures are cached 10 s).
      await sleep(10_000);
      const metrics = await storeMetrics(server.baseURL);
      return { dialect, shoppers, kills: server.kills, settleSeconds, result, metrics };
    } finally {
      await db.destroy();
    }
  } finally {
    await server.current?.stop();
    await database.remove();
  }
}

async function main(): Promise<void> {
  const shoppers = numberArg('shoppers', 30);
  const kills = numberArg('kills', 8);
  const dialectsIndex = process.argv.indexOf('--dialects');
  const dialects = (dialectsIndex >= 0 ? process.argv[dialectsIndex + 1]! : 'sqlite,postgres').split(',') as Array<
    'sqlite' | 'postgres'
  >;
  const rows: Array<Array<string | number>> = [];
  let broken = false;
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  for (const dialect of dialects) {
    const { kills: done, settleSeconds, result, metrics } = await drill(dialect, shoppers, kills);
    console.log(`${dialect}: /metrics after the drill settled\n  ${metrics.join('\n  ')}`);
    const ok = isSettled(result) && result.belowPrice === 0 && result.chargedTwice === 0;
    broken ||= !ok;
    rows.push([
      dialect,
      shoppers,
      done,
      result.orders,
      result.capturedPayments,
      rupees(result.capturedPaise),
      rupees(result.deliveredPaise),
      `${rupees(result.refundedPaise)} (${result.refundedPayments})`,
      result.unsettledPayments + result.pendingRefunds,
      result.belowPrice,
      result.chargedTwice,
      settleSeconds.toFixed(1),
      ok ? 'ok' : 'BROKEN',
    ]);
  }
  printTable(
    [
      'db',
      'shoppers',
      'kills',
      'orders',
      'captured',
      'captured ₹',
      'delivered ₹',
      'refunded ₹ (payments)',
      'unsettled',
      'below price',
      'charged twice',
      'settled in s',
      'verdict',
    ],
    rows,
  );
  if (broken) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
