/**
 * Two store processes behind one PostgreSQL database and one S3-compatible bucket (a real s3rver
 * on a free port), each with a data directory of its own, started at the same moment as a load
 * balancer's pool would be: the demo catalog is seeded once, a book uploaded through one server is
 * served whole and in ranges by the other, a price change on one shows on the other within a
 * second, failed logins count across both, and a periodic job runs once, not once per server.
 * PostgreSQL only: SQLite is one process by design.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../shared/api-paths';
import type { LoginResponse } from '../shared/contract/accounts.contract';
import type { BookDetail } from '../shared/contract/catalog.contract';
import { LOGIN_FAILURE_LIMIT } from '../shared/constants';
import { startChildServer, type ChildServer } from './testing/child-server';
import { testDialect } from './testing/create-test-app';
import { call, HttpShopper } from './testing/http-shopper';
import { makePdf, multipartBody, TEST_ADMIN, TINY_PNG } from './testing/admin';
import { startTestS3Server, type TestS3Server } from './testing/s3-server';
import { createScratchDatabase, pgQuery, type ScratchDatabase } from './testing/scratch-database';
import { createS3Storage } from './storage/s3-storage';
import { apiMessages } from '../shared/api-messages';

jest.setTimeout(240_000);
const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;

let database: ScratchDatabase;
let s3: TestS3Server;
let secondDataDir: string;
let servers: ChildServer[] = [];

const startServer = (dataDir: string) =>
  startChildServer('src/server/main.ts', [], {
    ...database.env,
    ...s3.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_EMAIL: TEST_ADMIN.adminEmail,
    ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
    LOG_LEVEL: 'error',
  });

const query = <Row>(sqlText: string) => pgQuery<Row>(database.databaseUrl!, sqlText);
const getBook = async (server: ChildServer, id: string) =>
  (await call<BookDetail>(server.baseURL, 'GET', `${apiPaths.getBookById}?Id=${id}`)).body;

async function login(server: ChildServer, username: string, password: string) {
  return call<LoginResponse>(server.baseURL, 'POST', apiPaths.login, { body: { username, password } });
}

async function uploadBook(
  server: ChildServer,
  admin: LoginResponse,
  cover: Buffer,
  preview: Buffer,
  content: Buffer,
): Promise<string> {
  const genre = await query<{ id: number }>('select id from genres order by id limit 1');
  const author = await query<{ id: number }>("select id from users where user_type = 'Author' order by id limit 1");
  const fields: Record<string, string> = {
    UserId: admin.UserId,
    BookName: 'The Two Harbours',
    BookDescription: 'A ferry runs between two towns that share one ledger.',
    AuthorId: String(author[0]!.id),
    AuthorName: '',
    Price: '300',
    Discount: '0',
    GenerId: String(genre[0]!.id),
    Gener: '',
    BookType: 'EBook',
    IsActive: 'true',
    IsApproved: 'true',
  };
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: cover },
    { name: 'BookPreview', filename: 'preview.pdf', contentType: 'application/pdf', data: preview },
    { name: 'BookContent', filename: 'book.pdf', contentType: 'application/pdf', data: content },
  ]);
  const response = await fetch(`${server.baseURL}${apiPaths.addBook}`, {
    method: 'POST',
    body: new Uint8Array(body.payload),
    headers: { ...body.headers, authorization: `Bearer ${admin.Token}` },
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { Id: string }).Id;
}

describeOnPostgres('two servers on one database and one bucket', () => {
  beforeAll(async () => {
    [database, s3] = await Promise.all([createScratchDatabase('postgres'), startTestS3Server()]);
    secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-second-'));
    servers = await Promise.all([startServer(database.dataDir), startServer(secondDataDir)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await s3?.close();
    await database?.remove();
    fs.rmSync(secondDataDir, { recursive: true, force: true });
  });

  test('started together on an empty database, they seed the demo catalog once, into the bucket', async () => {
    const genres = await query<{ count: string }>('select count(*) as count from genres');
    expect(Number(genres[0]!.count)).toBeGreaterThan(0);
    expect((await query('select name from genres group by name having count(*) > 1')).length).toBe(0);
    const covers = await query<{ cover_key: string }>('select cover_key from books');
    const bucket = createS3Storage(s3.options);
    try {
      const stored = new Set<string>();
      for await (const object of bucket.list('covers')) stored.add(object.key);
      expect(covers.every((row) => stored.has(row.cover_key))).toBe(true);
    } finally {
      await bucket.close();
    }
    // Nothing on either server's own disk: every object is in the bucket.
    for (const dataDir of [database.dataDir, secondDataDir])
      expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
  });

  test('a book uploaded through server 1 is served by server 2: cover, a preview range, the full book to its buyer', async () => {
    const [first, second] = servers as [ChildServer, ChildServer];
    const admin = (await login(first, TEST_ADMIN.adminEmail, TEST_ADMIN.adminPassword)).body;
    const preview = await makePdf(3);
    const content = await makePdf(12);
    const id = await uploadBook(first, admin, TINY_PNG, preview, content);

    const book = await getBook(second, id);
    expect(book.Title).toBe('The Two Harbours');
    const cover = await fetch(`${second.baseURL}${book.CoverImage}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Stored as the uploads' pipeline stores covers: re-encoded as WebP.
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await cover.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');

    const range = await fetch(`${second.baseURL}${apiPaths.getBookPreview}?Id=${id}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-99/${preview.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(preview.subarray(0, 100));

    const buyer = new HttpShopper(() => second.baseURL);
    expect((await buyer.register()).status).toBe(202);
    expect((await buyer.addToCart(id)).status).toBe(202);
    const checkout = await buyer.checkout();
    expect(checkout.status).toBe(202);
    const paid = await buyer.pay(checkout.body.order.id);
    expect((await buyer.report(paid.body)).status).toBe(202);
    expect(await buyer.library()).toContain(Number(id));
    const full = await fetch(`${second.baseURL}${apiPaths.getBookContent}?Id=${id}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(full.status).toBe(200);
    expect(Buffer.from(await full.arrayBuffer())).toEqual(content);
  });

  test("an admin's price change on server 1 shows on server 2's cached getBookById within 1 s", async () => {
    const [first, second] = servers as [ChildServer, ChildServer];
    const admin = (await login(first, TEST_ADMIN.adminEmail, TEST_ADMIN.adminPassword)).body;
    const before = await getBook(second, '1');
    // Asked twice: the second answer comes from server 2's cache.
    expect(await getBook(second, '1')).toEqual(before);
    const newPrice = before.Price + 11;
    const changed = await call(first.baseURL, 'POST', apiPaths.updateBook, {
      body: { Id: '1', Price: newPrice },
      token: admin.Token,
    });
    expect(changed.status).toBe(202);
    const changedAt = Date.now();
    let seen = before.Price;
    while (seen !== newPrice && Date.now() - changedAt < 1000) {
      seen = (await getBook(second, '1')).Price;
      if (seen !== newPrice) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe(newPrice);
  });

  test(`${LOGIN_FAILURE_LIMIT} failed logins for one e-mail, spread over both servers, trigger the throttle`, async () => {
    const shopper = new HttpShopper(() => servers[0]!.baseURL);
    await shopper.register();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      const answer = await login(servers[attempt % 2]!, shopper.email, 'not-the-password-1');
      expect(answer.status).toBe(401);
    }
    for (const server of servers) {
      const refused = await login(server, shopper.email, shopper.password);
      expect(refused).toEqual({ status: 429, body: { Message: apiMessages.tooManyLoginAttempts } });
    }
  });

  test('a periodic job runs once among the servers, not once on each', async () => {
    // The later event: the sandbox's webhook job (every second) has run three more times since
    // now, so both servers have polled the jobs table several times after the sweeps were due.
    const webhookRuns = async () =>
      (await query<{ runs: number }>("select runs from jobs where name = 'sandbox-webhooks'"))[0]?.runs ?? 0;
    const target = (await webhookRuns()) + 3;
    while ((await webhookRuns()) < target) await new Promise((resolve) => setTimeout(resolve, 100));
    const jobs = await query<{ name: string; runs: number; last_run_by: string }>(
      "select name, runs, last_run_by from jobs where name in ('orphan-files-sweep', 'rate-events-sweep') order by name",
    );
    expect(jobs.map((job) => [job.name, job.runs])).toEqual([
      ['orphan-files-sweep', 1],
      ['rate-events-sweep', 1],
    ]);
  });
});
