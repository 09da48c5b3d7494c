/**
 * Security headers on every response, from helmet. The middleware is built once at start:
 * @fastify/helmet rebuilds it (and re-parses the CSP) on every request, which cost the catalog
 * endpoints a measurable share of their throughput (src/docs/decisions/023).
 *
 * The CSP allows only our own scripts; MUI/emotion inject <style> tags, so inline styles (not
 * scripts) are allowed. Images: ours and data: URIs.
 *
 * API answers (JSON and PDFs under /api/) are not documents: the document-only headers (the CSP,
 * frame and opener policies, old IE switches) mean nothing there, so they get only the headers
 * that do (nosniff, HSTS, referrer and cross-origin resource policies). That keeps the hottest
 * responses about 700 bytes and ten header writes lighter.
 *
 * Payments: the sandbox's checkout.js is same-origin, so 'self' covers it. Live Razorpay Checkout
 * loads its script from checkout.razorpay.com and opens its payment form in a frame from
 * api.razorpay.com, so those two origins are allowed then, and only then.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { EPUB_FILES_PREFIX } from '../../shared/api-paths';
import type { Config } from '../config';
import { API_DOCS_PAGE_PATH } from './api-docs';

const RAZORPAY_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

/**
 * The API docs page lives under /api/ but is a document (HTML and its scripts): it keeps the CSP.
 * An EPUB's files are documents with a stricter CSP of their own (epub-files.routes.ts), set by
 * their route: here they get only the headers every answer has.
 */
function isApiData(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith(API_DOCS_PAGE_PATH)) || url.startsWith(EPUB_FILES_PREFIX);
}

/** API answers' headers: the same for every store, so built once. */
const applyApiHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

let apiHeaders: Record<string, string> | undefined;

/**
 * The API answers' security headers as a plain map, for answers written outside Fastify's hooks
 * (a URL that cannot be decoded, headers too large: plugins/http-hygiene.ts).
 */
export function apiSecurityHeaders(): Record<string, string> {
  if (apiHeaders) return apiHeaders;
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  applyApiHeaders({} as never, collector as never, () => undefined);
  apiHeaders = headers;
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, paymentProvider: Config['paymentProvider']): void {
  const paymentOrigins = paymentProvider === 'razorpay' ? RAZORPAY_ORIGINS : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paymentOrigins],
        frameSrc: ["'self'", ...paymentOrigins],
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
    const apply = isApiData(request.url) ? applyApiHeaders : applyHeaders;
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
