/**
 * The unit of work on both databases: the repositories transact() hands its work are bound to the
 * transaction (what they write is seen inside, committed or rolled back with it), and a repository
 * used inside transact cannot be the outer one: the compiler refuses the outer repositories where
 * a transaction's are asked for (the `@ts-expect-error` lines below fail `tsc` should they ever
 * compile), and at run time an outer repository used inside the work throws at once instead of
 * waiting for the transaction's connection (SQLite) or writing outside it (PostgreSQL).
 */
import type { NewUser } from './database';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import type { OrdersRepository } from '../modules/orders/orders.repository';
import { OrderMail } from '../modules/orders/order-mail';
import {
  NestedTransaction,
  OuterRepositoryInTransaction,
  TransactionEnded,
  type InTransaction,
  type TransactionRepositories,
  type UnitOfWork,
} from './unit-of-work';

let t: TestApp;
let uow: UnitOfWork;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  uow = t.app.uow;
});
afterAll(async () => {
  await t.close();
});

let users = 0;
function newUser(): NewUser {
  users += 1;
  const email = `unit-of-work-${users}@example.com`;
  return {
    email,
    email_normalized: email,
    first_name: 'Unit',
    last_name: 'Work',
    country_code: '',
    phone_number: '',
    user_type: 'User',
    description: '',
    image_url: '',
    email_confirmed: 0,
    no_of_books: 0,
    password_hash: 'x',
    password_salt: 'x',
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

class Rollback extends Error {}

describe('the repositories transact() hands its work', () => {
  test("are not the outer ones, and what they write is the transaction's", async () => {
    const row = newUser();
    const id = await uow.transact(async (repos) => {
      expect(repos).not.toBe(uow.repos);
      for (const name of Object.keys(repos) as Array<keyof TransactionRepositories>)
        expect(repos[name]).not.toBe(uow.repos[name]);
      const inserted = await repos.accounts.insert(row);
      expect((await repos.accounts.findById(inserted))?.email).toBe(row.email);
      return inserted;
    });
    // Committed once the work resolved.
    expect((await uow.repos.accounts.findById(id))?.email).toBe(row.email);
  });

  test('are rolled back with the transaction when the work throws', async () => {
    const row = newUser();
    let seenInside = false;
    await expect(
      uow.transact(async (repos) => {
        const id = await repos.accounts.insert(row);
        seenInside = (await repos.accounts.findById(id)) !== undefined;
        throw new Rollback('changed my mind');
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(seenInside).toBe(true);
    expect(await uow.repos.accounts.findByEmail(row.email_normalized)).toBeUndefined();
  });

  test('refuse to run once their transaction has ended', async () => {
    let kept: TransactionRepositories | undefined;
    await uow.transact(async (repos) => {
      kept = repos;
    });
    await expect(kept!.accounts.findById(1)).rejects.toBeInstanceOf(TransactionEnded);
  });
});

describe('a repository used inside transact cannot be the outer one', () => {
  test('an outer repository used inside the work throws at once, however deep in the work it is called', async () => {
    const row = newUser();
    // What a forgetful helper does: it reads through the outer repositories, wherever it is called from.
    const forgetfulHelper = async (email: string) => {
      await new Promise((resolve) => setImmediate(resolve));
      return uow.repos.accounts.findByEmail(email);
    };
    await expect(
      uow.transact(async (repos) => {
        await repos.accounts.insert(row);
        await expect(uow.repos.accounts.findByEmail(row.email_normalized)).rejects.toBeInstanceOf(
          OuterRepositoryInTransaction,
        );
        await forgetfulHelper(row.email_normalized);
      }),
    ).rejects.toBeInstanceOf(OuterRepositoryInTransaction);
    // The work failed, so nothing it wrote stayed.
    expect(await uow.repos.accounts.findByEmail(row.email_normalized)).toBeUndefined();
  });

  test('a transaction inside a transaction is refused', async () => {
    await expect(uow.transact(() => uow.transact(async () => 'inner'))).rejects.toBeInstanceOf(NestedTransaction);
  });

  test('other work, outside the transaction, keeps using the outer repositories while it is open', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let opened!: () => void;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const row = newUser();
    const transaction = uow.transact(async (repos) => {
      await repos.accounts.insert(row);
      opened();
      await gate;
    });
    await open;
    // Another request's read: on PostgreSQL it runs at once (seeing nothing uncommitted); on
    // SQLite it waits for the transaction's one connection. Either way it is not refused.
    const outside = uow.repos.accounts.findByEmail('nobody@example.com');
    release();
    await transaction;
    await expect(outside).resolves.toBeUndefined();
  });

  test("types: the outer repositories do not compile where a transaction's are asked for", async () => {
    const insideOnly = (repos: TransactionRepositories) => repos;
    const ordersInside = (orders: InTransaction<OrdersRepository>) => orders;
    const orderMail = new OrderMail({ mail: t.app.mail, clock: t.clock });
    // Never called: only compiled (tsc runs over the tests).
    const compiledOnly = () =>
      uow.transact(async (repos) => {
        insideOnly(repos);
        ordersInside(repos.orders);
        await orderMail.queueReceipt(repos, 1);
        // @ts-expect-error the outer repositories are not the transaction's
        insideOnly(uow.repos);
        // @ts-expect-error an outer repository is not the transaction's
        ordersInside(uow.repos.orders);
        // @ts-expect-error a receipt is written only with the paying transaction's repositories
        await orderMail.queueReceipt(uow.repos, 1);
      });
    expect(typeof compiledOnly).toBe('function');
  });
});
