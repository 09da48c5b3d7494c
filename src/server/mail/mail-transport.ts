/**
 * Where mail goes: the SMTP server of SMTP_URL (nodemailer), or, without one, an .eml file per
 * mail under DATA_DIR/mail with its links logged, so the quick start works offline and a developer
 * can still follow a verification or reset link.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** The same on every retry, so a receiving server can tell a resend from a new mail. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A slow or silent SMTP server fails the attempt (retried later) instead of holding the outbox. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const linksOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

export function createMailTransport(config: MailConfig, dataDir: string, log: FastifyBaseLogger): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }, { from: config.from });
    return {
      async send(mail) {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const directory = path.join(dataDir, 'mail');
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: config.from },
  );
  return {
    async send(mail) {
      const info = await composer.sendMail(mail);
      await fs.promises.mkdir(directory, { recursive: true });
      const file = path.join(
        directory,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`,
      );
      await fs.promises.writeFile(file, info.message as Buffer);
      // A link carries a single-use token: logged for a developer to follow, never in production.
      log.info(
        {
          to: mail.to,
          subject: mail.subject,
          file,
          ...(config.logLinks === false ? {} : { links: linksOf(mail.text) }),
        },
        'mail written to a file (SMTP_URL is not set)',
      );
    },
    close: () => composer.close(),
  };
}
