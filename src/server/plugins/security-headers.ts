/**
 * Security headers on every response, from helmet. The middleware is built once at start:
 * @fastify/helmet rebuilds it (and re-parses the CSP) on every request, which cost the catalog
 * endpoints a measurable share of their throughput (README, Benchmarks).
 *
 * The CSP allows only our own scripts; MUI/emotion inject <style> tags, so inline styles (not
 * scripts) are allowed. Images: ours and data: URIs.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function installSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The store is often reached over plain http (localhost, a LAN address): upgrading its own
        // asset requests to https would break every page there.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
