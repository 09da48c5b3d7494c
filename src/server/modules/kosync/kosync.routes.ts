/**
 * KOReader's progress sync server (issue 37, decision 045), the protocol of its kosync plugin
 * (koreader plugins/kosync.koplugin: api.json, KOSyncClient.lua) as koreader-sync-server answers
 * it, under KOSYNC_PREFIX and outside the JSON API and its document:
 *
 *   POST /kosync/users/create             402 {"code":2005}: accounts are made in the store
 *   GET  /kosync/users/auth               200 {"authorized":"OK"}, or 401 {"code":2001}
 *   PUT  /kosync/syncs/progress           {document, progress, percentage, device, device_id}
 *                                         -> {document, timestamp}; 403 {"code":2003} for a
 *                                         document that is not one of the caller's downloads
 *   GET  /kosync/syncs/progress/:document {document, progress, percentage, device, device_id,
 *                                         timestamp}, or {} when there is none
 *
 * KOReader signs every call with `x-auth-user` (here the account's e-mail) and `x-auth-key` (the
 * MD5 hex of the password typed: here an app password's); failures are throttled as app
 * passwords' Basic failures are. Errors are koreader-sync-server's `{"code", "message"}`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KOSYNC_PREFIX } from '../../../shared/api-paths';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import { DomainError, Unauthorized } from '../../domain-errors';

export const kosyncPaths = {
  createUser: `${KOSYNC_PREFIX}/users/create`,
  auth: `${KOSYNC_PREFIX}/users/auth`,
  progress: `${KOSYNC_PREFIX}/syncs/progress`,
  documentProgress: `${KOSYNC_PREFIX}/syncs/progress/:document`,
} as const;

/** koreader-sync-server's error codes (config/errors.lua) and their statuses. */
const ERRORS = {
  internal: { status: 502, code: 2000 },
  unauthorized: { status: 401, code: 2001 },
  invalidFields: { status: 403, code: 2003 },
  documentMissing: { status: 403, code: 2004 },
  registrationDisabled: { status: 402, code: 2005 },
} as const;

const TEXT = z.string().min(1);
/** A document id as koreader-sync-server accepts one (a non-empty string without a colon); KOReader's is an MD5. */
const documentSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^:]+$/);
/** PUT /syncs/progress as KOSyncClient:update_progress sends it (`metadata` only with its "send metadata" option). */
const pushSchema = z.object({
  progress: TEXT.max(4096),
  // koreader-sync-server takes tonumber(percentage): a number, or a string of one.
  percentage: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\s*[0-9.eE+-]+\s*$/)
        .transform(Number),
    ])
    .pipe(z.number().finite()),
  device: TEXT.max(200),
  device_id: z.string().max(200).optional(),
});

function sendError(reply: FastifyReply, error: { status: number; code: number }, message: string): FastifyReply {
  return reply.code(error.status).type('application/json').send({ code: error.code, message });
}

const send = (reply: FastifyReply, body: object) => reply.code(200).type('application/json').send(body);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export async function kosyncRoutes(app: FastifyInstance): Promise<void> {
  const service = app.kosync;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // The reference server's bodies for every failure here, not the API's {"Message"}.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.kind === 'unauthorized') return sendError(reply, ERRORS.unauthorized, error.message);
      if (error.kind === 'too-many-requests')
        return sendError(reply, { status: 429, code: ERRORS.unauthorized.code }, error.message);
      if (error.kind === 'forbidden' || error.kind === 'invalid-input' || error.kind === 'not-found')
        return sendError(reply, ERRORS.invalidFields, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendError(reply, ERRORS.invalidFields, readingAppsTexts.kosyncInvalidRequest);
    request.log.error({ err: error }, 'kosync failure');
    return sendError(reply, ERRORS.internal, readingAppsTexts.kosyncServerError);
  });

  /** x-auth-user and x-auth-key: the account's e-mail and the MD5 of one of its app passwords. */
  const authenticate = async (request: FastifyRequest): Promise<void> => {
    const user = header(request, 'x-auth-user');
    const key = header(request, 'x-auth-key');
    if (user === undefined || key === undefined) throw new Unauthorized(readingAppsTexts.signInWithAppPassword);
    request.reader = { ...(await app.appPasswords.signInKosync(user, key, request.ip)) };
  };
  const readerId = (request: FastifyRequest) => {
    if (!request.reader) throw new Unauthorized(readingAppsTexts.signInWithAppPassword);
    return request.reader.id;
  };

  // Registration is closed, as koreader-sync-server answers without ENABLE_USER_REGISTRATION.
  app.post(kosyncPaths.createUser, async (_request, reply) =>
    sendError(reply, ERRORS.registrationDisabled, readingAppsTexts.kosyncRegistrationClosed),
  );

  app.get(kosyncPaths.auth, { onRequest: authenticate }, async (_request, reply) => send(reply, { authorized: 'OK' }));

  app.put(kosyncPaths.progress, { onRequest: authenticate }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const document = documentSchema.safeParse(body.document);
    if (!document.success) return sendError(reply, ERRORS.documentMissing, readingAppsTexts.kosyncDocumentMissing);
    const push = pushSchema.safeParse(body);
    if (!push.success) return sendError(reply, ERRORS.invalidFields, readingAppsTexts.kosyncInvalidRequest);
    return send(reply, await service.push(readerId(request), { ...push.data, document: document.data }));
  });

  app.get(kosyncPaths.documentProgress, { onRequest: authenticate }, async (request, reply) => {
    const document = documentSchema.safeParse((request.params as { document?: string }).document);
    if (!document.success) return sendError(reply, ERRORS.documentMissing, readingAppsTexts.kosyncDocumentMissing);
    return send(reply, await service.pull(readerId(request), document.data));
  });
}
