/** User accounts (Kysely only). Lookups by e-mail take the normalised form (db/emails.ts). */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-database';
import type { Database, NewUser, UserType } from '../../db/database';
import { UserBookListRepository } from '../lists/user-book-list.repository';
import { unusablePassword, type PasswordColumns } from './passwords';

/**
 * What other domains keep about an account, removed in the same transaction as the account.
 * THE HOOK POINT for later tables: add one step per table here.
 * - cart and wishlist rows: delete them;
 * - paid orders (kept for accounting): keep the row, set its user id to null and blank any copied
 *   name, e-mail or address, so the books sold and the amounts stay but nobody is identified.
 * Sessions go first, so a deleted account is logged out everywhere at once.
 */
type AccountCleanup = (trx: Transaction<Database>, userId: number) => Promise<unknown>;

const accountCleanups: readonly AccountCleanup[] = [
  (trx, userId) => trx.deleteFrom('sessions').where('user_id', '=', userId).execute(),
  (trx, userId) => UserBookListRepository.removeAllOf(trx, 'cart_items', userId),
  (trx, userId) => UserBookListRepository.removeAllOf(trx, 'wishlist_items', userId),
  // The library is personal (what someone reads); the sale itself stays in the order's lines.
  (trx, userId) => trx.deleteFrom('user_books').where('user_id', '=', userId).execute(),
  (trx, userId) => trx.deleteFrom('reading_progress').where('user_id', '=', userId).execute(),
  // Orders copy no name, e-mail or address, so unlinking the user leaves them anonymous. A pending
  // order paid later still counts the sale; there is nobody left to grant the books to.
  (trx, userId) => trx.updateTable('orders').set({ user_id: null }).where('user_id', '=', userId).execute(),
];

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
    anonymised_at: now,
  };
}

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  findByEmail(emailNormalized: string) {
    return this.db.selectFrom('users').selectAll().where('email_normalized', '=', emailNormalized).where('anonymised_at', 'is', null).executeTakeFirst();
  }

  /** Throws the database's unique violation when the e-mail is taken (see db/errors.ts). */
  async insert(user: NewUser): Promise<number> {
    const row = await this.db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async setCredentials(userId: number, password: PasswordColumns, userType: UserType): Promise<void> {
    await this.db.updateTable('users').set({ ...password, user_type: userType }).where('id', '=', userId).execute();
  }

  /**
   * Removes an account and what belongs to it, all or nothing. A user without books is deleted; an
   * author with books is anonymised instead, because their books (and later the sales of them)
   * must keep pointing at a row.
   */
  deleteAccount(userId: number, now: string): Promise<DeletionOutcome> {
    return this.db.transaction().execute(async (trx) => {
      for (const cleanup of accountCleanups) await cleanup(trx, userId);
      const { count } = await trx
        .selectFrom('books')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('author_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) === 0) {
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return 'deleted';
      }
      await trx.updateTable('users').set(anonymisedUser(userId, now)).where('id', '=', userId).execute();
      return 'anonymised';
    });
  }
}
