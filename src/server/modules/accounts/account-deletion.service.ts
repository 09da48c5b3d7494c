/**
 * Deleting an account: what the account and every other domain keep about the user goes in ONE
 * transaction, all or nothing. A user without books is deleted; an author whose books are in the
 * catalog is anonymised instead, because the books (and the sales of them) must keep an author.
 */
import { profileMessages } from '../../../shared/account-texts';
import type { DeleteAccountRequest, DeletionSummaryResponse } from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../db/emails';
import type { TransactionRepositories, UnitOfWork } from '../../db/unit-of-work';
import { Forbidden } from '../../domain-errors';
import type { AuthUser } from './auth-user';
import type { CatalogCache } from '../catalog/catalog-cache';
import { unusablePassword, verifyPassword } from './passwords';

export interface AccountDeletionDeps {
  uow: UnitOfWork;
  clock: Clock;
  /** An anonymised author's name changes on book pages and in the author list. */
  catalogCache: CatalogCache;
}

export type DeletionOutcome = 'deleted' | 'anonymised';

/**
 * The row of an author whose books stay in the catalog (books reference users with restrict):
 * personal data blanked, a neutral display name for the books' author line, a reserved-domain
 * address (.invalid never delivers) that frees the real one for a new registration, and a password
 * nothing matches. anonymised_at keeps the row out of every login and session lookup.
 */
function anonymisedUser(userId: number, now: string) {
  const placeholderEmail = `deleted-user-${userId}@anonymised.invalid`;
  return {
    email: placeholderEmail,
    email_normalized: placeholderEmail,
    first_name: 'Former',
    last_name: 'author',
    country_code: '',
    phone_number: '',
    description: '',
    image_url: '',
    email_confirmed: 0 as const,
    ...unusablePassword(),
    billing_name: null,
    billing_state: null,
    billing_pin: null,
    anonymised_at: now,
  };
}

export class AccountDeletionService {
  /**
   * What other domains keep about an account, removed in the account's transaction. THE HOOK
   * POINT for later tables: add one step per table, through that domain's repository.
   * Sessions go first, so a deleted account is logged out everywhere at once.
   */
  private readonly cleanups: ReadonlyArray<(userId: number, repos: TransactionRepositories) => Promise<unknown>> = [
    (userId, repos) => repos.sessions.revokeAllOf(userId),
    (userId, repos) => repos.cart.removeAllOf(userId),
    (userId, repos) => repos.wishlist.removeAllOf(userId),
    // The library is personal (what someone reads); the sale itself stays in the order's lines.
    (userId, repos) => repos.library.removeAllOf(userId),
    (userId, repos) => repos.readingProgress.removeAllOf(userId),
    // Orders copy no name, e-mail or address, so unlinking the user leaves them anonymous. A
    // pending order paid later still counts the sale; there is nobody left to grant the books to.
    (userId, repos) => repos.orders.unlinkUser(userId),
  ];

  constructor(private readonly deps: AccountDeletionDeps) {}

  /** What deleting the caller's account loses: the books they bought, what they paid, their own books. */
  async summary(user: AuthUser): Promise<DeletionSummaryResponse> {
    const { library, books } = this.deps.uow.repos;
    const owned = await library.ownedValueOf(user.id);
    return {
      BooksOwned: owned.books,
      BooksPaidPaise: owned.paidPaise,
      AuthorBooks: await books.countByAuthor(user.id),
    };
  }

  /**
   * The typed e-mail must be the caller's own (any case): a confirmation, not a choice of account;
   * and the password the account's (a session left open on a shared computer is not enough).
   * Either refusal is a 403 that deletes nothing.
   */
  async deleteAccount(user: AuthUser, { Email, Password }: DeleteAccountRequest): Promise<DeletionOutcome> {
    if (normalizeEmail(Email) !== normalizeEmail(user.email)) throw new Forbidden(messages.emailNotCurrentUser);
    const { uow, clock, catalogCache } = this.deps;
    const row = await uow.repos.accounts.findById(user.id);
    if (!row || !(await verifyPassword(Password, row))) throw new Forbidden(profileMessages.deletePasswordWrong);
    let reviewed = false;
    const outcome = await uow.transact(async (repos): Promise<DeletionOutcome> => {
      for (const cleanup of this.cleanups) await cleanup(user.id, repos);
      // The reader's reviews go, and the books' rating sums with them (decision 042).
      reviewed = (await repos.reviews.removeAllOf(user.id)).length > 0;
      if ((await repos.books.countByAuthor(user.id)) === 0) {
        await repos.accounts.delete(user.id);
        return 'deleted';
      }
      await repos.accounts.update(user.id, anonymisedUser(user.id, clock.now().toISOString()));
      return 'anonymised';
    });
    if (outcome === 'anonymised' || reviewed) catalogCache.invalidate();
    return outcome;
  }
}
