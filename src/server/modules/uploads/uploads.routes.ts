/**
 * POST /api/addBook (admins, multipart/form-data): the wizard's upload, answered 202 {Message, Id};
 * POST /api/inspectBookFile (admins, multipart with BookContent alone): what the file says of
 * itself (title, author, ISBN, cover, ...), so the wizard fills its fields; nothing is stored;
 * POST /api/traceDownload (admins, multipart with File alone): the download a copy of a book
 * found elsewhere came from, by its licence mark (modules/downloads/download-trace.service.ts).
 * The multipart parser is registered in this plugin only, so no other route accepts multipart.
 *
 * The parts stream to disk as they arrive and are checked there (book-upload-parts.ts), so Fastify
 * has no body to validate; the document still shows the form.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  BOOK_FLAG_FIELDS,
  BOOK_UPLOAD_FILE_FIELDS,
  bookFileDetailsSchema,
  bookUploadFieldsSchema,
  createdResponseSchema,
  type BookFileDetails,
  type CreatedResponse,
} from '../../../shared/contract/admin.contract';
import { messages } from '../../../shared/messages';
import type { UploadLimits } from '../../config';
import { documentRequestOnly, documentRoutesAs } from '../../plugins/api-docs';
import { assertSameUser } from '../../plugins/auth';
import { InvalidInput, UnsupportedFormat } from '../../domain-errors';
import { CALLER_CHECKED, responses } from '../../plugins/route-responses';
import { fieldError, receiveBookUpload, receiveUpload, type UploadByteLimits } from './book-upload-parts';
import { traceApiPaths } from '../../../shared/trace-api-paths';
import { tracedDownloadSchema, type TracedDownload } from '../../../shared/contract/downloads.contract';
import { apiMessages } from '../../../shared/api-messages';

/** Text fields of the form besides the flags: a generous cap, far above what the form sends. */
const MAX_TEXT_FIELDS = BOOK_FLAG_FIELDS.length + 32;

/** Base64 is 4 characters per 3 bytes, plus a 'data:...;base64,' prefix. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4 + 256;

/** The form as the document shows it: the text fields plus the files (only the book is required). */
const binary = () => z.string().meta({ format: 'binary' });
const uploadFormSchema = bookUploadFieldsSchema.extend(
  Object.fromEntries(
    BOOK_UPLOAD_FILE_FIELDS.map((field) => [field, field === 'BookContent' ? binary() : binary().optional()]),
  ),
);

function byteLimits(limits: UploadLimits): UploadByteLimits {
  return { BookContent: limits.bookBytes, BookPreview: limits.previewBytes, BookImage: limits.coverBytes };
}

export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'uploads');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limits = byteLimits(app.config.uploadLimits);
  const largest = Math.max(...Object.values(limits));
  const { uploads: service, tempRoot } = app.uploadServices;

  await app.register(fastifyMultipart, {
    // Each file's own limit is counted while it streams (book-upload-parts.ts); busboy's caps are
    // the backstop. A text field may carry a base64 file (the original client's way), hence its size.
    limits: {
      fileSize: largest + 1,
      files: BOOK_UPLOAD_FILE_FIELDS.length,
      fields: MAX_TEXT_FIELDS + BOOK_UPLOAD_FILE_FIELDS.length,
      parts: MAX_TEXT_FIELDS + 2 * BOOK_UPLOAD_FILE_FIELDS.length,
      fieldNameSize: 100,
      fieldSize: base64Length(largest),
    },
    throwFileSizeLimit: false,
  });

  // onRequest: a visitor (401) or a non-admin (403) is refused before a byte of the body is read.
  // 400: a field or file refused (named in the Message); 413: a file above its limit; 415: not multipart.
  routes.post(
    apiPaths.addBook,
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        consumes: ['multipart/form-data'],
        response: responses({ [SUCCESS_STATUS]: createdResponseSchema }, [400, ...CALLER_CHECKED, 413, 415]),
      },
      config: documentRequestOnly({ body: uploadFormSchema }),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedFormat(apiMessages.uploadNotMultipart);
      const upload = await receiveBookUpload(request, tempRoot, limits);
      let id: string;
      try {
        assertSameUser(request, upload.fields.UserId);
        id = await service.addBook(upload);
      } finally {
        await upload.discard();
      }
      const body: CreatedResponse = { Message: messages.bookUploaded, Id: id };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );

  routes.post(
    apiPaths.inspectBookFile,
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        consumes: ['multipart/form-data'],
        response: responses({ [SUCCESS_STATUS]: bookFileDetailsSchema }, [400, ...CALLER_CHECKED, 413, 415]),
      },
      config: documentRequestOnly({ body: z.object({ BookContent: binary() }) }),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedFormat(apiMessages.uploadNotMultipart);
      const upload = await receiveBookUpload(request, tempRoot, limits);
      let details: BookFileDetails;
      try {
        assertSameUser(request, upload.fields.UserId);
        details = await service.inspect(upload);
      } finally {
        // Before answering: the temporary file is gone by the time the client hears back.
        await upload.discard();
      }
      return reply.code(SUCCESS_STATUS).send(details);
    },
  );

  routes.post(
    traceApiPaths.traceDownload,
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        consumes: ['multipart/form-data'],
        response: responses({ [SUCCESS_STATUS]: tracedDownloadSchema }, [400, ...CALLER_CHECKED, 404, 413, 415]),
      },
      config: documentRequestOnly({ body: z.object({ File: binary() }) }),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedFormat(apiMessages.uploadNotMultipart);
      // A copy of a book is no larger than a book may be.
      const upload = await receiveUpload(request, tempRoot, { File: limits.BookContent });
      let traced: TracedDownload;
      try {
        if (!upload.files.File) throw fieldError(InvalidInput, 'File', messages.uploadFileRequired);
        traced = await app.downloadTrace.trace(upload.files.File.path);
      } finally {
        await upload.discard();
      }
      return reply.code(SUCCESS_STATUS).send(traced);
    },
  );
}
