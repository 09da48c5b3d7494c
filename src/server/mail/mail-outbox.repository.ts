/**
 * The store's outgoing mail as rows of mail_outbox (Kysely only): written IN THE TRANSACTION of the
 * change a mail tells about (use a transaction's repositories: uow.transact), read back to be sent.
 */
import type { Db } from '../db/create-database';
import { OutboxRepository } from '../jobs/outbox.repository';
import type { MailAttachmentRef } from './mail-attachments';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on mails to newsletter subscribers). */
  headers?: Record<string, string>;
  /** Documents made and attached when the mail is sent (mail-attachments.ts). */
  attachments?: MailAttachmentRef[];
}

export class MailOutboxRepository extends OutboxRepository {
  constructor(db: Db) {
    super(db, 'mail_outbox');
  }

  /** The mail as an outbox row, due at once. */
  async queue(mail: MailMessage, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
  }

  message(id: number) {
    return this.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }
}
