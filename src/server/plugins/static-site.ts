/**
 * Serves the built SPA from STATIC_DIR and the public covers from storage.
 * - /static/*: content-hashed webpack assets, cached for a year (precompressed .br/.gz if present);
 * - every client route of the SPA answers index.html (200), other unknown pages index.html with
 *   404 so the SPA shows its not-found page; index.html itself is never cached; the public pages
 *   (serverRenderedRoutes) come rendered by the server, their content already in the HTML
 *   (rendered-pages.ts), or as the plain index.html when they cannot be;
 * - /media/covers/<key>: stored covers, from whichever storage holds them (random names, never
 *   rewritten, so immutable too).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COVERS_URL_PREFIX } from '../../shared/api-paths';
import { uiRoutes } from '../../shared/ui-paths';
import { isStorageKey } from '../storage/object-storage';
import { sendStoredObject } from '../storage/send-file';
import { sendError, type PageFallback } from './errors';
import { inLanguage, PAGE_VARY, sendPage, serverRenderedRoutes, type PageRenderer } from '../render/rendered-pages';
import { requestLocale } from '../i18n/request-locale';
import { apiMessages } from '../../shared/api-messages';

/** The SPA's routes, from the client's own table: an address the SPA does not know is a 404. */
export const clientRoutes = Object.values(uiRoutes);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const BUILD_MISSING = 'The web client is not built yet. Run `npm run build`, then start the server again.';

function isHashedAsset(filePath: string, staticDir: string): boolean {
  return path.relative(staticDir, filePath).split(path.sep)[0] === 'static';
}

export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string,
  renderer: PageRenderer,
): Promise<PageFallback> {
  registerCovers(app);

  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return registerBuildMissing(app);

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', isHashedAsset(filePath, staticDir) ? IMMUTABLE : NO_CACHE);
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    // Read per request: a rebuild (new asset hashes) needs no restart, and pages are not hot paths.
    fs.promises.readFile(indexFile, 'utf8').then(
      (html) =>
        reply
          .code(status)
          .header('cache-control', NO_CACHE)
          .header('vary', PAGE_VARY)
          .type('text/html; charset=utf-8')
          .send(inLanguage(html, requestLocale(request))),
      (error: unknown) => {
        reply.log.error({ err: error }, 'index.html unreadable');
        void reply.code(503).type('text/plain; charset=utf-8').send(BUILD_MISSING);
      },
    );
    return reply;
  };

  const sendRendered = async (request: FastifyRequest, reply: FastifyReply) => {
    // index.html is read per render, not per request: a rebuild still needs no restart.
    const page = await renderer(request.url, requestLocale(request), () => fs.promises.readFile(indexFile, 'utf8'));
    // The plain page (1.5 KB: this route skips @fastify/compress, rendered pages come compressed).
    if (!page) return sendIndex(request, reply, 200);
    return sendPage(request, reply, page, NO_CACHE);
  };

  for (const route of clientRoutes) {
    if (serverRenderedRoutes.includes(route)) app.get(route, { compress: false }, sendRendered);
    else app.get(route, (request, reply) => sendIndex(request, reply, 200));
  }
  return (request, reply) => {
    sendIndex(request, reply, 404);
    return true;
  };
}

/**
 * Covers from storage, whichever driver holds them: random names never rewritten, so immutable.
 * A missing or malformed key is a plain 404. Not compressed: images are, and ranges must match.
 */
function registerCovers(app: FastifyInstance): void {
  app.get<{ Params: { key: string } }>(`${COVERS_URL_PREFIX}:key`, { compress: false }, async (request, reply) => {
    const { key } = request.params;
    if (!isStorageKey(key)) return sendError(reply, 404, apiMessages.notFound);
    return sendStoredObject(request, reply, app.storage, {
      kind: 'covers',
      key,
      cacheControl: IMMUTABLE,
      fileName: key,
      // Covers may one day be uploaded SVG: opened directly, they must not run scripts on our origin.
      headers: { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" },
      missing: apiMessages.notFound,
    });
  });
}

/** Without a build the API still works; pages explain what to do instead of failing mysteriously. */
function registerBuildMissing(app: FastifyInstance): PageFallback {
  const answer = (reply: FastifyReply) =>
    reply.code(503).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send(BUILD_MISSING);
  for (const route of clientRoutes) app.get(route, (_request, reply) => answer(reply));
  return (_request, reply) => {
    answer(reply);
    return true;
  };
}
