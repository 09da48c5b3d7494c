/**
 * App passwords (decision 044): made, listed and revoked by their account on Profile, and the
 * sign-in of reading apps with them: HTTP Basic (the account's e-mail and an app password, never
 * the account's password) on /opds and the download, and KOReader's progress sync (the e-mail and
 * the MD5 of an app password). Failed sign-ins are throttled as logins are (login-throttle.ts): per
 * (e-mail, address) pair, with a ceiling per address, counted in the database under rules of
 * their own, so a misconfigured app never locks its owner out of the web store.
 */
import {
  LOGIN_ADDRESS_FAILURE_CEILING,
  LOGIN_ADDRESS_FAILURE_WINDOW_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
} from '../../../shared/constants';
import {
  MAX_APP_PASSWORDS,
  type AppPasswordsResponse,
  type CreateAppPasswordRequest,
  type CreatedAppPassword,
} from '../../../shared/contract/reading-apps.contract';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../db/emails';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, NotFound, TooManyRequests, Unauthorized } from '../../domain-errors';
import type { RateLimits, RateRule } from '../../rate-limits';
import type { AuthUser } from '../accounts/auth-user';
import {
  appPasswordSecretHash,
  kosyncKeyHash,
  kosyncKeyOf,
  looksLikeAppPassword,
  newAppPassword,
} from './app-password-secrets';
import type { AppPasswordOwnerRow } from './app-passwords.repository';

/** Who a reading app signed in as: the account, and the app password it used. */
export interface AppReader {
  id: number;
  email: string;
  userType: AuthUser['userType'];
  firstName: string;
  lastName: string;
  appPasswordId: number;
}

/** A use is noted at most this often per password (a feed request must not cost a write). */
const LAST_USE_GRANULARITY_MS = 5 * 60_000;

const PAIR: RateRule = {
  name: 'app-password-failures/pair',
  limit: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  message: readingAppsTexts.tooManyFailures,
};
const ADDRESS: RateRule = {
  name: 'app-password-failures/address',
  limit: LOGIN_ADDRESS_FAILURE_CEILING,
  windowMs: LOGIN_ADDRESS_FAILURE_WINDOW_MS,
  message: readingAppsTexts.tooManyFailures,
};

const pairOf = (address: string, emailNormalized: string) => `${emailNormalized}\u0000${address}`;

function toReader(row: AppPasswordOwnerRow): AppReader {
  return {
    id: row.id,
    email: row.email,
    userType: row.user_type,
    firstName: row.first_name,
    lastName: row.last_name,
    appPasswordId: row.app_password_id,
  };
}

export class AppPasswordsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly limits: RateLimits,
    private readonly clock: Clock,
  ) {}

  private get repository() {
    return this.uow.repos.appPasswords;
  }

  async create(user: AuthUser, request: CreateAppPasswordRequest): Promise<CreatedAppPassword> {
    const password = newAppPassword();
    const id = await this.uow.transact(async (repos) => {
      if ((await repos.appPasswords.countOf(user.id)) >= MAX_APP_PASSWORDS)
        throw new Conflict(readingAppsTexts.tooMany(MAX_APP_PASSWORDS));
      return repos.appPasswords.insert({
        userId: user.id,
        name: request.Name,
        secretHash: appPasswordSecretHash(password),
        kosyncKeyHash: kosyncKeyHash(kosyncKeyOf(password)),
        now: this.clock.now().toISOString(),
      });
    });
    return { Id: String(id), Name: request.Name, Password: password };
  }

  async list(user: AuthUser): Promise<AppPasswordsResponse> {
    const rows = await this.repository.listOf(user.id);
    return {
      AppPasswords: rows.map((row) => ({
        Id: String(row.id),
        Name: row.name,
        CreatedAt: row.created_at,
        LastUsedAt: row.last_used_at,
      })),
    };
  }

  async revoke(user: AuthUser, id: string): Promise<void> {
    const dbId = /^\d{1,15}$/.test(id) ? Number(id) : undefined;
    if (dbId === undefined || !(await this.repository.delete(user.id, dbId)))
      throw new NotFound(readingAppsTexts.notFound);
  }

  /** HTTP Basic: the account's e-mail and one of its app passwords; Unauthorized otherwise. */
  async signIn(email: string, password: string, clientAddress: string): Promise<AppReader> {
    return this.signInWith(email, clientAddress, () =>
      looksLikeAppPassword(password) ? this.repository.findBySecret(appPasswordSecretHash(password)) : undefined,
    );
  }

  /** KOReader's progress sync: `x-auth-user` (the e-mail) and `x-auth-key` (the MD5 of an app password). */
  async signInKosync(user: string, key: string, clientAddress: string): Promise<AppReader> {
    return this.signInWith(user, clientAddress, () =>
      /^[0-9a-fA-F]{32}$/.test(key.trim()) ? this.repository.findByKosyncKey(kosyncKeyHash(key)) : undefined,
    );
  }

  private async signInWith(
    email: string,
    clientAddress: string,
    find: () => Promise<AppPasswordOwnerRow | undefined> | undefined,
  ): Promise<AppReader> {
    const emailNormalized = normalizeEmail(email);
    const pair = pairOf(clientAddress, emailNormalized);
    if ((await this.limits.isOver(PAIR, pair)) || (await this.limits.isOver(ADDRESS, clientAddress)))
      throw new TooManyRequests(readingAppsTexts.tooManyFailures);
    const row = await find();
    // The password must be one of this account's: the password alone names an account, the e-mail must agree.
    if (!row || row.email_normalized !== emailNormalized) {
      await this.limits.record(PAIR, pair);
      await this.limits.record(ADDRESS, clientAddress);
      throw new Unauthorized(readingAppsTexts.signInWithAppPassword);
    }
    const now = this.clock.now();
    await this.repository.touch(
      row.app_password_id,
      now.toISOString(),
      new Date(now.getTime() - LAST_USE_GRANULARITY_MS).toISOString(),
    );
    return toReader(row);
  }
}
