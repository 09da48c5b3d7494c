/**
 * An account's language (issue 38 item 2): a registration stores the language it came in (the
 * `lang` cookie, else Accept-Language) unless its body names one, updateProfile changes it (the
 * header's switch sends it alone), login and the profile answer it, and the store's mails are
 * written in it, as a real SMTP server receives them (testing/smtp-inbox.ts).
 */
import type { ParsedMail } from 'mailparser';
import { apiPaths } from '../../../shared/api-paths';
import type { LoginResponse, ProfileResponse } from '../../../shared/contract/accounts.contract';
import type { AllBooksResponse } from '../../../shared/contract/catalog.contract';
import { messages } from '../../../shared/messages';
import { uiRoutes } from '../../../shared/ui-paths';
import { normalizeEmail } from '../../db/emails';
import { login, newUserInput, post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import { buyBooks } from '../../testing/shopping';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';

let inbox: SmtpInbox;
let a: AdminTestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  a = await createAdminTestApp({ mail: { smtpUrl: inbox.url } });
});
afterAll(async () => {
  await a.t.close();
  await inbox.close();
});

const app = () => a.t.app;
const mailsSent = () => a.t.app.mail.outbox.settled();

const storedLanguage = async (email: string) =>
  (
    await a.t.db
      .selectFrom('users')
      .select('language')
      .where('email_normalized', '=', normalizeEmail(email))
      .executeTakeFirstOrThrow()
  ).language;

/** The last mail to an address, once every queued mail has gone. */
async function lastMailTo(address: string): Promise<ParsedMail> {
  await mailsSent();
  const mail = inbox.to(address).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

const HINDI_VERIFICATION = 'Pustaka के लिए अपने ईमेल पते की पुष्टि करें';
const ENGLISH_VERIFICATION = 'Confirm your e-mail address for Pustaka';

/** The registration mail in Hindi: subject, greeting, body, button, notes, the link and the HTML's lang. */
function expectHindiVerification(mail: ParsedMail, firstName: string) {
  expect(mail.subject).toBe(HINDI_VERIFICATION);
  expect(mail.text).toContain(`नमस्ते ${firstName},`);
  expect(mail.text).toContain('Pustaka में आपका स्वागत है! कृपया पुष्टि करें कि यह आपका ईमेल पता है');
  expect(mail.text).toContain('मेरे ईमेल पते की पुष्टि करें: http');
  expect(mail.text).toContain('यह लिंक 7 दिन तक काम करेगा।');
  expect(mail.text).not.toMatch(/Hello|Welcome|Confirm my/);
  expect(new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]).pathname).toBe(uiRoutes.verifyEmail);
  expect(mail.html).toContain('<html lang="hi">');
  expect(mail.html).toContain('या यह लिंक खोलें:');
  expect(mail.html).toContain('>मेरे ईमेल पते की पुष्टि करें</a>');
}

describe('registration', () => {
  test("with the cookie lang=hi: the account's language is Hindi and its registration mail is in Hindi", async () => {
    const input = newUserInput({ firstName: 'आशा' });
    const response = await post(app(), apiPaths.register, input, { headers: { cookie: 'theme=dark; lang=hi' } });
    expect(response.statusCode).toBe(202);
    expect(await storedLanguage(input.email)).toBe('hi');
    expectHindiVerification(await lastMailTo(input.email), 'आशा');
    // Login answers the account's language, so the client can adopt it.
    expect((await login(app(), input.email, input.password)).json<LoginResponse>().Language).toBe('hi');
  });

  test('with Accept-Language: hi-IN and no cookie: Hindi too', async () => {
    const input = newUserInput();
    const headers = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    expect((await post(app(), apiPaths.register, input, { headers })).statusCode).toBe(202);
    expect(await storedLanguage(input.email)).toBe('hi');
    expectHindiVerification(await lastMailTo(input.email), 'Asha');
  });

  test("the cookie outweighs Accept-Language; the body's Language outweighs both; none at all is English", async () => {
    const byCookie = newUserInput();
    const english = { cookie: 'lang=en', 'accept-language': 'hi-IN' };
    expect((await post(app(), apiPaths.register, byCookie, { headers: english })).statusCode).toBe(202);
    expect(await storedLanguage(byCookie.email)).toBe('en');
    expect((await lastMailTo(byCookie.email)).subject).toBe(ENGLISH_VERIFICATION);

    const byBody = newUserInput({ Language: 'hi' });
    expect((await post(app(), apiPaths.register, byBody, { headers: english })).statusCode).toBe(202);
    expect(await storedLanguage(byBody.email)).toBe('hi');
    expect((await lastMailTo(byBody.email)).subject).toBe(HINDI_VERIFICATION);

    const plain = newUserInput();
    expect((await post(app(), apiPaths.register, plain)).statusCode).toBe(202);
    expect(await storedLanguage(plain.email)).toBe('en');
    const mail = await lastMailTo(plain.email);
    expect(mail.subject).toBe(ENGLISH_VERIFICATION);
    expect(mail.html).toContain('<html lang="en">');
  });

  test('a Language that is not ours is refused, and no account is made', async () => {
    const input = { ...newUserInput(), Language: 'fr' };
    const response = await post(app(), apiPaths.register, input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: "Invalid field 'Language': Must be one of en, hi." });
    expect(inbox.to(input.email)).toHaveLength(0);
  });
});

describe('POST /api/updateProfile with Language', () => {
  test("{Language: 'hi'} alone changes only the language; the next password reset is mailed in Hindi", async () => {
    const user = await registerAndLogin(app());
    expect(user.session.Language).toBe('en');
    const response = await post(app(), apiPaths.updateProfile, { Language: 'hi' }, { headers: user.headers });
    expect(response.statusCode).toBe(202);
    const { Token: _token, ...before } = user.session;
    expect(response.json<ProfileResponse>()).toEqual({ ...before, Language: 'hi' });
    const profile = await app().inject({ method: 'GET', url: apiPaths.getProfile, headers: user.headers });
    expect(profile.json<ProfileResponse>().Language).toBe('hi');

    expect((await post(app(), apiPaths.requestPasswordReset, { email: user.input.email })).statusCode).toBe(202);
    const reset = await lastMailTo(user.input.email);
    expect(reset.subject).toBe('अपना Pustaka पासवर्ड रीसेट करें');
    expect(reset.text).toContain('नमस्ते Asha,');
    expect(reset.text).toContain('किसी ने, शायद आपने, आपके खाते का पासवर्ड रीसेट करने को कहा है।');
    expect(reset.text).toContain('नया पासवर्ड चुनें: http');
    expect(reset.text).toContain('अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा कर दें: कुछ नहीं बदलेगा।');
    expect(new URL(/https?:\/\/\S+/.exec(reset.text ?? '')![0]).pathname).toBe(uiRoutes.resetPassword);

    // And back: English again.
    const back = await post(app(), apiPaths.updateProfile, { Language: 'en' }, { headers: user.headers });
    expect(back.json<ProfileResponse>().Language).toBe('en');
    await post(app(), apiPaths.requestPasswordReset, { email: user.input.email });
    expect((await lastMailTo(user.input.email)).subject).toBe('Reset your Pustaka password');
  });

  test('the details and a language together; a detail without the other three, or a bad Language, is a 400 that changes nothing', async () => {
    const user = await registerAndLogin(app());
    const details = { firstName: 'Meera', lastName: 'Krishnan', countryCode: '+91', phoneNumber: '98450 54321' };
    const both = await post(app(), apiPaths.updateProfile, { ...details, Language: 'hi' }, { headers: user.headers });
    expect(both.statusCode).toBe(202);
    expect(both.json<ProfileResponse>()).toMatchObject({
      FirstName: 'Meera',
      PhoneNumber: '9845054321',
      Language: 'hi',
    });

    const refusals: Array<[object, string]> = [
      [{ Language: 'fr' }, "Invalid field 'Language': Must be one of en, hi."],
      [{ Language: 'HI' }, "Invalid field 'Language': Must be one of en, hi."],
      [{ Language: null }, "Invalid field 'Language': Must be one of en, hi."],
      [{ ...details, Language: 'hindi' }, "Invalid field 'Language': Must be one of en, hi."],
      [
        { firstName: 'Ira', Language: 'en' },
        `Invalid field 'lastName': ${messages.fieldRequired}; Invalid field 'countryCode': ${messages.invalidCountryCode}; Invalid field 'phoneNumber': ${messages.invalidPhoneNumber}`,
      ],
      [{}, `Invalid field 'firstName': ${messages.fieldRequired}`],
    ];
    for (const [body, message] of refusals) {
      const response = await post(app(), apiPaths.updateProfile, body, { headers: user.headers });
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json<{ Message: string }>().Message).toContain(message);
    }
    const session = (await login(app(), user.input.email, user.input.password)).json<LoginResponse>();
    expect(session).toMatchObject({ FirstName: 'Meera', Language: 'hi' });
  });

  test('needs a logged-in user', async () => {
    expect((await post(app(), apiPaths.updateProfile, { Language: 'hi' })).statusCode).toBe(401);
  });
});

describe("the account's other mails", () => {
  /** A user whose account is in Hindi, logged in. */
  async function hindiUser(): Promise<LoggedInUser> {
    const user = await registerAndLogin(app(), { Language: 'hi' });
    expect(user.session.Language).toBe('hi');
    return user;
  }

  test('an account without a language (made before languages) answers null and is mailed in English', async () => {
    const user = await registerAndLogin(app());
    await a.t.db.updateTable('users').set({ language: null }).where('id', '=', Number(user.session.UserId)).execute();
    expect((await login(app(), user.input.email, user.input.password)).json<LoginResponse>().Language).toBeNull();
    // Whatever the language of the request that asks for it: the mail follows the account.
    await post(app(), apiPaths.requestPasswordReset, { email: user.input.email }, { headers: { cookie: 'lang=hi' } });
    expect((await lastMailTo(user.input.email)).subject).toBe('Reset your Pustaka password');
  });

  test("an e-mail change: the new address's link and the old address's notice are in the account's language", async () => {
    const user = await hindiUser();
    const newAddress = `new.${user.session.UserId}@example.org`;
    const changed = await post(
      app(),
      apiPaths.changeEmail,
      { email: newAddress, password: user.input.password },
      { headers: { ...user.headers, cookie: 'lang=en' } },
    );
    expect(changed.statusCode).toBe(202);
    const link = await lastMailTo(newAddress);
    expect(link.subject).toBe('Pustaka के लिए अपने नए ईमेल पते की पुष्टि करें');
    expect((await post(app(), apiPaths.verifyEmail, { token: inbox.lastToken(newAddress) })).statusCode).toBe(202);
    const notice = await lastMailTo(user.input.email);
    expect(notice.subject).toBe('आपके Pustaka खाते का ईमेल पता बदल गया है');
    expect(notice.text).toContain(`आपके Pustaka खाते का ईमेल पता अब ${newAddress} है।`);
  });

  test('a receipt in Hindi, its amounts as in English', async () => {
    const shop = (
      await app().inject({ method: 'GET', url: `${apiPaths.getAllBooks}?PageSize=1` })
    ).json<AllBooksResponse>();
    const [book] = shop.BooksList;
    const buyer = await hindiUser();
    await buyBooks(app(), buyer, book!.Id);
    const order = await a.t.db
      .selectFrom('orders')
      .select(['id', 'amount_paise'])
      .where('user_id', '=', Number(buyer.session.UserId))
      .executeTakeFirstOrThrow();
    await mailsSent();
    const receipt = inbox.to(buyer.input.email).find((mail) => mail.subject?.includes('रसीद'));
    expect(receipt?.subject).toBe(`ऑर्डर ${order.id} के लिए आपकी Pustaka रसीद`);
    expect(receipt!.text).toContain(book!.BookName);
    expect(receipt!.text).toMatch(/भुगतान किया \.+ ₹[\d,]+\.\d\d/);
    expect(receipt!.html).toContain('>मेरी किताबें पढ़ें</a>');
  });

  test('an Author Program application in Hindi: the approved author is invited in Hindi', async () => {
    const applicant = `applicant.hi.${Date.now()}@example.com`;
    const applied = await post(
      app(),
      apiPaths.addNewAuthorForReview,
      { name: 'इरा सेन', country_code: '+91', phone_number: '98450 22222', email: applicant, description: 'कविताएँ।' },
      { headers: { 'accept-language': 'hi' } },
    );
    expect(applied.statusCode).toBe(202);
    const applications = await app().inject({
      method: 'GET',
      url: `${apiPaths.getAuthorApplications}?Status=pending`,
      headers: a.adminHeaders,
    });
    const id = applications
      .json<{ AuthorApplicationsList: Array<{ Id: string; Email: string }> }>()
      .AuthorApplicationsList.find((item) => item.Email === applicant)!.Id;
    // The admin works in English: the author's language is the application's.
    const approved = await post(
      app(),
      apiPaths.approveAuthorApplication,
      { Id: id },
      { headers: { ...a.adminHeaders, cookie: 'lang=en' } },
    );
    expect(approved.statusCode).toBe(202);
    const invitation = await lastMailTo(applicant);
    expect(invitation.subject).toBe('आप Pustaka पर लेखक हैं: अपना पासवर्ड रखें');
    expect(invitation.text).toContain('नमस्ते इरा,');
    expect(await storedLanguage(applicant)).toBe('hi');
  });

  test("a newsletter confirmation to an address without an account: the subscribing request's language", async () => {
    const address = `reader.hi.${Date.now()}@example.com`;
    const subscribed = await post(
      app(),
      apiPaths.subscribeForNewsletter,
      { email_Id: address },
      { headers: { cookie: 'lang=hi' } },
    );
    expect(subscribed.statusCode).toBe(202);
    const mail = await lastMailTo(address);
    expect(mail.subject).toBe('Pustaka न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें');
    expect(mail.text).toContain('नमस्ते पाठक,');
    // An account's address: the account's language, whatever the request's.
    const user = await hindiUser();
    await post(
      app(),
      apiPaths.subscribeForNewsletter,
      { email_Id: user.input.email },
      { headers: { cookie: 'lang=en' } },
    );
    expect((await lastMailTo(user.input.email)).subject).toBe('Pustaka न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें');
  });
});
