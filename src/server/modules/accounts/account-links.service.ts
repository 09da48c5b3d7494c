/**
 * What the links of mails do: confirm an e-mail address (or a new one), ask for a password
 * reset, and set a new password with a reset or invitation link. Tokens are single use; a request
 * for a reset answers the same whether or not the address has an account.
 */
import type { PasswordResetRequest, ResetPasswordRequest, VerifyEmailRequest } from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import type { Db } from '../../db/create-database';
import { normalizeEmail } from '../../db/emails';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, InvalidInput } from '../../domain-errors';
import type { AccountMail } from './account-mail';
import type { AccountTokensRepository } from './account-tokens.repository';
import type { AccountsRepository } from './accounts.repository';
import type { AuthUser } from './auth-user';
import { hashPassword } from './passwords';
import { hashSecretToken } from './secret-tokens';
import type { SessionsRepository } from './sessions.repository';

export interface AccountLinksServiceDeps {
  db: Db;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  tokens: AccountTokensRepository;
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
    const { db, accounts, tokens } = this.deps;
    try {
      return await db.transaction().execute(async (trx) => {
        const used = await tokens.use(hashSecretToken(token), ['verify_email', 'change_email'], this.nowIso(), trx);
        const user = used && (await accounts.findById(used.user_id, trx));
        if (!used || !user) throw new InvalidInput(messages.linkInvalid);
        if (used.purpose === 'change_email') {
          await accounts.update(user.id, { email: used.email, email_normalized: normalizeEmail(used.email), email_confirmed: 1 }, trx);
          return messages.emailChanged;
        }
        // The account has changed address since this link was sent: it proves nothing now.
        if (normalizeEmail(used.email) !== user.email_normalized) throw new InvalidInput(messages.linkInvalid);
        await accounts.update(user.id, { email_confirmed: 1 }, trx);
        return messages.emailVerified;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(messages.emailTaken);
      throw error;
    }
  }

  /** A new verification link for the logged-in user (409 once the address is confirmed). */
  async resendVerification(caller: AuthUser): Promise<void> {
    const { db, accounts, accountMail } = this.deps;
    const user = await accounts.findById(caller.id);
    if (!user) throw new InvalidInput(messages.linkInvalid);
    if (user.email_confirmed === 1) throw new Conflict(messages.emailAlreadyVerified);
    await db.transaction().execute((trx) => accountMail.queue(trx, 'verification', user));
    accountMail.sendSoon();
  }

  /**
   * Mails a reset link when the address has an account; says nothing about whether it has (the
   * route answers the same text either way).
   */
  async requestPasswordReset({ email }: PasswordResetRequest): Promise<void> {
    const { db, accounts, accountMail } = this.deps;
    const user = await accounts.findByEmail(normalizeEmail(email));
    if (!user) return;
    await db.transaction().execute((trx) => accountMail.queue(trx, 'passwordReset', user));
    accountMail.sendSoon();
  }

  /**
   * Sets the new password, uses up every other reset link of the account, and logs it out
   * everywhere (whoever knew the old password is out). Following the mailed link also proves the
   * address, so it is confirmed.
   */
  async resetPassword({ token, password }: ResetPasswordRequest): Promise<void> {
    const { db, accounts, sessions, tokens } = this.deps;
    // Hashing (scrypt) before the transaction: a slow hash never holds the write lock.
    const credentials = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      const now = this.nowIso();
      const used = await tokens.use(hashSecretToken(token), ['reset_password'], now, trx);
      const user = used && (await accounts.findById(used.user_id, trx));
      if (!used || !user || normalizeEmail(used.email) !== user.email_normalized) throw new InvalidInput(messages.linkInvalid);
      await accounts.update(user.id, { ...credentials, email_confirmed: 1 }, trx);
      await tokens.voidOpen(user.id, 'reset_password', now, trx);
      await sessions.revokeAllOf(user.id, trx);
    });
  }
}
