/**
 * HTTP hygiene (http-hygiene.ts): control and invisible characters refused, Cache-Control on
 * secret-bearing answers, and the {Message} shape with the security headers on errors raised
 * before routing, including those only a real socket can provoke (headers too large, a slow body).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '../../shared/api-paths';
import { messages } from '../../shared/messages';
import { login, newUserInput, post, registerAndLogin } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { apiMessages } from '../../shared/api-messages';

let t: TestApp;
let port: number;

const BODY_DEADLINE_MS = 400;

beforeAll(async () => {
  t = await createTestApp({ bodyDeadlineMs: BODY_DEADLINE_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Writes raw bytes to the server and collects what it answers until it closes the connection. */
function rawExchange(request: string, { keepOpenMs = 0 } = {}): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    const giveUp = keepOpenMs > 0 ? setTimeout(() => socket.destroy(), keepOpenMs) : undefined;
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, ms: Date.now() - started });
    });
    socket.on('error', reject);
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { Message: string };

describe('text fields', () => {
  test.each([
    ['a NUL', 'Asha\u0000'],
    ['an escape', 'Asha\u001b[31m'],
    ['a DEL', 'Asha\u007f'],
  ])('%s in any JSON string is a 400 naming the field, on both databases', async (_name, firstName) => {
    const response = await post(t.app, apiPaths.register, newUserInput({ firstName }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: `Invalid field 'firstName': ${apiMessages.controlCharacters}` });
  });

  test('a NUL in a query value is a 400 too', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${apiPaths.searchBooks}?q=a%00b` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: `Invalid field 'q': ${apiMessages.controlCharacters}` });
  });

  test('line breaks and tabs are text', async () => {
    const response = await post(t.app, apiPaths.addNewAuthorForReview, {
      name: 'Ira Sen',
      country_code: '+91',
      phone_number: '98450 11111',
      email: 'ira@example.com',
      description: 'Poems.\n\tAnd essays.\r\n',
    });
    expect(response.statusCode).toBe(202);
  });

  test.each([
    ['a right-to-left override', 'Asha\u202Egnp.exe'],
    ['a zero-width space', 'As\u200Bha'],
    ['a byte-order mark', 'As\uFEFFha'],
  ])('names with %s are refused', async (_name, firstName) => {
    const response = await post(t.app, apiPaths.register, newUserInput({ firstName }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(messages.invisibleCharacters);
  });

  test('a name that needs a zero-width joiner (Devanagari) is accepted', async () => {
    expect(
      (await post(t.app, apiPaths.register, newUserInput({ firstName: 'क्\u200Dष', lastName: 'राव' }))).statusCode,
    ).toBe(202);
  });
});

describe('Cache-Control', () => {
  test('no-store on login and on authenticated answers; public answers keep their own', async () => {
    const user = await registerAndLogin(t.app);
    const loggedIn = await login(t.app, user.input.email, user.input.password);
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    const failed = await login(t.app, user.input.email, 'wrong password');
    expect(failed.headers['cache-control']).toBe('no-store');
    const cart = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.getCartlist}?user_Id=${user.session.UserId}`,
      headers: user.headers,
    });
    expect(cart.headers['cache-control']).toBe('no-store');
    const banners = await t.app.inject({ method: 'GET', url: apiPaths.getBanners });
    expect(banners.headers['cache-control']).not.toBe('no-store');
  });
});

describe('errors raised before routing', () => {
  test('a URL that cannot be decoded: 400 {Message} with the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: apiMessages.badUrl });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('headers too large: 431 {Message} with the security headers', async () => {
    const { text } = await rawExchange(
      `GET ${apiPaths.getBanners} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(bodyOf(text)).toEqual({ Message: apiMessages.headersTooLarge });
  });

  test('a body that does not arrive in time is answered 408 and its connection closed', async () => {
    const { text, ms } = await rawExchange(
      `POST ${apiPaths.login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`,
      { keepOpenMs: 10_000 },
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(text)).toEqual({ Message: apiMessages.requestTimeout });
    expect(ms).toBeGreaterThanOrEqual(BODY_DEADLINE_MS - 50);
    expect(ms).toBeLessThan(5000);
    // The server still serves everyone else.
    expect((await t.app.inject({ method: 'GET', url: apiPaths.getBanners })).statusCode).toBe(202);
  });

  test('a chunked body is held to the same deadline (only a request without a body has none)', async () => {
    const { text, ms } = await rawExchange(
      `POST ${apiPaths.login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n6\r\n{"user\r\n`,
      { keepOpenMs: 10_000 },
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(BODY_DEADLINE_MS - 50);
    expect(ms).toBeLessThan(5000);
  });
});
