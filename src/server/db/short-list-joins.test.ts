/**
 * A short list joined to its books reads the list first (db/books.ts, isPublicBook): SQLite, which
 * plans without statistics, walked every public book for one cart when the join was an inner one.
 * PostgreSQL plans from statistics and is not held here.
 */
import { createTestApp, testDialect, type TestApp } from '../testing/create-test-app';
import { sqlitePlan } from '../testing/query-plan';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** The plan's first step reads `table` by an index on its own key, and books follow by id. */
function readsListThenBooks(plan: string[], table: string) {
  expect(plan[0]).toMatch(new RegExp(`^SEARCH ${table} USING (COVERING )?INDEX \\S+ \\((user_id|book_id)=\\?`));
  expect(plan[1]).toBe('SEARCH books USING INTEGER PRIMARY KEY (rowid=?)');
  expect(plan.some((step) => /^SCAN books|SEARCH books USING (COVERING )?INDEX/.test(step))).toBe(false);
}

(testDialect() === 'postgres' ? describe.skip : describe)('a short list joined to its books, on SQLite', () => {
  test.each(['cart', 'wishlist'] as const)("the %s's rows, then their books", async (list) => {
    readsListThenBooks(await sqlitePlan(t.db, t.app.uow.repos[list].itemsQuery(7)), 'item');
  });

  test('the release wishes due, then their books', async () => {
    const plan = await sqlitePlan(t.db, t.app.uow.repos.releases.dueQuery('2026-11-28', 50));
    expect(plan[0]).toMatch(/^(SCAN|SEARCH) wish/);
    expect(plan[1]).toBe('SEARCH books USING INTEGER PRIMARY KEY (rowid=?)');
  });
});
