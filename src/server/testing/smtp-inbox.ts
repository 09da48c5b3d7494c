/**
 * A real SMTP server for tests (smtp-server from npm, on a free port), keeping every mail it
 * receives, parsed (mailparser). The store sends to it over SMTP as it would to any mail server;
 * a test reads what arrived and follows the links.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  mails: ParsedMail[];
  /** The mails to one address (in any letter case), oldest first. */
  to(address: string): ParsedMail[];
  /**
   * The `count`-th mail to `address`, as soon as it arrives (at once if it has); rejects if it has
   * not arrived within `timeoutMs`.
   */
  arrival(address: string, count: number, timeoutMs: number): Promise<ParsedMail>;
  /** The token of the last link mailed to `address` (the ?token= of its link). */
  lastToken(address: string): string;
  /** Stops accepting mail (the server answers 421 to new connections) until resumed. */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  /** Told of every mail that arrives. */
  const arrivalListeners = new Set<() => void>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      callback(refusing ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
    },
    onData(stream, _session, callback) {
      // The 250 that ends the sender's transaction waits for the parse: once sendMail resolved, the mail is here.
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const listener of [...arrivalListeners]) listener();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  // Mail servers treat addresses without regard to case (the sender may lower-case the domain).
  const to = (address: string) =>
    mails.filter((mail) =>
      [mail.to]
        .flat()
        .some((header) => header?.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase())),
    );
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    arrival(address, count, timeoutMs) {
      return new Promise<ParsedMail>((resolve, reject) => {
        const look = () => {
          const mail = to(address)[count - 1];
          if (!mail) return;
          stop();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          stop();
          reject(
            new Error(
              `mail ${count} to ${address} did not arrive within ${timeoutMs / 1000} s (${to(address).length} so far; inbox: ${mails.length})`,
            ),
          );
        }, timeoutMs);
        const stop = () => {
          clearTimeout(timer);
          arrivalListeners.delete(look);
        };
        arrivalListeners.add(look);
        look();
      });
    },
    lastToken(address) {
      const text = to(address).at(-1)?.text ?? '';
      const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
      if (!token) throw new Error(`no link in the last mail to ${address} (${to(address).length} mails)`);
      return token;
    },
    refuse(value) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
