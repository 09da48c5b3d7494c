/**
 * What the links of mails do: confirm an e-mail address (or a new one), ask for a password reset
 * or a new confirmation link, set a password with a reset or invitation link, and undo an e-mail
 * change from the old address. Tokens are single use; a request for a link answers the same
 * whether or not the address has an account.
 */
import { accountLinkMessages, profileMessages } from '../../../shared/account-texts';
import type {
  PasswordResetRequest,
  ResendConfirmationRequest,
  ResetPasswordRequest,
  UndoEmailChangeRequest,
  VerifyEmailRequest,
} from '../../../shared/contract/accounts.contract';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../db/emails';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, InvalidInput } from '../../domain-errors';
import type { AccountMail } from './account-mail';
import type { AuthUser } from './auth-user';
import { hashPassword, unusablePassword } from './passwords';
import { hashSecretToken } from './secret-tokens';
import { apiMessages } from '../../../shared/api-messages';

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
   * e-mail change link makes its address the account's (409 if another account took it meanwhile)
   * and mails the old address a notice with the way back ('This was not me'). A link that was
   * used (or expired) for the address the account has, now confirmed, says so rather than fail:
   * a second click proves nothing new, but the address is confirmed. Answers the message to show.
   */
  async verifyEmail({ token }: VerifyEmailRequest): Promise<string> {
    const { uow, accountMail } = this.deps;
    const tokenHash = hashSecretToken(token);
    let changed = false;
    let answer: string | undefined;
    try {
      answer = await uow.transact(async (repos) => {
        const { accounts, accountTokens } = repos;
        const used = await accountTokens.use(tokenHash, ['verify_email', 'change_email'], this.nowIso());
        const user = used && (await accounts.findById(used.user_id));
        if (!used || !user) return undefined;
        if (used.purpose === 'change_email') {
          await accounts.update(user.id, {
            email: used.email,
            email_normalized: normalizeEmail(used.email),
            email_confirmed: 1,
          });
          await accountMail.queue(repos, 'emailChangedNotice', user, user.email, { newEmail: used.email });
          changed = true;
          return accountLinkMessages.emailChanged;
        }
        // The account has changed address since this link was sent: it proves nothing now.
        if (normalizeEmail(used.email) !== user.email_normalized)
          throw new InvalidInput(accountLinkMessages.linkInvalid);
        await accounts.update(user.id, { email_confirmed: 1 });
        return accountLinkMessages.emailVerified;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(apiMessages.emailTaken);
      throw error;
    }
    if (changed) accountMail.sendSoon();
    return answer ?? (await this.alreadyConfirmed(tokenHash));
  }

  /** A link that no longer works: 'already confirmed' when its address is the account's, confirmed; else refused. */
  private async alreadyConfirmed(tokenHash: string): Promise<string> {
    const { accounts, accountTokens } = this.deps.uow.repos;
    const link = await accountTokens.find(tokenHash);
    const isConfirmationLink = link?.purpose === 'verify_email' || link?.purpose === 'change_email';
    const user = link && isConfirmationLink ? await accounts.findById(link.user_id) : undefined;
    if (user && user.email_confirmed === 1 && user.email_normalized === normalizeEmail(link!.email))
      return accountLinkMessages.emailAlreadyVerified;
    throw new InvalidInput(accountLinkMessages.linkInvalid);
  }

  /** A new verification link for the logged-in user (409 once the address is confirmed). */
  async resendVerification(caller: AuthUser): Promise<void> {
    const { uow, accountMail } = this.deps;
    const user = await uow.repos.accounts.findById(caller.id);
    if (!user) throw new InvalidInput(accountLinkMessages.linkInvalid);
    if (user.email_confirmed === 1) throw new Conflict(accountLinkMessages.emailAlreadyVerified);
    await uow.transact((repos) => accountMail.queue(repos, 'verification', user));
    accountMail.sendSoon();
  }

  /**
   * A new verification link for an address that registered and is not confirmed yet, asked for by
   * someone not logged in (just after registering). Says nothing about whether the address has an
   * account, or a confirmed one (the route answers the same text either way).
   */
  async resendConfirmation({ email }: ResendConfirmationRequest): Promise<void> {
    const { uow, accountMail } = this.deps;
    const user = await uow.repos.accounts.findByEmail(normalizeEmail(email));
    if (!user || user.email_confirmed === 1) return;
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
   * Sets the password with a reset link, or an author's first one with an invitation; uses up every
   * other such link of the account, and logs it out everywhere (whoever knew the old password is
   * out). Following the mailed link also proves the address, so it is confirmed. Answers the text
   * to show: a reset logged devices out, a first password did not.
   */
  async resetPassword({ token, password }: ResetPasswordRequest): Promise<string> {
    // Hashing (scrypt) before the transaction: a slow hash never holds the write lock.
    const credentials = await hashPassword(password);
    return this.deps.uow.transact(async ({ accounts, accountTokens, sessions }) => {
      const now = this.nowIso();
      const used = await accountTokens.use(hashSecretToken(token), ['reset_password', 'invitation'], now);
      const user = used && (await accounts.findById(used.user_id));
      if (!used || !user || normalizeEmail(used.email) !== user.email_normalized)
        throw new InvalidInput(accountLinkMessages.linkInvalid);
      await accounts.update(user.id, { ...credentials, email_confirmed: 1 });
      await accountTokens.voidOpen(user.id, ['reset_password', 'invitation'], now);
      await sessions.revokeAllOf(user.id);
      return used.purpose === 'invitation' ? accountLinkMessages.passwordSet : accountLinkMessages.passwordResetDone;
    });
  }

  /**
   * 'This was not me', from the notice mailed to the old address of a changed account: whoever
   * changed the address knew the password, so the account gets the old address back (confirmed: its
   * owner just followed a link mailed to it), every session ends, every open link dies, the password
   * stops working, and a reset link goes to the restored address. The links of later changes die too
   * (a second change's notice went to the intruder's address); those of earlier ones stay, so an
   * intruder who undoes their own change cannot lock out the owner. 409 when another account has
   * taken the old address meanwhile (nothing changes). Answers the text to show.
   */
  async undoEmailChange({ token }: UndoEmailChangeRequest): Promise<string> {
    const { uow, accountMail } = this.deps;
    let restored: string;
    try {
      restored = await uow.transact(async (repos) => {
        const { accounts, accountTokens, sessions } = repos;
        const now = this.nowIso();
        const used = await accountTokens.use(hashSecretToken(token), ['undo_email_change'], now);
        const user = used && (await accounts.findById(used.user_id));
        if (!used || !user) throw new InvalidInput(accountLinkMessages.linkInvalid);
        await accounts.update(user.id, {
          email: used.email,
          email_normalized: normalizeEmail(used.email),
          email_confirmed: 1,
          ...unusablePassword(),
        });
        await sessions.revokeAllOf(user.id);
        await accountTokens.voidOpen(user.id, ['verify_email', 'reset_password', 'invitation', 'change_email'], now);
        await accountTokens.voidOpenNewerThan(user.id, 'undo_email_change', used.id, now);
        await accountMail.queue(repos, 'passwordReset', {
          id: user.id,
          email: used.email,
          first_name: user.first_name,
          language: user.language,
        });
        return used.email;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(profileMessages.emailTakenByAnother);
      throw error;
    }
    accountMail.sendSoon();
    return accountLinkMessages.emailChangeUndone(restored);
  }
}
