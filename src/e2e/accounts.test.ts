/**
 * Accounts as a shopper lives them, in the real store and real Chromium: sign up, log in (toast,
 * cookie, nothing readable in local storage), stay logged in across a reload, newsletter and
 * Author Program, log out, and delete the account.
 */
import type { Page } from 'playwright-core';
import { accountDeletionTexts, profileMessages } from '../shared/account-texts';
import { AUTH_COOKIE } from '../shared/constants';
import { messages } from '../shared/messages';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { apiMessages } from '../shared/api-messages';

jest.setTimeout(90_000);

const e2e = useStoreAndBrowser();

async function localStorageText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
}

test('a shopper signs up, logs in, stays logged in, subscribes, applies, and logs out', async () => {
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);

  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);

  const cookie = (await page.context().cookies()).find((entry) => entry.name === AUTH_COOKIE.name);
  expect(cookie).toMatchObject({ value: AUTH_COOKIE.value, sameSite: 'Strict', path: '/' });
  const stored = await localStorageText(page);
  expect(stored).not.toBe('[]');
  for (const secret of [shopper.email, shopper.email.toLowerCase(), shopper.firstName, shopper.lastName]) {
    expect(stored).not.toContain(secret);
  }

  // The logged-in header, still there after a reload.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Logout' }).waitFor();
  await page.reload();
  await banner.getByRole('button', { name: 'Logout' }).waitFor();
  await banner.getByRole('link', { name: /^Cart/ }).waitFor();
  await expect(banner.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);

  // Newsletter on the home page.
  const newsletter = page.getByRole('form', { name: 'Newsletter' });
  await newsletter.getByLabel('Email address').fill(shopper.email);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText(apiMessages.newsletterSubscribed).waitFor();

  // Author Program.
  await page.goto('/contact');
  await page.getByLabel(/^Name/).fill('Asha Verma');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('combobox', { name: 'Country Code' }).fill('India');
  await page.getByRole('option', { name: /India \(\+91\)/ }).click();
  await page.getByLabel('Phone Number').fill('9876543210');
  await page.getByLabel('Book Description').fill('A novel about a lighthouse keeper in Kerala.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(messages.authorProgramSubmitted).waitFor();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

  // Logout: toast, then /login after 3 s; the cookie and the stored session are gone.
  await banner.getByRole('button', { name: 'Logout' }).click();
  await page.getByText(messages.loggedOut).waitFor();
  await page.waitForURL('**/login', { timeout: 10_000 });
  expect((await page.context().cookies()).some((entry) => entry.name === AUTH_COOKIE.name)).toBe(false);
  await page.goto('/');
  await banner.getByRole('link', { name: 'Login' }).waitFor();
  expect(pageErrors).toEqual([]);
});

test('a shopper deletes the account, which then can no longer log in', async () => {
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);

  await page.goto('/deleteAccount');
  const form = page.getByRole('form', { name: 'Delete Account' });
  await page.getByText(accountDeletionTexts.booksLost(0, '₹0.00')).waitFor();
  await form.getByLabel('Email').fill('someone.else@example.com');
  await form.getByLabel(/^Password/).fill(shopper.password);
  await form.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByText(messages.emailNotCurrentUser).waitFor();

  // A wrong password: the server refuses, nothing is deleted.
  const dialog = page.getByRole('dialog', { name: accountDeletionTexts.confirmTitle });
  await form.getByLabel('Email').fill(shopper.email.toLowerCase());
  await form.getByLabel(/^Password/).fill('not the password');
  await form.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: accountDeletionTexts.confirmButton }).click();
  await page.getByText(profileMessages.deletePasswordWrong).first().waitFor();

  await form.getByLabel(/^Password/).fill(shopper.password);
  await form.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: accountDeletionTexts.confirmButton }).click();
  await page.getByText(messages.accountDeleted, { exact: true }).waitFor();
  await page.waitForURL('**/login', { timeout: 15_000 });
  expect((await page.context().cookies()).some((entry) => entry.name === AUTH_COOKIE.name)).toBe(false);

  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(apiMessages.loginFailed).first().waitFor();

  await page.goto('/deleteAccount');
  await page.getByText(messages.unauthorizedUser).waitFor();
  expect(pageErrors).toEqual([]);
});
