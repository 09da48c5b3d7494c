/**
 * The library and the reader (library.contract.ts): the caller's books, the PDFs and the saved
 * page. JSON answers are 202 like every call; the PDFs answer 200/206/304/416 as HTTP asks.
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
  bookFileQuerySchema, libraryQuerySchema, libraryResponseSchema, pdfBodySchema, readingProgressResponseSchema,
  saveReadingProgressRequestSchema,
} from '../../../shared/contract/library.contract';
import { messages } from '../../../shared/messages';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser, requireSameUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, CALLER_CHECKED, responses, SIGNED_IN } from '../../plugins/route-responses';
import { sendStoredObject } from '../../storage/send-file';
import { LibraryRepository } from './library.repository';
import { LibraryService, type StoredPdf } from './library.service';
import { ReadingProgressRepository } from './reading-progress.repository';

const FULL_BOOK_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
const PREVIEW_CACHE_CONTROL = 'public, max-age=300';

const pdf = { content: { 'application/pdf': { schema: pdfBodySchema } } };
/**
 * The whole file (200), a range of it (206), or nothing new since the client's copy (304, no body);
 * 404 for a book that is not there for the caller, 416 for a range outside the file.
 */
const pdfResponses = (failures: readonly (401 | 403)[]) =>
  responses({ 200: { description: 'The whole PDF.', ...pdf }, 206: { description: 'The requested byte range.', ...pdf }, 304: z.undefined() }, [400, 404, 416, ...failures]);

function sendPdf(request: FastifyRequest, reply: FastifyReply, stored: StoredPdf, cacheControl: string): Promise<FastifyReply> {
  // A row pointing at a file that is gone is a missing book for the reader, not a server crash.
  return sendStoredObject(request, reply, request.server.storage, { ...stored, cacheControl, missing: messages.bookNotFound });
}

export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'library');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new LibraryService(new LibraryRepository(app.db), new ReadingProgressRepository(app.db), app.clock);
  // Byte ranges must reach the client as stored: never compressed (see storage/send-file.ts).
  const pdfRoute = { compress: false as const };

  routes.get(
    apiPaths.getLibrary,
    {
      onRequest: app.requireUser,
      preHandler: requireSameUser,
      schema: { querystring: libraryQuerySchema, response: responses({ [SUCCESS_STATUS]: libraryResponseSchema }, [400, ...CALLER_CHECKED]) },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.list(currentUser(request))),
  );

  // 403: a public book the caller has not bought.
  routes.get(
    apiPaths.getBookContent,
    { ...pdfRoute, onRequest: app.requireUser, schema: { querystring: bookFileQuerySchema, response: pdfResponses(CALLER_CHECKED) } },
    async (request, reply) => sendPdf(request, reply, await service.fullBook(currentUser(request), request.query.Id), FULL_BOOK_CACHE_CONTROL),
  );

  routes.get(
    apiPaths.getBookPreview,
    { ...pdfRoute, schema: { querystring: bookFileQuerySchema, response: pdfResponses([]) } },
    async (request, reply) => sendPdf(request, reply, await service.preview(request.query.Id), PREVIEW_CACHE_CONTROL),
  );

  // 400 also for a page beyond the book's last; 403/404: the caller does not own this book.
  routes.post(
    apiPaths.saveReadingProgress,
    {
      onRequest: app.requireUser,
      schema: { body: saveReadingProgressRequestSchema, response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404]) },
    },
    async (request, reply) => {
      await service.saveProgress(currentUser(request), request.body);
      return sendMessage(reply, SUCCESS_STATUS, messages.readingProgressSaved);
    },
  );

  routes.get(
    apiPaths.getReadingProgress,
    {
      onRequest: app.requireUser,
      schema: { querystring: bookFileQuerySchema, response: responses({ [SUCCESS_STATUS]: readingProgressResponseSchema }, [400, ...SIGNED_IN, 403, 404]) },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.lastPage(currentUser(request), request.query.Id)),
  );
}
