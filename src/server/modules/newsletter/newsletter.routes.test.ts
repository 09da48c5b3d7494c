import { apiPaths } from '../../../shared/api-paths';
import { messages } from '../../../shared/messages';
import { newsletterTexts } from '../../../shared/newsletter-texts';
import { uiRoutes } from '../../../shared/ui-paths';
import { post } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox';
import { apiMessages } from '../../../shared/api-messages';

let t: TestApp;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ seed: false, mail: { smtpUrl: inbox.url } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const mailsSent = () => t.app.mail.outbox.settled();
const rowOf = (address: string) =>
  t.db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email_normalized', '=', address.toLowerCase())
    .executeTakeFirst();

const subscriptions = () => t.db.selectFrom('newsletter_subscriptions').select(['email', 'email_normalized']).execute();

describe('POST /api/subscribeForNewsletter', () => {
  test('answers 202 {Message}; subscribing again in another case is no error and keeps one row', async () => {
    const first = await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: 'Meera.K@example.com' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ Message: apiMessages.newsletterSubscribed });
    const again = await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: ' meera.k@EXAMPLE.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ Message: apiMessages.newsletterSubscribed });
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

describe('double opt-in', () => {
  test('subscribing mails a confirmation link; only following it confirms; the mail carries a one-click unsubscribe', async () => {
    const address = 'ravi.opt@example.com';
    expect((await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: address })).statusCode).toBe(202);
    await mailsSent();
    const [mail] = inbox.to(address);
    expect(mail!.subject).toBe('Confirm your subscription to the Pustaka newsletter');
    expect((await rowOf(address))!.confirmed_at).toBeNull();
    const confirmLink = new URL(/https?:\/\/\S+/.exec(mail!.text ?? '')![0]);
    expect(confirmLink.pathname).toBe(uiRoutes.newsletterConfirm);
    const header = (name: string) =>
      mail!.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const confirmed = await post(t.app, apiPaths.confirmNewsletter, { token: confirmLink.searchParams.get('token') });
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toEqual({ Message: newsletterTexts.confirmed });
    expect((await rowOf(address))!.confirmed_at).not.toBeNull();
    // The link is used up; subscribing again once confirmed mails nothing and answers the same.
    expect(
      (await post(t.app, apiPaths.confirmNewsletter, { token: confirmLink.searchParams.get('token') })).statusCode,
    ).toBe(400);
    const again = await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: address });
    expect(again.json()).toEqual({ Message: apiMessages.newsletterSubscribed });
    await mailsSent();
    expect(inbox.to(address)).toHaveLength(1);

    // A mail client's one-click unsubscribe: a form POST to the header's address.
    const oneClick = new URL(/<([^>]+)>/.exec(header('list-unsubscribe') ?? '')![1]!);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(202);
    expect(unsubscribed.json()).toEqual({ Message: newsletterTexts.unsubscribed });
    expect(await rowOf(address)).toBeUndefined();
    // Twice is no error.
    expect((await t.app.inject({ method: 'POST', url: `${oneClick.pathname}${oneClick.search}` })).statusCode).toBe(
      202,
    );
  });

  test('subscribing again before confirming mails a new link; a link works for 7 days', async () => {
    const address = 'meera.opt@example.com';
    await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: address });
    await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: address });
    await mailsSent();
    expect(inbox.to(address)).toHaveLength(2);
    expect((await post(t.app, apiPaths.confirmNewsletter, { token: inbox.lastToken(address) })).statusCode).toBe(202);

    const late = 'late.opt@example.com';
    await post(t.app, apiPaths.subscribeForNewsletter, { email_Id: late });
    await mailsSent();
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await post(t.app, apiPaths.confirmNewsletter, { token: inbox.lastToken(late) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ Message: string }>().Message).toContain(newsletterTexts.linkInvalid);
  });
});
