/**
 * The logged-in user's own account (Profile): their details, their password, their e-mail address
 * (changed only by following a link mailed to the new one, in AccountLinksService.verifyEmail) and
 * their sessions. Every change that could lock the owner out asks for the password again.
 */
import { profileMessages } from '../../../shared/account-texts';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ProfileResponse,
  UpdateProfileFields,
} from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import type { UserRow } from '../../db/database';
import { normalizeEmail } from '../../db/emails';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import { Conflict, InvalidInput, Unauthorized } from '../../domain-errors';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { AccountMail } from './account-mail';
import { storedPhoneNumber } from './account-phone';
import { toProfileResponse } from './accounts.service';
import type { AuthUser } from './auth-user';
import { hashPassword, verifyPassword } from './passwords';

export interface AccountProfileServiceDeps {
  uow: UnitOfWork;
  accountMail: AccountMail;
  clock: Clock;
  /** An author's name is on their books' pages, in the author list and the shop's author facet. */
  catalogCache: CatalogCache;
}

export class AccountProfileService {
  constructor(private readonly deps: AccountProfileServiceDeps) {}

  /**
   * The caller's row, read through `repos` (the database's, or a transaction's); its session was
   * valid a moment ago, so a missing row means it just went.
   */
  private async accountOf(
    caller: AuthUser,
    repos: Pick<Repositories, 'accounts'> = this.deps.uow.repos,
  ): Promise<UserRow> {
    const user = await repos.accounts.findById(caller.id);
    if (!user) throw new Unauthorized(messages.unauthorizedUser);
    return user;
  }

  /** The password typed must be the account's (400: a refusal to show, not a session that ended). */
  private async assertPassword(user: UserRow, password: string): Promise<void> {
    if (!(await verifyPassword(password, user))) throw new InvalidInput(profileMessages.currentPasswordWrong);
  }

  /**
   * The session user as the server knows it now: an open session (another device, or this one
   * after following a mailed link) refreshes its user from it, so a changed e-mail shows everywhere.
   */
  async getProfile(caller: AuthUser): Promise<ProfileResponse> {
    return toProfileResponse(await this.accountOf(caller));
  }

  /**
   * Sets the name and phone (stored in E.164) when the body has them, the account's language (its
   * mails') when it has one, and answers the session user as it now is. The search index follows
   * an author's rename by its triggers; the catalog cache is told here (only of a rename).
   */
  async updateProfile(caller: AuthUser, input: UpdateProfileFields): Promise<ProfileResponse> {
    const { uow, catalogCache } = this.deps;
    const { firstName, lastName, countryCode, phoneNumber, Language } = input;
    // The body's schema asks for all four details or none.
    const details =
      firstName !== undefined && lastName !== undefined && countryCode !== undefined && phoneNumber !== undefined
        ? { firstName, lastName, countryCode, phoneNumber }
        : undefined;
    const user = await uow.transact(async (repos) => {
      await repos.accounts.update(caller.id, {
        ...(details && {
          first_name: details.firstName,
          last_name: details.lastName,
          country_code: details.countryCode,
          phone_number: storedPhoneNumber(details.countryCode, details.phoneNumber),
        }),
        ...(Language !== undefined && { language: Language }),
      });
      return this.accountOf(caller, repos);
    });
    if (details && user.user_type === 'Author') catalogCache.invalidate();
    return toProfileResponse(user);
  }

  /**
   * A new password for the caller, who proves they know the current one. Every other session ends
   * (whoever else knew the old password is out) and open reset links stop working (one asked for
   * before must not undo this); the session asking stays.
   */
  async changePassword(caller: AuthUser, { currentPassword, newPassword }: ChangePasswordRequest): Promise<void> {
    const user = await this.accountOf(caller);
    await this.assertPassword(user, currentPassword);
    // Hashing (scrypt) before the transaction: a slow hash never holds the write lock.
    const credentials = await hashPassword(newPassword);
    await this.deps.uow.transact(async ({ accounts, sessions, accountTokens }) => {
      await accounts.update(user.id, credentials);
      await sessions.revokeOthersOf(user.id, caller.sessionId);
      await accountTokens.voidOpen(user.id, ['reset_password', 'invitation'], this.deps.clock.now().toISOString());
    });
  }

  /**
   * Mails a confirmation link to the new address; the address changes only when it is followed
   * (proof that the caller owns that inbox). A newer request voids the older links. Answers the
   * text to show.
   */
  async changeEmail(caller: AuthUser, { email, password }: ChangeEmailRequest): Promise<string> {
    const { uow, accountMail } = this.deps;
    const user = await this.accountOf(caller);
    await this.assertPassword(user, password);
    const normalized = normalizeEmail(email);
    if (normalized === user.email_normalized) throw new InvalidInput(profileMessages.emailIsAlreadyYours);
    // Checked now for a helpful answer; verifyEmail checks again when the link is followed.
    if (await uow.repos.accounts.findByEmail(normalized)) throw new Conflict(profileMessages.emailTakenByAnother);
    await uow.transact(async (repos) => {
      await repos.accountTokens.voidOpen(user.id, 'change_email', this.deps.clock.now().toISOString());
      await accountMail.queue(repos, 'emailChange', user, email);
    });
    accountMail.sendSoon();
    return profileMessages.emailChangeSent(email);
  }

  /** Ends every session of the caller, the one asking included. */
  async logoutEverywhere(caller: AuthUser): Promise<void> {
    await this.deps.uow.repos.sessions.revokeAllOf(caller.id);
  }
}
