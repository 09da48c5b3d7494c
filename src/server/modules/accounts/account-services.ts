/**
 * The account services wired once to the app's unit of work, mail, clock and cache (app.ts
 * decorates the app with them): login and registration, the mailed links, the Profile's changes
 * and deletion, and the mails of accounts (the authors' module sends invitations with them too).
 */
import type { FastifyInstance } from 'fastify';
import { AccountDeletionService } from './account-deletion.service';
import { AccountLinksService } from './account-links.service';
import { AccountMail } from './account-mail';
import { AccountProfileService } from './account-profile.service';
import { AccountsService } from './accounts.service';
import { LoginThrottle } from './login-throttle';

export interface AccountServices {
  accounts: AccountsService;
  links: AccountLinksService;
  profile: AccountProfileService;
  deletion: AccountDeletionService;
  mail: AccountMail;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountServices: AccountServices;
  }
}

export function decorateAccountServices(app: FastifyInstance): void {
  const { uow, clock, catalogCache } = app;
  const accountMail = new AccountMail({ mail: app.mail, clock });
  app.decorate('accountServices', {
    accounts: new AccountsService({
      uow,
      throttle: new LoginThrottle(app.rateLimits),
      accountMail,
      clock,
      catalogCache,
    }),
    links: new AccountLinksService({ uow, accountMail, clock }),
    profile: new AccountProfileService({ uow, accountMail, clock, catalogCache }),
    deletion: new AccountDeletionService({ uow, clock, catalogCache }),
    mail: accountMail,
  });
}
