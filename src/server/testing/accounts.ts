/** Account helpers for API tests: register, log in, and call with the token. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths } from '../../shared/api-paths';
import type { LoginResponse, RegisterRequest } from '../../shared/contract/accounts.contract';
import type { Db } from '../db/create-database';

export const TEST_PASSWORD = 'correct horse 7';

/** A registration body with a fresh e-mail each call. */
export function newUserInput(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    password: TEST_PASSWORD,
    usertype: 'User',
    countryCode: '+91',
    phoneNumber: '98450 12345',
    email: `reader.${randomBytes(4).toString('hex')}@example.com`,
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface PostOptions {
  headers?: Record<string, string>;
  /** The client address the server sees (rate limits count per address). */
  remoteAddress?: string;
}

export function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  options: PostOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  });
}

export function login(app: FastifyInstance, username: string, password: string, remoteAddress?: string) {
  return post(app, apiPaths.login, { username, password }, { remoteAddress });
}

export interface LoggedInUser {
  input: RegisterRequest;
  session: LoginResponse;
  headers: Record<string, string>;
}

/** Registers a new User and logs in; fails the test if either step does not succeed. */
export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<LoggedInUser> {
  const input = newUserInput(overrides);
  const registered = await post(app, apiPaths.register, input);
  if (registered.statusCode !== 202) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const loggedIn = await login(app, input.email, input.password);
  if (loggedIn.statusCode !== 202) throw new Error(`login answered ${loggedIn.statusCode}: ${loggedIn.body}`);
  const session = loggedIn.json<LoginResponse>();
  return { input, session, headers: bearer(session.Token) };
}

/**
 * The token of the last link mailed to `email`, read from the mail outbox (tests that only need a
 * valid link; account-links.routes.test.ts reads mails as an SMTP server receives them).
 */
export async function lastMailedToken(db: Db, email: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no link in the last mail to ${email}`);
  return token;
}
