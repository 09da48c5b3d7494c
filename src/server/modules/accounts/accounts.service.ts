/**
 * Account rules: who may log in and register, and what the answers look like (deletion:
 * account-deletion.service.ts). Refusals are domain errors; the routes only validate, call and send.
 */
import { SESSION_TTL_MS } from '../../../shared/constants';
import type { LoginRequest, LoginResponse, RegisterRequest } from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../db/emails';
import type { UserRow } from '../../db/database';
import type { AuthUser } from './auth-user';
import { Forbidden, Unauthorized } from '../../domain-errors';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { AccountsRepository } from './accounts.repository';
import type { LoginThrottle } from './login-throttle';
import { insertAccount, newAccountRow } from './new-account';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import type { SessionsRepository } from './sessions.repository';
import { newSessionToken } from './session-tokens';

export interface AccountsServiceDeps {
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  clock: Clock;
  /** A new author shows in the author list and the stats. */
  catalogCache: CatalogCache;
}

function toLoginResponse(user: UserRow, token: string): LoginResponse {
  return {
    CountryCode: user.country_code,
    Description: user.description,
    Email: user.email,
    EmailConfirmed: user.email_confirmed === 1,
    FirstName: user.first_name,
    ImageURL: user.image_url,
    LastName: user.last_name,
    NoOfBooks: user.no_of_books,
    PhoneNumber: user.phone_number,
    Token: token,
    UserId: String(user.id),
    UserType: user.user_type,
  };
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
    const { accounts, sessions, throttle } = this.deps;
    const email = normalizeEmail(input.username);
    throttle.assertAllowed(clientAddress, email);
    const user = await accounts.findByEmail(email);
    const valid = user ? await verifyPassword(input.password, user) : await verifyAgainstDecoy(input.password);
    if (!user || !valid) {
      throttle.recordFailure(clientAddress, email);
      throw new Unauthorized(messages.loginFailed);
    }
    throttle.recordSuccess(email);

    const now = this.deps.clock.now();
    await sessions.deleteExpired(now.toISOString());
    const { token, tokenHash } = newSessionToken();
    await sessions.create({
      userId: user.id,
      tokenHash,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    });
    return toLoginResponse(user, token);
  }

  async logout(user: AuthUser): Promise<void> {
    await this.deps.sessions.revoke(user.sessionId);
  }

  /**
   * The public can create only Users. An admin may also register an Author (the spec's original
   * Add Author modal did so, with a password it generated); nobody registers an Admin here.
   */
  async register(input: RegisterRequest, caller: AuthUser | null): Promise<void> {
    const allowed = input.usertype === 'User' || (input.usertype === 'Author' && caller?.userType === 'Admin');
    if (!allowed) throw new Forbidden(messages.publicRegistrationUserOnly);
    const { password, usertype, ...profile } = input;
    await insertAccount(this.deps.accounts, await newAccountRow(profile, usertype, password, this.nowIso()));
    if (usertype === 'Author') this.deps.catalogCache.invalidate();
  }
}
