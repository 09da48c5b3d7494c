/**
 * App passwords (decision 044): a named password per reading app (an OPDS app, KOReader), shown
 * once and stored only as hashes. `secret_hash` is the SHA-256 of the password (HTTP Basic on
 * /opds); `kosync_key_hash` the SHA-256 of its MD5, since KOReader's progress sync sends the MD5
 * of the password it was given, never the password. Both are looked up, never compared one by one.
 */
import type { Kysely } from 'kysely';
import { withIdColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('app_passwords'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('kosync_key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('app_passwords_user_idx').on('app_passwords').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_passwords').execute();
}
