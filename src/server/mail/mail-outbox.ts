/**
 * The store's outgoing mail: queueMail writes a mail IN THE TRANSACTION of the change it tells
 * about (an account created, a reset asked for), and MailOutbox (the outbox engine of
 * jobs/outbox.ts) sends it through the transport, retrying with back-off while the SMTP server is
 * slow or away. No request waits for or fails because of a mail server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { Outbox } from '../jobs/outbox';
import type { RetryPolicy } from '../jobs/retry-policy';
import type { MailTransport } from './mail-transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on mails to newsletter subscribers). */
  headers?: Record<string, string>;
}

/** From 30 s to hourly; a mail still refused after 3 days is given up, its error kept in the row. */
const MAIL_RETRY: RetryPolicy = { firstRetryMs: 30_000, maxRetryMs: 60 * 60 * 1000, giveUpAfterMs: 3 * 24 * 60 * 60 * 1000 };

/** Writes the mail as an outbox row through `db`, which should be the transaction of the change it reports. */
export async function queueMail(db: Kysely<Database>, mail: MailMessage, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, headers: mail.headers ? JSON.stringify(mail.headers) : null, next_attempt_at: at, created_at: at })
    .execute();
}

export interface MailOutboxOptions {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  transport: MailTransport;
  /** The domain part of Message-IDs (the store's public host). */
  messageIdDomain: string;
}

export class MailOutbox extends Outbox {
  constructor({ db, clock, log, transport, messageIdDomain }: MailOutboxOptions) {
    super({
      table: 'mail_outbox',
      label: 'mail',
      db,
      clock,
      log,
      retry: MAIL_RETRY,
      deliver: async (id) => {
        const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await transport.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
          messageId: `<mail-${row.id}-${Date.parse(row.created_at)}@${messageIdDomain}>`,
        });
      },
    });
  }
}
