/**
 * Author rules: the Author Program application (public, stored as pending), and what admins do
 * with authors: add one directly, or approve or reject an application. Every new author goes
 * through createAuthor, so both ways make the same account.
 */
import type {
  AddAuthorRequest,
  AuthorApplicationItem,
  AuthorApplicationsQuery,
  AuthorApplicationsResponse,
  AuthorApplicationStatus,
} from '../../../shared/contract/admin.contract';
import type { AuthorApplicationRequest } from '../../../shared/contract/accounts.contract';
import {
  AUTHOR_BOOKS_LIMIT,
  type AuthorBookStatus,
  type AuthorBooksResponse,
} from '../../../shared/contract/authors.contract';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import { basisPointsToFraction, paiseToRupees } from '../../../shared/money';
import { phoneAfterDialCode } from '../../../shared/phone-numbers';
import { coverUrl } from '../../storage/object-storage';
import type { AuthUser } from '../accounts/auth-user';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { AuthorApplicationStatus as StoredStatus } from '../../db/database';
import type { TransactionRepositories, UnitOfWork } from '../../db/unit-of-work';
import { Conflict, NotFound } from '../../domain-errors';
import type { AccountMail } from '../accounts/account-mail';
import { storedPhoneNumber } from '../accounts/account-phone';
import { generatePassword, insertAccount, newAccountRow, type AccountProfile } from '../accounts/new-account';
import type { CatalogCache } from '../catalog/catalog-cache';
import { apiMessages } from '../../../shared/api-messages';

/**
 * The table's check constraint (migration 002, frozen) says 'accepted'; the admin API says
 * 'approved', the word of the issue and of the buttons. Only this pair of maps knows both.
 */
const storedStatus: Record<AuthorApplicationStatus, StoredStatus> = {
  pending: 'pending',
  approved: 'accepted',
  rejected: 'rejected',
};
const apiStatus: Record<StoredStatus, AuthorApplicationStatus> = {
  pending: 'pending',
  accepted: 'approved',
  rejected: 'rejected',
};

/** 'Kavya Menon' -> Kavya / Menon; a single name stays a first name with an empty last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export interface AuthorsServiceDeps {
  uow: UnitOfWork;
  clock: Clock;
  /** A new author is mailed an invitation to set a password. */
  accountMail: AccountMail;
  /** The author list and the stats show authors. */
  catalogCache: CatalogCache;
}

/** What shoppers see of a book, in the author's words. */
function authorBookStatus(row: { is_active: number; is_approved: number }): AuthorBookStatus {
  if (row.is_approved !== 1) return 'Awaiting approval';
  return row.is_active === 1 ? 'Live' : 'Hidden';
}

export class AuthorsService {
  constructor(private readonly deps: AuthorsServiceDeps) {}

  /**
   * Several applications from one address are kept: a second may carry a different book. The
   * language it came in (`language`: the applicant's page) is kept for the author account an
   * approval makes, whose invitation is mailed in it.
   */
  async apply(input: AuthorApplicationRequest, language: Locale): Promise<void> {
    await this.deps.uow.repos.authorApplications.add({
      name: input.name,
      email: input.email,
      country_code: input.country_code,
      phone_number: storedPhoneNumber(input.country_code, input.phone_number),
      description: input.description,
      status: 'pending',
      created_at: this.deps.clock.now().toISOString(),
      language,
    });
  }

  /** Add Author: answers the new author's id. */
  addAuthor(input: AddAuthorRequest): Promise<string> {
    return this.createAuthor(input);
  }

  /** My Books: the author's books, newest first. */
  async authorBooks(caller: AuthUser): Promise<AuthorBooksResponse> {
    const rows = await this.deps.uow.repos.books.ofAuthor(caller.id, AUTHOR_BOOKS_LIMIT);
    return {
      AuthorBooksList: rows.map((row) => ({
        Id: String(row.id),
        CoverImage: coverUrl(row.cover_key),
        BookName: row.name,
        Gener: row.genre_name,
        Price: paiseToRupees(row.price_paise),
        Discount: basisPointsToFraction(row.discount_bp),
        Status: authorBookStatus(row),
        CopiesSold: row.sales_count,
        CreatedAt: row.created_at,
      })),
    };
  }

  async listApplications(query: AuthorApplicationsQuery): Promise<AuthorApplicationsResponse> {
    const status = query.Status && storedStatus[query.Status];
    const { authorApplications } = this.deps.uow.repos;
    const [rows, total] = await Promise.all([
      authorApplications.list(status, (query.Page - 1) * query.PageSize, query.PageSize),
      authorApplications.count(status),
    ]);
    return {
      AuthorApplicationsList: rows.map((row): AuthorApplicationItem => ({
        Id: String(row.id),
        Name: row.name,
        Email: row.email,
        CountryCode: row.country_code,
        PhoneNumber: phoneAfterDialCode(row.country_code, row.phone_number),
        Description: row.description,
        Status: apiStatus[row.status],
        CreatedAt: row.created_at,
      })),
      Total: total,
      Page: query.Page,
      PageSize: query.PageSize,
    };
  }

  /** Creates the author from the application and marks it approved, both or neither. Answers the author's id. */
  async approveApplication(id: string): Promise<string> {
    const application = await this.pendingApplication(id);
    return this.createAuthor(
      {
        ...splitName(application.name),
        email: application.email,
        countryCode: application.country_code,
        phoneNumber: application.phone_number,
        about: application.description,
        language: isLocale(application.language) ? application.language : null,
      },
      async (repos) => {
        if (!(await repos.authorApplications.decide(application.id, 'accepted')))
          throw new Conflict(apiMessages.authorApplicationDecided);
      },
    );
  }

  async rejectApplication(id: string): Promise<void> {
    const application = await this.pendingApplication(id);
    if (!(await this.deps.uow.repos.authorApplications.decide(application.id, 'rejected')))
      throw new Conflict(apiMessages.authorApplicationDecided);
  }

  /** 404 for an id that names no application, 409 for one already approved or rejected. */
  private async pendingApplication(id: string) {
    const dbId = parseDbId(id);
    const application = dbId === undefined ? undefined : await this.deps.uow.repos.authorApplications.find(dbId);
    if (!application) throw new NotFound(apiMessages.authorApplicationNotFound);
    if (application.status !== 'pending') throw new Conflict(apiMessages.authorApplicationDecided);
    return application;
  }

  /**
   * A user of type Author with a generated password that is never answered, shown or sent, and an
   * invitation mail whose link lets the author choose a password of their own (account-mail.ts).
   * `alsoInTransaction` runs with the insert, so an approval, its account and its invitation
   * commit together or not at all.
   */
  private async createAuthor(
    profile: AccountProfile,
    alsoInTransaction?: (repos: TransactionRepositories) => Promise<void>,
  ): Promise<string> {
    const { uow, accountMail, clock } = this.deps;
    const row = await newAccountRow(profile, 'Author', generatePassword(), clock.now().toISOString());
    const authorId = await uow.transact(async (repos) => {
      await alsoInTransaction?.(repos);
      const id = await insertAccount(repos.accounts, row);
      await accountMail.queue(repos, 'invitation', {
        id,
        email: row.email,
        first_name: row.first_name,
        language: row.language ?? null,
      });
      return id;
    });
    accountMail.sendSoon();
    this.deps.catalogCache.invalidate();
    return String(authorId);
  }
}
