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
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  bookFileQuerySchema, libraryQuerySchema, saveReadingProgressRequestSchema,
  type BookFileQuery, type LibraryQuery, type SaveReadingProgressRequest,
} from '../../../shared/contract/library.contract';
import { messages } from '../../../shared/messages';
import { currentUser, requireSameUser } from '../../plugins/auth';
import { NotFound } from '../../domain-errors';
import { sendMessage } from '../../plugins/replies';
import { sendFileWithRanges, statFile } from '../../storage/send-file';
import { LibraryRepository } from './library.repository';
import { LibraryService, type StoredPdf } from './library.service';
import { ReadingProgressRepository } from './reading-progress.repository';

const FULL_BOOK_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
const PREVIEW_CACHE_CONTROL = 'public, max-age=300';

async function sendPdf(request: FastifyRequest, reply: FastifyReply, pdf: StoredPdf, cacheControl: string): Promise<FastifyReply> {
  const stats = await statFile(pdf.path);
  // A row pointing at a file that is gone is a missing book for the reader, not a server crash.
  if (!stats) {
    request.log.warn({ path: pdf.path }, 'stored PDF is missing');
    throw new NotFound(messages.bookNotFound);
  }
  return sendFileWithRanges(reply, request, { ...pdf, ...stats, contentType: 'application/pdf', cacheControl });
}

export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const service = new LibraryService(new LibraryRepository(app.db), new ReadingProgressRepository(app.db), app.storage, app.clock);
  // Byte ranges must reach the client as stored: never compressed (see storage/send-file.ts).
  const pdfRoute = { compress: false as const, schema: { querystring: bookFileQuerySchema } };

  app.get<{ Querystring: LibraryQuery }>(
    apiPaths.getLibrary,
    { onRequest: app.requireUser, preHandler: requireSameUser, schema: { querystring: libraryQuerySchema } },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.list(currentUser(request))),
  );

  app.get<{ Querystring: BookFileQuery }>(apiPaths.getBookContent, { ...pdfRoute, onRequest: app.requireUser }, async (request, reply) =>
    sendPdf(request, reply, await service.fullBook(currentUser(request), request.query.Id), FULL_BOOK_CACHE_CONTROL),
  );

  app.get<{ Querystring: BookFileQuery }>(apiPaths.getBookPreview, pdfRoute, async (request, reply) =>
    sendPdf(request, reply, await service.preview(request.query.Id), PREVIEW_CACHE_CONTROL),
  );

  app.post<{ Body: SaveReadingProgressRequest }>(
    apiPaths.saveReadingProgress,
    { onRequest: app.requireUser, schema: { body: saveReadingProgressRequestSchema } },
    async (request, reply) => {
      await service.saveProgress(currentUser(request), request.body);
      return sendMessage(reply, SUCCESS_STATUS, messages.readingProgressSaved);
    },
  );

  app.get<{ Querystring: BookFileQuery }>(
    apiPaths.getReadingProgress,
    { onRequest: app.requireUser, schema: { querystring: bookFileQuerySchema } },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await service.lastPage(currentUser(request), request.query.Id)),
  );
}
