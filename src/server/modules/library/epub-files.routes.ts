/**
 * An EPUB's own files, as the reader's frames load them: `/epub/sample/<book id>/<path>` (the
 * public sample) and `/epub/book/<grant>/<path>` (the full book, reading-grants.ts). Each answer is
 * one entry of the stored archive, inflated as it streams (never the whole book in memory).
 *
 * An EPUB is HTML from whoever made it: every answer carries a Content-Security-Policy that lets
 * nothing run (no script source, and `sandbox` without allow-scripts), nothing load from elsewhere
 * (every source 'self'), and no form submit, so a chapter's <script> or onerror= is inert even if
 * opened on its own; the reader's frame is sandboxed without allow-scripts as well.
 * `allow-same-origin` keeps the document readable by the reader's page, which lays it out in columns.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EPUB_FILES_PREFIX } from '../../../shared/api-paths';
import { mediaTypeOfName } from '../../books/epub/epub-media-types';
import { NotFound } from '../../domain-errors';
import type { StoredBookFile } from './library.service';
import { apiMessages } from '../../../shared/api-messages';

export const EPUB_FILE_CSP = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "media-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-same-origin',
].join('; ');

const SAMPLE_CACHE_CONTROL = 'public, max-age=300';
/** A grant's URL is the reader's own, and the book's files never change under it. */
const BOOK_CACHE_CONTROL = 'private, max-age=3600';

/**
 * What an entry is served as. Scripts are served as plain text, so nothing can run them even on
 * their own; text types say UTF-8 (EPUB requires it). Content documents are XHTML, which the
 * browser parses as XML, as reading systems do.
 */
function servedType(name: string): string {
  const type = mediaTypeOfName(name);
  if (type === 'application/javascript') return 'text/plain; charset=utf-8';
  return /^(text\/|application\/(xhtml\+xml|x-dtbncx\+xml)|image\/svg\+xml)/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

/** The path inside the archive from the route's wildcard (already percent-decoded by the router). */
function entryName(wildcard: string): string | undefined {
  if (
    wildcard === '' ||
    wildcard.length > 1000 ||
    wildcard.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')
  )
    return undefined;
  return wildcard;
}

export async function epubFilesRoutes(app: FastifyInstance): Promise<void> {
  const { library } = app;

  async function sendEntry(
    reply: FastifyReply,
    file: StoredBookFile,
    wildcard: string,
    cacheControl: string,
  ): Promise<FastifyReply> {
    const name = entryName(wildcard);
    const entry = name === undefined ? undefined : await library.epubEntry(file, name);
    if (!entry) throw new NotFound(apiMessages.notFound);
    reply
      .header('content-security-policy', EPUB_FILE_CSP)
      .header('cache-control', cacheControl)
      .header('etag', `"${file.key.slice(0, 32)}-${entry.index}"`)
      .type(servedType(name!));
    return reply.send(entry.stream);
  }

  // HEAD and GET: the frames ask with GET; a HEAD is answered with the same headers.
  app.get<{ Params: { bookId: string; '*': string } }>(`${EPUB_FILES_PREFIX}sample/:bookId/*`, async (request, reply) =>
    sendEntry(reply, await library.epubSample(request.params.bookId), request.params['*'], SAMPLE_CACHE_CONTROL),
  );
  app.get<{ Params: { grant: string; '*': string } }>(`${EPUB_FILES_PREFIX}book/:grant/*`, async (request, reply) =>
    sendEntry(reply, await library.epubOfGrant(request.params.grant), request.params['*'], BOOK_CACHE_CONTROL),
  );
}
