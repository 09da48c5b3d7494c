/**
 * PostgreSQL: the popularity index of public books (008) also INCLUDEs search_title. A query word
 * that starts more titles than the search sorts ('the', 'c', 'wo') finds its starts-with tier by
 * walking the most popular books testing each title (search-postgres.engine.ts, titleStartsWith): with
 * the title in the index that walk never reads the table. A word that starts one title in 150
 * reads about 1,500 books for a page of 10; cold at 30 M books each was a random read of the table.
 * (SQLite's starts-with probe is a range of its own title index, 014.)
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const popularityIndex = (include: string) =>
  sql.raw(
    `create index books_search_popularity_idx on books (sales_count desc, id desc) include (${include}) where is_active = 1 and is_approved = 1`,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index books_search_popularity_idx`.execute(db);
  await popularityIndex('search_vector, search_title').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index books_search_popularity_idx`.execute(db);
  await popularityIndex('search_vector').execute(db);
}
