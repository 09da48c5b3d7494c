/**
 * A request id on every log line of a request, and in its answer:
 * - the id is the X-Request-Id a trusted proxy (TRUST_PROXY) sent, when it looks like an id (at most
 *   128 characters of letters, digits and `._:-`); otherwise a new UUID. A client that is not a
 *   trusted proxy cannot choose the id its lines are logged under;
 * - the answer carries it as X-Request-Id, errors too;
 * - Fastify's request logger binds it as `reqId`; lines logged through the app's own logger while
 *   the request's work runs (a payment settled, a refund sent, a mail's links) get it as well, from
 *   an AsyncLocalStorage that follows the request's work through every await (pino's mixin).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Fastify's default label of the request id in its request logger's lines. */
export const REQUEST_ID_LOG_LABEL = 'reqId';
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface RequestContext {
  reqId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Whether the connection's peer is a proxy whose headers are believed, as Fastify's trustProxy decides. */
export function trustsPeer(trustProxy: boolean | number | string): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trust = proxyAddr.compile(
    trustProxy
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  return (address) => address !== undefined && trust(address, 0);
}

/** Fastify's options: ids from a trusted proxy's X-Request-Id, or new ones. */
export function requestIdServerOptions(
  trustProxy: boolean | number | string,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  const trusted = trustsPeer(trustProxy);
  return {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const sent = request.headers[REQUEST_ID_HEADER];
      if (typeof sent === 'string' && ACCEPTABLE_ID.test(sent) && trusted(request.socket?.remoteAddress)) return sent;
      return randomUUID();
    },
  };
}

/**
 * pino's mixin: the request id of the work logging the line, unless the line's logger already
 * binds one (Fastify's request logger does).
 */
export function requestIdMixin(
  _mergeObject: object,
  _level: number,
  logger?: { bindings(): Record<string, unknown> },
): Record<string, string> {
  const context = requestContext.getStore();
  if (!context || (logger && REQUEST_ID_LOG_LABEL in logger.bindings())) return {};
  return { [REQUEST_ID_LOG_LABEL]: context.reqId };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's log context, entered again after the body is read (the parser's events lose it). */
    requestContext?: RequestContext;
  }
}

/** The X-Request-Id answer header, and the request's context for the app's own log lines. */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const context = { reqId: request.id };
    request.requestContext = context;
    requestContext.run(context, done);
  });
  // The body parser may resume from the socket's events, outside the request's context: back into it
  // (the later hooks and the handler run inside `done`).
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.requestContext) requestContext.run(request.requestContext, done);
    else done();
  });
}
