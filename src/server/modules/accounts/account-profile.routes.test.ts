/**
 * The Profile's changes to the caller's own account: details, password, e-mail address (through a
 * link mailed to a real SMTP server, testing/smtp-inbox.ts) and logging out everywhere.
 */
import { accountLinkMessages, phoneNumberMessages, profileMessages } from '../../../shared/account-texts';
import { apiPaths } from '../../../shared/api-paths';
import type { LoginResponse, ProfileResponse } from '../../../shared/contract/accounts.contract';
import type { AuthorsResponse } from '../../../shared/contract/catalog.contract';
import type { SearchResponse } from '../../../shared/contract/search.contract';
import { messages } from '../../../shared/messages';
import { uiRoutes } from '../../../shared/ui-paths';
import { bearer, login, post, registerAndLogin, TEST_PASSWORD, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { hashPassword } from './passwords';
import { ABUSE_RULES } from '../../plugins/abuse-limits';
import { apiMessages } from '../../../shared/api-messages';

let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ mail: { smtpUrl: inbox.url } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const app = () => t.app;
/** Every mail queued so far has been sent. */
const mailsSent = () => t.app.mail.outbox.settled();
/** Whether a session still works (any authenticated call answers 401 once it is revoked). */
async function sessionWorks(headers: Record<string, string>): Promise<boolean> {
  const response = await app().inject({ method: 'GET', url: apiPaths.getCartlist, headers });
  return response.statusCode !== 401;
}
/** A second login of the same user: another device. */
async function otherDevice(user: LoggedInUser, password = TEST_PASSWORD): Promise<Record<string, string>> {
  const response = await login(app(), user.input.email, password);
  expect(response.statusCode).toBe(202);
  return bearer(response.json<LoginResponse>().Token);
}

const NEW_DETAILS = { firstName: '  Meera ', lastName: 'Krishnan', countryCode: '+44', phoneNumber: '020 7946 0958' };
const NEW_PASSWORD = 'a brand new secret';

describe('POST /api/updateProfile', () => {
  test('sets the name and phone and answers the session user without a token; the next login sees them', async () => {
    const user = await registerAndLogin(app());
    const response = await post(app(), apiPaths.updateProfile, NEW_DETAILS, { headers: user.headers });
    expect(response.statusCode).toBe(202);
    const { Token: _token, ...unchanged } = user.session;
    // Item 6: stored in E.164, answered as the digits after the country code.
    const expected: ProfileResponse = {
      ...unchanged,
      FirstName: 'Meera',
      LastName: 'Krishnan',
      CountryCode: '+44',
      PhoneNumber: '2079460958',
    };
    expect(response.json()).toEqual(expected);
    expect(await sessionWorks(user.headers)).toBe(true);
    const { Token: _again, ...relogged } = (await login(app(), user.input.email, TEST_PASSWORD)).json<LoginResponse>();
    expect(relogged).toEqual(expected);
    const row = await t.db
      .selectFrom('users')
      .select(['country_code', 'phone_number'])
      .where('id', '=', Number(user.session.UserId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ country_code: '+44', phone_number: '+442079460958' });
  });

  test('checks the phone number for its country (item 6): too short, too long, or of another country is refused', async () => {
    const user = await registerAndLogin(app());
    const india = { ...NEW_DETAILS, countryCode: '+91' };
    for (const phoneNumber of ['12', '98450123451234567890', '+44 20 7946 0958', '98450 123456', '98450 1234']) {
      const response = await post(app(), apiPaths.updateProfile, { ...india, phoneNumber }, { headers: user.headers });
      expect({ phoneNumber, status: response.statusCode }).toEqual({ phoneNumber, status: 400 });
      expect(response.json<{ Message: string }>().Message).toContain(phoneNumberMessages.notValidFor('+91'));
    }
    // The same number in any of the ways people write it is one number.
    for (const phoneNumber of ['98450 12345', '098450-12345', '+91 98450 12345', '984-501-2345']) {
      const response = await post(app(), apiPaths.updateProfile, { ...india, phoneNumber }, { headers: user.headers });
      expect(response.json<ProfileResponse>().PhoneNumber).toBe('9845012345');
    }
    // A dialling code with an area code (American Samoa, +1684): the number after it, or with it.
    for (const phoneNumber of ['733 1234', '684 733 1234']) {
      const response = await post(
        app(),
        apiPaths.updateProfile,
        { ...NEW_DETAILS, countryCode: '+1684', phoneNumber },
        { headers: user.headers },
      );
      expect(response.json<ProfileResponse>()).toMatchObject({ CountryCode: '+1684', PhoneNumber: '7331234' });
    }
  });

  test('numbers stored before they were checked keep working: answered normalised when valid, as stored otherwise', async () => {
    const user = await registerAndLogin(app());
    const id = Number(user.session.UserId);
    const profile = async () =>
      (await app().inject({ method: 'GET', url: apiPaths.getProfile, headers: user.headers })).json<ProfileResponse>();
    await t.db
      .updateTable('users')
      .set({ country_code: '+91', phone_number: '98450 12345' })
      .where('id', '=', id)
      .execute();
    expect(await profile()).toMatchObject({ CountryCode: '+91', PhoneNumber: '9845012345' });
    await t.db.updateTable('users').set({ phone_number: '12' }).where('id', '=', id).execute();
    expect(await profile()).toMatchObject({ CountryCode: '+91', PhoneNumber: '12' });
    expect((await login(app(), user.input.email, TEST_PASSWORD)).json<LoginResponse>().PhoneNumber).toBe('12');
  });

  test('refuses blank, malformed and unknown fields, and names with hidden characters; nothing changes', async () => {
    const user = await registerAndLogin(app());
    const refusals: Array<[object, string]> = [
      [{ ...NEW_DETAILS, firstName: '   ' }, messages.fieldRequired],
      [{ ...NEW_DETAILS, phoneNumber: 'call me' }, messages.invalidPhoneNumber],
      [{ ...NEW_DETAILS, countryCode: 'India!' }, messages.invalidCountryCode],
      [{ ...NEW_DETAILS, lastName: 'Krish\u202Enan' }, messages.invisibleCharacters],
      [{ ...NEW_DETAILS, firstName: 'Meera\u0000' }, apiMessages.controlCharacters],
      // The profile edits the name and phone only: no way to change the e-mail or become an admin here.
      [{ ...NEW_DETAILS, usertype: 'Admin' }, 'usertype'],
      [{ firstName: 'Meera' }, 'lastName'],
    ];
    for (const [body, message] of refusals) {
      const response = await post(app(), apiPaths.updateProfile, body, { headers: user.headers });
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json<{ Message: string }>().Message).toContain(message);
    }
    const session = (await login(app(), user.input.email, TEST_PASSWORD)).json<LoginResponse>();
    expect(session).toMatchObject({
      FirstName: user.input.firstName,
      LastName: user.input.lastName,
      PhoneNumber: '9845012345',
      UserType: 'User',
    });
  });

  test('needs a logged-in user', async () => {
    expect((await post(app(), apiPaths.updateProfile, NEW_DETAILS)).statusCode).toBe(401);
    expect(
      (await post(app(), apiPaths.updateProfile, NEW_DETAILS, { headers: bearer('x'.repeat(43)) })).statusCode,
    ).toBe(401);
  });

  test("an author's new name shows at once in the author list and in search (the catalog cache is dropped)", async () => {
    // A seeded author with public books, given a password to log in with.
    const book = await t.db
      .selectFrom('books')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select(['users.id', 'users.email'])
      .where('books.is_active', '=', 1)
      .where('books.is_approved', '=', 1)
      .where('users.user_type', '=', 'Author')
      .orderBy('books.id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set(await hashPassword(TEST_PASSWORD))
      .where('id', '=', book.id)
      .execute();
    const session = (await login(app(), book.email, TEST_PASSWORD)).json<LoginResponse>();
    const authors = async () =>
      (await app().inject({ method: 'GET', url: apiPaths.getAuthorsList }))
        .json<AuthorsResponse>()
        .AuthorList.filter((author) => author.Id === String(book.id));
    const found = async (q: string) =>
      (await app().inject({ method: 'GET', url: apiPaths.searchBooks, query: { q } }))
        .json<SearchResponse>()
        .SearchList.map((item) => item.AuthorName);
    // Read once, so the old answer is cached.
    expect(await authors()).toEqual([
      { Id: String(book.id), FirstName: session.FirstName, LastName: session.LastName },
    ]);
    expect(await found('Zorvath Quenby')).toEqual([]);

    const renamed = await post(
      app(),
      apiPaths.updateProfile,
      { firstName: 'Zorvath', lastName: 'Quenby', countryCode: '+91', phoneNumber: '98450 12345' },
      { headers: bearer(session.Token) },
    );
    expect(renamed.statusCode).toBe(202);
    expect(renamed.json<ProfileResponse>()).toMatchObject({
      UserType: 'Author',
      FirstName: 'Zorvath',
      LastName: 'Quenby',
    });
    expect(await authors()).toEqual([{ Id: String(book.id), FirstName: 'Zorvath', LastName: 'Quenby' }]);
    const results = await found('Zorvath Quenby');
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results)).toEqual(new Set(['Zorvath Quenby']));
  });
});

describe('POST /api/changePassword', () => {
  test('a wrong current password is refused with a message and changes nothing', async () => {
    const user = await registerAndLogin(app());
    const other = await otherDevice(user);
    const response = await post(
      app(),
      apiPaths.changePassword,
      { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
      { headers: user.headers },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: profileMessages.currentPasswordWrong });
    expect(await sessionWorks(other)).toBe(true);
    expect((await login(app(), user.input.email, TEST_PASSWORD)).statusCode).toBe(202);
    expect((await login(app(), user.input.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  test('a new password shorter than 8 characters, or none, is refused', async () => {
    const user = await registerAndLogin(app());
    const short = await post(
      app(),
      apiPaths.changePassword,
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      { headers: user.headers },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json<{ Message: string }>().Message).toContain(messages.passwordTooShort);
    const blank = await post(
      app(),
      apiPaths.changePassword,
      { currentPassword: '', newPassword: NEW_PASSWORD },
      { headers: user.headers },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ Message: string }>().Message).toContain(messages.invalidPassword);
    expect(
      (await post(app(), apiPaths.changePassword, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(401);
  });

  test('sets the new password, ends every other session and keeps this one', async () => {
    const user = await registerAndLogin(app());
    const phone = await otherDevice(user);
    const laptop = await otherDevice(user);
    const response = await post(
      app(),
      apiPaths.changePassword,
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { headers: user.headers },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ Message: profileMessages.passwordChanged });
    expect(await sessionWorks(user.headers)).toBe(true);
    expect(await sessionWorks(phone)).toBe(false);
    expect(await sessionWorks(laptop)).toBe(false);
    expect((await login(app(), user.input.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(app(), user.input.email, NEW_PASSWORD)).statusCode).toBe(202);
  });

  test('a reset link asked for before the change no longer works after it', async () => {
    const user = await registerAndLogin(app());
    await post(app(), apiPaths.requestPasswordReset, { email: user.input.email });
    await mailsSent();
    const token = inbox.lastToken(user.input.email);
    expect(
      (
        await post(
          app(),
          apiPaths.changePassword,
          { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
          { headers: user.headers },
        )
      ).statusCode,
    ).toBe(202);
    const reset = await post(app(), apiPaths.resetPassword, { token, password: 'the attacker chose this' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ Message: accountLinkMessages.linkInvalid });
  });

  test(`is limited to ${ABUSE_RULES.changePasswordPerUser.limit} attempts an hour per user`, async () => {
    const user = await registerAndLogin(app());
    const attempt = () =>
      post(
        app(),
        apiPaths.changePassword,
        { currentPassword: 'guessing again', newPassword: NEW_PASSWORD },
        { headers: user.headers },
      );
    for (let i = 0; i < ABUSE_RULES.changePasswordPerUser.limit; i += 1) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: apiMessages.tooManyRequests });
    // Another user is not held back by this one's attempts.
    const other = await registerAndLogin(app());
    expect(
      (
        await post(
          app(),
          apiPaths.changePassword,
          { currentPassword: 'guessing', newPassword: NEW_PASSWORD },
          { headers: other.headers },
        )
      ).statusCode,
    ).toBe(400);
    t.clock.advance(ABUSE_RULES.changePasswordPerUser.windowMs + 1000);
    expect((await attempt()).statusCode).toBe(400);
  });
});

describe('POST /api/changeEmail', () => {
  test('mails a link to the new address; the address changes only when it is followed', async () => {
    const user = await registerAndLogin(app());
    const newAddress = `moved.${user.session.UserId}@example.org`;
    const response = await post(
      app(),
      apiPaths.changeEmail,
      { email: newAddress, password: TEST_PASSWORD },
      { headers: user.headers },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ Message: profileMessages.emailChangeSent(newAddress) });
    expect(response.json<{ Message: string }>().Message).toBe(
      `We have sent a confirmation link to ${newAddress}. Your e-mail changes once you follow it.`,
    );
    await mailsSent();
    expect(inbox.to(newAddress).at(-1)!.subject).toBe('Confirm your new e-mail address for Pustaka');
    // Nothing changed yet.
    expect((await login(app(), user.input.email, TEST_PASSWORD)).statusCode).toBe(202);
    expect((await login(app(), newAddress, TEST_PASSWORD)).statusCode).toBe(401);

    const followed = await post(app(), apiPaths.verifyEmail, { token: inbox.lastToken(newAddress) });
    expect(followed.statusCode).toBe(202);
    expect(followed.json()).toEqual({ Message: accountLinkMessages.emailChanged });
    const session = await login(app(), newAddress, TEST_PASSWORD);
    expect(session.statusCode).toBe(202);
    expect(session.json<LoginResponse>()).toMatchObject({
      Email: newAddress,
      EmailConfirmed: true,
      UserId: user.session.UserId,
    });
    expect((await login(app(), user.input.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  test('a newer request voids the older link', async () => {
    const user = await registerAndLogin(app());
    const first = `first.${user.session.UserId}@example.org`;
    const second = `second.${user.session.UserId}@example.org`;
    await post(app(), apiPaths.changeEmail, { email: first, password: TEST_PASSWORD }, { headers: user.headers });
    await post(app(), apiPaths.changeEmail, { email: second, password: TEST_PASSWORD }, { headers: user.headers });
    await mailsSent();
    expect((await post(app(), apiPaths.verifyEmail, { token: inbox.lastToken(first) })).statusCode).toBe(400);
    expect((await post(app(), apiPaths.verifyEmail, { token: inbox.lastToken(second) })).statusCode).toBe(202);
    expect((await login(app(), second, TEST_PASSWORD)).statusCode).toBe(202);
  });

  test('refuses a wrong password, a taken address, its own address and a malformed one, and mails nothing', async () => {
    const user = await registerAndLogin(app());
    const someoneElse = await registerAndLogin(app());
    const free = `free.${user.session.UserId}@example.org`;
    const cases: Array<[object, number, string]> = [
      [{ email: free, password: 'not my password' }, 400, profileMessages.currentPasswordWrong],
      [
        { email: someoneElse.input.email.toUpperCase(), password: TEST_PASSWORD },
        409,
        profileMessages.emailTakenByAnother,
      ],
      [
        { email: ` ${user.input.email.toUpperCase()} `, password: TEST_PASSWORD },
        400,
        profileMessages.emailIsAlreadyYours,
      ],
      [{ email: 'not an address', password: TEST_PASSWORD }, 400, messages.invalidEmail],
      [{ email: free }, 400, 'password'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(app(), apiPaths.changeEmail, body, { headers: user.headers });
      expect({ body, status: response.statusCode }).toEqual({ body, status });
      expect(response.json<{ Message: string }>().Message).toContain(message);
    }
    await mailsSent();
    expect(inbox.to(free)).toHaveLength(0);
    expect((await post(app(), apiPaths.changeEmail, { email: free, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  test('an address taken between the request and the link: the link is refused with 409', async () => {
    const user = await registerAndLogin(app());
    const wanted = `wanted.${user.session.UserId}@example.org`;
    await post(app(), apiPaths.changeEmail, { email: wanted, password: TEST_PASSWORD }, { headers: user.headers });
    await mailsSent();
    // Read before the other account exists: its own verification mail goes to the same address.
    const token = inbox.lastToken(wanted);
    await registerAndLogin(app(), { email: wanted });
    const followed = await post(app(), apiPaths.verifyEmail, { token });
    expect(followed.statusCode).toBe(409);
    expect((await login(app(), user.input.email, TEST_PASSWORD)).statusCode).toBe(202);
  });

  test(`is limited to ${ABUSE_RULES.changeEmailPerUser.limit} requests an hour per user`, async () => {
    const user = await registerAndLogin(app());
    const ask = (n: number) =>
      post(
        app(),
        apiPaths.changeEmail,
        { email: `try.${n}.${user.session.UserId}@example.org`, password: TEST_PASSWORD },
        { headers: user.headers },
      );
    for (let i = 0; i < ABUSE_RULES.changeEmailPerUser.limit; i += 1) expect((await ask(i)).statusCode).toBe(202);
    const refused = await ask(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: apiMessages.tooManyRequests });
  });
});

describe('a confirmed e-mail change, in every open session (item 1)', () => {
  const profileOf = (headers: Record<string, string>) =>
    app().inject({ method: 'GET', url: apiPaths.getProfile, headers });

  /** Asks for the change from `user`'s session and follows the mailed link. */
  async function changeEmail(user: LoggedInUser, to: string, password = TEST_PASSWORD): Promise<void> {
    const asked = await post(app(), apiPaths.changeEmail, { email: to, password }, { headers: user.headers });
    expect(asked.statusCode).toBe(202);
    await mailsSent();
    expect((await post(app(), apiPaths.verifyEmail, { token: inbox.lastToken(to) })).statusCode).toBe(202);
    await mailsSent();
  }

  test('every session answers the new address at once, and Delete Account takes it (not the old one) from any of them', async () => {
    const user = await registerAndLogin(app());
    const laptop = await otherDevice(user);
    const newAddress = `everywhere.${user.session.UserId}@example.org`;
    const before = await profileOf(laptop);
    expect(before.statusCode).toBe(202);
    expect(before.json<ProfileResponse>().Email).toBe(user.input.email);

    await changeEmail(user, newAddress);
    for (const headers of [user.headers, laptop]) {
      const profile = await profileOf(headers);
      expect(profile.statusCode).toBe(202);
      const { Token: _token, ...session } = user.session;
      expect(profile.json<ProfileResponse>()).toEqual({ ...session, Email: newAddress, EmailConfirmed: true });
    }
    const withOld = await post(
      app(),
      apiPaths.deleteAccount,
      { Email: user.input.email, Password: TEST_PASSWORD },
      { headers: laptop },
    );
    expect(withOld.statusCode).toBe(403);
    const withNew = await post(
      app(),
      apiPaths.deleteAccount,
      { Email: newAddress, Password: TEST_PASSWORD },
      { headers: laptop },
    );
    expect(withNew.statusCode).toBe(200);
    expect((await profileOf(user.headers)).statusCode).toBe(401);
  });

  test('needs a logged-in user', async () => {
    expect((await app().inject({ method: 'GET', url: apiPaths.getProfile })).statusCode).toBe(401);
  });

  test("the old address is told, with a 'This was not me' link", async () => {
    const user = await registerAndLogin(app());
    const newAddress = `told.${user.session.UserId}@example.org`;
    await changeEmail(user, newAddress);
    const notice = inbox.to(user.input.email).at(-1)!;
    expect(notice.subject).toBe('The e-mail address of your Pustaka account has changed');
    expect(notice.text).toContain(`is now ${newAddress}`);
    expect(notice.html).toContain('This was not me');
    const link = /https?:\/\/\S+/.exec(notice.text ?? '')![0];
    expect(new URL(link).pathname).toBe(uiRoutes.undoEmailChange);
    // Nothing of the kind goes to the new address.
    expect(inbox.to(newAddress).map((mail) => mail.subject)).toEqual(['Confirm your new e-mail address for Pustaka']);
  });

  test("'This was not me': the old address is back, every session ends, the password stops working and a reset link goes to the old address", async () => {
    const user = await registerAndLogin(app());
    const laptop = await otherDevice(user);
    const intruder = `intruder.${user.session.UserId}@example.org`;
    await changeEmail(user, intruder);
    // The intruder asks for a reset at their address before the owner notices.
    await post(app(), apiPaths.requestPasswordReset, { email: intruder });
    await mailsSent();
    const intrudersReset = inbox.lastToken(intruder);

    const undo = inbox.lastToken(user.input.email);
    const undone = await post(app(), apiPaths.undoEmailChange, { token: undo });
    expect(undone.statusCode).toBe(202);
    expect(undone.json()).toEqual({ Message: accountLinkMessages.emailChangeUndone(user.input.email) });
    expect(await sessionWorks(user.headers)).toBe(false);
    expect(await sessionWorks(laptop)).toBe(false);
    // Whoever changed the address knew the password: it no longer logs in, at either address.
    expect((await login(app(), user.input.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(app(), intruder, TEST_PASSWORD)).statusCode).toBe(401);
    const usedAgain = await post(app(), apiPaths.resetPassword, { token: intrudersReset, password: 'intruder again' });
    expect(usedAgain.statusCode).toBe(400);

    await mailsSent();
    const reset = inbox.to(user.input.email).at(-1)!;
    expect(reset.subject).toBe('Reset your Pustaka password');
    const chosen = await post(app(), apiPaths.resetPassword, {
      token: inbox.lastToken(user.input.email),
      password: NEW_PASSWORD,
    });
    expect(chosen.statusCode).toBe(202);
    const back = await login(app(), user.input.email, NEW_PASSWORD);
    expect(back.json<LoginResponse>()).toMatchObject({ Email: user.input.email, EmailConfirmed: true });
    // The link works once.
    expect((await post(app(), apiPaths.undoEmailChange, { token: undo })).statusCode).toBe(400);
  });

  test('an intruder who changes the address twice and undoes their own change cannot lock the owner out', async () => {
    const user = await registerAndLogin(app());
    const first = `first.hop.${user.session.UserId}@example.org`;
    const second = `second.hop.${user.session.UserId}@example.org`;
    await changeEmail(user, first);
    const ownersUndo = inbox.lastToken(user.input.email);
    await changeEmail(user, second);
    const intrudersUndo = inbox.lastToken(first);
    // The intruder 'undoes' the second change, to an address they hold.
    expect((await post(app(), apiPaths.undoEmailChange, { token: intrudersUndo })).statusCode).toBe(202);
    // The owner's link, from before, still works, and kills the intruder's.
    const undone = await post(app(), apiPaths.undoEmailChange, { token: ownersUndo });
    expect(undone.statusCode).toBe(202);
    await mailsSent();
    expect((await post(app(), apiPaths.undoEmailChange, { token: intrudersUndo })).statusCode).toBe(400);
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', Number(user.session.UserId))
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.input.email);
  });

  test('the owner undoing the first change voids the links of later ones', async () => {
    const user = await registerAndLogin(app());
    const first = `one.${user.session.UserId}@example.org`;
    const second = `two.${user.session.UserId}@example.org`;
    await changeEmail(user, first);
    const ownersUndo = inbox.lastToken(user.input.email);
    await changeEmail(user, second);
    const laterUndo = inbox.lastToken(first);
    expect((await post(app(), apiPaths.undoEmailChange, { token: ownersUndo })).statusCode).toBe(202);
    const refused = await post(app(), apiPaths.undoEmailChange, { token: laterUndo });
    expect([refused.statusCode, refused.json()]).toEqual([400, { Message: accountLinkMessages.linkInvalid }]);
  });

  test('malformed, unknown and expired links are refused', async () => {
    for (const token of ['short', 'x'.repeat(43)]) {
      const response = await post(app(), apiPaths.undoEmailChange, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ Message: string }>().Message).toContain(accountLinkMessages.linkInvalid);
    }
    const user = await registerAndLogin(app());
    await changeEmail(user, `late.${user.session.UserId}@example.org`);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await post(app(), apiPaths.undoEmailChange, { token: inbox.lastToken(user.input.email) })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/logoutEverywhere', () => {
  test("ends every session of the user, this one included, and no one else's", async () => {
    const user = await registerAndLogin(app());
    const phone = await otherDevice(user);
    const stranger = await registerAndLogin(app());
    const response = await post(app(), apiPaths.logoutEverywhere, undefined, { headers: user.headers });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ Message: profileMessages.loggedOutEverywhere });
    expect(await sessionWorks(user.headers)).toBe(false);
    expect(await sessionWorks(phone)).toBe(false);
    expect(await sessionWorks(stranger.headers)).toBe(true);
    // The account itself is fine: a new login works.
    const again = await otherDevice(user);
    expect((await post(app(), apiPaths.logoutEverywhere, {}, { headers: again })).statusCode).toBe(202);
    expect(await sessionWorks(again)).toBe(false);
    expect((await post(app(), apiPaths.logoutEverywhere, {}, { headers: again })).statusCode).toBe(401);
    expect(
      (await post(app(), apiPaths.logoutEverywhere, { everyone: true }, { headers: stranger.headers })).statusCode,
    ).toBe(400);
  });
});
