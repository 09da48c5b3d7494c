/**
 * Without SMTP_URL a mail is an .eml file under DATA_DIR/mail, written by the time send resolves
 * (the outbox marks it delivered then), its links logged for a developer outside production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createMailTransport } from './mail-transport';

test('a mail without SMTP is an .eml file once send resolves, its link logged', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-files-'));
  const logged: unknown[] = [];
  const log = { info: (fields: unknown) => logged.push(fields) } as unknown as FastifyBaseLogger;
  const transport = createMailTransport({ from: 'Pustaka <no-reply@example.com>' }, dataDir, log);
  try {
    await transport.send({
      to: 'reader@example.com',
      subject: 'Confirm your e-mail',
      text: 'Open https://store.example/confirm?token=abc to confirm.',
      html: '<p>Open the link to confirm.</p>',
      messageId: '<m1@store.example>',
    });
    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const message = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(message).toContain('Subject: Confirm your e-mail');
    expect(message).toContain('To: reader@example.com');
    expect(logged).toEqual([expect.objectContaining({ links: ['https://store.example/confirm?token=abc'] })]);
  } finally {
    transport.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
