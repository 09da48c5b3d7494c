/**
 * Mails with attachments (issue 35 items 4 and 5, decision 041): mail_outbox.attachments names the
 * documents a mail carries as JSON ([{"kind": "tax-invoice", "id": 12}]), or null. The outbox keeps
 * references, not bytes: a tax document is immutable once issued, so its PDF is made when the mail
 * is sent, outside the transaction that pays or refunds, and the row stays small.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
}
