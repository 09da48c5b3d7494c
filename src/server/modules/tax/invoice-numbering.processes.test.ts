/**
 * Invoice numbers across store processes on PostgreSQL (decisions 040 and 041), end to end: two
 * real store processes on one database, the seller's settings complete, and 200 shoppers who log
 * in, fill the cart and check out with billing details on one process, pay in the sandbox there and
 * report the payment to the other, 25 at a time. Each order is paid once, by the browser's report
 * or by a sandbox webhook (delivered by whichever process's job takes it), in the settling
 * transaction of whichever process wins, which takes its serial from document_series: 200 invoices
 * numbered 1 to 200 of the financial year, no gap and no repeat. document-series.processes.test.ts
 * holds the same at the repository level.
 *
 * The shoppers' accounts are written to the database beforehand with the test apps' scrypt cost:
 * 200 registrations and logins at the production cost (what a store process hashes with) took
 * most of a minute on 2 cores, and registering is not what is tested here.
 *
 * Which process issued an invoice is not stored anywhere, so each process names its connections
 * (PGAPPNAME, which pg reads) and this test adds a trigger to its scratch database that writes the
 * issuing connection's name beside each invoice, in the issuing transaction.
 */
import { sql } from 'kysely';
import { financialYearOf } from '../../../shared/financial-year';
import { formatDocumentNumber } from '../../../shared/tax-document-numbers';
import { loadConfig } from '../../config';
import { createDatabase, type Db } from '../../db/create-database';
import { normalizeEmail } from '../../db/emails';
import { hashPassword, usePasswordHashing } from '../accounts/passwords';
import { newUserInput, TEST_PASSWORD } from '../../testing/accounts';
import { TEST_ADMIN } from '../../testing/admin';
import { startChildServer, type ChildServer } from '../../testing/child-server';
import { testDialect } from '../../testing/create-test-app';
import { HttpShopper, saveStoreSettings, type HttpAnswer } from '../../testing/http-shopper';
import { TEST_PASSWORD_HASHING } from '../../testing/password-hashing';
import { createScratchDatabase, type ScratchDatabase } from '../../testing/scratch-database';
import { DELHI, KARNATAKA, SELLER } from '../../testing/tax-shopping';

const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;

const SHOPPERS = 200;
/** Shoppers on their way at once: enough that settlements overlap on both processes all along. */
const AT_ONCE = 25;
const PROCESSES = ['store-a', 'store-b'] as const;
/** Books of the demo catalog every store starts with (active, approved, priced). */
const BOOK_IDS = Array.from({ length: 20 }, (_, index) => String(index + 1));
/** After the last report, for the webhooks still on their way. */
const SETTLE_WITHIN_MS = 30_000;

jest.setTimeout(240_000);

/** Runs `task` on every item, at most `limit` at a time; answers the results in the items' order. */
async function atMost<T, R>(limit: number, items: readonly T[], task: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function expectStatus<T>(answer: HttpAnswer<T>, status: number, step: string): T {
  if (answer.status !== status) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The shoppers' accounts, as registration writes them; answers their e-mails (the password is TEST_PASSWORD). */
async function createShoppers(db: Db, count: number): Promise<string[]> {
  usePasswordHashing(TEST_PASSWORD_HASHING);
  const password = await hashPassword(TEST_PASSWORD);
  const inputs = Array.from({ length: count }, () => newUserInput());
  await db
    .insertInto('users')
    .values(
      inputs.map((input) => ({
        email: input.email,
        email_normalized: normalizeEmail(input.email),
        first_name: input.firstName,
        last_name: input.lastName,
        country_code: input.countryCode,
        phone_number: input.phoneNumber,
        user_type: 'User' as const,
        description: '',
        image_url: '',
        email_confirmed: 1 as const,
        no_of_books: 0,
        ...password,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
  return inputs.map((input) => input.email);
}

describeOnPostgres('tax invoices issued by two store processes at once', () => {
  let database: ScratchDatabase;
  let db: Db;
  let servers: ChildServer[] = [];

  const start = (name: string) =>
    startChildServer('src/server/main.ts', [], {
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PAYMENT_PROVIDER: 'sandbox',
      ADMIN_EMAIL: TEST_ADMIN.adminEmail,
      ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
      SEARCH_PREWARM: 'off',
      LOG_LEVEL: 'error',
      PGAPPNAME: name,
    });

  beforeAll(async () => {
    database = await createScratchDatabase('postgres');
    servers = await Promise.all(PROCESSES.map(start));
    // Migrated by the processes before they listened.
    db = await createDatabase(
      { ...loadConfig({ ...database.env, LOG_LEVEL: 'silent' }), databaseUrl: database.databaseUrl },
      { migrate: false },
    );
    await sql`create table invoice_issuers (invoice_id integer primary key, process text not null)`.execute(db);
    await sql`create function record_invoice_issuer() returns trigger language plpgsql as $$
      begin
        insert into invoice_issuers values (new.id, current_setting('application_name'));
        return new;
      end $$`.execute(db);
    await sql`create trigger invoice_issuer after insert on tax_invoices
      for each row execute function record_invoice_issuer()`.execute(db);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.destroy();
    await database?.remove();
  });

  test('200 orders settled concurrently across two store processes on PostgreSQL give 200 consecutive numbers with no gap or repeat', async () => {
    const fyCode = financialYearOf(new Date()).code;
    const admin = { email: TEST_ADMIN.adminEmail, password: TEST_ADMIN.adminPassword };
    expect((await saveStoreSettings(servers[0]!.baseURL, admin, SELLER)).status).toBe(202);
    const emails = await createShoppers(db, SHOPPERS);
    const began = Date.now();

    // Log in, fill the cart and check out on the shopper's own process; half of them in the
    // seller's state (CGST + SGST), half in Delhi (IGST), across both processes.
    const journeys = await atMost(AT_ONCE, emails, async (email, index) => {
      const home = servers[index % 2]!;
      const other = servers[(index + 1) % 2]!;
      const via = { baseURL: home.baseURL };
      const shopper = new HttpShopper(() => via.baseURL);
      expectStatus(await shopper.logIn(email, TEST_PASSWORD), 202, 'login');
      const books = new Set([BOOK_IDS[index % BOOK_IDS.length]!, BOOK_IDS[(index * 7) % BOOK_IDS.length]!]);
      for (const book of books) expectStatus(await shopper.addToCart(book), 202, 'saveCartlist');
      const billing = index % 4 < 2 ? KARNATAKA : DELHI;
      const checkout = expectStatus(await shopper.checkout(billing), 202, 'checkoutPage');
      return { shopper, via, home, other, providerOrderId: checkout.order.id };
    });
    const checkedOut = Date.now();

    // Then pay and report, 25 at a time: pay where the shopper checked out, report to the other process.
    await atMost(AT_ONCE, journeys, async ({ shopper, via, home, other, providerOrderId }) => {
      via.baseURL = home.baseURL;
      const paid = expectStatus(await shopper.pay(providerOrderId), 200, 'sandbox pay');
      via.baseURL = other.baseURL;
      expectStatus(await shopper.report(paid), 202, 'updateOrderStatus');
    });
    const reported = Date.now();
    // Each order was paid by its report or by a webhook that came first; the sandbox's other
    // webhooks (three per payment) then reach whichever process delivers them and must find the
    // orders settled, so the database is looked at once all are sent.
    const webhooksDue = async () =>
      (
        await db
          .selectFrom('sandbox_webhook_outbox')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('next_attempt_at', 'is not', null)
          .executeTakeFirstOrThrow()
      ).count;
    while ((await webhooksDue()) > 0 && Date.now() - reported < SETTLE_WITHIN_MS)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const settled = Date.now();

    const orders = await db
      .selectFrom('orders as o')
      .leftJoin('tax_invoices as t', 't.order_id', 'o.id')
      .select((eb) => ['o.id', 'o.status', eb.fn.count<number>('t.id').as('invoices')])
      .groupBy(['o.id', 'o.status'])
      .execute();
    const invoices = await db
      .selectFrom('tax_invoices')
      .select(['number', 'financial_year', 'serial'])
      .orderBy('serial')
      .execute();
    const issuers = await sql<{ process: string; count: number }>`
      select process, count(*) as count from invoice_issuers group by process`.execute(db);
    const byProcess = Object.fromEntries(issuers.rows.map((row) => [row.process, Number(row.count)]));
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    process.stdout.write(
      `invoice numbering across 2 processes: ${orders.length} orders, ${invoices.length} invoices, ` +
        `${invoices[0]?.number} .. ${invoices.at(-1)?.number} in ${seconds(began, settled)} s ` +
        `(checkouts ${seconds(began, checkedOut)} s, payments and reports ${seconds(checkedOut, reported)} s, ` +
        `webhooks after the last report ${seconds(reported, settled)} s); issued by ${JSON.stringify(byProcess)}\n`,
    );

    // Every order paid, each with exactly one invoice.
    expect(orders).toHaveLength(SHOPPERS);
    expect(orders.filter((order) => order.status !== 'paid' || Number(order.invoices) !== 1)).toEqual([]);
    // Serials 1 to 200 of this financial year, each number its prefix/FY/serial, none twice.
    expect(invoices.map((invoice) => invoice.serial)).toEqual(Array.from({ length: SHOPPERS }, (_, i) => i + 1));
    expect(new Set(invoices.map((invoice) => invoice.financial_year))).toEqual(new Set([fyCode]));
    expect(invoices.map((invoice) => invoice.number)).toEqual(
      invoices.map((invoice) => formatDocumentNumber(SELLER.InvoicePrefix, fyCode, invoice.serial, 'invoice')),
    );
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(SHOPPERS);
    // Both processes took serials from the one series.
    for (const name of PROCESSES) expect(byProcess[name]).toBeGreaterThan(0);
    expect(Object.values(byProcess).reduce((sum, count) => sum + count, 0)).toBe(SHOPPERS);
  });
});
