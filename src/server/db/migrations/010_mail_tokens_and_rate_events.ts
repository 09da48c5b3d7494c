/**
 * E-mail: the mail outbox (jobs/outbox.ts delivers it, mail/mail-outbox.ts writes it) and the
 * single-use tokens the mails carry (e-mail verification, password reset and author invitation,
 * e-mail change), stored as SHA-256 hashes like session tokens. Abuse limits: rate_events, the
 * events rate limits count (rate-limits.ts), in the database so every server counts the same.
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

/** AccountTokenPurpose of db/database.ts. */
const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    /** Extra headers as JSON ({"List-Unsubscribe": ...}), or null. */
    .addColumn('headers', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').column('next_attempt_at').execute();

  const purposes = sql.join(ACCOUNT_TOKEN_PURPOSES.map((purpose) => sql.lit(purpose)));
  await withIdColumn(db, db.schema.createTable('account_tokens'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in (${purposes})`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    /** The address the link was mailed to: the account's, or for change_email the new one. */
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').columns(['user_id', 'purpose']).execute();

  await withIdColumn(db, db.schema.createTable('rate_events'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_events_key_idx').on('rate_events').columns(['key', 'at']).execute();
  await db.schema.createIndex('rate_events_at_idx').on('rate_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_events').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
