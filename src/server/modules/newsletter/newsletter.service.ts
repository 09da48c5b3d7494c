/**
 * Newsletter rules: double opt-in. Subscribing mails a confirmation link (valid 7 days) and only a
 * confirmed subscription counts; subscribing again before confirming mails a new link, and after
 * confirming changes nothing (the answer is the same either way, so it tells nobody whether an
 * address subscribed). Every mail to the address carries a one-click unsubscribe link, which
 * forgets the address.
 *
 * The confirmation is written in the language of the account with that address when it has one,
 * else in the language of the request that subscribed (an address without an account, or an
 * account that never chose one).
 */
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import { newsletterTexts } from '../../../shared/newsletter-texts';
import { uiPaths } from '../../../shared/ui-paths';
import { apiPaths } from '../../../shared/api-paths';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../db/emails';
import type { UnitOfWork } from '../../db/unit-of-work';
import { InvalidInput } from '../../domain-errors';
import type { StoreMail } from '../../mail/mail';
import { mailTemplates } from '../../mail/mail-templates';
import { hashSecretToken, newSecretToken } from '../accounts/secret-tokens';

const CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export class NewsletterService {
  constructor(private readonly deps: { uow: UnitOfWork; mail: StoreMail; clock: Clock }) {}

  async subscribe(email: string, requestLanguage: Locale): Promise<void> {
    const { uow, mail, clock } = this.deps;
    const now = clock.now();
    const emailNormalized = normalizeEmail(email);
    const queued = await uow.transact(async ({ newsletter, mailOutbox, accounts }) => {
      const existing = await newsletter.find(emailNormalized);
      if (existing?.confirmed_at) return false;
      const account = await accounts.findByEmail(emailNormalized);
      const locale = isLocale(account?.language) ? account.language : requestLanguage;
      const { token, tokenHash } = newSecretToken();
      const unsubscribeToken = existing?.unsubscribe_token ?? newSecretToken().token;
      await newsletter.savePending({
        email,
        emailNormalized,
        confirmTokenHash: tokenHash,
        confirmExpiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS).toISOString(),
        unsubscribeToken,
        now: now.toISOString(),
      });
      const unsubscribeUrl = mail.link(uiPaths.newsletterUnsubscribe(unsubscribeToken));
      const content = mailTemplates.newsletterConfirmation(
        locale,
        mail.link(uiPaths.newsletterConfirm(token)),
        unsubscribeUrl,
      );
      // RFC 8058: mail clients offer their own Unsubscribe button, which posts to this address.
      const oneClick = mail.link(
        `${apiPaths.unsubscribeNewsletter}?${new URLSearchParams({ token: unsubscribeToken }).toString()}`,
      );
      await mailOutbox.queue(
        {
          to: email,
          ...content,
          headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
        now,
      );
      return true;
    });
    if (queued) mail.outbox.deliverSoon();
  }

  async confirm(token: string): Promise<void> {
    if (!(await this.deps.uow.repos.newsletter.confirm(hashSecretToken(token), this.deps.clock.now().toISOString())))
      throw new InvalidInput(newsletterTexts.linkInvalid);
  }

  async unsubscribe(token: string): Promise<void> {
    await this.deps.uow.repos.newsletter.unsubscribe(token);
  }
}
