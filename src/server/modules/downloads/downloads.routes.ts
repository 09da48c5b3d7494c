/**
 * GET /api/downloadBook?BookId= (issue 37, downloads.contract.ts): the whole book as a file its
 * buyer keeps, marked for them, made while it streams. The reading apps' guard (reader-auth.ts):
 * HTTP Basic with an app password, or the store's Bearer token. 401 (with WWW-Authenticate Basic,
 * as the OPDS bookshelf answers, so an app asks for the password), 403 for a book the caller did
 * not buy, 404 for an unknown one, 429 with Retry-After past the daily limit.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../shared/api-paths';
import { PRODUCT_NAME } from '../../../shared/constants';
import { downloadBookQuerySchema, downloadedBookBodySchema } from '../../../shared/contract/downloads.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { responses } from '../../plugins/route-responses';
import { safeFileName } from '../../storage/send-file';
import { currentReader } from '../app-passwords/reader-auth';
import { DownloadLimitReached } from './downloads.service';

const CONTENT_TYPES = { PDF: 'application/pdf', EPUB: 'application/epub+zip' } as const;
const EXTENSIONS = { PDF: 'pdf', EPUB: 'epub' } as const;

export async function downloadsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'readingApps');
  const service = app.downloads;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // An app told 401 asks for its credentials again (RFC 7235), as on the OPDS bookshelf.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', `Basic realm="${PRODUCT_NAME}", charset="UTF-8"`);
    return payload;
  });

  routes.get(
    apiPaths.downloadBook,
    {
      compress: false,
      onRequest: app.requireReader,
      schema: {
        querystring: downloadBookQuerySchema,
        response: responses(
          {
            200: {
              description: 'The whole book, marked for its buyer.',
              content: {
                'application/pdf': { schema: downloadedBookBodySchema },
                'application/epub+zip': { schema: downloadedBookBodySchema },
              },
            },
          },
          [400, 401, 403, 404, 409, 429],
        ),
      },
    },
    async (request, reply) => {
      let download;
      try {
        download = await service.start(currentReader(request), request.query.BookId);
      } catch (error) {
        if (error instanceof DownloadLimitReached) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      const file = await service.file(download);
      const name = safeFileName(`${download.title}.${EXTENSIONS[download.format]}`);
      reply
        .code(200)
        .type(CONTENT_TYPES[download.format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store');
      if (file.length !== undefined) reply.header('content-length', String(file.length));
      // A stream: the schema's binary body is documentation, not serialized.
      const untyped: FastifyReply = reply;
      return untyped.send(service.hashedForKosync(download, file.stream));
    },
  );
}
