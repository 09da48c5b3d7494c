/**
 * A bulk load with the books' indexes and triggers set aside ends in the same database as one that
 * kept them (both dialects): the same indexes and triggers, the new books searchable, the shop's
 * summaries right, and the triggers working again afterwards.
 */
import { sql } from 'kysely';
import type { SearchResponse } from '../../shared/contract/search.contract';
import { apiPaths } from '../../shared/api-paths';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { restoreBookIndexes, setAsideBookIndexes } from './bulk-load';
import { insertBulkBooks } from './seed/bulk-books';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every index of books and trigger of books and users, by name and definition. */
async function schemaObjects(): Promise<string[]> {
  if (t.dialect === 'postgres') {
    const indexes = await sql<{
      line: string;
    }>`select pg_get_indexdef(indexrelid) as line from pg_index where indrelid = 'books'::regclass`.execute(t.db);
    const triggers = await sql<{ line: string }>`select pg_get_triggerdef(oid) as line from pg_trigger
      where tgrelid in ('books'::regclass, 'users'::regclass) and not tgisinternal`.execute(t.db);
    return [...indexes.rows, ...triggers.rows].map((row) => row.line).sort();
  }
  const rows = await sql<{
    line: string;
  }>`select type || ' ' || name || ': ' || coalesce(sql, '') as line from sqlite_master
    where (type = 'index' and tbl_name = 'books') or (type = 'trigger' and tbl_name in ('books', 'users'))`.execute(
    t.db,
  );
  return rows.rows.map((row) => row.line).sort();
}

/** The shop summaries against a count from books: both lists of "genre/price=count". */
async function priceSummaryAndRecount(): Promise<[string[], string[]]> {
  const summary = await t.db.selectFrom('shop_price_counts').selectAll().where('book_count', '>', 0).execute();
  const recount = await t.db
    .selectFrom('books')
    .select(['genre_id', 'sale_price_paise', (eb) => eb.fn.countAll<number>().as('book_count')])
    .where('is_active', '=', 1)
    .where('is_approved', '=', 1)
    .groupBy(['genre_id', 'sale_price_paise'])
    .execute();
  const lines = (rows: Array<{ genre_id: number; sale_price_paise: number; book_count: number }>) =>
    rows.map((r) => `${r.genre_id}/${r.sale_price_paise}=${Number(r.book_count)}`).sort();
  return [lines(summary), lines(recount)];
}

const search = async (q: string) =>
  (await t.app.inject({ url: `${apiPaths.searchBooks}?q=${encodeURIComponent(q)}` })).json<SearchResponse>();

test('setting aside, loading and restoring leaves indexes, triggers, search and summaries as they were', async () => {
  const before = await schemaObjects();
  await setAsideBookIndexes(t.db);
  const during = await schemaObjects();
  expect(during.length).toBeLessThan(before.length);
  // A resumed load sets nothing aside twice (the saved definitions are the first ones).
  await setAsideBookIndexes(t.db);

  await insertBulkBooks(t.db, 300);
  const [staleSummary, recount] = await priceSummaryAndRecount();
  expect(staleSummary).not.toEqual(recount);

  const log: string[] = [];
  await restoreBookIndexes(t.db, (line) => log.push(line));
  expect(log.join('\n')).toContain('shop summaries');
  expect(await schemaObjects()).toEqual(before);
  const [summary, fresh] = await priceSummaryAndRecount();
  expect(summary).toEqual(fresh);
  t.app.catalogCache.invalidate();

  // insertBulkBooks titles its books "The <Word> <Noun> <n>": the new books are searchable.
  const found = await search('Crimson Monsoon');
  expect(found.Total).toBeGreaterThan(0);
  if (t.dialect === 'sqlite') {
    const vocabulary = await sql<{ docs: number }>`select docs from search_terms where term = 'monsoon'`.execute(t.db);
    expect(Number(vocabulary.rows[0]?.docs)).toBeGreaterThanOrEqual(found.Total);
  }

  // The triggers work again: a hidden book leaves the summary at once.
  const book = await t.db
    .selectFrom('books')
    .select('id')
    .where('name', 'like', 'The Crimson Monsoon%')
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('books').set({ is_active: 0 }).where('id', '=', book.id).execute();
  const [afterWrite, recountAfterWrite] = await priceSummaryAndRecount();
  expect(afterWrite).toEqual(recountAfterWrite);
  // Nothing left behind.
  await restoreBookIndexes(t.db);
  expect(await schemaObjects()).toEqual(before);
});
