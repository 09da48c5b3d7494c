/** Newsletter subscriptions (Kysely only). Confirmation tokens are found by their hash. */
import type { Db } from '../../db/create-database';

export interface PendingSubscription {
  email: string;
  emailNormalized: string;
  confirmTokenHash: string;
  confirmExpiresAt: string;
  /** Kept when the address had one already, so older mails' unsubscribe links go on working. */
  unsubscribeToken: string;
  now: string;
}

export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  find(emailNormalized: string) {
    return this.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email_normalized', '=', emailNormalized)
      .executeTakeFirst();
  }

  /** The subscription, waiting for its confirmation with a new token (one row per address, whatever its case). */
  async savePending(subscription: PendingSubscription): Promise<void> {
    await this.db
      .insertInto('newsletter_subscriptions')
      .values({
        email: subscription.email,
        email_normalized: subscription.emailNormalized,
        created_at: subscription.now,
        confirm_token_hash: subscription.confirmTokenHash,
        confirm_expires_at: subscription.confirmExpiresAt,
        confirmed_at: null,
        unsubscribe_token: subscription.unsubscribeToken,
      })
      .onConflict((conflict) =>
        conflict.column('email_normalized').doUpdateSet({
          confirm_token_hash: subscription.confirmTokenHash,
          confirm_expires_at: subscription.confirmExpiresAt,
          unsubscribe_token: subscription.unsubscribeToken,
        }),
      )
      .execute();
  }

  /** Confirms the subscription whose open link this is; false when the link is unknown, used or expired. */
  async confirm(tokenHash: string, now: string): Promise<boolean> {
    const row = await this.db
      .updateTable('newsletter_subscriptions')
      .set({ confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null })
      .where('confirm_token_hash', '=', tokenHash)
      .where('confirm_expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Forgets the address behind an unsubscribe link (nothing to do when it is already gone). */
  async unsubscribe(unsubscribeToken: string): Promise<void> {
    await this.db.deleteFrom('newsletter_subscriptions').where('unsubscribe_token', '=', unsubscribeToken).execute();
  }
}
