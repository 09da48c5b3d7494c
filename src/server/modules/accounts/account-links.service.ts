/**
 * What the links of mails do: confirm an e-mail address (or a new one), ask for a password
 * reset, and set a new password with a reset or invitation link. Tokens are single use; a request
 * for a reset answers the same whether or not the address has an account.
 */
import type {
  PasswordResetRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../db/emails';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, InvalidInput } from '../../domain-errors';
import type { AccountMail } from './account-mail';
import type { AuthUser } from './auth-user';
import { hashPassword } from './passwords';
import { hashSecretToken } from './secret-tokens';

export interface AccountLinksServiceDeps {
  uow: UnitOfWork;
  accountMail: AccountMail;
  clock: Clock;
}

export class AccountLinksService {
  constructor(private readonly deps: AccountLinksServiceDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * A verification link confirms the address it was sent to, while it is still the account's; an
   * e-mail change link makes its address the account's (409 if another account took it meanwhile).
   * Answers the message to show.
   */
  async verifyEmail({ token }: VerifyEmailRequest): Promise<string> {
    try {
      return await this.deps.uow.transact(async ({ accounts, accountTokens }) => {
        const used = await accountTokens.use(hashSecretToken(token), ['verify_email', 'change_email'], this.nowIso());
        const user = used && (await accounts.findById(used.user_id));
        if (!used || !user) throw new InvalidInput(messages.linkInvalid);
        if (used.purpose === 'change_email') {
          await accounts.update(user.id, {
            email: used.email,
            email_normalized: normalizeEmail(used.email),
            email_confirmed: 1,
          });
          return messages.emailChanged;
        }
        // The account has changed address since this link was sent: it proves nothing now.
        if (normalizeEmail(used.email) !== user.email_normalized) throw new InvalidInput(messages.linkInvalid);
        await accounts.update(user.id, { email_confirmed: 1 });
        return messages.emailVerified;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(messages.emailTaken);
      throw error;
    }
  }

  /** A new verification link for the logged-in user (409 once the address is confirmed). */
  async resendVerification(caller: AuthUser): Promise<void> {
    const { uow, accountMail } = this.deps;
    const user = await uow.repos.accounts.findById(caller.id);
    if (!user) throw new InvalidInput(messages.linkInvalid);
    if (user.email_confirmed === 1) throw new Conflict(messages.emailAlreadyVerified);
    await uow.transact((repos) => accountMail.queue(repos, 'verification', user));
    accountMail.sendSoon();
  }

  /**
   * Mails a reset link when the address has an account; says nothing about whether it has (the
   * route answers the same text either way).
   */
  async requestPasswordReset({ email }: PasswordResetRequest): Promise<void> {
    const { uow, accountMail } = this.deps;
    const user = await uow.repos.accounts.findByEmail(normalizeEmail(email));
    if (!user) return;
    await uow.transact((repos) => accountMail.queue(repos, 'passwordReset', user));
    accountMail.sendSoon();
  }

  /**
   * Sets the new password, uses up every other reset link of the account, and logs it out
   * everywhere (whoever knew the old password is out). Following the mailed link also proves the
   * address, so it is confirmed.
   */
  async resetPassword({ token, password }: ResetPasswordRequest): Promise<void> {
    // Hashing (scrypt) before the transaction: a slow hash never holds the write lock.
    const credentials = await hashPassword(password);
    await this.deps.uow.transact(async ({ accounts, accountTokens, sessions }) => {
      const now = this.nowIso();
      const used = await accountTokens.use(hashSecretToken(token), ['reset_password'], now);
      const user = used && (await accounts.findById(used.user_id));
      if (!used || !user || normalizeEmail(used.email) !== user.email_normalized)
        throw new InvalidInput(messages.linkInvalid);
      await accounts.update(user.id, { ...credentials, email_confirmed: 1 });
      await accountTokens.voidOpen(user.id, 'reset_password', now);
      await sessions.revokeAllOf(user.id);
    });
  }
}
