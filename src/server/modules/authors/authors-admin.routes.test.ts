import { phoneNumberMessages } from '../../../shared/account-texts';
import { apiPaths } from '../../../shared/api-paths';
import type { AuthorApplicationRequest } from '../../../shared/contract/accounts.contract';
import type {
  AddAuthorRequest,
  AuthorApplicationsResponse,
  CreatedResponse,
} from '../../../shared/contract/admin.contract';
import type { AuthorsResponse } from '../../../shared/contract/catalog.contract';
import { messages } from '../../../shared/messages';
import { normalizeEmail } from '../../db/emails';
import { GENERATED_PASSWORD_ALPHABET, generatePassword } from '../accounts/new-account';
import { newUserInput, post, registerAndLogin } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { apiMessages } from '../../../shared/api-messages';

let a: AdminTestApp;
let t: TestApp;
let nextEmail = 1;

beforeAll(async () => {
  a = await createAdminTestApp({ seed: false });
  t = a.t;
});
afterAll(async () => {
  await t.close();
});

const freshEmail = () => `author.${nextEmail++}@example.com`;
const authorInput = (overrides: Partial<AddAuthorRequest> = {}): AddAuthorRequest => ({
  firstName: 'Ruskin',
  lastName: 'Bond',
  countryCode: '+91',
  phoneNumber: '98100 00000',
  email: freshEmail(),
  about: 'Writes of the hills.',
  ...overrides,
});
const userByEmail = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email_normalized', '=', normalizeEmail(email)).executeTakeFirst();
const authorList = async () =>
  (await t.app.inject({ method: 'GET', url: apiPaths.getAuthorsList })).json<AuthorsResponse>().AuthorList;

describe('generatePassword', () => {
  test('9 characters from letters, digits and !@#$%^&*, different every time', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{9}$/);
    expect(new Set(passwords).size).toBe(passwords.length);
    // Over 1800 draws, every class of the alphabet turns up.
    const drawn = passwords.join('');
    for (const pattern of [/[a-z]/, /[A-Z]/, /[0-9]/, /[!@#$%^&*]/]) expect(drawn).toMatch(pattern);
    expect(GENERATED_PASSWORD_ALPHABET).toHaveLength(70);
  });
});

describe('POST /api/addAuthor', () => {
  test('creates an Author with a hashed generated password, listed in getAuthorsList; the password is not answered', async () => {
    const input = authorInput();
    const response = await post(t.app, apiPaths.addAuthor, input, { headers: a.adminHeaders });
    expect(response.statusCode).toBe(202);
    const body = response.json<CreatedResponse>();
    expect(body).toEqual({ Message: messages.authorCreated, Id: expect.stringMatching(/^\d+$/) });
    const row = await userByEmail(input.email);
    expect(row).toMatchObject({
      id: Number(body.Id),
      user_type: 'Author',
      first_name: 'Ruskin',
      last_name: 'Bond',
      description: 'Writes of the hills.',
      country_code: '+91',
    });
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(await authorList()).toContainEqual({ Id: body.Id, FirstName: 'Ruskin', LastName: 'Bond' });
  });

  test('a taken e-mail (any case) gets 409 and writes nothing', async () => {
    const input = authorInput();
    expect((await post(t.app, apiPaths.addAuthor, input, { headers: a.adminHeaders })).statusCode).toBe(202);
    const again = await post(
      t.app,
      apiPaths.addAuthor,
      { ...input, email: input.email.toUpperCase(), firstName: 'Other' },
      { headers: a.adminHeaders },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: apiMessages.emailTaken });
    expect((await userByEmail(input.email))?.first_name).toBe('Ruskin');
  });

  test('a visitor gets 401 and a user 403', async () => {
    const input = authorInput();
    expect((await post(t.app, apiPaths.addAuthor, input)).statusCode).toBe(401);
    const user = await registerAndLogin(t.app);
    const response = await post(t.app, apiPaths.addAuthor, input, { headers: user.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Message: messages.adminOnly });
    expect(await userByEmail(input.email)).toBeUndefined();
  });

  test.each([
    ['an about over 500 characters', { about: 'a'.repeat(501) }, 'at most 500'],
    ['an empty about', { about: '' }, messages.fieldRequired],
    ['a malformed e-mail', { email: 'ruskin' }, messages.invalidEmail],
    ['an empty last name', { lastName: ' ' }, messages.fieldRequired],
    ['an extra field', { password: 'chosen-by-me' }, "Unknown field 'password'"],
    ['a phone number of 20 digits for India', { phoneNumber: '9'.repeat(20) }, phoneNumberMessages.notValidFor('+91')],
  ])('%s gets 400', async (_name, change, text) => {
    const response = await post(
      t.app,
      apiPaths.addAuthor,
      { ...authorInput(), ...change },
      { headers: a.adminHeaders },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(text);
  });
});

describe('POST /api/register with usertype Author', () => {
  test('an admin may register an Author (the original Add Author modal); the author is listed', async () => {
    const input = newUserInput({
      usertype: 'Author',
      email: freshEmail(),
      firstName: 'Anita',
      lastName: 'Desai',
      about: 'Novelist.',
    });
    const response = await post(t.app, apiPaths.register, input, { headers: a.adminHeaders });
    expect(response.statusCode).toBe(202);
    const row = await userByEmail(input.email);
    expect(row).toMatchObject({ user_type: 'Author', description: 'Novelist.' });
    expect((await authorList()).map((author) => author.Id)).toContain(String(row?.id));
  });

  test('the public and plain users may not; nobody registers an Admin', async () => {
    const user = await registerAndLogin(t.app);
    for (const [usertype, headers] of [
      ['Author', undefined],
      ['Author', user.headers],
      ['Admin', a.adminHeaders],
    ] as const) {
      const input = newUserInput({ usertype, email: freshEmail() });
      const response = await post(t.app, apiPaths.register, input, { headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Message: apiMessages.publicRegistrationUserOnly });
      expect(await userByEmail(input.email)).toBeUndefined();
    }
  });
});

describe('Author Program applications', () => {
  const apply = async (overrides: Partial<AuthorApplicationRequest> = {}): Promise<string> => {
    const application: AuthorApplicationRequest = {
      name: 'Kavya  Menon Nair',
      country_code: '+91',
      phone_number: '98470 55555',
      email: freshEmail(),
      description: 'A novel about the backwaters.',
      ...overrides,
    };
    expect((await post(t.app, apiPaths.addNewAuthorForReview, application)).statusCode).toBe(202);
    const row = await t.db
      .selectFrom('author_applications')
      .select('id')
      .where('email', '=', application.email)
      .executeTakeFirstOrThrow();
    return String(row.id);
  };
  const listApplications = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.getAuthorApplications}${query}`,
      headers: a.adminHeaders,
    });
    expect(response.statusCode).toBe(202);
    return response.json<AuthorApplicationsResponse>();
  };
  const decide = (path: string, Id: string) => post(t.app, path, { Id }, { headers: a.adminHeaders });

  test('are listed newest first with their status', async () => {
    const older = await apply();
    const newer = await apply({ name: 'Second Applicant' });
    const list = await listApplications();
    const ids = list.AuthorApplicationsList.map((item) => item.Id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.AuthorApplicationsList.find((item) => item.Id === older)).toMatchObject({
      Name: 'Kavya  Menon Nair',
      CountryCode: '+91',
      PhoneNumber: '9847055555',
      Description: 'A novel about the backwaters.',
      Status: 'pending',
      CreatedAt: t.clock.now().toISOString(),
    });
    expect(list).toMatchObject({ Page: 1, PageSize: 25, Total: expect.any(Number) });
  });

  test('approving creates the Author from the application and marks it approved; approving again is 409', async () => {
    const id = await apply();
    const { email } = await t.db
      .selectFrom('author_applications')
      .select('email')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    const response = await decide(apiPaths.approveAuthorApplication, id);
    expect(response.statusCode).toBe(202);
    const body = response.json<CreatedResponse>();
    expect(body.Message).toBe(apiMessages.authorApplicationApproved);
    expect(await userByEmail(email)).toMatchObject({
      id: Number(body.Id),
      user_type: 'Author',
      first_name: 'Kavya',
      last_name: 'Menon Nair',
      phone_number: '+919847055555',
      country_code: '+91',
      description: 'A novel about the backwaters.',
    });
    expect((await listApplications('?Status=approved')).AuthorApplicationsList.map((item) => item.Id)).toContain(id);
    expect((await authorList()).map((author) => author.Id)).toContain(body.Id);

    for (const path of [apiPaths.approveAuthorApplication, apiPaths.rejectAuthorApplication]) {
      const again = await decide(path, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ Message: apiMessages.authorApplicationDecided });
    }
  });

  test('rejecting marks it rejected and creates nobody', async () => {
    const id = await apply();
    const response = await decide(apiPaths.rejectAuthorApplication, id);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ Message: apiMessages.authorApplicationRejected });
    const list = await listApplications('?Status=rejected');
    const item = list.AuthorApplicationsList.find((entry) => entry.Id === id);
    expect(item?.Status).toBe('rejected');
    expect(await userByEmail(item!.Email)).toBeUndefined();
    expect((await decide(apiPaths.approveAuthorApplication, id)).statusCode).toBe(409);
  });

  test('an application whose e-mail already has an account is 409 and stays pending', async () => {
    const user = await registerAndLogin(t.app);
    const id = await apply({ email: user.input.email });
    const response = await decide(apiPaths.approveAuthorApplication, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: apiMessages.emailTaken });
    const row = await t.db
      .selectFrom('author_applications')
      .select('status')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  test('an unknown or malformed id is 404', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await decide(apiPaths.approveAuthorApplication, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: apiMessages.authorApplicationNotFound });
    }
  });

  test('only admins see or decide applications', async () => {
    const id = await apply();
    const user = await registerAndLogin(t.app);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.getAuthorApplications })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.getAuthorApplications, headers: user.headers })).statusCode,
    ).toBe(403);
    expect(
      (await post(t.app, apiPaths.approveAuthorApplication, { Id: id }, { headers: user.headers })).statusCode,
    ).toBe(403);
    expect((await post(t.app, apiPaths.rejectAuthorApplication, { Id: id })).statusCode).toBe(401);
  });
});
