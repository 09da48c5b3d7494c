/** The authors' service wired once (app.ts decorates the app with it): the Author Program, admins' authors, My Books. */
import type { FastifyInstance } from 'fastify';
import { AuthorsService } from './authors.service';

export interface AuthorServices {
  authors: AuthorsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    authorServices: AuthorServices;
  }
}

/** After decorateAccountServices: a new author is mailed with the accounts' mails. */
export function decorateAuthorServices(app: FastifyInstance): void {
  const { uow, clock, catalogCache } = app;
  app.decorate('authorServices', {
    authors: new AuthorsService({ uow, clock, accountMail: app.accountServices.mail, catalogCache }),
  });
}
