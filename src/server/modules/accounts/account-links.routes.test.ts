/**
 * The mails of accounts, end to end through a real SMTP server (testing/smtp-inbox.ts): what a
 * new user, a forgetful user and an invited author receive, and what following each link does.
 */
import { accountLinkMessages } from '../../../shared/account-texts';
import { apiPaths } from '../../../shared/api-paths';
import type { LoginResponse } from '../../../shared/contract/accounts.contract';
import type { AuthorBooksResponse } from '../../../shared/contract/authors.contract';
import { CONTACT } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { uiRoutes } from '../../../shared/ui-paths';
import { bearer, login, newUserInput, post, registerAndLogin, TEST_PASSWORD } from '../../testing/accounts';
import { createAdminTestApp, TEST_ADMIN, type AdminTestApp } from '../../testing/admin';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { bookTemplate } from '../../testing/books';
import { ABUSE_RULES } from '../../plugins/abuse-limits';

let inbox: SmtpInbox;
let a: AdminTestApp;

const NEW_PASSWORD = 'a brand new secret';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  a = await createAdminTestApp({ mail: { smtpUrl: inbox.url, from: 'Pustaka <no-reply@pustaka.test>' } });
});
afterAll(async () => {
  await a.t.close();
  await inbox.close();
});

/** The admin logged in now (tests move the clock past a session's lifetime). */
async function adminHeaders() {
  return bearer((await login(app(), TEST_ADMIN.adminEmail, TEST_ADMIN.adminPassword)).json<LoginResponse>().Token);
}

/** Every mail queued so far has been sent (the outbox's passes run after each request). */
const mailsSent = () => a.t.app.mail.outbox.settled();
const app = () => a.t.app;

async function me(headers: Record<string, string>) {
  return app().inject({ method: 'GET', url: apiPaths.getCartlist, headers });
}

/** The user logged in again (the clock moved past the session's lifetime). */
async function relogin(user: { input: { email: string; password: string } }) {
  return bearer((await login(app(), user.input.email, user.input.password)).json<LoginResponse>().Token);
}

describe('e-mail verification', () => {
  test('registration mails a link; following it confirms the address, once', async () => {
    const input = newUserInput();
    expect((await post(app(), apiPaths.register, input)).statusCode).toBe(202);
    await mailsSent();
    const [mail, ...more] = inbox.to(input.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Confirm your e-mail address for Pustaka');
    expect(mail!.from?.value).toEqual([{ name: 'Pustaka', address: 'no-reply@pustaka.test' }]);
    expect(mail!.text).toContain(`Hello ${input.firstName},`);
    expect(mail!.text).toContain(CONTACT.address);
    expect(mail!.html).toContain('Confirm my e-mail address');
    // The link is PUBLIC_URL + the client page, which calls the API with the token.
    const link = /https?:\/\/\S+/.exec(mail!.text ?? '')![0];
    expect(new URL(link).pathname).toBe(uiRoutes.verifyEmail);

    const before = (await login(app(), input.email, input.password)).json<LoginResponse>();
    expect(before.EmailConfirmed).toBe(false);
    const token = inbox.lastToken(input.email);
    const verified = await post(app(), apiPaths.verifyEmail, { token });
    expect(verified.statusCode).toBe(202);
    expect(verified.json()).toEqual({ Message: accountLinkMessages.emailVerified });
    expect((await login(app(), input.email, input.password)).json<LoginResponse>().EmailConfirmed).toBe(true);

    // Item 3: the link clicked again (a mail client's preview, a second tab) says it is confirmed.
    const again = await post(app(), apiPaths.verifyEmail, { token });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ Message: accountLinkMessages.emailAlreadyVerified });
  });

  test("a used or expired link says the address is confirmed only while it is the account's, confirmed", async () => {
    const user = await registerAndLogin(app());
    await mailsSent();
    const first = inbox.lastToken(user.input.email);
    // Unconfirmed: an expired link is refused.
    a.t.clock.advance(8 * 24 * 60 * 60 * 1000);
    const expired = await post(app(), apiPaths.verifyEmail, { token: first });
    expect([expired.statusCode, expired.json()]).toEqual([400, { Message: accountLinkMessages.linkInvalid }]);
    // Confirmed since (by a newer link): the expired one says so.
    expect((await post(app(), apiPaths.resendVerification, {}, { headers: await relogin(user) })).statusCode).toBe(202);
    await mailsSent();
    expect((await post(app(), apiPaths.verifyEmail, { token: inbox.lastToken(user.input.email) })).statusCode).toBe(
      202,
    );
    const afterwards = await post(app(), apiPaths.verifyEmail, { token: first });
    expect([afterwards.statusCode, afterwards.json()]).toEqual([
      202,
      { Message: accountLinkMessages.emailAlreadyVerified },
    ]);
  });

  test('after registering, a new link can be asked for without logging in; the answer never tells whether the address has an account', async () => {
    const input = newUserInput();
    expect((await post(app(), apiPaths.register, input)).statusCode).toBe(202);
    const known = await post(app(), apiPaths.resendConfirmation, { email: input.email.toUpperCase() });
    const unknown = await post(app(), apiPaths.resendConfirmation, { email: 'nobody.registered@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ Message: accountLinkMessages.confirmationResent });
    await mailsSent();
    expect(inbox.to(input.email).map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for Pustaka',
      'Confirm your e-mail address for Pustaka',
    ]);
    expect(inbox.to('nobody.registered@example.com')).toHaveLength(0);
    // The newer link works; once confirmed, nothing more is mailed (and the answer is the same).
    expect((await post(app(), apiPaths.verifyEmail, { token: inbox.lastToken(input.email) })).statusCode).toBe(202);
    const confirmed = await post(app(), apiPaths.resendConfirmation, { email: input.email });
    expect(confirmed.body).toBe(known.body);
    await mailsSent();
    expect(inbox.to(input.email)).toHaveLength(2);
  });

  test('asking for new links without logging in is limited per address typed', async () => {
    const input = newUserInput();
    await post(app(), apiPaths.register, input);
    for (let i = 0; i < ABUSE_RULES.resendConfirmationPerEmail.limit; i += 1)
      expect((await post(app(), apiPaths.resendConfirmation, { email: input.email })).statusCode).toBe(202);
    const refused = await post(app(), apiPaths.resendConfirmation, { email: input.email });
    expect(refused.statusCode).toBe(429);
  });

  test('a logged-in unverified user can ask for a new link; a verified one is told it is done', async () => {
    const user = await registerAndLogin(app());
    await mailsSent();
    const resent = await post(app(), apiPaths.resendVerification, {}, { headers: user.headers });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ Message: accountLinkMessages.verificationSent });
    await mailsSent();
    expect(inbox.to(user.input.email)).toHaveLength(2);
    expect((await post(app(), apiPaths.verifyEmail, { token: inbox.lastToken(user.input.email) })).statusCode).toBe(
      202,
    );
    const done = await post(app(), apiPaths.resendVerification, {}, { headers: user.headers });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ Message: accountLinkMessages.emailAlreadyVerified });
    expect((await post(app(), apiPaths.resendVerification, {})).statusCode).toBe(401);
  });

  test('malformed and unknown tokens are refused with a message', async () => {
    for (const token of ['', 'short', 'x'.repeat(43), `${'a'.repeat(42)}!`]) {
      const response = await post(app(), apiPaths.verifyEmail, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ Message: string }>().Message).toContain(accountLinkMessages.linkInvalid);
    }
  });
});

describe('password reset', () => {
  test('the answer is the same whether or not the e-mail has an account', async () => {
    const user = await registerAndLogin(app());
    const known = await post(app(), apiPaths.requestPasswordReset, { email: user.input.email });
    const unknown = await post(app(), apiPaths.requestPasswordReset, { email: 'nobody.here@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ Message: accountLinkMessages.passwordResetRequested });
    await mailsSent();
    expect(inbox.to('nobody.here@example.com')).toHaveLength(0);
    expect(inbox.to(user.input.email).at(-1)!.subject).toBe('Reset your Pustaka password');
  });

  test('the link sets a new password once, logs out every device, and older links stop working', async () => {
    const user = await registerAndLogin(app());
    const otherDevice = (await login(app(), user.input.email, TEST_PASSWORD)).json<LoginResponse>();
    await post(app(), apiPaths.requestPasswordReset, { email: user.input.email.toUpperCase() });
    await mailsSent();
    const older = inbox.lastToken(user.input.email);
    await post(app(), apiPaths.requestPasswordReset, { email: user.input.email });
    await mailsSent();
    const token = inbox.lastToken(user.input.email);
    expect(token).not.toBe(older);

    const tooShort = await post(app(), apiPaths.resetPassword, { token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ Message: string }>().Message).toContain(messages.passwordTooShort);

    const reset = await post(app(), apiPaths.resetPassword, { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(202);
    expect(reset.json()).toEqual({ Message: accountLinkMessages.passwordResetDone });
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me(bearer(otherDevice.Token))).statusCode).toBe(401);
    expect((await login(app(), user.input.email, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(app(), user.input.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(202);
    // Following the mailed link proved the address.
    expect(fresh.json<LoginResponse>().EmailConfirmed).toBe(true);

    for (const used of [token, older]) {
      const response = await post(app(), apiPaths.resetPassword, { token: used, password: 'yet another secret' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: accountLinkMessages.linkInvalid });
    }
  });

  test('a reset link works for one hour', async () => {
    const user = await registerAndLogin(app());
    await post(app(), apiPaths.requestPasswordReset, { email: user.input.email });
    await mailsSent();
    const token = inbox.lastToken(user.input.email);
    a.t.clock.advance(60 * 60 * 1000 + 1000);
    const expired = await post(app(), apiPaths.resetPassword, { token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ Message: accountLinkMessages.linkInvalid });
    expect((await login(app(), user.input.email, TEST_PASSWORD)).statusCode).toBe(202);
  });
});

describe('author invitations', () => {
  test('an author added by an admin sets a password from the mail, logs in and sees My Books', async () => {
    const email = `author.${Date.now()}@example.com`;
    const added = await post(
      app(),
      apiPaths.addAuthor,
      {
        firstName: 'Kavya',
        lastName: 'Menon',
        countryCode: '+91',
        phoneNumber: '98450 00000',
        email,
        about: 'Writes about rivers.',
      },
      { headers: await adminHeaders() },
    );
    expect(added.statusCode).toBe(202);
    const authorId = added.json<{ Id: string }>().Id;
    await mailsSent();
    const invitation = inbox.to(email).at(-1)!;
    expect(invitation.subject).toBe('You are an author on Pustaka: set your password');
    expect(invitation.text).toContain('Hello Kavya,');

    // Item 4: the invitation opens its own page, not the reset page.
    const link = /https?:\/\/\S+/.exec(invitation.text ?? '')![0];
    expect(new URL(link).pathname).toBe(uiRoutes.setPassword);

    // An invitation lasts 7 days, not the hour of a reset.
    a.t.clock.advance(6 * 24 * 60 * 60 * 1000);
    const set = await post(app(), apiPaths.resetPassword, { token: inbox.lastToken(email), password: NEW_PASSWORD });
    expect(set.statusCode).toBe(202);
    // A first password: nobody was logged out, so the answer does not say so.
    expect(set.json()).toEqual({ Message: accountLinkMessages.passwordSet });
    const session = (await login(app(), email, NEW_PASSWORD)).json<LoginResponse>();
    expect(session.UserType).toBe('Author');

    const template = await bookTemplate(a.t.db);
    await a.t.db
      .insertInto('books')
      .values([
        {
          ...template,
          name: 'River Songs',
          author_id: Number(authorId),
          sales_count: 12,
          is_active: 1,
          is_approved: 1,
        },
        {
          ...template,
          name: 'Monsoon Draft',
          author_id: Number(authorId),
          sales_count: 0,
          is_active: 0,
          is_approved: 0,
        },
        {
          ...template,
          name: 'Delta Nights',
          author_id: Number(authorId),
          sales_count: 3,
          is_active: 0,
          is_approved: 1,
        },
      ])
      .execute();
    const myBooks = await app().inject({ method: 'GET', url: apiPaths.getAuthorBooks, headers: bearer(session.Token) });
    expect(myBooks.statusCode).toBe(202);
    expect(
      myBooks
        .json<AuthorBooksResponse>()
        .AuthorBooksList.map(({ BookName, Status, CopiesSold }) => ({ BookName, Status, CopiesSold })),
    ).toEqual([
      { BookName: 'Delta Nights', Status: 'Hidden', CopiesSold: 3 },
      { BookName: 'Monsoon Draft', Status: 'Awaiting approval', CopiesSold: 0 },
      { BookName: 'River Songs', Status: 'Live', CopiesSold: 12 },
    ]);

    // Only authors have a My Books.
    const reader = await registerAndLogin(app());
    expect(
      (await app().inject({ method: 'GET', url: apiPaths.getAuthorBooks, headers: reader.headers })).statusCode,
    ).toBe(403);
    expect((await app().inject({ method: 'GET', url: apiPaths.getAuthorBooks })).statusCode).toBe(401);
  });

  test('an approved Author Program application and an admin registration invite the author too', async () => {
    const applicant = `applicant.${Date.now()}@example.com`;
    await post(app(), apiPaths.addNewAuthorForReview, {
      name: 'Ira Sen',
      country_code: '+91',
      phone_number: '98450 11111',
      email: applicant,
      description: 'Poems.',
    });
    const applications = await app().inject({
      method: 'GET',
      url: `${apiPaths.getAuthorApplications}?Status=pending`,
      headers: await adminHeaders(),
    });
    const id = applications
      .json<{ AuthorApplicationsList: Array<{ Id: string; Email: string }> }>()
      .AuthorApplicationsList.find((item) => item.Email === applicant)!.Id;
    expect(
      (await post(app(), apiPaths.approveAuthorApplication, { Id: id }, { headers: await adminHeaders() })).statusCode,
    ).toBe(202);

    const registered = newUserInput({ usertype: 'Author' });
    expect((await post(app(), apiPaths.register, registered, { headers: await adminHeaders() })).statusCode).toBe(202);
    await mailsSent();
    for (const email of [applicant, registered.email]) {
      expect(inbox.to(email).at(-1)!.subject).toBe('You are an author on Pustaka: set your password');
      expect(new URL(/https?:\/\/\S+/.exec(inbox.to(email).at(-1)!.text ?? '')![0]).pathname).toBe(
        uiRoutes.setPassword,
      );
      expect(
        (await post(app(), apiPaths.resetPassword, { token: inbox.lastToken(email), password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(202);
      expect((await login(app(), email, NEW_PASSWORD)).statusCode).toBe(202);
    }
  });
});

describe('the mail outbox', () => {
  test('a mail server that refuses mail delays the mail, never the request, and it is sent once the server is back', async () => {
    inbox.refuse(true);
    try {
      const input = newUserInput();
      expect((await post(app(), apiPaths.register, input)).statusCode).toBe(202);
      await mailsSent();
      expect(inbox.to(input.email)).toHaveLength(0);
      const row = await a.t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', input.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: 1, delivered_at: null });
      expect(row.last_error).toBeTruthy();

      inbox.refuse(false);
      // Not before its retry is due, then by the background job's pass.
      await app().mail.outbox.runOnce();
      expect(inbox.to(input.email)).toHaveLength(0);
      a.t.clock.advance(31_000);
      await app().mail.outbox.runOnce();
      expect(inbox.to(input.email)).toHaveLength(1);
      expect(
        await a.t.db
          .selectFrom('mail_outbox')
          .select(['attempts', 'last_error'])
          .where('to_address', '=', input.email)
          .executeTakeFirstOrThrow(),
      ).toEqual({ attempts: 2, last_error: null });
    } finally {
      inbox.refuse(false);
    }
  });
});
