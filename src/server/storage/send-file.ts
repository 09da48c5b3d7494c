/**
 * Streams a stored object with HTTP Range and revalidation support, for the PDF reader and covers:
 * pdf.js asks for single byte ranges (to render page 1 before the whole book arrived) and
 * revalidates with If-Range / If-None-Match. The object is never buffered: every answer is one
 * stream from storage (a file read, or a ranged GET on S3).
 *
 * Stored objects are immutable (written once under a generated key), so size and last-modified
 * time make a STRONG validator: the ETag may be compared strongly, which If-Range requires.
 *
 * Routes using this must set `compress: false`: a compressed body would not match the byte offsets
 * of Content-Range and Content-Length. (@fastify/compress 9 also skips 206 answers and types
 * mime-db marks incompressible, such as application/pdf; the route option makes it explicit.)
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from '../domain-errors';
import { sendError } from '../plugins/errors';
import { contentRange, parseRange, type RangeDecision } from './byte-range';
import { contentTypeOf, type ObjectStorage, type StorageKind, type StoredObject } from './object-storage';
import { apiMessages } from '../../shared/api-messages';

export interface ObjectToSend {
  kind: StorageKind;
  key: string;
  cacheControl: string;
  /** Shown by browsers that save the file; made of safe characters here whatever it is. */
  fileName: string;
  /** Headers of this kind of object besides the caching ones (a cover's Content-Security-Policy). */
  headers?: Record<string, string>;
  /** The answer's 404 when the object is missing (a row pointing at a file that is gone). */
  missing: string;
}

export function strongEtag(size: number, lastModified: Date): string {
  return `"${size.toString(16)}-${Math.floor(lastModified.getTime()).toString(16)}"`;
}

/** HTTP dates have whole seconds; comparisons use the same precision. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function parseHttpDate(value: string): number | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/** If-None-Match uses the weak comparison: W/"x" matches "x". */
function noneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** True when a conditional GET may answer 304 (If-None-Match first; If-Modified-Since without it). */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) return noneMatchHits(noneMatch, etag);
  const since = request.headers['if-modified-since'];
  const sinceSeconds = since === undefined ? undefined : parseHttpDate(since);
  return sinceSeconds !== undefined && wholeSeconds(lastModified) <= sinceSeconds;
}

/**
 * If-Range: the range holds only while the file is the one the client has, by a strong ETag or
 * the exact Last-Modified date; otherwise the whole (new) file is sent.
 */
function rangeStillValid(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifRange = request.headers['if-range'];
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  return parseHttpDate(value) === wholeSeconds(lastModified);
}

function decideRange(request: FastifyRequest, file: StoredObject, etag: string): RangeDecision {
  const range = request.headers.range;
  if (range === undefined || !rangeStillValid(request, etag, file.lastModified)) return { kind: 'full' };
  return parseRange(range, file.size);
}

/** Letters, digits, dot, dash and underscore only: nothing can break out of the quoted header. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return cleaned || 'file';
}

/**
 * The object whole (200), a range of it (206), nothing new since the client's copy (304), or 416;
 * 404 {Message} when it is missing, never a 500.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  object: ObjectToSend,
): Promise<FastifyReply> {
  const file = await storage.stat(object.kind, object.key);
  if (!file) {
    request.log.warn({ kind: object.kind, key: object.key }, 'stored object is missing');
    throw new NotFound(object.missing);
  }
  const etag = strongEtag(file.size, file.lastModified);
  reply
    .headers(object.headers ?? {})
    .header('accept-ranges', 'bytes')
    .header('cache-control', object.cacheControl)
    .header('etag', etag)
    .header('last-modified', file.lastModified.toUTCString());
  if (notModified(request, etag, file.lastModified)) return reply.code(304).send();

  const decision = decideRange(request, file, etag);
  if (decision.kind === 'unsatisfiable') {
    reply.header('content-range', contentRange(decision, file.size));
    return sendError(reply, 416, apiMessages.rangeNotSatisfiable);
  }
  const { start, end } = decision.kind === 'partial' ? decision : { start: 0, end: file.size - 1 };
  if (decision.kind === 'partial') reply.code(206).header('content-range', contentRange(decision, file.size));
  else reply.code(200);
  reply
    .type(contentTypeOf(object.key))
    .header('content-disposition', `inline; filename="${safeFileName(object.fileName)}"`)
    .header('content-length', String(end - start + 1));
  // HEAD: the headers only. An empty stream keeps our Content-Length (an empty payload would be
  // answered as length 0), and the object is not read at all.
  if (request.method === 'HEAD' || file.size === 0) return reply.send(Readable.from([]));
  return reply.send(await storage.open(object.kind, object.key, { start, end }));
}
