/**
 * The mails of accounts, each carrying a single-use link: e-mail verification, password reset,
 * author invitation (its own page, 7 days), e-mail change, and the notice an old address gets once
 * the change is confirmed ('This was not me', 30 days). A token and its mail are written with the
 * repositories of the caller's transaction, with the change that called for them; the caller asks
 * the outbox to send once that transaction committed (sendSoon). Each is written in the account's
 * language (users.language; English when it has none), wherever it is sent (a change of address
 * mails the new one in the account's language too).
 */
import { uiPaths } from '../../../shared/ui-paths';
import type { Clock } from '../../clock';
import type { AccountTokenPurpose } from '../../db/database';
import type { TransactionRepositories } from '../../db/unit-of-work';
import { accountLocale } from '../../i18n/server-i18n';
import type { Locale } from '../../../shared/i18n/locales';
import { mailTemplates, type MailContent } from '../../mail/mail-templates';
import type { StoreMail } from '../../mail/mail';
import { newSecretToken } from './secret-tokens';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long each link works. */
export const LINK_LIFETIME_MS = {
  verification: 7 * DAY_MS,
  passwordReset: HOUR_MS,
  invitation: 7 * DAY_MS,
  emailChange: 7 * DAY_MS,
  /**
   * The old address's 'This was not me': long enough for a holiday's unread mail, short enough that
   * an address given up long ago (and perhaps someone else's by now) cannot take the account back.
   */
  emailChangedNotice: 30 * DAY_MS,
} as const;

/** Who a mail is for: the account's id, its current address, the name it greets and its language (users.language). */
export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
  language: string | null;
}

/** What a mail says besides its link: the notice of an e-mail change names the new address. */
export interface LinkMailDetails {
  newEmail?: string;
}

interface LinkMail {
  purpose: AccountTokenPurpose;
  lifetimeMs: number;
  /** The client page the link opens, for a token. */
  page: (token: string) => string;
  content: (locale: Locale, name: string, url: string, details: LinkMailDetails) => MailContent;
}

const LINK_MAILS = {
  verification: {
    purpose: 'verify_email',
    lifetimeMs: LINK_LIFETIME_MS.verification,
    page: uiPaths.verifyEmail,
    content: mailTemplates.verifyEmail,
  },
  passwordReset: {
    purpose: 'reset_password',
    lifetimeMs: LINK_LIFETIME_MS.passwordReset,
    page: uiPaths.resetPassword,
    content: mailTemplates.passwordReset,
  },
  invitation: {
    purpose: 'invitation',
    lifetimeMs: LINK_LIFETIME_MS.invitation,
    page: uiPaths.setPassword,
    content: mailTemplates.authorInvitation,
  },
  emailChange: {
    purpose: 'change_email',
    lifetimeMs: LINK_LIFETIME_MS.emailChange,
    page: uiPaths.verifyEmail,
    content: mailTemplates.emailChange,
  },
  emailChangedNotice: {
    purpose: 'undo_email_change',
    lifetimeMs: LINK_LIFETIME_MS.emailChangedNotice,
    page: uiPaths.undoEmailChange,
    content: (locale, name, url, { newEmail = '' }) => mailTemplates.emailChangedNotice(locale, name, url, newEmail),
  },
} satisfies Record<string, LinkMail>;

export type LinkMailKind = keyof typeof LINK_MAILS;

export class AccountMail {
  constructor(private readonly deps: { mail: StoreMail; clock: Clock }) {}

  /**
   * Writes a token and its mail with `repos`, the repositories of the change's transaction. The
   * mail goes to `to` (default: the account's address; an e-mail change sends to the new one).
   */
  async queue(
    repos: TransactionRepositories,
    kind: LinkMailKind,
    recipient: MailRecipient,
    to: string = recipient.email,
    details: LinkMailDetails = {},
  ): Promise<void> {
    const { purpose, lifetimeMs, page, content } = LINK_MAILS[kind];
    const now = this.deps.clock.now();
    const { token, tokenHash } = newSecretToken();
    await repos.accountTokens.create({
      userId: recipient.id,
      purpose,
      tokenHash,
      email: to,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
    });
    const url = this.deps.mail.link(page(token));
    const locale = accountLocale(recipient.language);
    await repos.mailOutbox.queue({ to, ...content(locale, recipient.first_name, url, details) }, now);
  }

  /** After the transaction that queued mails committed: send them now rather than at the next pass. */
  sendSoon(): void {
    this.deps.mail.outbox.deliverSoon();
  }
}
