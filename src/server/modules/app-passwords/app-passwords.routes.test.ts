import { createHash } from 'node:crypto';
import { apiPaths } from '../../../shared/api-paths';
import {
  APP_PASSWORD_ALPHABET,
  APP_PASSWORD_LENGTH,
  MAX_APP_PASSWORDS,
  type AppPasswordsResponse,
  type CreatedAppPassword,
} from '../../../shared/contract/reading-apps.contract';
import { LOGIN_FAILURE_LIMIT } from '../../../shared/constants';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import { post, registerAndLogin, TEST_PASSWORD, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;
let owner: LoggedInUser;
let other: LoggedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t.app);
  other = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
const create = (user: LoggedInUser, Name: string) =>
  post(t.app, apiPaths.createAppPassword, { Name }, { headers: user.headers });
const list = async (user: LoggedInUser) =>
  (
    await t.app.inject({ method: 'GET', url: apiPaths.getAppPasswords, headers: user.headers })
  ).json<AppPasswordsResponse>().AppPasswords;
/** The bookshelf: the one feed that needs a reader. */
const shelf = (headers: Record<string, string>, remoteAddress = '203.0.113.5') =>
  t.app.inject({ method: 'GET', url: '/opds/v2/bookshelf', headers, remoteAddress });

describe('app passwords', () => {
  test('are made with a name, shown once, 24 characters of the unambiguous alphabet, stored only as hashes', async () => {
    const response = await create(owner, '  KOReader on my Kindle ');
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = response.json<CreatedAppPassword>();
    expect(created).toEqual({ Id: expect.any(String), Name: 'KOReader on my Kindle', Password: expect.any(String) });
    expect(created.Password).toHaveLength(APP_PASSWORD_LENGTH);
    expect([...created.Password].every((c) => APP_PASSWORD_ALPHABET.includes(c))).toBe(true);

    const row = await t.db
      .selectFrom('app_passwords')
      .selectAll()
      .where('id', '=', Number(created.Id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.Password);
    expect(row.secret_hash).toBe(createHash('sha256').update(created.Password).digest('hex'));

    expect(await list(owner)).toEqual([
      { Id: created.Id, Name: 'KOReader on my Kindle', CreatedAt: expect.any(String), LastUsedAt: null },
    ]);
    // Nobody else sees it.
    expect(await list(other)).toEqual([]);
  });

  test('sign an app in with the e-mail (any case), note the last use, and never accept the account password', async () => {
    const { Id, Password } = (await create(owner, 'Thorium')).json<CreatedAppPassword>();
    expect((await shelf(basic(owner.input.email.toUpperCase(), Password))).statusCode).toBe(200);
    expect((await list(owner)).find((item) => item.Id === Id)?.LastUsedAt).toBe(t.clock.now().toISOString());

    const refused = await shelf(basic(owner.input.email, TEST_PASSWORD));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Basic realm=/);
    // Another account's e-mail with this password: no.
    expect((await shelf(basic(other.input.email, Password))).statusCode).toBe(401);
  });

  test('a revoked password signs in no more; another account cannot revoke it', async () => {
    const { Id, Password } = (await create(owner, 'Aldiko')).json<CreatedAppPassword>();
    expect((await post(t.app, apiPaths.revokeAppPassword, { Id }, { headers: other.headers })).statusCode).toBe(404);
    expect((await shelf(basic(owner.input.email, Password))).statusCode).toBe(200);

    const revoked = await post(t.app, apiPaths.revokeAppPassword, { Id }, { headers: owner.headers });
    expect(revoked.statusCode).toBe(202);
    expect(revoked.json()).toEqual({ Message: readingAppsTexts.revoked });
    expect((await shelf(basic(owner.input.email, Password))).statusCode).toBe(401);
    expect((await list(owner)).map((item) => item.Id)).not.toContain(Id);
    expect((await post(t.app, apiPaths.revokeAppPassword, { Id }, { headers: owner.headers })).statusCode).toBe(404);
  });

  test('need a signed-in caller and a name', async () => {
    expect((await post(t.app, apiPaths.createAppPassword, { Name: 'x' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.getAppPasswords })).statusCode).toBe(401);
    expect((await create(owner, '   ')).statusCode).toBe(400);
  });

  test(`an account holds at most ${MAX_APP_PASSWORDS}`, async () => {
    const user = await registerAndLogin(t.app);
    for (let i = 0; i < MAX_APP_PASSWORDS; i += 1) expect((await create(user, `App ${i}`)).statusCode).toBe(202);
    const refused = await create(user, 'One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Message: readingAppsTexts.tooMany(MAX_APP_PASSWORDS) });
  });

  test('failed sign-ins are throttled per e-mail and address like logins; the right password waits too', async () => {
    const user = await registerAndLogin(t.app);
    const { Password } = (await create(user, 'PocketBook')).json<CreatedAppPassword>();
    const wrong = APP_PASSWORD_ALPHABET[0]!.repeat(APP_PASSWORD_LENGTH);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1)
      expect((await shelf(basic(user.input.email, wrong), '198.51.100.7')).statusCode).toBe(401);
    const throttled = await shelf(basic(user.input.email, Password), '198.51.100.7');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ Message: readingAppsTexts.tooManyFailures });
    // Elsewhere, and after the minute, the app gets in.
    expect((await shelf(basic(user.input.email, Password), '198.51.100.8')).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await shelf(basic(user.input.email, Password), '198.51.100.7')).statusCode).toBe(200);
  });
});
