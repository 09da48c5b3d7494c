/**
 * The store's outgoing mail: a mail is written IN THE TRANSACTION of the change it tells about (an
 * account created, a reset asked for) by the transaction's repos.mailOutbox.queue()
 * (mail-outbox.repository.ts), and MailOutbox (the outbox engine of jobs/outbox.ts) sends it
 * through the transport, retrying with back-off while the SMTP server is slow or away. No request
 * waits for or fails because of a mail server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { UnitOfWork } from '../db/unit-of-work';
import { Outbox } from '../jobs/outbox';
import type { RetryPolicy } from '../jobs/retry-policy';
import type { MailAttachmentRef, MailAttachments } from './mail-attachments';
import type { MailTransport } from './mail-transport';

export type { MailMessage } from './mail-outbox.repository';

/** From 30 s to hourly; a mail still refused after 3 days is given up, its error kept in the row. */
const MAIL_RETRY: RetryPolicy = {
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60 * 1000,
  giveUpAfterMs: 3 * 24 * 60 * 60 * 1000,
};

export interface MailOutboxOptions {
  uow: UnitOfWork;
  clock: Clock;
  log: FastifyBaseLogger;
  transport: MailTransport;
  /** How the documents a mail names are made, when it is sent. */
  attachments: MailAttachments;
  /** The domain part of Message-IDs (the store's public host). */
  messageIdDomain: string;
}

export class MailOutbox extends Outbox {
  constructor({ uow, clock, log, transport, attachments, messageIdDomain }: MailOutboxOptions) {
    super({
      outbox: 'mailOutbox',
      label: 'mail',
      uow,
      clock,
      log,
      retry: MAIL_RETRY,
      deliver: async (id) => {
        const row = await uow.repos.mailOutbox.message(id);
        const refs = row.attachments ? (JSON.parse(row.attachments) as MailAttachmentRef[]) : [];
        const files = await Promise.all(refs.map((ref) => attachments.render(ref)));
        await transport.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
          attachments: files.length
            ? files.map(({ filename, bytes, contentType }) => ({ filename, content: Buffer.from(bytes), contentType }))
            : undefined,
          messageId: `<mail-${row.id}-${Date.parse(row.created_at)}@${messageIdDomain}>`,
        });
      },
    });
  }
}
