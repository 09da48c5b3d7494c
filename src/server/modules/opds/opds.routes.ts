/**
 * The OPDS catalog (decision 044), outside the JSON API and its document: reading apps speak OPDS,
 * not the store's API.
 *
 *   GET /opds                     the catalog in the format Accept asks for: OPDS 2.0 for
 *                                 application/opds+json, OPDS 1.2 otherwise (never an error)
 *   GET /opds/v2/<feed>           OPDS 2.0 (application/opds+json); feeds: opds-feeds.ts
 *   GET /opds/v1/<feed>           OPDS 1.2 Atom (kind=navigation | kind=acquisition)
 *   GET /opds/v1/opensearch.xml   the OpenSearch description of the 1.2 search
 *   GET /opds/auth                the OPDS Authentication 1.0 document (HTTP Basic)
 *
 * Any feed takes HTTP Basic (the account's e-mail and an app password) or the store's Bearer
 * token, and then shows the reader's books with their acquisition links. Wrong credentials, and
 * the bookshelf without any, answer 401 with `WWW-Authenticate: Basic`, a `Link` to the
 * authentication document and the document itself, as Authentication for OPDS 1.0 says.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPDS_PREFIX } from '../../../shared/api-paths';
import { PRODUCT_NAME } from '../../../shared/constants';
import { Unauthorized } from '../../domain-errors';
import type { Feed } from './opds-feeds';
import { pageOf } from './opds-feeds';
import {
  ATOM_ACQUISITION_TYPE,
  ATOM_NAVIGATION_TYPE,
  AUTH_DOCUMENT_PATH,
  AUTH_DOCUMENT_TYPE,
  OPDS2_TYPE,
  OPENSEARCH_PATH,
  OPENSEARCH_TYPE,
  opdsRoot,
  REL,
  type OpdsVersion,
} from './opds-links';
import { openSearchDescription, opds1Feed } from './opds1';
import { authenticationDocument, opds2Feed } from './opds2';

const ANONYMOUS_CACHE_CONTROL = 'public, max-age=60';
const PERSONAL_CACHE_CONTROL = 'private, no-store';

type Query = Record<string, string | undefined>;
type Params = Record<string, string | undefined>;

/** Whether an Accept header asks for OPDS 2.0 before (or instead of) Atom. */
export function wantsOpds2(accept: string | undefined): boolean {
  const ranges = (accept ?? '')
    .split(',')
    .map((part, index) => {
      const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { type, q: q === undefined ? 1 : Number(q.slice(2)) || 0, index };
    })
    .filter((range) => range.q > 0);
  const best = (test: (type: string) => boolean) =>
    ranges.filter((range) => test(range.type)).sort((a, b) => b.q - a.q || a.index - b.index)[0];
  const json = best((type) => type === OPDS2_TYPE || type === 'application/opds-publication+json');
  const atom = best((type) => type === 'application/atom+xml' || type === 'application/xml' || type === 'text/xml');
  if (!json) return false;
  return !atom || json.q > atom.q || (json.q === atom.q && json.index < atom.index);
}

export async function opdsRoutes(app: FastifyInstance): Promise<void> {
  const feeds = app.opdsFeeds;
  const publicUrl = app.config.publicUrl;
  const authDocument = JSON.stringify(authenticationDocument(publicUrl));

  function sendUnauthorized(reply: FastifyReply): FastifyReply {
    return reply
      .code(401)
      .header('www-authenticate', `Basic realm="${PRODUCT_NAME}", charset="UTF-8"`)
      .header('link', `<${AUTH_DOCUMENT_PATH}>; rel="${REL.authDocument}"; type="${AUTH_DOCUMENT_TYPE}"`)
      .header('cache-control', PERSONAL_CACHE_CONTROL)
      .type(`${AUTH_DOCUMENT_TYPE}; charset=utf-8`)
      .send(authDocument);
  }

  /** The reader, when credentials came; wrong ones answer the OPDS 401 here. */
  const identify = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      await app.identifyReader(request, reply);
    } catch (error) {
      if (error instanceof Unauthorized) return void sendUnauthorized(reply);
      throw error;
    }
  };

  function send(reply: FastifyReply, request: FastifyRequest, version: OpdsVersion, feed: Feed): FastifyReply {
    const personal = feed.personal || request.headers.authorization !== undefined;
    reply.header('cache-control', personal ? PERSONAL_CACHE_CONTROL : ANONYMOUS_CACHE_CONTROL);
    reply.header('vary', 'Authorization, Accept');
    if (version === 'v2')
      return reply
        .code(200)
        .type(`${OPDS2_TYPE}; charset=utf-8`)
        .send(JSON.stringify(opds2Feed(feed)));
    const type = feed.kind === 'navigation' ? ATOM_NAVIGATION_TYPE : ATOM_ACQUISITION_TYPE;
    return reply
      .code(200)
      .type(`${type}; charset=utf-8`)
      .send(opds1Feed(feed, publicUrl, app.clock.now()));
  }

  const feedRoutes: Array<[string, (request: FastifyRequest) => Promise<Feed>]> = [
    ['catalog', () => feeds.catalogFeed()],
    ['new-arrivals', (request) => feeds.newArrivals(request.reader, pageOf((request.query as Query).page))],
    ['best-sellers', (request) => feeds.bestSellers(request.reader, pageOf((request.query as Query).page))],
    ['genres', () => feeds.genres()],
    [
      'genres/:id',
      (request) =>
        feeds.genre(request.reader, (request.params as Params).id ?? '', pageOf((request.query as Query).page)),
    ],
    ['authors', (request) => feeds.authors(pageOf((request.query as Query).page))],
    [
      'authors/:id',
      (request) =>
        feeds.author(request.reader, (request.params as Params).id ?? '', pageOf((request.query as Query).page)),
    ],
    [
      'search',
      (request) =>
        feeds.searchFeed(
          request.reader,
          (request.query as Query).query ?? (request.query as Query).q ?? '',
          pageOf((request.query as Query).page),
        ),
    ],
    ['bookshelf', (request) => feeds.bookshelf(request.reader, pageOf((request.query as Query).page))],
  ];

  for (const version of ['v2', 'v1'] as const) {
    for (const [path, load] of feedRoutes) {
      app.get(`${opdsRoot(version)}/${path}`, { onRequest: identify }, async (request, reply) => {
        if (path === 'bookshelf' && !request.reader) return sendUnauthorized(reply);
        return send(reply, request, version, await load(request));
      });
    }
  }

  // The catalog's own address: whichever version the app's Accept asks for.
  app.get(OPDS_PREFIX, { onRequest: identify }, async (request, reply) => {
    const version = wantsOpds2(request.headers.accept) ? 'v2' : 'v1';
    return send(reply, request, version, await feeds.catalogFeed());
  });

  app.get(AUTH_DOCUMENT_PATH, async (_request, reply) =>
    reply
      .code(200)
      .header('cache-control', ANONYMOUS_CACHE_CONTROL)
      .type(`${AUTH_DOCUMENT_TYPE}; charset=utf-8`)
      .send(authDocument),
  );

  app.get(OPENSEARCH_PATH, async (_request, reply) =>
    reply
      .code(200)
      .header('cache-control', ANONYMOUS_CACHE_CONTROL)
      .type(`${OPENSEARCH_TYPE}; charset=utf-8`)
      .send(openSearchDescription(publicUrl)),
  );
}
