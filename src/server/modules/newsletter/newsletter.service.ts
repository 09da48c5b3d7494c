/** Newsletter rules: one subscription per address, whatever its case. */
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../db/emails';
import type { NewsletterRepository } from './newsletter.repository';

export class NewsletterService {
  constructor(private readonly repository: NewsletterRepository, private readonly clock: Clock) {}

  async subscribe(email: string): Promise<void> {
    await this.repository.subscribe({ email, email_normalized: normalizeEmail(email), created_at: this.clock.now().toISOString() });
  }
}
