/**
 * Several servers on one database:
 * - jobs: one row per periodic job, claimed by one process at a time (jobs/background-jobs.ts).
 *   It replaces the reconciler's lease table: "one process at a time" now lives in one place;
 * - pending_files: a stored object's key written down BEFORE the object is stored, and removed in
 *   the transaction that inserts the row naming it. A crash in between leaves the key here, so the
 *   orphan sweep deletes exactly the files no row names, without listing the whole bucket.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('next_run_at', 'text', (col) => col.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('runs', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_run_by', 'text')
    .execute();
  await db.schema.dropTable('leases').execute();

  await db.schema
    .createTable('pending_files')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('pending_files_pk', ['kind', 'key'])
    .execute();
  await db.schema.createIndex('pending_files_created_idx').on('pending_files').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_files').execute();
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.dropTable('jobs').execute();
}
