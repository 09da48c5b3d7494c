/**
 * Accounts: login sessions, Author Program applications, newsletter subscriptions, and a mark on
 * users that were anonymised instead of deleted (authors whose books must keep their author row).
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('anonymised_at', 'text').execute();

  // Only the SHA-256 of a token is stored: a leaked table cannot be replayed as live sessions.
  await withIdColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await withIdColumn(db, db.schema.createTable('author_applications'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'rejected')`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('author_applications_status_idx')
    .on('author_applications')
    .columns(['status', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('newsletter_subscriptions'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['newsletter_subscriptions', 'author_applications', 'sessions']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('anonymised_at').execute();
}
