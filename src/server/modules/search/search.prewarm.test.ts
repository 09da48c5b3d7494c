/** What every search reads, read into memory at start, on PostgreSQL only. */
import { sql } from 'kysely';
import { createTestApp, testDialect, type TestApp } from '../../testing/create-test-app';
import { prewarmSearchIndex } from './search.prewarm';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

(testDialect() === 'postgres' ? test : test.skip)(
  "PostgreSQL: the vocabulary, the postings, the title and popularity indexes and the cards' b-trees are read, and their size is told",
  async () => {
    const report = await prewarmSearchIndex(t.db);
    expect(report?.relations).toEqual([
      'search_terms',
      'search_terms_pkey',
      'search_postings_pkey',
      'books_search_title_idx',
      'books_search_popularity_idx',
      'books_pkey',
      'users_pkey',
    ]);
    // Each relation is at least one page (a b-tree has its meta page and a root).
    expect(report!.bytes).toBeGreaterThanOrEqual(7 * 8192);
    expect(report!.ms).toBeGreaterThanOrEqual(0);
    // A second start finds the extension in place.
    await expect(prewarmSearchIndex(t.db)).resolves.toMatchObject({ bytes: report!.bytes });
  },
);

(testDialect() === 'postgres' ? test : test.skip)(
  'PostgreSQL without the extension: it says why, and the caller starts colder',
  async () => {
    await sql`drop extension pg_prewarm`.execute(t.db);
    await expect(prewarmSearchIndex(t.db)).rejects.toThrow(
      'the pg_prewarm extension is not installed (migration 016 needs a role allowed to create it)',
    );
    await sql`create extension pg_prewarm`.execute(t.db);
  },
);

(testDialect() === 'postgres' ? test.skip : test)('SQLite: nothing to read', async () => {
  await expect(prewarmSearchIndex(t.db)).resolves.toBeUndefined();
});
