/**
 * Reads the book upload's multipart body: text fields into a record, each file part streamed to a
 * temporary file while its bytes are counted against its own limit (a 100 MB book never sits in
 * memory). Files may also come the spec's original way, as base64 text fields of the same names.
 * File names sent by the client are ignored: they never become paths.
 */
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
// For its declaration of request.parts(); the plugin itself is registered by uploads.routes.ts.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { BookUploadFileField } from '../../../shared/contract/admin.contract';
import { messages } from '../../../shared/messages';
import { DomainError, InvalidInput, TooLarge } from '../../domain-errors';
import { createUploadTempDir, type UploadTempDir } from './upload-temp-dir';
import { apiMessages } from '../../../shared/api-messages';

export interface ReceivedFile {
  /** A temporary file; gone once the upload is discarded. */
  path: string;
  bytes: number;
}

export interface ReceivedUpload<Field extends string = BookUploadFileField> {
  /** Text fields as sent (validated later, with the shared schema). */
  fields: Record<string, unknown>;
  /** The files that came with content; an empty file part counts as not sent. */
  files: Partial<Record<Field, ReceivedFile>>;
  /** Removes the temporary files that were not moved into storage. Never throws. */
  discard(): Promise<void>;
}

export type UploadByteLimits = Record<BookUploadFileField, number>;

/** "Invalid field 'BookImage': ...": the shape of every other validation message (errors.ts). */
export function fieldError(kind: new (message: string) => DomainError, field: string, message: string): DomainError {
  return new kind(`Invalid field '${field}': ${message}`);
}

function tooLarge(field: string, limitBytes: number): DomainError {
  const megabytes = Number((limitBytes / (1024 * 1024)).toFixed(2));
  return fieldError(TooLarge, field, `${messages.uploadTooLarge} (${megabytes} MB)`);
}

async function streamToFile(
  source: Readable & { truncated?: boolean },
  target: string,
  field: string,
  limit: number,
): Promise<ReceivedFile> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      // Stops at the first byte over the limit: nothing more is read or written.
      done(bytes > limit ? tooLarge(field, limit) : null, chunk);
    },
  });
  await pipeline(source, counter, fs.createWriteStream(target, { flags: 'wx' }));
  // Busboy's own cap (a backstop at the largest limit) truncates silently.
  if (source.truncated) throw tooLarge(field, limit);
  return { path: target, bytes };
}

/** 'data:application/pdf;base64,' and the like, which a browser's FileReader puts in front. */
const dataUrlPrefix = /^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[\w.+-]+)*;base64,/i;
const base64Body = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 text field; undefined for an empty one. The size is checked before decoding. */
function decodeBase64Field(value: unknown, field: string, limit: number): Buffer | undefined {
  if (typeof value !== 'string') throw fieldError(InvalidInput, field, apiMessages.uploadNotBase64);
  const body = value.trim().replace(dataUrlPrefix, '').replace(/\s+/g, '');
  if (body === '') return undefined;
  if (!base64Body.test(body) || body.length % 4 === 1)
    throw fieldError(InvalidInput, field, apiMessages.uploadNotBase64);
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  if (Math.floor((body.length * 3) / 4) - padding > limit) throw tooLarge(field, limit);
  return Buffer.from(body, 'base64');
}

async function base64ToFile(
  value: unknown,
  target: string,
  field: string,
  limit: number,
): Promise<ReceivedFile | undefined> {
  const bytes = decodeBase64Field(value, field, limit);
  if (!bytes) return undefined;
  await fs.promises.writeFile(target, bytes, { flag: 'wx' });
  return { path: target, bytes: bytes.length };
}

/**
 * The client's mistakes (a malformed body, a cut-off request) are 400; refusals already decided
 * (ours, or the multipart plugin's limits, which carry a status) keep theirs; a failing disk
 * (an error with a syscall) stays a server error.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const known = error as { statusCode?: unknown; syscall?: unknown } | null;
  if (typeof known?.statusCode === 'number' || typeof known?.syscall === 'string') return error;
  return new InvalidInput(apiMessages.uploadMalformed, { cause: error });
}

/** The book upload's form: BookContent, BookPreview and BookImage, each with its own limit. */
export function receiveBookUpload(
  request: FastifyRequest,
  tempRoot: string,
  limits: UploadByteLimits,
): Promise<ReceivedUpload> {
  return receiveUpload(request, tempRoot, limits);
}

/** A multipart form whose file fields are the keys of `limits`, each read up to its limit. */
export async function receiveUpload<Field extends string>(
  request: FastifyRequest,
  tempRoot: string,
  limits: Record<Field, number>,
): Promise<ReceivedUpload<Field>> {
  const isFileField = (name: string): name is Field => Object.hasOwn(limits, name);
  const temp: UploadTempDir = await createUploadTempDir(tempRoot);
  const fields: Record<string, unknown> = {};
  const files: ReceivedUpload<Field>['files'] = {};
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (seen.has(name)) throw fieldError(InvalidInput, name, apiMessages.uploadDuplicateField);
      seen.add(name);
      if (isFileField(name)) {
        const received =
          part.type === 'file'
            ? await streamToFile(part.file, temp.newFilePath(), name, limits[name])
            : await base64ToFile(part.value, temp.newFilePath(), name, limits[name]);
        if (received && received.bytes > 0) files[name] = received;
      } else if (part.type === 'file') {
        throw new InvalidInput(`Unknown field '${name}'`);
      } else {
        // A text field longer than busboy's cap (sized for base64 files) is junk, not a title.
        if (part.valueTruncated) throw fieldError(TooLarge, name, messages.uploadTooLarge);
        fields[name] = part.value;
      }
    }
    return { fields, files, discard: temp.discard };
  } catch (error) {
    await temp.discard();
    throw asClientError(error);
  }
}
