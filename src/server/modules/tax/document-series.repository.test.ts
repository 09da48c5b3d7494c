/**
 * Document serials on both databases (decision 040): taken in the transaction that writes the
 * document, they are consecutive within a series and financial year however many transactions
 * take them at once, and a transaction that does not commit gives its serial back (no gap). Across
 * processes and with a SIGKILL: document-series.processes.test.ts (PostgreSQL).
 */
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { UnitOfWork } from '../../db/unit-of-work';
import { allocateDocumentNumber } from './document-numbers';

let t: TestApp;
let uow: UnitOfWork;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  uow = t.app.uow;
});
afterAll(async () => {
  await t.close();
});

class Rollback extends Error {}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const ascending = (serials: number[]) => [...serials].sort((a, b) => a - b);

/**
 * Runs `count` tasks with `width` of them in flight at a time. All 200 at once would leave most
 * waiting for one of PostgreSQL's 10 pooled connections behind the series' row lock, past the
 * pool's 5 s wait (db/dialect.ts) on a loaded machine: a test of the pool, not of the serials.
 */
async function inFlight<T>(count: number, width: number, task: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task();
      }
    }),
  );
  return results;
}

test('200 transactions taking serials, 40 at a time, get 1 to 200, no gap and no repeat', async () => {
  const serials = await inFlight(200, 40, () =>
    uow.transact((repos) => repos.documentSeries.allocate('invoice', '2526')),
  );
  expect(ascending(serials)).toEqual(oneToN(200));
  expect(await uow.repos.documentSeries.issuedCount('invoice', '2526')).toBe(200);
});

test('a transaction that throws after taking a serial gives it back: the next one takes it', async () => {
  const first = await uow.transact((repos) => repos.documentSeries.allocate('invoice', '3031'));
  let taken = 0;
  await expect(
    uow.transact(async (repos) => {
      taken = await repos.documentSeries.allocate('invoice', '3031');
      throw new Rollback('the invoice could not be written');
    }),
  ).rejects.toBeInstanceOf(Rollback);
  expect(taken).toBe(first + 1);
  expect(await uow.transact((repos) => repos.documentSeries.allocate('invoice', '3031'))).toBe(first + 1);

  // Also the very first serial of a year: the row the rolled-back transaction inserted is gone.
  await expect(
    uow.transact(async (repos) => {
      expect(await repos.documentSeries.allocate('credit_note', '3031')).toBe(1);
      throw new Rollback('no credit note after all');
    }),
  ).rejects.toBeInstanceOf(Rollback);
  expect(await uow.repos.documentSeries.issuedCount('credit_note', '3031')).toBe(0);
  expect(await uow.transact((repos) => repos.documentSeries.allocate('credit_note', '3031'))).toBe(1);
});

test('each series and each financial year counts on its own', async () => {
  const take = (series: 'invoice' | 'credit_note', fy: string) =>
    uow.transact((repos) => repos.documentSeries.allocate(series, fy));
  expect(await take('invoice', '2728')).toBe(1);
  expect(await take('invoice', '2728')).toBe(2);
  expect(await take('credit_note', '2728')).toBe(1);
  expect(await take('invoice', '2829')).toBe(1);
  expect(await take('invoice', '2728')).toBe(3);
  expect(await take('credit_note', '2728')).toBe(2);
});

test('serials are taken only inside a transaction', () => {
  // The `this` type of allocate() asks for a transaction's repository: this line must not compile.
  // @ts-expect-error uow.repos is the outer database
  const outside = () => uow.repos.documentSeries.allocate('invoice', '2526');
  expect(typeof outside).toBe('function');
});

test('allocateDocumentNumber: the number of the financial year of the moment of issue, rolling over at 1 April 00:00 IST', async () => {
  const issue = (issuedAt: string, series: 'invoice' | 'credit_note' = 'invoice') =>
    uow.transact((repos) => allocateDocumentNumber(repos, { series, prefix: 'PUS', issuedAt: new Date(issuedAt) }));

  expect((await issue('2099-03-31T18:29:59.999Z')).number).toBe('PUS/9899/1'); // 23:59:59.999 IST, 31 March
  expect((await issue('2099-03-31T18:29:59.999Z')).number).toBe('PUS/9899/2');
  const first = await issue('2099-03-31T18:30:00.000Z'); // 00:00 IST, 1 April
  expect(first).toEqual({
    number: 'PUS/9900/1',
    serial: 1,
    financialYear: { startYear: 2099, label: '2099-00', code: '9900' },
  });
  expect((await issue('2099-04-01T00:00:00.000Z', 'credit_note')).number).toBe('PUS/9900/C1');
  expect((await issue('2100-03-31T18:29:59.999Z')).number).toBe('PUS/9900/2');
  expect((await issue('2100-03-31T18:30:00.000Z')).number).toBe('PUS/0001/1');
});

test('allocateDocumentNumber: a number that cannot be made rolls its serial back with the transaction', async () => {
  await expect(
    uow.transact((repos) =>
      allocateDocumentNumber(repos, { series: 'invoice', prefix: 'pus', issuedAt: new Date('2031-06-01T00:00:00Z') }),
    ),
  ).rejects.toThrow(RangeError);
  const next = await uow.transact((repos) =>
    allocateDocumentNumber(repos, { series: 'invoice', prefix: 'PUS', issuedAt: new Date('2031-06-01T00:00:00Z') }),
  );
  expect(next.number).toBe('PUS/3132/1');
});
