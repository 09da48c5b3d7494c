/**
 * Account rules: who may log in and register, and what the answers look like (deletion:
 * account-deletion.service.ts). Refusals are domain errors; the routes only validate, call and send.
 */
import { MAX_SESSIONS_PER_USER, SESSION_TTL_MS } from '../../../shared/constants';
import type {
  LoginRequest,
  LoginResponse,
  ProfileResponse,
  RegisterRequest,
} from '../../../shared/contract/accounts.contract';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import { phoneAfterDialCode } from '../../../shared/phone-numbers';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../db/emails';
import type { UserRow } from '../../db/database';
import type { AuthUser } from './auth-user';
import { Forbidden, Unauthorized } from '../../domain-errors';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AccountMail } from './account-mail';
import type { LoginThrottle } from './login-throttle';
import { insertAccount, newAccountRow } from './new-account';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { newSecretToken } from './secret-tokens';
import { apiMessages } from '../../../shared/api-messages';

export interface AccountsServiceDeps {
  uow: UnitOfWork;
  throttle: LoginThrottle;
  /** A new account is mailed a link: a User to confirm the address, an Author to set a password. */
  accountMail: AccountMail;
  clock: Clock;
  /** A new author shows in the author list and the stats. */
  catalogCache: CatalogCache;
}

/** The session user as the API shows it: the login answer without its token (also updateProfile's answer). */
export function toProfileResponse(user: UserRow): ProfileResponse {
  const session = toSessionUser(user);
  // Only once given at a checkout (the form's prefill).
  if (!user.billing_name || !user.billing_state) return session;
  return {
    ...session,
    Billing: { BillingName: user.billing_name, State: user.billing_state, PinCode: user.billing_pin ?? '' },
  };
}

/** The session user as login answers it (without its token). */
function toSessionUser(user: UserRow): Omit<LoginResponse, 'Token'> {
  return {
    CountryCode: user.country_code,
    Description: user.description,
    Email: user.email,
    EmailConfirmed: user.email_confirmed === 1,
    FirstName: user.first_name,
    ImageURL: user.image_url,
    LastName: user.last_name,
    NoOfBooks: user.no_of_books,
    // Stored in E.164; answered as the digits after the country code, as the forms take it.
    PhoneNumber: phoneAfterDialCode(user.country_code, user.phone_number),
    UserId: String(user.id),
    UserType: user.user_type,
    // Null until the account has a language (accounts older than migration 037, authors added by an admin).
    Language: isLocale(user.language) ? user.language : null,
  };
}

function toLoginResponse(user: UserRow, token: string): LoginResponse {
  return { ...toSessionUser(user), Token: token };
}

export class AccountsService {
  constructor(private readonly deps: AccountsServiceDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * A wrong password and an unknown e-mail fail alike: same 401 text, and an unknown e-mail still
   * pays for one scrypt verification, so neither the answer nor its timing tells which it was.
   */
  async login(input: LoginRequest, clientAddress: string): Promise<LoginResponse> {
    const { throttle } = this.deps;
    const { accounts, sessions } = this.deps.uow.repos;
    const email = normalizeEmail(input.username);
    await throttle.assertAllowed(clientAddress, email);
    const user = await accounts.findByEmail(email);
    const valid = user ? await verifyPassword(input.password, user) : await verifyAgainstDecoy(input.password);
    if (!user || !valid) {
      await throttle.recordFailure(clientAddress, email);
      throw new Unauthorized(apiMessages.loginFailed);
    }
    await throttle.recordSuccess(clientAddress, email);

    const now = this.deps.clock.now();
    await sessions.deleteExpired(now.toISOString());
    const { token, tokenHash } = newSecretToken();
    await sessions.create({
      userId: user.id,
      tokenHash,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    });
    // A flood of logins (or a forgotten script) cannot pile up sessions: the oldest ones end.
    await sessions.keepNewest(user.id, MAX_SESSIONS_PER_USER);
    return toLoginResponse(user, token);
  }

  async logout(user: AuthUser): Promise<void> {
    await this.deps.uow.repos.sessions.revoke(user.sessionId);
  }

  /**
   * The public can create only Users, who are mailed a link to confirm their address. An admin
   * may also register an Author (the spec's original Add Author modal did so), who is mailed an
   * invitation to set a password of their own; nobody registers an Admin here.
   *
   * The account's language (its mails', the first one included) is the body's Language, else the
   * language the request came in (`requestLanguage`: the `lang` cookie, else Accept-Language) for
   * a User registering themselves; an Author an admin registers gets none (English) unless the
   * body names one: the admin's own language says nothing of the author's.
   */
  async register(input: RegisterRequest, caller: AuthUser | null, requestLanguage: Locale): Promise<void> {
    const allowed = input.usertype === 'User' || (input.usertype === 'Author' && caller?.userType === 'Admin');
    if (!allowed) throw new Forbidden(apiMessages.publicRegistrationUserOnly);
    const { password, usertype, Language, ...profile } = input;
    const { uow, accountMail } = this.deps;
    const language = Language ?? (usertype === 'User' ? requestLanguage : null);
    const row = await newAccountRow({ ...profile, language }, usertype, password, this.nowIso());
    await uow.transact(async (repos) => {
      const id = await insertAccount(repos.accounts, row);
      await accountMail.queue(repos, usertype === 'Author' ? 'invitation' : 'verification', {
        id,
        email: row.email,
        first_name: row.first_name,
        language: row.language ?? null,
      });
    });
    accountMail.sendSoon();
    if (usertype === 'Author') this.deps.catalogCache.invalidate();
  }
}
