/** The store settings' service wired once (app.ts decorates the app with it). */
import type { FastifyInstance } from 'fastify';
import { StoreSettingsService } from './store-settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    storeSettings: StoreSettingsService;
  }
}

export function decorateStoreSettingsServices(app: FastifyInstance): void {
  app.decorate('storeSettings', new StoreSettingsService(app.uow, app.clock));
}
