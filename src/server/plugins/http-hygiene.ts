/**
 * What every HTTP exchange gets, whatever the route:
 * - timeouts: headers within HEADERS_TIMEOUT_MS; a JSON body within 30 s (config.bodyDeadlineMs) of the
 *   request's start (a client trickling a body is cut, answered 408); uploads, which stream their
 *   body inside the handler, only the hard REQUEST_TIMEOUT_MS cap; idle keep-alive connections
 *   closed after KEEP_ALIVE_TIMEOUT_MS;
 * - the {"Message"} shape and the security headers also where Fastify's routing never ran: a URL
 *   that cannot be decoded (400), headers too large (431), a malformed request line (400);
 * - text without control characters: a NUL (which PostgreSQL refuses, once a 500) or another C0
 *   control in any query value or JSON string is a 400 naming the field (tab, line feed and
 *   carriage return are text);
 * - `Cache-Control: no-store` on every answer to an authenticated request and on the answers that
 *   carry or consume secrets (login, password reset, verification), unless the route set its own.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { apiPaths } from '../../shared/api-paths';
import { messages } from '../../shared/messages';
import { apiSecurityHeaders } from './security-headers';
import { sendError } from './errors';
import { apiMessages } from '../../shared/api-messages';

export const HEADERS_TIMEOUT_MS = 20_000;
/** The longest a request may take to arrive at all: a 100 MB book over a slow uplink. */
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
/** Above the 60 s idle timeout of common load balancers, so they never reuse a connection we just closed. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Fastify's options for the timeouts and for errors raised before routing. */
export function hygieneServerOptions(): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'keepAliveTimeout' | 'frameworkErrors' | 'clientErrorHandler'
> {
  return {
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      reply.headers(apiSecurityHeaders());
      void sendError(reply, status, error.code === 'FST_ERR_BAD_URL' ? apiMessages.badUrl : messages.invalidRequest);
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (!socket.writable) return void socket.destroy();
      const [status, reason, message] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', apiMessages.headersTooLarge]
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request Timeout', apiMessages.requestTimeout]
            : [400, 'Bad Request', messages.invalidRequest];
      const body = JSON.stringify({ Message: message });
      const headers = {
        ...apiSecurityHeaders(),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\r\n')}\r\n\r\n${body}`,
      );
    },
  };
}

/** C0 controls but tab, line feed and carriage return; and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path ('name', 'lines.0.title') of the first string holding a control character, if any. */
function controlCharacterAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterAt(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterAt(CONTROL_CHARACTER.test(key) ? '\u0000' : item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Answers that carry or consume a secret, even without an Authorization header. */
const SECRET_ANSWERS = new Set<string>([
  apiPaths.login,
  apiPaths.register,
  apiPaths.resetPassword,
  apiPaths.verifyEmail,
  apiPaths.requestPasswordReset,
]);

/** Whether a body follows the headers (RFC 9112, 6.3): a GET of the shop has none, so nothing to wait for. */
function carriesBody(headers: IncomingHttpHeaders): boolean {
  return (
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  );
}

/**
 * The hooks run on every request, the cached catalog answers included, so they take Fastify's
 * callback form (no promise each) and do nothing a request does not need: with a timer on every
 * request and four async hooks, a cached shop page answered 22 % fewer requests a second than the
 * store before these hooks (the two servers side by side, autocannon in turns; src/docs/decisions/023).
 */
export function installHttpHygiene(app: FastifyInstance, bodyDeadlineMs: number): void {
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.addHook('onRequest', (request, reply, done) => {
    if (carriesBody(request.headers)) {
      const deadline = setTimeout(() => {
        if (reply.sent) return;
        reply.hijack();
        const body = JSON.stringify({ Message: apiMessages.requestTimeout });
        reply.raw.writeHead(408, {
          ...apiSecurityHeaders(),
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
        });
        reply.raw.end(body, () => request.raw.destroy());
      }, bodyDeadlineMs);
      deadline.unref();
      request.bodyDeadline = deadline;
    }
    // Set before the handler runs, so a route that sets its own Cache-Control replaces it.
    if (
      request.url.startsWith('/api/') &&
      (request.headers.authorization !== undefined || SECRET_ANSWERS.has(request.routeOptions.url ?? ''))
    ) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
  // The body has arrived (or streams later, in the handler of an upload): the deadline is over.
  app.addHook('preValidation', (request, reply, done) => {
    clearTimeout(request.bodyDeadline);
    const field = controlCharacterAt(request.query) ?? controlCharacterAt(request.body);
    if (field === undefined) return done();
    sendError(reply, 400, `Invalid field '${field}': ${apiMessages.controlCharacters}`);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(request.bodyDeadline);
    done();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    bodyDeadline?: NodeJS.Timeout;
  }
}
