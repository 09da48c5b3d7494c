/** Builds the whole server (plugins, modules, SPA) for a config. Never listens: tests inject. */
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { createDatabase, type Db } from './db/create-database';
import { seedIfEmpty } from './db/seed/seed-demo-catalog';
import { uploadTempRoot } from './modules/uploads/upload-temp-dir';
import { decorateAccountServices } from './modules/accounts/account-services';
import { decorateAppPasswordServices } from './modules/app-passwords/app-password-services';
import { appPasswordsRoutes } from './modules/app-passwords/app-passwords.routes';
import { decorateOpdsServices } from './modules/opds/opds-services';
import { opdsRoutes } from './modules/opds/opds.routes';
import { decorateDownloadServices } from './modules/downloads/downloads-services';
import { downloadsRoutes } from './modules/downloads/downloads.routes';
import { decorateKosyncServices } from './modules/kosync/kosync-services';
import { kosyncRoutes } from './modules/kosync/kosync.routes';
import { decorateStoreSettingsServices } from './modules/tax/store-settings-services';
import { storeSettingsRoutes } from './modules/tax/store-settings.routes';
import { decorateTaxReportServices } from './modules/tax/tax-report-services';
import { taxReportRoutes } from './modules/tax/tax-report.routes';
import { decorateReviewServices } from './modules/reviews/review-services';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { decorateReleaseServices } from './modules/releases/release-services';
import { releasesRoutes } from './modules/releases/releases.routes';
import { decorateFreeBookServices } from './modules/free-books/free-book-services';
import { freeBooksRoutes } from './modules/free-books/free-books.routes';
import { decorateAnnotationServices } from './modules/annotations/annotation-services';
import { annotationsRoutes } from './modules/annotations/annotations.routes';
import { ensureAdminAccount } from './modules/accounts/admin-account';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { usePasswordHashing } from './modules/accounts/passwords';
import { decorateAuthorServices } from './modules/authors/author-services';
import { authorsRoutes } from './modules/authors/authors.routes';
import { bookAdminRoutes } from './modules/catalog/book-admin.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { decorateCatalogServices } from './modules/catalog/catalog-services';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { epubFilesRoutes } from './modules/library/epub-files.routes';
import { decorateLibraryServices } from './modules/library/library-services';
import { libraryRoutes } from './modules/library/library.routes';
import { decorateListServices } from './modules/lists/list-services';
import { decorateNewsletterServices } from './modules/newsletter/newsletter-services';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { decoratePaymentServices } from './modules/payments/payment-services';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { decorateSearchServices } from './modules/search/search-services';
import { searchRoutes } from './modules/search/search.routes';
import { decorateUploadServices } from './modules/uploads/upload-services';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { createPaymentGateway } from './payments/payment-gateway';
import type { HttpTransport } from './payments/payment-transport';
import { decorateBackgroundJobs } from './jobs/background-jobs';
import { syncCatalogCacheAcrossServers } from './modules/catalog/catalog-cache-sync';
import { registerMail } from './mail/mail';
import { decorateOrderServices } from './modules/orders/order-services';
import { decorateCouponServices } from './modules/coupons/coupon-services';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { registerPaymentSandbox } from './payments/sandbox/payment-sandbox';
import { registerApiDocs } from './plugins/api-docs';
import { decorateRateLimits } from './plugins/abuse-limits';
import { installAuth } from './plugins/auth';
import { hygieneServerOptions, installHttpHygiene } from './plugins/http-hygiene';
import { installErrorHandler, installNotFoundHandler } from './plugins/errors';
import { decorateServices } from './plugins/services';
import { installSecurityHeaders } from './plugins/security-headers';
import { registerStaticSite } from './plugins/static-site';
import { createPageRenderer } from './render/rendered-pages';
import { poolUse } from './db/dialect';
import { installOps } from './ops/ops';
import { requestIdMixin, requestIdServerOptions } from './ops/request-ids';
import type { ObjectStorage } from './storage/object-storage';
import { decoratePendingFiles } from './storage/pending-files';
import { createStorage } from './storage/storage-config';

export interface AppOverrides {
  clock?: Clock;
  /** An already opened (and migrated) database; the app closes it when it closes. */
  db?: Db;
  storage?: ObjectStorage;
  /** Seed the demo catalog when the database has no books (default true). */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** How the Razorpay adapter reaches its API (tests: a provider that fails). */
  paymentTransport?: HttpTransport;
  /** Sees every route as it is registered (the API document's test lists them from Fastify itself). */
  onRoute?: onRouteHookHandler;
}

/** One megabyte covers every JSON call; book uploads stream outside it (modules/uploads). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify logs requests as method, URL and address, never bodies or headers; these serializers
 * pin that down, and the redaction is a second guard should a body, a token or a password ever
 * reach a log line some other way (an error object, a future debug line).
 */
export function loggerOptions(level: string) {
  return {
    level,
    // Lines the app's own logger writes while a request's work runs carry its id too (ops/request-ids.ts).
    mixin: requestIdMixin,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url,
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: [
        'body',
        'req.body',
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        '*.password',
        'token',
        '*.token',
        '*.Token',
      ],
      censor: '[redacted]',
    },
  };
}

/** TRUST_PROXY as a hop count: the nearest `hops` proxies are believed (proxy-addr's hop index starts at 0). */
const trustHops = (hops: number) => (_address: string, hopIndex: number) => hopIndex < hops;

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  usePasswordHashing(config.passwordHashing);
  const clock = overrides.clock ?? systemClock;
  const storage = overrides.storage ?? createStorage(config.storage);
  const app = Fastify({
    logger: overrides.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only named proxies may say who the client is (rate limits count per client address).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Fastify 5 rejects a trailing slash as a different route; shoppers' bookmarks should not care.
    routerOptions: { ignoreTrailingSlash: true },
    ...hygieneServerOptions(),
    ...requestIdServerOptions(config.trustProxy),
  });
  try {
    const db =
      overrides.db ??
      (await createDatabase(config, {
        onIdleConnectionError: (error) =>
          app.log.warn({ err: error }, 'PostgreSQL connection lost; the pool reconnects'),
      }));
    if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute);
    decorateServices(app, { db, storage, clock, config });
    decorateBackgroundJobs(app);
    decoratePendingFiles(app);
    await syncCatalogCacheAcrossServers(app);
    registerMail(app);
    decorateRateLimits(app);
    installAuth(app);
    app.decorate('payments', createPaymentGateway(app, config.payments, config.port, overrides.paymentTransport));
    // Each module's services, built once on app.uow; its routes only use them.
    decorateAccountServices(app);
    decorateAuthorServices(app);
    decorateCatalogServices(app);
    decorateSearchServices(app);
    decorateListServices(app);
    decorateNewsletterServices(app);
    decorateUploadServices(app);
    decorateCouponServices(app);
    decorateOrderServices(app);
    decoratePaymentServices(app);
    await decorateLibraryServices(app);
    decorateAppPasswordServices(app);
    decorateOpdsServices(app);
    decorateDownloadServices(app);
    decorateKosyncServices(app);
    decorateStoreSettingsServices(app);
    decorateTaxReportServices(app);
    decorateReviewServices(app);
    decorateReleaseServices(app);
    decorateFreeBookServices(app);
    decorateAnnotationServices(app);
    // Route schemas are the shared zod schemas: they validate (and coerce) requests and check answers.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    installSecurityHeaders(app, config.paymentProvider);
    installHttpHygiene(app, config.bodyDeadlineMs);
    installOps(app, { poolUse: () => poolUse(db) });
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    if (overrides.seed ?? true) {
      const summary = await seedIfEmpty(db, storage, clock, {
        publicUrl: config.publicUrl,
        tempRoot: uploadTempRoot(config.dataDir),
      });
      if (summary.seeded) app.log.info(summary, 'seeded the demo catalog');
    }
    const admin = await ensureAdminAccount(app.uow, clock, config);
    if (admin !== 'not configured' && admin !== 'unchanged') app.log.info(`admin account ${admin}`);
    await registerApiDocs(app);
    await app.register(catalogRoutes);
    await app.register(searchRoutes);
    await app.register(accountsRoutes);
    await app.register(authorsRoutes);
    await app.register(uploadsRoutes);
    await app.register(bookAdminRoutes);
    await app.register(newsletterRoutes);
    await app.register(cartRoutes);
    await app.register(wishlistRoutes);
    await app.register(ordersRoutes);
    await app.register(libraryRoutes);
    await app.register(epubFilesRoutes);
    await app.register(paymentsRoutes);
    await app.register(appPasswordsRoutes);
    await app.register(opdsRoutes);
    await app.register(downloadsRoutes);
    await app.register(kosyncRoutes);
    await app.register(storeSettingsRoutes);
    await app.register(taxReportRoutes);
    await app.register(reviewsRoutes);
    await app.register(releasesRoutes);
    await app.register(freeBooksRoutes);
    await app.register(couponsRoutes);
    await app.register(annotationsRoutes);
    if (config.paymentProvider === 'sandbox') {
      // Said at every start: the sandbox's keys are public, so anyone can "pay" for any book.
      app.log.warn(
        'PAYMENT_PROVIDER=sandbox: test payments only, no money moves and anyone can pay for any book. Set PAYMENT_PROVIDER=razorpay before real shoppers arrive.',
      );
      await registerPaymentSandbox(app);
    }
    const renderer = createPageRenderer(app, { renderFile: config.serverRenderFile, publicUrl: config.publicUrl });
    installNotFoundHandler(app, await registerStaticSite(app, config.staticDir, renderer));
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
