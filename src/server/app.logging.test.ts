import { Writable } from 'node:stream';
import { apiPaths } from '../shared/api-paths';
import { loggerOptions } from './app';
import { bearer, post, registerAndLogin } from './testing/accounts';
import { createTestApp, type TestApp } from './testing/create-test-app';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ seed: false, logger: { ...loggerOptions('trace'), stream } });
});
afterAll(async () => {
  await t.close();
});

test('request logs hold neither bodies, passwords nor tokens', async () => {
  const password = 'Log-Me-Not-Password-9';
  const { session } = await registerAndLogin(t.app, { password });
  await post(t.app, apiPaths.login, { username: 'nobody@example.com', password });
  await post(t.app, apiPaths.logout, undefined, { headers: bearer(session.Token) });
  const log = lines.join('');
  expect(log).toContain(apiPaths.login); // it did log the requests
  expect(log).not.toContain(password);
  expect(log).not.toContain(session.Token);
  expect(log).not.toContain('nobody@example.com');
});
