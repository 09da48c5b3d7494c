import { apiPaths } from '../../../shared/api-paths';
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

const subscriptions = () => t.db.selectFrom('newsletter_subscriptions').select(['email', 'email_normalized']).execute();

describe('POST /api/subscribeForNewsletter', () => {
  test('answers 202 {Message}; subscribing again in another case is no error and keeps one row', async () => {
    const first = await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: 'Meera.K@example.com' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ Message: messages.newsletterSubscribed });
    const again = await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: ' meera.k@EXAMPLE.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ Message: messages.newsletterSubscribed });
    expect(await subscriptions()).toEqual([{ email: 'Meera.K@example.com', email_normalized: 'meera.k@example.com' }]);
  });

  test.each([
    ['an empty e-mail', { email_Id: '' }, messages.invalidEmail],
    ['a value that is not an e-mail', { email_Id: 'meera at example' }, messages.invalidEmail],
    ['a wrongly typed e-mail', { email_Id: ['a@example.com'] }, messages.invalidEmail],
    ['an e-mail over 254 characters', { email_Id: `${'m'.repeat(250)}@example.com` }, 'at most 254'],
    ['an extra field', { email_Id: 'x@example.com', name: 'X' }, "Unknown field 'name'"],
    ['a missing e-mail', {}, messages.invalidEmail],
  ])('%s gets 400 and writes nothing', async (_name, body, text) => {
    const before = (await subscriptions()).length;
    const response = await post(t.app, apiPaths.subscribeForNewsletter, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(text);
    expect((await subscriptions()).length).toBe(before);
  });
});
