/**
 * The one error handler: every failure answers {"Message": "..."} with a fitting status, and
 * nothing unexpected ever leaks a stack trace or internal message to the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { EPUB_FILES_PREFIX } from '../../shared/api-paths';
import { messages } from '../../shared/messages';
import { apiMessages } from '../../shared/api-messages';
import { isDatabaseUnavailable } from '../db/errors';
import { DomainError, type DomainErrorKind } from '../domain-errors';
import { sendMessage } from './replies';

interface ZodLikeIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

const contextNames: Record<string, string> = {
  querystring: 'query parameter',
  body: 'field',
  params: 'path parameter',
  headers: 'header',
};

/**
 * The zod issues of a request the route schema refused, with the part of the request they are
 * about. The type provider hands them over as Fastify validation entries (the issue's code as
 * keyword, its path as a JSON pointer, its other fields as params).
 */
export function requestValidationFailure(error: unknown): { issues: ZodLikeIssue[]; context?: string } | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const issues = error.validation.map((entry) => ({
    code: entry.keyword,
    path: entry.instancePath.split('/').filter((segment) => segment !== ''),
    message: entry.message ?? '',
    keys: (entry.params as { keys?: string[] }).keys,
  }));
  return { issues, context: (error as { validationContext?: string }).validationContext };
}

/** "Invalid query parameter 'PageSize': Too big: expected number to be <=100" */
export function describeValidationError(issues: ZodLikeIssue[], context = 'body'): string {
  const subject = contextNames[context] ?? 'field';
  return issues
    .slice(0, 3)
    .map((issue) => {
      if (issue.code === 'unrecognized_keys' && issue.keys)
        return `Unknown ${subject} ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
      const name = issue.path.map(String).join('.');
      return name ? `Invalid ${subject} '${name}': ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** The one translation of the domain's refusals into HTTP; the compiler checks every kind has one. */
export const domainErrorStatus: Record<DomainErrorKind, number> = {
  'invalid-input': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-format': 415,
  'too-many-requests': 429,
  'payment-provider-unavailable': 502,
};

/** What a 503 asks a client to wait while the database is away: the pool reconnects within seconds of its return. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendMessage(reply, status, message);
}

/** Serves a not-found GET that is not an API call (the SPA's index.html); false when it did not. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

const nonPagePrefixes = ['/api/', '/media/', '/static/', EPUB_FILES_PREFIX];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (nonPagePrefixes.some((prefix) => request.url.startsWith(prefix)) || request.url === '/api') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Before any module registers: Fastify children keep the error handler they were created with. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const invalid = requestValidationFailure(error);
    if (invalid) return sendError(reply, 400, describeValidationError(invalid.issues, invalid.context));
    // An answer its route's schema does not allow is our bug: the details go to the log only.
    if (error instanceof ResponseSerializationError) {
      request.log.error(
        { err: error, issues: error.cause.issues, route: `${error.method} ${error.url}` },
        'response does not match its schema',
      );
      return sendError(reply, 500, messages.genericError);
    }
    // A refusal a service decided, 5xx included (the payment provider is unreachable), says what
    // it means; its cause, if any, is for the log only.
    if (error instanceof DomainError) {
      const status = domainErrorStatus[error.kind];
      if (status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return sendError(reply, status, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, 'The request body is too large.');
    // Fastify's own 4xx errors (bad JSON, wrong content type) describe the client's mistake only.
    if (status >= 400 && status < 500) return sendError(reply, status, error.message || messages.invalidRequest);
    // The database restarting or failing over: worth a retry in a few seconds, not a 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, apiMessages.databaseUnavailable);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, messages.genericError);
  });
}

/** Unknown API paths answer {Message} with 404; unknown pages go to the SPA's fallback. */
export function installNotFoundHandler(app: FastifyInstance, pageFallback?: PageFallback): void {
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback && wantsPage(request) && pageFallback(request, reply)) return reply;
    return sendError(reply, 404, apiMessages.notFound);
  });
}
