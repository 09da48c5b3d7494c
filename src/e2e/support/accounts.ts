/** Account steps shared by end-to-end tests, done through the real pages as a shopper would. */
import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';

export interface TestShopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new shopper with a unique e-mail (mixed case, to exercise case-insensitive matching). */
export function newShopper(): TestShopper {
  counter += 1;
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `Asha.Verma.${Date.now()}.${counter}@Example.com`,
    password: 'correct horse battery',
  };
}

export async function registerThroughPage(page: Page, shopper: TestShopper): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByRole('combobox', { name: 'Country Code' }).fill('India');
  await page.getByRole('option', { name: /India \(\+91\)/ }).click();
  await page.getByLabel('Phone Number').fill('9876543210');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText(messages.registered).waitFor();
  // The spec's redirect: to /login after 3 s.
  await page.waitForURL('**/login', { timeout: 10_000 });
}

export async function loginThroughPage(page: Page, shopper: Pick<TestShopper, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(messages.loggedIn).waitFor();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
}
