/**
 * PostgreSQL: the pg_prewarm extension, with which the store reads its search postings into memory
 * at start (modules/search/search.prewarm.ts). Created here, once, rather than at every start:
 * several servers starting together would race to create it.
 *
 * It ships with PostgreSQL (contrib), but creating it takes a role allowed to (a superuser, or
 * rds_superuser on Amazon RDS). A role that is not allowed leaves it out and the migration still
 * succeeds: the store works without it, its first searches read from disk, and each start says so.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`do $$ begin
    create extension if not exists pg_prewarm;
  exception when insufficient_privilege or undefined_file then
    raise notice 'pg_prewarm not created (%): the search index is not read into memory at start', sqlerrm;
  end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop extension if exists pg_prewarm`.execute(db);
}
