/** Login sessions (Kysely only). Rows are found by the token's hash, never by the token. */
import type { Db } from '../../db/create-database';

export interface NewSession {
  userId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async create(session: NewSession): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        user_id: session.userId,
        token_hash: session.tokenHash,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  /** The session and its user, if the token is known, not expired and the account not anonymised. */
  findActive(tokenHash: string, now: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'users.id',
        'users.email',
        'users.user_type',
        'users.first_name',
        'users.last_name',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .where('users.anonymised_at', 'is', null)
      .executeTakeFirst();
  }

  /** The user of a session by its id (a reading grant names its session), if it is still active. */
  findActiveById(sessionId: number, now: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.user_type'])
      .where('sessions.id', '=', sessionId)
      .where('sessions.expires_at', '>', now)
      .where('users.anonymised_at', 'is', null)
      .executeTakeFirst();
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  async revokeAllOf(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /** Ends every session of the user but `keptSessionId` (the one asking, after a password change). */
  async revokeOthersOf(userId: number, keptSessionId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keptSessionId).execute();
  }

  /** Ends every session of the user but the `keep` newest. */
  async keepNewest(userId: number, keep: number): Promise<void> {
    const newest = this.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(keep);
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).where('id', 'not in', newest).execute();
  }

  /** Housekeeping: expired rows are useless; logins clear them out so the table stays small. */
  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
