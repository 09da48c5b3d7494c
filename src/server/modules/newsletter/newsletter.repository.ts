/** Newsletter subscriptions (Kysely only). */
import type { Db } from '../../db/create-database';
import type { Insertable } from 'kysely';
import type { NewsletterSubscriptionsTable } from '../../db/database';

export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  /** Subscribing again (in any spelling of the address) keeps the first row and is no error. */
  async subscribe(subscription: Insertable<NewsletterSubscriptionsTable>): Promise<void> {
    await this.db
      .insertInto('newsletter_subscriptions')
      .values(subscription)
      .onConflict((conflict) => conflict.column('email_normalized').doNothing())
      .execute();
  }
}
