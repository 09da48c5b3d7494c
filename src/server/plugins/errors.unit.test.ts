import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages';
import {
  Conflict,
  Forbidden,
  InvalidInput,
  NotFound,
  PaymentProviderUnavailable,
  TooLarge,
  TooManyRequests,
  Unauthorized,
  UnsupportedFormat,
  type DomainError,
} from '../domain-errors';
import { installErrorHandler } from './errors';
import { apiMessages } from '../../shared/api-messages';

/** Each refusal with the status the API has always answered for it. */
const cases: Array<[DomainError, number]> = [
  [new InvalidInput(messages.checkoutCartEmpty), 400],
  [new Unauthorized(messages.unauthorizedUser), 401],
  [new Forbidden(apiMessages.otherUsersData), 403],
  [new NotFound(messages.bookNotFound), 404],
  [new Conflict(apiMessages.cartDuplicate), 409],
  [new TooLarge(messages.uploadTooLarge), 413],
  [new UnsupportedFormat(apiMessages.uploadNotMultipart), 415],
  [new TooManyRequests(apiMessages.tooManyLoginAttempts), 429],
  [new PaymentProviderUnavailable({ cause: new Error('connect ECONNREFUSED 10.0.0.1:443') }), 502],
];

let app: FastifyInstance;
const logLines: string[] = [];
let thrown: Error;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { level: 'error', stream } });
  installErrorHandler(app);
  app.get('/throw', async () => {
    throw thrown;
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const answer = async (error: Error) => {
  thrown = error;
  return app.inject({ url: '/throw' });
};

test.each(cases)('%p answers its status with {Message}', async (error, status) => {
  const response = await answer(error);
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json()).toEqual({ Message: error.message });
});

test('the payment provider being down says so, and only the log sees why', async () => {
  logLines.length = 0;
  const response = await answer(
    new PaymentProviderUnavailable({ cause: new Error('connect ECONNREFUSED 10.0.0.1:443') }),
  );
  expect(response.json()).toEqual({ Message: apiMessages.paymentProviderUnavailable });
  expect(response.body).not.toContain('ECONNREFUSED');
  expect(logLines.join('')).toContain('ECONNREFUSED');
});

test('a refusal the client caused is not logged as a server error', async () => {
  logLines.length = 0;
  await answer(new Conflict(apiMessages.cartDuplicate));
  expect(logLines).toEqual([]);
});

test('anything else is a 500 with the generic text, never its own message', async () => {
  const response = await answer(new Error('relation "books" does not exist'));
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ Message: messages.genericError });
});
