/**
 * How the Razorpay adapter reaches its API: a function from a request to its status and body.
 *
 * Live Razorpay (and a sandbox reached through RAZORPAY_API_BASE_URL) are reached over the network
 * with node:http(s) and kept-alive connections. Not the global fetch: in a profile of purchases
 * under load (bench:checkout --cpu-prof) fetch's streams and web objects cost about 3 ms of CPU
 * per call, several times a plain request's, for two calls in every purchase.
 *
 * The default sandbox is part of this very server, and buildApp never listens (tests inject; behind
 * a proxy the port may not even be reachable from inside), so there the adapter's requests are
 * handed to the server in process with app.inject. The adapter cannot tell the difference: it
 * builds the same URLs, Basic auth header and JSON bodies, and reads the same answer.
 */
import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance } from 'fastify';

export interface HttpRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  body: string;
}

export type HttpTransport = (url: string, request: HttpRequest) => Promise<HttpAnswer>;

/** A provider call that has not answered by then fails (the caller answers 503 or retries later). */
const PROVIDER_TIMEOUT_MS = 15_000;

/** Connections kept open between calls: a TLS handshake per call would cost more than the call. */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export const networkTransport: HttpTransport = (url, { method, headers, body }) =>
  new Promise<HttpAnswer>((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const request = (secure ? https : http).request(
      target,
      {
        method,
        agent: agents[secure ? 'https:' : 'http:'],
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          clearTimeout(deadline);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${PROVIDER_TIMEOUT_MS / 1000} s`)),
      PROVIDER_TIMEOUT_MS,
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });

/** Serves the request with app.inject: only the URL's path and query matter, not its host. */
export function inProcessTransport(app: FastifyInstance): HttpTransport {
  return async (url, { method, headers, body }) => {
    const target = new URL(url);
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    return { status: response.statusCode, body: response.payload };
  };
}
