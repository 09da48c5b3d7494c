/**
 * Migration 034: a reviews page (reviews.repository.ts visiblePage) reads the book's visible
 * reviews in order through reviews_visible_page_idx, without sorting them, on either database;
 * down puts 024's index back.
 */
import { Kysely, Migrator, sql } from 'kysely';
import { loadConfig } from '../../config';
import { testDialect } from '../../testing/create-test-app';
import { createScratchDatabase, type ScratchDatabase } from '../../testing/scratch-database';
import type { Database } from '../database';
import { createDialect, isPostgres } from '../dialect';
import { migrationProvider } from './index';

let scratch: ScratchDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  scratch = await createScratchDatabase(testDialect());
  const config = loadConfig({ ...scratch.env, LOG_LEVEL: 'silent' });
  db = new Kysely<Database>({
    dialect: createDialect({ databaseUrl: scratch.databaseUrl, sqliteFile: `${config.dataDir}/store.db` }),
  });
});
afterAll(async () => {
  await db.destroy();
  await scratch.remove();
});

/** The query plan of a reviews page, as text (PostgreSQL: with sequential scans off, as at 10,000 reviews). */
async function pagePlan(): Promise<string> {
  const page = sql`select reviews.id, users.first_name from reviews inner join users on users.id = reviews.user_id
    where reviews.book_id = 1 and reviews.hidden_at is null
    order by reviews.created_at desc, reviews.id desc limit 10 offset 10`;
  return db.connection().execute(async (connection) => {
    if (isPostgres(db)) {
      await sql`set enable_seqscan = off`.execute(connection);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${page}`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    const rows = await sql<{ detail: string }>`explain query plan ${page}`.execute(connection);
    return rows.rows.map((row) => row.detail).join('\n');
  });
}

async function indexNames(): Promise<string[]> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'reviews'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'reviews'`.execute(
        db,
      );
  return rows.rows.map((row) => row.name);
}

test('a reviews page reads the visible reviews in order through the partial index; down restores 024', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  expect(await indexNames()).toEqual(expect.arrayContaining(['reviews_visible_page_idx']));
  expect(await indexNames()).not.toContain('reviews_book_page_idx');
  const plan = await pagePlan();
  expect(plan).toContain('reviews_visible_page_idx');
  expect(plan).not.toMatch(/Sort|TEMP B-TREE/i);

  expect((await migrator.migrateTo('033_annotations')).error).toBeUndefined();
  expect(await indexNames()).toEqual(expect.arrayContaining(['reviews_book_page_idx']));
  expect(await indexNames()).not.toContain('reviews_visible_page_idx');
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
});
