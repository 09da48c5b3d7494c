/**
 * The release dates' service wired once (app.ts decorates the app with it), and its job: every
 * minute, once among all servers, the wishes of books out today are mailed (decision 046).
 */
import type { FastifyInstance } from 'fastify';
import { RELEASE_JOB_INTERVAL_MS, ReleasesService } from './releases.service';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleasesService;
  }
}

export function decorateReleaseServices(app: FastifyInstance): void {
  const service = new ReleasesService({ uow: app.uow, clock: app.clock, link: app.mail.link });
  app.decorate('releases', service);
  app.backgroundJobs.add({
    name: 'release-notifications',
    intervalMs: RELEASE_JOB_INTERVAL_MS,
    run: async () => {
      const mailed = await service.mailDue();
      if (mailed > 0) app.log.info(`queued ${mailed} release mails`);
    },
  });
}
