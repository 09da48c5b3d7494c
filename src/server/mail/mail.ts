/**
 * The store's mail, wired into the app: the transport (SMTP or .eml files), the outbox that sends
 * through it, its background job, and the links mails carry (PUBLIC_URL + a client route).
 */
import type { FastifyInstance } from 'fastify';
import { MailAttachments } from './mail-attachments';
import { createMailTransport } from './mail-transport';
import { MailOutbox } from './mail-outbox';

/** How often the outbox looks for mails due (retries, and mails a stopped process left). */
const MAIL_JOB_INTERVAL_MS = 5000;

export interface StoreMail {
  outbox: MailOutbox;
  /** The kinds of document a mail may carry; modules register theirs at start. */
  attachments: MailAttachments;
  /** An absolute link for a mail: PUBLIC_URL + a client path (uiPaths.verifyEmail(token), ...). */
  link(uiPath: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: StoreMail;
  }
}

export function registerMail(app: FastifyInstance): void {
  const { config } = app;
  const transport = createMailTransport(config.mail, config.dataDir, app.log);
  const attachments = new MailAttachments();
  const outbox = new MailOutbox({
    attachments,
    uow: app.uow,
    clock: app.clock,
    log: app.log,
    transport,
    messageIdDomain: new URL(config.publicUrl).hostname,
  });
  app.decorate('mail', { outbox, attachments, link: (uiPath: string) => `${config.publicUrl}${uiPath}` });
  // Retries, and mails a previous process left unsent (main.ts starts the jobs; tests do not).
  app.backgroundJobs.add({ name: 'mail-outbox', intervalMs: MAIL_JOB_INTERVAL_MS, run: () => outbox.runOnce() });
  // Sends still running use the database: they finish before it closes.
  app.addHook('preClose', async () => {
    await outbox.close();
    transport.close();
  });
}
