/**
 * The crash drill: shoppers check out and pay while the store is killed with SIGKILL at random
 * moments and started again, on SQLite and on PostgreSQL. Some payments fail and then go through
 * late, some shoppers check out in two tabs or change the cart between checkouts, some browsers
 * never report, and the admin refunds a book of some orders once they are paid (a credit note
 * each). When the shopping is over, the drill waits for the store to settle and audits the
 * database against the sandbox (what the provider holds):
 *
 * - every captured rupee is delivered once or refunded (captured = delivered + refunded, per payment);
 * - 0 books granted below the price of their order (every granted book's order was paid in full
 *   by a captured payment, and its line is not refunded);
 * - 0 paid orders left unsettled (every captured payment is settled, no refund left unsent);
 * - 0 books charged twice to one buyer;
 * - tax documents (decisions 040 and 041; the seller's settings are completed before the first
 *   shopper, who check out with billing details): every paid order that supplied a book has
 *   exactly one tax invoice and no other order has one; the invoice serials of each financial year
 *   are exactly 1..N (no gap, no repeat); every refund taking back invoiced lines has exactly one
 *   credit note and no other refund has one, their serials 1..M; and in paise, invoiced - credited
 *   = captured - refunded as the sandbox holds them;
 * - the month's tax report (GET /api/getTaxReport, as the seller downloads it) nets to the same:
 *   its invoices less credit notes = captured - refunded, its registers counting every document.
 *
 * Usage: npm run bench:crash -- [--shoppers 30] [--kills 8] [--dialects sqlite,postgres]
 * PostgreSQL: DRILL_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server.
 * Exits 1 when an invariant is broken.
 */
import net from 'node:net';
import { sql } from 'kysely';
import { apiPaths } from '../shared/api-paths';
import { apiMessages } from '../shared/api-messages';
import type { LoginResponse } from '../shared/contract/accounts.contract';
import { loadConfig } from '../server/config';
import { createDatabase, type Db } from '../server/db/create-database';
import { REFUND_REASONS } from '../server/modules/orders/order-states';
import { startChildServer, type ChildServer } from '../server/testing/child-server';
import {
  call,
  HttpShopper,
  saveStoreSettings,
  type BillingFields,
  type HttpAnswer,
} from '../server/testing/http-shopper';
import { createScratchDatabase, type ScratchDatabase } from '../server/testing/scratch-database';
import { DELHI, KARNATAKA, SELLER } from '../server/testing/tax-shopping';
import { numberArg, printTable } from './support';
import type { TaxReport } from '../shared/contract/tax-report.contract';
import { istMonthOf } from '../shared/financial-year';
import { rupeesToPaise } from '../shared/money';
import { taxApiPaths } from '../shared/tax-api-paths';

const PUBLIC_BOOK_IDS = Array.from({ length: 20 }, (_, index) => String(index + 1));
const SCENARIOS = ['plain', 'no-report', 'failed-then-paid', 'two-tabs', 'cart-changed', 'refunded'] as const;
type Scenario = (typeof SCENARIOS)[number];
const SETTLE_TIMEOUT_MS = 180_000;
/** The store's admin (ADMIN_EMAIL, ADMIN_PASSWORD): saves the seller's settings before the shopping. */
const DRILL_ADMIN = { email: 'drill-admin@pustaka.example', password: 'drill-admin-password-1' };
/** How long the admin keeps trying to refund an order that is not paid yet (the reconciler pays it after a kill). */
const REFUND_WITHIN_MS = 60_000;

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
    ADMIN_EMAIL: DRILL_ADMIN.email,
    ADMIN_PASSWORD: DRILL_ADMIN.password,
    LOG_LEVEL: 'fatal',
  });
}

/**
 * The admin refunds one book of the order once it is paid. 409 'not refundable' until then; a
 * refund whose answer a kill lost is found done on the next try (nothing left to refund).
 */
async function refundWhenPaid(baseURL: () => string, adminToken: string, orderId: number, bookId: string) {
  const started = Date.now();
  while (Date.now() - started < REFUND_WITHIN_MS) {
    const answer = await persist(() =>
      call<{ Message: string }>(baseURL(), 'POST', apiPaths.refundOrder, {
        body: { OrderId: orderId, BookIds: [Number(bookId)] },
        token: adminToken,
      }),
    );
    if (answer.status !== 409 || answer.body.Message === apiMessages.orderNothingToRefund) return;
    await sleep(500);
  }
}

/** One shopper's journey; answers the scenario it played. */
async function shop(
  shopper: HttpShopper,
  scenario: Scenario,
  billing: BillingFields,
  refund: (orderId: number, bookId: string) => Promise<void>,
): Promise<void> {
  if ((await persist(() => shopper.register())).status !== 202) throw new Error('register failed');
  const books = [...new Set([pick(PUBLIC_BOOK_IDS), pick(PUBLIC_BOOK_IDS)])];
  for (const book of books) await persist(() => shopper.addToCart(book));
  const checkout = () => persist(() => shopper.checkout(billing));
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
    case 'refunded': {
      const order = await checkout();
      if (order.status !== 202) return;
      const paid = await shopper.pay(order.body.order.id);
      if (paid.status !== 200) return;
      await persist(() => shopper.report(paid.body));
      await refund(order.body.order_number, books[0]!);
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
  invoices: number;
  /** Orders with other than one invoice if paid and supplying a book, or with one otherwise. */
  invoiceMismatches: number;
  invoiceSerials: SerialRun[];
  creditNotes: number;
  /** Refunds with other than one credit note if they take back invoiced lines, or with one otherwise. */
  creditNoteMismatches: number;
  creditNoteSerials: SerialRun[];
  invoicedPaise: number;
  creditedPaise: number;
}

/** One financial year's serials of a document series. */
interface SerialRun {
  year: string;
  count: number;
  distinct: number;
  first: number;
  last: number;
}

/** Exactly 1..N: no gap, no repeat. */
const isConsecutive = (run: SerialRun) => run.first === 1 && run.last === run.count && run.distinct === run.count;

/** '2627: 1..18' per financial year; a broken year shows what it holds. */
const serialsText = (runs: SerialRun[]) =>
  runs.length === 0
    ? 'none'
    : runs
        .map((run) =>
          isConsecutive(run)
            ? `${run.year}: 1..${run.count}`
            : `${run.year}: ${run.count} (${run.distinct} distinct, ${run.first}..${run.last}) BROKEN`,
        )
        .join(', ');

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
  // An order supplied a book when a line was not refunded in the transaction that paid it (those are
  // the 'already owned' refunds, and its invoice leaves them out, decision 041): exactly then it has one invoice.
  const invoiceMismatches = await one<{ count: number }>(sql`
    select count(*) as count from orders o
    where (select count(*) from tax_invoices t where t.order_id = o.id) <> case
      when o.paid_at is not null and exists (
        select 1 from order_lines l left join order_refunds r on r.id = l.refund_id
        where l.order_id = o.id and (r.id is null or r.reason <> ${REFUND_REASONS.alreadyOwned})) then 1
      else 0 end`);
  // A refund has a credit note exactly when it takes back lines its order's invoice holds.
  const creditNoteMismatches = await one<{ count: number }>(sql`
    select count(*) as count from order_refunds r
    where (select count(*) from credit_notes c where c.refund_id = r.id) <> case
      when exists (
        select 1 from order_lines l
        join tax_invoices t on t.order_id = l.order_id
        join tax_invoice_lines tl on tl.invoice_id = t.id and tl.book_id = l.book_id
        where l.refund_id = r.id) then 1
      else 0 end`);
  const documents = await one<{ invoices: number; invoiced: number; notes: number; credited: number }>(sql`
    select (select count(*) from tax_invoices) as invoices, (select sum(total_paise) from tax_invoices) as invoiced,
      (select count(*) from credit_notes) as notes, (select sum(total_paise) from credit_notes) as credited`);
  const serialRuns = async (table: 'tax_invoices' | 'credit_notes'): Promise<SerialRun[]> => {
    const { rows } = await sql<{
      year: string;
      count: number;
      serials: number;
      first_serial: number;
      last_serial: number;
    }>`
      select financial_year as year, count(*) as count, count(distinct serial) as serials,
        min(serial) as first_serial, max(serial) as last_serial
      from ${sql.table(table)} group by financial_year order by financial_year`.execute(db);
    return rows.map((row) => ({
      year: row.year,
      count: num(row.count),
      distinct: num(row.serials),
      first: num(row.first_serial),
      last: num(row.last_serial),
    }));
  };
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
    invoices: num(documents.invoices),
    invoiceMismatches: num(invoiceMismatches.count),
    invoiceSerials: await serialRuns('tax_invoices'),
    creditNotes: num(documents.notes),
    creditNoteMismatches: num(creditNoteMismatches.count),
    creditNoteSerials: await serialRuns('credit_notes'),
    invoicedPaise: num(documents.invoiced),
    creditedPaise: num(documents.credited),
  };
}

/** The tax documents' invariants: invoices and credit notes where they belong, serials 1..N, and their money the sandbox's. */
const documentsHold = (result: Audit) =>
  result.invoiceMismatches === 0 &&
  result.creditNoteMismatches === 0 &&
  result.invoiceSerials.every(isConsecutive) &&
  result.creditNoteSerials.every(isConsecutive) &&
  result.invoicedPaise - result.creditedPaise === result.capturedPaise - result.refundedPaise;

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
    // Tax invoices from the first order on: the settings complete before any shopper arrives (and before any kill).
    const saved = await persist(() => saveStoreSettings(server.baseURL, DRILL_ADMIN, SELLER));
    if (saved.status !== 202) throw new Error(`saving the seller's settings answered ${saved.status}`);
    const adminLogin = await persist(() =>
      call<LoginResponse>(server.baseURL, 'POST', apiPaths.login, {
        body: { username: DRILL_ADMIN.email, password: DRILL_ADMIN.password },
      }),
    );
    if (adminLogin.status !== 202) throw new Error(`the admin's login answered ${adminLogin.status}`);
    const refund = (orderId: number, bookId: string) =>
      refundWhenPaid(() => server.baseURL, adminLogin.body.Token, orderId, bookId);
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
      scenarios.map(async (scenario, index) => {
        // Arrivals spread over 12 s, so the kills fall before, during and after most journeys.
        await sleep(between(0, 12_000));
        // Half in the seller's state (CGST + SGST), half in another (IGST).
        await shop(new HttpShopper(() => server.baseURL), scenario, index % 2 === 0 ? KARNATAKA : DELHI, refund);
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
      // And what the seller files: the month's tax report, as the admin downloads it. The drill's
      // documents are all of this month (a run across midnight IST at a month's end would split them).
      const report = await persist(() =>
        call<TaxReport>(
          server.baseURL,
          'GET',
          `${taxApiPaths.getTaxReport}?Month=${istMonthOf(new Date())}&Format=json`,
          { token: adminLogin.body.Token },
        ),
      );
      if (report.status !== 202) throw new Error(`the tax report answered ${report.status}`);
      return { dialect, shoppers, kills: server.kills, settleSeconds, result, metrics, report: report.body };
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
    const { kills: done, settleSeconds, result, metrics, report } = await drill(dialect, shoppers, kills);
    console.log(`${dialect}: /metrics after the drill settled\n  ${metrics.join('\n  ')}`);
    console.log(`${dialect}: the tax report of ${report.Month}\n${JSON.stringify(report, null, 2)}`);
    // The report's net (invoices less credit notes) is what the sandbox kept: captured less refunded.
    const reportHolds =
      rupeesToPaise(report.Net.Total) === result.capturedPaise - result.refundedPaise &&
      report.InvoiceRegister.Count === result.invoices &&
      report.CreditNoteRegister.Count === result.creditNotes;
    const ok =
      isSettled(result) && result.belowPrice === 0 && result.chargedTwice === 0 && documentsHold(result) && reportHolds;
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
      `${result.invoices} (${serialsText(result.invoiceSerials)})`,
      `${result.creditNotes} (${serialsText(result.creditNoteSerials)})`,
      result.invoiceMismatches + result.creditNoteMismatches,
      `${rupees(result.invoicedPaise - result.creditedPaise)}${result.invoicedPaise - result.creditedPaise === result.capturedPaise - result.refundedPaise ? '' : ' (≠ captured - refunded)'}`,
      `${report.Net.Total.toFixed(2)}${reportHolds ? '' : ' (≠ captured - refunded, or counts differ)'}`,
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
      'invoices (serials)',
      'credit notes (serials)',
      'misplaced documents',
      'invoiced - credited ₹',
      'tax report net ₹',
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
