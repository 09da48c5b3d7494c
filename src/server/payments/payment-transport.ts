/**
 * How the Razorpay adapter reaches its API: a fetch-like function.
 *
 * Live Razorpay (and a sandbox reached through RAZORPAY_API_BASE_URL) use the global fetch. The
 * default sandbox is part of this very server, and buildApp never listens (tests inject; behind a
 * proxy the port may not even be reachable from inside), so there the adapter's requests are
 * handed to the server in process with app.inject. The adapter cannot tell the difference: it
 * builds the same URLs, Basic auth header and JSON bodies, and reads a standard Response.
 */
import type { FastifyInstance } from 'fastify';

export type HttpTransport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<Response>;

export const networkTransport: HttpTransport = (url, init) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });

/** Serves the request with app.inject: only the URL's path and query matter, not its host. */
export function inProcessTransport(app: FastifyInstance): HttpTransport {
  return async (url, init) => {
    const target = new URL(url);
    const response = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(response.payload.length > 0 ? response.payload : null, {
      status: response.statusCode,
      headers,
    });
  };
}
