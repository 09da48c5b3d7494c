/**
 * Newsletter double opt-in: a subscription counts once its address confirmed it (confirmed_at),
 * through a single-use link (its token's SHA-256, valid until confirm_expires_at); every mail to a
 * subscriber can carry the one-click unsubscribe link of unsubscribe_token. Rows from before this
 * migration never confirmed: they stay unconfirmed until their owner subscribes again.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  for (const column of ['confirm_token_hash', 'confirm_expires_at', 'confirmed_at', 'unsubscribe_token']) {
    await db.schema.alterTable('newsletter_subscriptions').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('newsletter_confirm_token_idx')
    .unique()
    .on('newsletter_subscriptions')
    .column('confirm_token_hash')
    .execute();
  await db.schema
    .createIndex('newsletter_unsubscribe_token_idx')
    .unique()
    .on('newsletter_subscriptions')
    .column('unsubscribe_token')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_unsubscribe_token_idx').execute();
  await db.schema.dropIndex('newsletter_confirm_token_idx').execute();
  for (const column of ['unsubscribe_token', 'confirmed_at', 'confirm_expires_at', 'confirm_token_hash']) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
  }
}
