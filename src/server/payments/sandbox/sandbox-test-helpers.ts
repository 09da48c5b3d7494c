/** What the sandbox's tests share: Basic auth headers, orders, and a recorder of delivered webhooks. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { sandboxPaths } from '../../../shared/api-paths';
import type { TestApp } from '../../testing/create-test-app';

export const sandboxApi = `${sandboxPaths.razorpayApi}/v1`;

export const basicAuth = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
export const sandboxKeys = (t: TestApp) => basicAuth(t.config.payments.keyId, t.config.payments.keySecret);

/** An authenticated call to the sandbox's /v1 API. */
export function callApi(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${sandboxApi}${path}`,
    headers: sandboxKeys(t),
    ...(payload ? { payload } : {}),
  });
}

export interface DeliveredWebhook {
  /** The exact bytes sent. */
  body: string;
  event: string;
  signature?: string;
  eventId?: string;
  /** The store's answer (or the one a test made it give). */
  status: number;
}

/**
 * Records every webhook the outbox sends through app.inject. `answer` may replace the store's
 * answer with a status of its own (a store that is down answers 500), 'throw' (the call itself
 * fails), or undefined to let the store answer.
 */
export function recordWebhooks(
  app: FastifyInstance,
  answer: (webhook: Omit<DeliveredWebhook, 'status'>) => number | 'throw' | undefined = () => undefined,
) {
  const delivered: DeliveredWebhook[] = [];
  const inject = app.inject.bind(app);
  const spy = jest.spyOn(app, 'inject').mockImplementation((async (options: InjectOptions) => {
    const headers = (options.headers ?? {}) as Record<string, string | undefined>;
    const signature = headers['x-razorpay-signature'];
    if (signature === undefined) return inject(options);
    const body = String(options.payload);
    const webhook = {
      body,
      event: (JSON.parse(body) as { event: string }).event,
      signature,
      eventId: headers['x-razorpay-event-id'],
    };
    const forced = answer(webhook);
    if (forced === 'throw') {
      delivered.push({ ...webhook, status: 0 });
      throw new Error('the test made the delivery throw');
    }
    if (forced !== undefined) {
      delivered.push({ ...webhook, status: forced });
      return {
        statusCode: forced,
        body: 'the test made the store fail',
        json: () => ({}),
      } as unknown as LightMyRequestResponse;
    }
    const response = await inject(options);
    delivered.push({ ...webhook, status: response.statusCode });
    return response;
  }) as never);
  return {
    delivered,
    events: () => delivered.map((webhook) => webhook.event),
    /** The payload of the last delivered event of that name. */
    payloadOf: <T>(event: string): T => {
      const found = [...delivered].reverse().find((webhook) => webhook.event === event);
      if (!found) throw new Error(`no ${event} webhook was delivered`);
      return (JSON.parse(found.body) as { payload: T }).payload;
    },
    restore: () => spy.mockRestore(),
  };
}
