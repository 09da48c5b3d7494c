/** The single-use tokens of mailed links (Kysely only). Rows are found by the token's hash, never by the token. */
import type { Db } from '../../db/create-database';
import type { AccountTokenPurpose } from '../../db/database';

export interface NewAccountToken {
  userId: number;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  /** The address the link is mailed to. */
  email: string;
  createdAt: string;
  expiresAt: string;
}

export class AccountTokensRepository {
  constructor(private readonly db: Db) {}

  async create(token: NewAccountToken): Promise<void> {
    await this.db
      .insertInto('account_tokens')
      .values({
        user_id: token.userId,
        purpose: token.purpose,
        token_hash: token.tokenHash,
        email: token.email,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
      })
      .execute();
  }

  /**
   * Uses the token if it is one of `purposes`, unused and unexpired: one conditional update, so of
   * two requests with the same link only one gets the row. Answers whose it was and where it was sent.
   */
  use(tokenHash: string, purposes: AccountTokenPurpose[], now: string) {
    return this.db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'user_id', 'purpose', 'email'])
      .executeTakeFirst();
  }

  /**
   * A token whatever its state (used, expired): what a link that no longer works was for, so that
   * its page can say so (a confirmation link followed twice confirms nothing new, yet the address is
   * confirmed).
   */
  find(tokenHash: string) {
    return this.db
      .selectFrom('account_tokens')
      .select(['user_id', 'purpose', 'email'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Voids the user's open tokens for `purpose` made after the token `tokenId` (links of later changes). */
  async voidOpenNewerThan(userId: number, purpose: AccountTokenPurpose, tokenId: number, now: string): Promise<void> {
    await this.db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('id', '>', tokenId)
      .where('used_at', 'is', null)
      .execute();
  }

  /**
   * Voids every open token of the user for `purposes` (a password was just set: older reset links
   * must not work).
   */
  async voidOpen(
    userId: number,
    purposes: AccountTokenPurpose | readonly AccountTokenPurpose[],
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', 'in', [purposes].flat())
      .where('used_at', 'is', null)
      .execute();
  }
}
