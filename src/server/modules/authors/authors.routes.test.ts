import { phoneNumberMessages } from '../../../shared/account-texts';
import { apiPaths } from '../../../shared/api-paths';
import type { AuthorApplicationRequest } from '../../../shared/contract/accounts.contract';
import { messages } from '../../../shared/messages';
import { post } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const application: AuthorApplicationRequest = {
  name: 'Kavya Menon',
  country_code: '+91',
  phone_number: '98470 55555',
  email: 'kavya@example.com',
  description: 'A novel about the backwaters.',
};

const applications = () => t.db.selectFrom('author_applications').selectAll().execute();

describe('POST /api/addNewAuthorForReview', () => {
  test('stores a pending application and answers 202 {Message}', async () => {
    const response = await post(t.app, apiPaths.addNewAuthorForReview, application);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ Message: messages.authorProgramSubmitted });
    expect(await applications()).toEqual([
      // The phone number is stored in E.164.
      expect.objectContaining({
        ...application,
        phone_number: '+919847055555',
        status: 'pending',
        created_at: t.clock.now().toISOString(),
      }),
    ]);
  });

  test('a description of exactly 500 characters is accepted', async () => {
    const response = await post(t.app, apiPaths.addNewAuthorForReview, {
      ...application,
      description: 'd'.repeat(500),
    });
    expect(response.statusCode).toBe(202);
  });

  test.each([
    ['a description over 500 characters', { description: 'd'.repeat(501) }, 'at most 500'],
    ['an empty description', { description: '' }, messages.fieldRequired],
    ['an empty name', { name: '' }, messages.fieldRequired],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'at most 100'],
    ['a malformed e-mail', { email: 'kavya' }, messages.invalidEmail],
    ['a wrongly typed phone number', { phone_number: 9847055555 }, messages.invalidPhoneNumber],
    ['a phone number too short for its country', { phone_number: '12' }, phoneNumberMessages.notValidFor('+91')],
    ['an empty country code', { country_code: '' }, messages.invalidCountryCode],
    ['an extra field', { status: 'accepted' }, "Unknown field 'status'"],
  ])('%s gets 400 and writes nothing', async (_name, change, text) => {
    const before = (await applications()).length;
    const response = await post(t.app, apiPaths.addNewAuthorForReview, { ...application, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(text);
    expect((await applications()).length).toBe(before);
  });
});
