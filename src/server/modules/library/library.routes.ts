/**
 * The library and the reader (library.contract.ts): the caller's books, the book files (PDF or
 * EPUB, whole or in ranges), the reading access of an EPUB and the saved place. JSON answers are
 * 202 like every call; the files answer 200/206/304/416 as HTTP asks. An EPUB's own files (the
 * chapters the reader's frames load) are served by epub-files.routes.ts.
 *
 * Cache-Control of the full book: `private` so no shared cache (proxy, CDN) ever keeps a paid
 * book, and `max-age=0, must-revalidate` so even the browser's own copy is checked with the server
 * (by its ETag) each time: on a shared computer the next account's token is checked again.
 * Previews are public: any cache may keep one for a few minutes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { messageSchema } from '../../../shared/contract/error.contract';
import {
  bookFileBodySchema,
  bookFileQuerySchema,
  bookReadingAccessQuerySchema,
  bookReadingAccessResponseSchema,
  libraryQuerySchema,
  libraryResponseSchema,
  readingProgressResponseSchema,
  saveReadingProgressRequestSchema,
} from '../../../shared/contract/library.contract';
import { messages } from '../../../shared/messages';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser, requireSameUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, CALLER_CHECKED, responses, SIGNED_IN } from '../../plugins/route-responses';
import { sendStoredObject } from '../../storage/send-file';
import type { StoredBookFile } from './library.service';
import { apiMessages } from '../../../shared/api-messages';

const FULL_BOOK_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
const PREVIEW_CACHE_CONTROL = 'public, max-age=300';

const bookFile = {
  content: {
    'application/pdf': { schema: bookFileBodySchema },
    'application/epub+zip': { schema: bookFileBodySchema },
  },
};
/**
 * The whole file (200), a range of it (206), or nothing new since the client's copy (304, no body);
 * 404 for a book that is not there for the caller, 416 for a range outside the file.
 */
const bookFileResponses = (failures: readonly (401 | 403)[]) =>
  responses(
    {
      200: { description: 'The whole file.', ...bookFile },
      206: { description: 'The requested byte range.', ...bookFile },
      304: z.undefined(),
    },
    [400, 404, 416, ...failures],
  );

function sendBookFile(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredBookFile,
  cacheControl: string,
): Promise<FastifyReply> {
  // A row pointing at a file that is gone is a missing book for the reader, not a server crash.
  return sendStoredObject(request, reply, request.server.storage, {
    ...stored,
    cacheControl,
    missing: messages.bookNotFound,
  });
}

export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'library');
  const service = app.library;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Byte ranges must reach the client as stored: never compressed (see storage/send-file.ts).
  const fileRoute = { compress: false as const };

  routes.get(
    apiPaths.getLibrary,
    {
      onRequest: app.requireUser,
      preHandler: requireSameUser,
      schema: {
        querystring: libraryQuerySchema,
        response: responses({ [SUCCESS_STATUS]: libraryResponseSchema }, [400, ...CALLER_CHECKED]),
      },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.list(currentUser(request))),
  );

  // 403: a public book the caller has not bought.
  routes.get(
    apiPaths.getBookContent,
    {
      ...fileRoute,
      onRequest: app.requireUser,
      schema: { querystring: bookFileQuerySchema, response: bookFileResponses(CALLER_CHECKED) },
    },
    async (request, reply) =>
      sendBookFile(
        request,
        reply,
        await service.fullBook(currentUser(request), request.query.Id),
        FULL_BOOK_CACHE_CONTROL,
      ),
  );

  routes.get(
    apiPaths.getBookPreview,
    { ...fileRoute, schema: { querystring: bookFileQuerySchema, response: bookFileResponses([]) } },
    async (request, reply) =>
      sendBookFile(request, reply, await service.preview(request.query.Id), PREVIEW_CACHE_CONTROL),
  );

  // Preview=true: anyone, for a public book; else the buyer or an admin (401 without a token).
  routes.get(
    apiPaths.getBookReadingAccess,
    {
      onRequest: app.identifyUser,
      schema: {
        querystring: bookReadingAccessQuerySchema,
        response: responses({ [SUCCESS_STATUS]: bookReadingAccessResponseSchema }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) =>
      reply
        .code(SUCCESS_STATUS)
        .send(await service.readingAccess(request.user, request.query.Id, request.query.Preview)),
  );

  // 400 also for a page beyond the book's last, or a place of the wrong kind; 403/404: the caller does not own this book.
  routes.post(
    apiPaths.saveReadingProgress,
    {
      onRequest: app.requireUser,
      schema: {
        body: saveReadingProgressRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404]),
      },
    },
    async (request, reply) => {
      await service.saveProgress(currentUser(request), request.body);
      return sendMessage(reply, SUCCESS_STATUS, apiMessages.readingProgressSaved);
    },
  );

  routes.get(
    apiPaths.getReadingProgress,
    {
      onRequest: app.requireUser,
      schema: {
        querystring: bookFileQuerySchema,
        response: responses({ [SUCCESS_STATUS]: readingProgressResponseSchema }, [400, ...SIGNED_IN, 403, 404]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send(await service.place(currentUser(request), request.query.Id)),
  );
}
