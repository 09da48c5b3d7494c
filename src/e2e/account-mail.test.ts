/**
 * The journeys that run through a mailbox, in the real store, a real SMTP server and real
 * Chromium: a new user confirms the address from the mail, forgets the password, sets a new one
 * from the reset mail and logs in with it; an admin adds an author, who sets a password from the
 * invitation mail, logs in and sees My Books. Links are followed as mailed (PUBLIC_URL is the
 * store's own address).
 */
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { accountLinkMessages, accountTexts } from '../shared/account-texts';
import { accountPageTitles, messages } from '../shared/messages';
import { startSmtpInbox, type SmtpInbox } from '../server/testing/smtp-inbox';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { freePort } from './support/store-server';
import { bookTemplate } from '../server/testing/books';
import { apiMessages } from '../shared/api-messages';

jest.setTimeout(120_000);

const admin = { email: 'admin.mail@pustaka.example', password: 'admin-password-mail' };
let inbox: SmtpInbox;

const e2e = useStoreAndBrowser(async () => {
  inbox = await startSmtpInbox();
  const port = await freePort();
  return {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: inbox.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
});
afterAll(async () => {
  await inbox?.close();
});

/** The `count`-th mail to the address, as it arrives (the store sends right after the request). */
async function mailTo(address: string, count: number): Promise<ParsedMail> {
  try {
    return await inbox.arrival(address, count, 15_000);
  } catch (error) {
    const outbox = await e2e.store.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'attempts', 'delivered_at', 'last_error'])
      .execute();
    throw new Error(`${(error as Error).message}; outbox: ${JSON.stringify(outbox)}`, { cause: error });
  }
}

/** The link of a mail, as a shopper would click it. */
const linkOf = (mail: ParsedMail) => /https?:\/\/\S+/.exec(mail.text ?? '')![0];

/** The page of a reset link, or (`invitation`) of an author's first password, which has its own words. */
async function setPasswordFromLink(page: Page, link: string, password: string, invitation = false): Promise<void> {
  await page.goto(link);
  await page
    .getByRole('heading', { name: invitation ? accountTexts.setPasswordTitle : accountTexts.resetTitle })
    .waitFor();
  await page.getByLabel(new RegExp(`^${accountTexts.newPassword}`)).fill(password);
  await page.getByLabel(new RegExp(`^${accountTexts.confirmPassword}`)).fill(password);
  await page
    .getByRole('button', { name: invitation ? accountTexts.savePasswordToStart : accountTexts.savePassword })
    .click();
  await page
    .getByRole('heading', { name: invitation ? accountTexts.passwordSetTitle : accountTexts.passwordChangedTitle })
    .waitFor();
  await page.getByText(invitation ? accountLinkMessages.passwordSet : accountLinkMessages.passwordResetDone).waitFor();
}

test('a new user confirms the address from the mail, forgets the password, resets it from the mail and logs in', async () => {
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(page, shopper);

  const verification = await mailTo(shopper.email, 1);
  expect(verification.subject).toBe('Confirm your e-mail address for Pustaka');
  expect(new URL(linkOf(verification)).origin).toBe(e2e.store.baseURL);
  await page.goto(linkOf(verification));
  await page.getByRole('heading', { name: accountTexts.verifiedTitle }).waitFor();
  await page.getByText(accountLinkMessages.emailVerified).waitFor();

  // Forgot password, from the login page.
  await page.goto('/login');
  await page.getByRole('link', { name: accountTexts.forgotPasswordLink }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel(accountTexts.email).fill(shopper.email);
  await page.getByRole('button', { name: accountTexts.sendResetLink }).click();
  await page.getByRole('heading', { name: accountTexts.checkEmailTitle }).waitFor();
  await page.getByText(accountLinkMessages.passwordResetRequested).waitFor();

  const reset = await mailTo(shopper.email, 2);
  expect(reset.subject).toBe('Reset your Pustaka password');
  const newPassword = 'a new monsoon secret';
  await setPasswordFromLink(page, linkOf(reset), newPassword);

  // The link is used up; the old password no longer works, the new one does.
  await page.goto(linkOf(reset));
  await page.getByLabel(new RegExp(`^${accountTexts.newPassword}`)).fill('yet another secret');
  await page.getByLabel(new RegExp(`^${accountTexts.confirmPassword}`)).fill('yet another secret');
  await page.getByRole('button', { name: accountTexts.savePassword }).click();
  await page.getByText(accountLinkMessages.linkInvalid).first().waitFor();
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(apiMessages.loginFailed).first().waitFor();
  await loginThroughPage(page, { email: shopper.email, password: newPassword });

  // The profile knows the address is confirmed.
  await page.goto('/profile');
  await page.getByText(accountTexts.emailConfirmed, { exact: true }).waitFor();
  expect(pageErrors).toEqual([]);
});

test('an admin adds an author, who sets a password from the invitation, logs in and sees My Books', async () => {
  const authorEmail = `kavya.${Date.now()}@example.com`;
  const adminPage = await openPage(e2e.browser, e2e.store.baseURL);
  await loginThroughPage(adminPage.page, admin);
  await adminPage.page.goto('/addbook');
  await adminPage.page.getByLabel(/Book Name/).fill('Backwater Letters');
  await adminPage.page.getByLabel(/^Description/).fill('Letters from the Kerala backwaters.');
  await adminPage.page.getByRole('button', { name: 'Next' }).click();
  await adminPage.page.getByRole('button', { name: 'Add New Author' }).click();
  const dialog = adminPage.page.getByRole('dialog', { name: 'Add New Author' });
  await dialog.getByLabel(/First Name/).fill('Kavya');
  await dialog.getByLabel(/Last Name/).fill('Nair');
  await dialog.getByRole('combobox', { name: 'Country Code' }).fill('India');
  await adminPage.page.getByRole('option', { name: /India \(\+91\)/ }).click();
  await dialog.getByLabel(/Phone Number/).fill('9447001133');
  await dialog.getByLabel(/^Email/).fill(authorEmail);
  await dialog.getByLabel(/About Author/).fill('Writes letters and essays.');
  await dialog.getByRole('button', { name: 'Add Author' }).click();
  await adminPage.page.getByText(messages.authorCreated).first().waitFor();

  // A book of theirs, as the admin's wizard would have published it.
  const { db } = e2e.store.app;
  const author = await db.selectFrom('users').select('id').where('email', '=', authorEmail).executeTakeFirstOrThrow();
  const template = await bookTemplate(db);
  await db
    .insertInto('books')
    .values({
      ...template,
      name: 'Backwater Letters',
      author_id: author.id,
      sales_count: 7,
      is_active: 1,
      is_approved: 1,
    })
    .execute();

  const invitation = await mailTo(authorEmail, 1);
  expect(invitation.subject).toBe('You are an author on Pustaka: set your password');
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  const password = 'my own author password';
  await setPasswordFromLink(page, linkOf(invitation), password, true);
  await loginThroughPage(page, { email: authorEmail, password });

  await page.goto('/author');
  await page.getByRole('heading', { level: 1, name: accountPageTitles.myBooks }).waitFor();
  const card = page.getByRole('heading', { name: 'Backwater Letters' });
  await card.waitFor();
  await page.getByText('7 copies sold').waitFor();
  expect(pageErrors).toEqual([]);
  expect(adminPage.pageErrors).toEqual([]);
});
