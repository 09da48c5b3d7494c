import { apiPaths } from '../../../shared/api-paths';
import {
  LOGIN_ADDRESS_FAILURE_CEILING,
  LOGIN_ADDRESS_FAILURE_WINDOW_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  MAX_SESSIONS_PER_USER,
  SESSION_TTL_MS,
} from '../../../shared/constants';
import { phoneNumberMessages, profileMessages } from '../../../shared/account-texts';
import type { DeletionSummaryResponse, LoginResponse } from '../../../shared/contract/accounts.contract';
import type { BookDetail } from '../../../shared/contract/catalog.contract';
import { messages } from '../../../shared/messages';
import { normalizeEmail } from '../../db/emails';
import { bearer, login, newUserInput, post, registerAndLogin, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';
import { ensureAdminAccount } from './admin-account';
import { hashPassword } from './passwords';
import { hashSecretToken } from './secret-tokens';
import { apiMessages } from '../../../shared/api-messages';
import { ABUSE_RULES } from '../../plugins/abuse-limits';

let t: TestApp;
let nextAddress = 1;
/** A client address of its own per test, so the login rate limit of one test never leaks into another. */
const freshAddress = () => `10.0.0.${nextAddress++}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const countRows = async (table: 'users' | 'sessions') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const userByEmail = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email_normalized', '=', normalizeEmail(email)).executeTakeFirst();

describe('POST /api/login', () => {
  test('answers 202 with the session user (capitalised fields) and a token', async () => {
    const input = newUserInput({ about: 'Reads crime novels.' });
    expect((await post(t.app, apiPaths.register, input)).statusCode).toBe(202);
    const response = await login(t.app, input.email, input.password);
    expect(response.statusCode).toBe(202);
    const body = response.json<LoginResponse>();
    expect(Object.keys(body).sort()).toEqual([
      'CountryCode',
      'Description',
      'Email',
      'EmailConfirmed',
      'FirstName',
      'ImageURL',
      'Language',
      'LastName',
      'NoOfBooks',
      'PhoneNumber',
      'Token',
      'UserId',
      'UserType',
    ]);
    expect(body).toEqual({
      CountryCode: '+91',
      Description: 'Reads crime novels.',
      Email: input.email,
      EmailConfirmed: false,
      FirstName: 'Asha',
      ImageURL: '',
      // The language the registration came in (no cookie, no Accept-Language: English).
      Language: 'en',
      LastName: 'Rao',
      NoOfBooks: 0,
      PhoneNumber: '9845012345',
      Token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      UserId: expect.stringMatching(/^\d+$/),
      UserType: 'User',
    });
  });

  test('the e-mail matches without regard to case, and each login gets its own token', async () => {
    const { input, session } = await registerAndLogin(t.app);
    const again = await login(t.app, `  ${input.email.toUpperCase()} `, input.password);
    expect(again.statusCode).toBe(202);
    expect(again.json<LoginResponse>().UserId).toBe(session.UserId);
    expect(again.json<LoginResponse>().Token).not.toBe(session.Token);
  });

  test('a wrong password and an unknown e-mail get the same 401 body', async () => {
    const { input } = await registerAndLogin(t.app);
    const wrongPassword = await login(t.app, input.email, 'not the password', freshAddress());
    const unknownEmail = await login(t.app, 'nobody.here@example.com', input.password, freshAddress());
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ Message: apiMessages.loginFailed });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  test.each([
    ['an empty username', { username: '', password: TEST_PASSWORD }, messages.invalidEmail],
    ['an empty password', { username: 'a@example.com', password: '' }, messages.invalidPassword],
    ['a password shorter than 8', { username: 'a@example.com', password: 'short' }, messages.passwordTooShort],
    ['a username that is not an e-mail', { username: 'asha', password: TEST_PASSWORD }, messages.invalidEmail],
    ['a wrongly typed password', { username: 'a@example.com', password: 12345678 }, messages.invalidPassword],
    [
      'an extra field',
      { username: 'a@example.com', password: TEST_PASSWORD, remember: true },
      "Unknown field 'remember'",
    ],
  ])('%s gets 400 with a message', async (_name, body, text) => {
    const response = await post(t.app, apiPaths.login, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(text);
  });
});

describe('POST /api/register', () => {
  test('creates a User with a hashed password and answers 202 {Message}', async () => {
    const input = newUserInput();
    const response = await post(t.app, apiPaths.register, input);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ Message: messages.registered });
    const row = await userByEmail(input.email);
    expect(row).toMatchObject({
      email: input.email,
      first_name: 'Asha',
      last_name: 'Rao',
      user_type: 'User',
      email_confirmed: 0,
      no_of_books: 0,
    });
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    // Item 6: the phone number is stored in E.164.
    expect(row).toMatchObject({ country_code: '+91', phone_number: '+919845012345' });
  });

  test('a taken e-mail in another case gets 409 and writes nothing', async () => {
    const input = newUserInput();
    await post(t.app, apiPaths.register, input);
    const before = await countRows('users');
    const response = await post(t.app, apiPaths.register, {
      ...input,
      email: input.email.toUpperCase(),
      firstName: 'Other',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: apiMessages.emailTaken });
    expect(await countRows('users')).toBe(before);
    expect((await userByEmail(input.email))?.first_name).toBe('Asha');
  });

  test.each(['Author', 'Admin'] as const)(
    'a public registration as %s gets 403 and writes nothing',
    async (usertype) => {
      const input = newUserInput({ usertype });
      const response = await post(t.app, apiPaths.register, input);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Message: apiMessages.publicRegistrationUserOnly });
      expect(await userByEmail(input.email)).toBeUndefined();
    },
  );

  const long = (length: number) => 'x'.repeat(length);
  test.each([
    ['a password shorter than 8', { password: 'seven77' }, messages.passwordTooShort],
    ['a password over 128 characters', { password: long(129) }, 'at most 128'],
    ['an empty first name', { firstName: '   ' }, messages.fieldRequired],
    ['a first name over 100 characters', { firstName: long(101) }, 'at most 100'],
    ['an e-mail over 254 characters', { email: `${long(250)}@example.com` }, 'at most 254'],
    ['a malformed e-mail', { email: 'asha@' }, messages.invalidEmail],
    ['a phone number over 20 characters', { phoneNumber: '9'.repeat(21) }, 'at most 20'],
    ['a phone number with letters', { phoneNumber: 'call me' }, messages.invalidPhoneNumber],
    ['a wrongly typed phone number', { phoneNumber: 9845012345 }, messages.invalidPhoneNumber],
    // Item 6: checked for its country, not only for its characters.
    ['a phone number too short for India', { phoneNumber: '12' }, phoneNumberMessages.notValidFor('+91')],
    ['a phone number too long for India', { phoneNumber: '9'.repeat(20) }, phoneNumberMessages.notValidFor('+91')],
    ['a UK number for India', { phoneNumber: '+44 20 7946 0958' }, phoneNumberMessages.notValidFor('+91')],
    ['an about over 500 characters', { about: long(501) }, 'at most 500'],
    ['an unknown user type', { usertype: 'Guest' }, 'usertype'],
    ['an extra field', { isAdmin: true }, "Unknown field 'isAdmin'"],
  ])('%s gets 400 with a message and writes nothing', async (_name, change, text) => {
    const input = { ...newUserInput(), ...change };
    const before = await countRows('users');
    const response = await post(t.app, apiPaths.register, input);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(text);
    expect(await countRows('users')).toBe(before);
  });

  test.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an array', [newUserInput()]],
    ['a string', 'hello'],
  ])('%s gets 400, never 500', async (_name, body) => {
    const response = await post(
      t.app,
      apiPaths.register,
      body,
      body === undefined ? {} : { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Message: string }>().Message).toBe('string');
  });

  test('a body that is not JSON gets 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.register,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ Message: string }>().Message).toBe('string');
  });
});

describe('sessions', () => {
  const someoneElse = { Email: 'someone.else@example.com', Password: TEST_PASSWORD };
  /** 403 proves the token was accepted (401 would mean it was not), without deleting anything. */
  const tokenWorks = async (headers: Record<string, string>) =>
    (await post(t.app, apiPaths.deleteAccount, someoneElse, { headers })).statusCode === 403;

  test.each([
    ['no Authorization header', {}],
    ['a token that was never issued', bearer('A'.repeat(43))],
    ['a malformed token', bearer('not a token')],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('%s gets 401 {Message}', async (_name, headers) => {
    for (const path of [apiPaths.logout, apiPaths.deleteAccount]) {
      const response = await post(t.app, path, someoneElse, { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Message: messages.unauthorizedUser });
    }
  });

  test('logout answers 202 and revokes that token only', async () => {
    const { input, headers } = await registerAndLogin(t.app);
    const other = await login(t.app, input.email, input.password);
    const response = await post(t.app, apiPaths.logout, undefined, { headers });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ Message: messages.loggedOut });
    expect((await post(t.app, apiPaths.logout, undefined, { headers })).statusCode).toBe(401);
    expect(await tokenWorks(headers)).toBe(false);
    expect(await tokenWorks(bearer(other.json<LoginResponse>().Token))).toBe(true);
  });

  test('a token expires 5 days after login', async () => {
    const { headers } = await registerAndLogin(t.app);
    t.clock.advance(SESSION_TTL_MS - 1000);
    expect(await tokenWorks(headers)).toBe(true);
    t.clock.advance(1000);
    const response = await post(t.app, apiPaths.logout, undefined, { headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Message: messages.unauthorizedUser });
  });

  test('the database holds neither clear-text passwords nor tokens', async () => {
    const { input, session } = await registerAndLogin(t.app, { password: 'Very-Distinct-Pass-42' });
    const users = await t.db.selectFrom('users').selectAll().execute();
    const sessions = await t.db.selectFrom('sessions').selectAll().execute();
    const dump = JSON.stringify({ users, sessions });
    expect(dump).not.toContain(input.password);
    expect(dump).not.toContain(session.Token);
    expect(sessions.map((row) => row.token_hash)).toContain(hashSecretToken(session.Token));
  });
});

describe('POST /api/deleteAccount', () => {
  test("another user's e-mail gets 403 and deletes nothing", async () => {
    const victim = await registerAndLogin(t.app);
    const caller = await registerAndLogin(t.app);
    const response = await post(
      t.app,
      apiPaths.deleteAccount,
      { Email: victim.input.email, Password: TEST_PASSWORD },
      { headers: caller.headers },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Message: messages.emailNotCurrentUser });
    expect(await userByEmail(victim.input.email)).toBeDefined();
    expect(await userByEmail(caller.input.email)).toBeDefined();
  });

  test('the own e-mail (any case) deletes the account and its sessions; token and login stop working', async () => {
    const { input, session, headers } = await registerAndLogin(t.app);
    const response = await post(
      t.app,
      apiPaths.deleteAccount,
      { Email: input.email.toUpperCase(), Password: TEST_PASSWORD },
      { headers },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: messages.accountDeleted });
    expect(await userByEmail(input.email)).toBeUndefined();
    expect(
      await t.db.selectFrom('sessions').selectAll().where('user_id', '=', Number(session.UserId)).execute(),
    ).toEqual([]);
    expect((await post(t.app, apiPaths.logout, undefined, { headers })).statusCode).toBe(401);
    const relogin = await login(t.app, input.email, input.password, freshAddress());
    expect(relogin.statusCode).toBe(401);
    // The address is free again: a new account, which logs in with its own password.
    expect((await post(t.app, apiPaths.register, { ...input, password: 'a new account now' })).statusCode).toBe(202);
    const fresh = await login(t.app, input.email, 'a new account now', freshAddress());
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json<LoginResponse>().UserId).not.toBe(session.UserId);
  });

  test('needs the password (item 2): a wrong one gets 403 and deletes nothing', async () => {
    const { input, headers } = await registerAndLogin(t.app);
    const wrong = await post(
      t.app,
      apiPaths.deleteAccount,
      { Email: input.email, Password: 'not the password' },
      { headers },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ Message: profileMessages.deletePasswordWrong });
    expect(await userByEmail(input.email)).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: apiPaths.getProfile, headers })).statusCode).toBe(202);
    const without = await post(t.app, apiPaths.deleteAccount, { Email: input.email }, { headers });
    expect(without.statusCode).toBe(400);
    expect(await userByEmail(input.email)).toBeDefined();
  });

  test(`is limited to ${ABUSE_RULES.deleteAccountPerUser.limit} attempts an hour per user (no way to guess the password)`, async () => {
    const { input, headers } = await registerAndLogin(t.app);
    const attempt = (password: string) =>
      post(t.app, apiPaths.deleteAccount, { Email: input.email, Password: password }, { headers });
    for (let i = 0; i < ABUSE_RULES.deleteAccountPerUser.limit; i += 1)
      expect((await attempt(`guess ${i}`)).statusCode).toBe(403);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
    expect(await userByEmail(input.email)).toBeDefined();
  });

  test('GET /api/getDeletionSummary: the books bought, what was paid for them, and the books authored', async () => {
    const user = await registerAndLogin(t.app);
    const summary = async (headers: Record<string, string>) =>
      (
        await t.app.inject({ method: 'GET', url: apiPaths.getDeletionSummary, headers })
      ).json<DeletionSummaryResponse>();
    expect(await summary(user.headers)).toEqual({ BooksOwned: 0, BooksPaidPaise: 0, AuthorBooks: 0 });
    // Two books bought, as a shopper buys them.
    await buyBooks(t.app, user, '3', '5');
    const paid = await t.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['orders.id as order_id', 'order_lines.sale_price_paise'])
      .where('orders.user_id', '=', Number(user.session.UserId))
      .execute();
    expect(paid).toHaveLength(2);
    const paidPaise = paid.reduce((sum, line) => sum + line.sale_price_paise, 0);
    expect(paidPaise).toBeGreaterThan(0);
    expect(await summary(user.headers)).toEqual({ BooksOwned: 2, BooksPaidPaise: paidPaise, AuthorBooks: 0 });
    expect((await t.app.inject({ method: 'GET', url: apiPaths.getDeletionSummary })).statusCode).toBe(401);

    // Deleting keeps the order (anonymised), and the paid amount stays in its lines.
    const deleted = await post(
      t.app,
      apiPaths.deleteAccount,
      { Email: user.input.email, Password: TEST_PASSWORD },
      { headers: user.headers },
    );
    expect(deleted.statusCode).toBe(200);
    const kept = await t.db
      .selectFrom('orders')
      .select(['user_id', 'amount_paise'])
      .where('id', '=', paid[0]!.order_id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: null, amount_paise: paidPaise });
  });

  test('an author with books is anonymised: the row stays for the books, personal data goes', async () => {
    const author = await t.db
      .selectFrom('books')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select(['users.id', 'users.email', 'books.id as book_id'])
      .where('users.user_type', '=', 'Author')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set(await hashPassword(TEST_PASSWORD))
      .where('id', '=', author.id)
      .execute();
    const bookUrl = `${apiPaths.getBookById}?Id=${author.book_id}`;
    const before = (await t.app.inject({ method: 'GET', url: bookUrl })).json<BookDetail>();
    expect(before.AuthorName).not.toBe('Former author');

    const session = (await login(t.app, author.email, TEST_PASSWORD)).json<LoginResponse>();
    expect(session.UserType).toBe('Author');
    const response = await post(
      t.app,
      apiPaths.deleteAccount,
      { Email: author.email, Password: TEST_PASSWORD },
      { headers: bearer(session.Token) },
    );
    expect(response.statusCode).toBe(200);

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', author.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Former',
      last_name: 'author',
      phone_number: '',
      country_code: '',
      description: '',
      image_url: '',
    });
    expect(row.email).toBe(`deleted-user-${author.id}@anonymised.invalid`);
    expect(row.anonymised_at).not.toBeNull();
    expect((await login(t.app, author.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(401);
    expect((await post(t.app, apiPaths.logout, undefined, { headers: bearer(session.Token) })).statusCode).toBe(401);
    const after = (await t.app.inject({ method: 'GET', url: bookUrl })).json<BookDetail>();
    expect(after.AuthorName).toBe('Former author');
    // The author's address can register again, as a new account.
    const again = newUserInput({ email: author.email });
    expect((await post(t.app, apiPaths.register, again)).statusCode).toBe(202);
    const fresh = await login(t.app, author.email, again.password, freshAddress());
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json<LoginResponse>()).toMatchObject({ UserType: 'User', FirstName: 'Asha' });
    expect(fresh.json<LoginResponse>().UserId).not.toBe(String(author.id));
  });

  test.each([
    ['an empty e-mail', { Email: '', Password: TEST_PASSWORD }, messages.invalidEmail],
    ['a wrongly typed e-mail', { Email: 42, Password: TEST_PASSWORD }, messages.invalidEmail],
    ['an empty password', { Email: 'a@example.com', Password: '' }, messages.invalidPassword],
    ['an extra field', { Email: 'a@example.com', Password: TEST_PASSWORD, user_Id: '1' }, "Unknown field 'user_Id'"],
  ])('%s gets 400 and deletes nothing', async (_name, body, text) => {
    const { input, headers } = await registerAndLogin(t.app);
    const response = await post(t.app, apiPaths.deleteAccount, body, { headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(text);
    expect(await userByEmail(input.email)).toBeDefined();
  });
});

describe('login rate limit', () => {
  const failTimes = async (times: number, attempt: (i: number) => Promise<{ statusCode: number }>) => {
    for (let i = 0; i < times; i += 1) expect((await attempt(i)).statusCode).toBe(401);
  };

  test(`after ${LOGIN_FAILURE_LIMIT} failures from one address: 429, even with the right password, until a minute has passed`, async () => {
    const { input } = await registerAndLogin(t.app);
    const address = freshAddress();
    await failTimes(LOGIN_FAILURE_LIMIT, () => login(t.app, input.email, 'wrong password', address));
    const blocked = await login(t.app, input.email, input.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ Message: apiMessages.tooManyLoginAttempts });
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS - 1000);
    expect((await login(t.app, input.email, input.password, address)).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await login(t.app, input.email, input.password, address)).statusCode).toBe(202);
  });

  test('failures against an account from elsewhere never lock its owner out', async () => {
    const { input } = await registerAndLogin(t.app);
    await failTimes(LOGIN_FAILURE_LIMIT * 3, () => login(t.app, input.email, 'wrong password', freshAddress()));
    expect((await login(t.app, input.email, input.password, freshAddress())).statusCode).toBe(202);
  });

  test('failures against one account from an address do not block another account from that address (a shared carrier address)', async () => {
    const attacked = await registerAndLogin(t.app);
    const neighbour = await registerAndLogin(t.app);
    const sharedAddress = freshAddress();
    await failTimes(LOGIN_FAILURE_LIMIT, () => login(t.app, attacked.input.email, 'wrong password', sharedAddress));
    expect((await login(t.app, attacked.input.email, attacked.input.password, sharedAddress)).statusCode).toBe(429);
    expect((await login(t.app, neighbour.input.email, neighbour.input.password, sharedAddress)).statusCode).toBe(202);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
  });

  test(`${LOGIN_ADDRESS_FAILURE_CEILING} failures across accounts from one address block that address, for everyone, until the window passes`, async () => {
    const { input } = await registerAndLogin(t.app);
    const address = freshAddress();
    await failTimes(LOGIN_ADDRESS_FAILURE_CEILING, (i) =>
      login(t.app, `guess.${i}@example.com`, 'wrong password', address),
    );
    expect((await login(t.app, input.email, input.password, address)).statusCode).toBe(429);
    expect((await login(t.app, input.email, input.password, freshAddress())).statusCode).toBe(202);
    t.clock.advance(LOGIN_ADDRESS_FAILURE_WINDOW_MS);
    expect((await login(t.app, input.email, input.password, address)).statusCode).toBe(202);
  });

  test(`a user keeps at most ${MAX_SESSIONS_PER_USER} live sessions: the oldest end`, async () => {
    const { input, headers: first } = await registerAndLogin(t.app);
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i += 1)
      expect((await login(t.app, input.email, input.password, freshAddress())).statusCode).toBe(202);
    const user = await userByEmail(input.email);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user!.id).execute()).toHaveLength(
      MAX_SESSIONS_PER_USER,
    );
    expect((await post(t.app, apiPaths.logout, undefined, { headers: first })).statusCode).toBe(401);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const admin = { adminEmail: 'Root@Pustaka.example', adminPassword: 'first-admin-pass' };
  let withAdmin: TestApp;

  beforeAll(async () => {
    withAdmin = await createTestApp({ admin, seed: false });
  });
  afterAll(async () => {
    await withAdmin.close();
  });

  test('create the admin at start, who can log in as Admin', async () => {
    const response = await login(withAdmin.app, 'root@pustaka.example', admin.adminPassword);
    expect(response.statusCode).toBe(202);
    expect(response.json<LoginResponse>()).toMatchObject({ UserType: 'Admin', Email: admin.adminEmail });
  });

  test('update an existing account: new password, type Admin, old sessions ended; unchanged when already so', async () => {
    const oldSession = (await login(withAdmin.app, admin.adminEmail, admin.adminPassword)).json<LoginResponse>();
    await withAdmin.db
      .updateTable('users')
      .set({ user_type: 'User' })
      .where('email_normalized', '=', 'root@pustaka.example')
      .execute();
    const changed = { adminEmail: admin.adminEmail, adminPassword: 'second-admin-pass' };
    expect(await ensureAdminAccount(withAdmin.app.uow, withAdmin.clock, changed)).toBe('updated');
    expect(await ensureAdminAccount(withAdmin.app.uow, withAdmin.clock, changed)).toBe('unchanged');

    expect((await login(withAdmin.app, admin.adminEmail, admin.adminPassword)).statusCode).toBe(401);
    const response = await login(withAdmin.app, admin.adminEmail, changed.adminPassword);
    expect(response.json<LoginResponse>().UserType).toBe('Admin');
    expect(
      (await post(withAdmin.app, apiPaths.logout, undefined, { headers: bearer(oldSession.Token) })).statusCode,
    ).toBe(401);
    expect(await countAdmins(withAdmin)).toBe(1);
  });

  test('nothing happens unless both are set; a password too short to log in with stops the start', async () => {
    expect(await ensureAdminAccount(withAdmin.app.uow, withAdmin.clock, { adminEmail: 'x@example.com' })).toBe(
      'not configured',
    );
    await expect(
      ensureAdminAccount(withAdmin.app.uow, withAdmin.clock, { adminEmail: 'x@example.com', adminPassword: 'short' }),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(
      ensureAdminAccount(withAdmin.app.uow, withAdmin.clock, {
        adminEmail: 'not-an-email',
        adminPassword: 'long enough',
      }),
    ).rejects.toThrow(/ADMIN_EMAIL/);
  });
});

async function countAdmins(app: TestApp): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_type', '=', 'Admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
