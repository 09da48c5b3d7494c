/** The newsletter's service wired once (app.ts decorates the app with it). */
import type { FastifyInstance } from 'fastify';
import { NewsletterService } from './newsletter.service';

export interface NewsletterServices {
  newsletter: NewsletterService;
}

declare module 'fastify' {
  interface FastifyInstance {
    newsletterServices: NewsletterServices;
  }
}

export function decorateNewsletterServices(app: FastifyInstance): void {
  app.decorate('newsletterServices', {
    newsletter: new NewsletterService({ uow: app.uow, mail: app.mail, clock: app.clock }),
  });
}
