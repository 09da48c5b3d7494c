/** Author rules. An application is stored as pending; nothing about it is public. */
import type { AuthorApplicationRequest } from '../../../shared/contract/accounts.contract';
import type { Clock } from '../../clock';
import type { AuthorApplicationsRepository } from './author-applications.repository';

export class AuthorsService {
  constructor(private readonly applications: AuthorApplicationsRepository, private readonly clock: Clock) {}

  /** Several applications from one address are kept: a second may carry a different book. */
  async apply(input: AuthorApplicationRequest): Promise<void> {
    await this.applications.add({
      name: input.name,
      email: input.email,
      country_code: input.country_code,
      phone_number: input.phone_number,
      description: input.description,
      status: 'pending',
      created_at: this.clock.now().toISOString(),
    });
  }
}
