/**
 * An EPUB from the publisher to the reader's phone, in Chromium at 390 px on the real store:
 * - an admin publishes an EPUB through the wizard typing only its price and genre (the file names
 *   the rest), and the product page shows the book's own details;
 * - a shopper reads its sample to the end (the buy prompt), buys it in the payment sandbox, reads
 *   on in the full book, makes the text larger and the page dark, closes the tab, and finds the
 *   same place in a new browser (and the library shows how far they are).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME } from '../shared/constants';
import type { LoginResponse } from '../shared/contract/accounts.contract';
import type { ReadingProgressResponse } from '../shared/contract/library.contract';
import { messages } from '../shared/messages';
import { bookEpub } from '../server/db/seed/book-epub';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { scratchDir } from './support/files';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(240_000);

const admin = { email: 'admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
const PHONE = { width: 390, height: 844 };
const title = `The Ferryman's Ledger ${Date.now()}`;
/** One of the demo catalog's authors: the file's creator is matched to the store's author. */
const AUTHOR = 'Meera Iyer';
const ISBN = '9789350000014';

async function writeBook(): Promise<string> {
  const coverPng = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 120, g: 40, b: 60 } },
  })
    .png()
    .toBuffer();
  const file = path.join(scratchDir(), 'ferryman.epub');
  fs.writeFileSync(
    file,
    await bookEpub({
      title,
      author: AUTHOR,
      genre: 'Drama',
      description: 'A ferryman keeps the accounts of a river that keeps changing its banks.',
      isbn: ISBN,
      publisher: 'Kaveri House',
      publishedDate: '2021-08-15',
      language: 'en',
      coverPng,
    }),
  );
  return file;
}

const progressLine = (page: Page) => page.getByRole('status').filter({ hasText: /\d+%/ });
const settled = (page: Page) =>
  page.locator('[data-testid="epub-view"][aria-busy="false"]:not([data-location=""])').waitFor({ timeout: 30_000 });
const shownPlace = (page: Page) => page.getByTestId('epub-view').getAttribute('data-location');

/** A key press that moves the book; resolves once it has settled on another place. */
async function turnPage(page: Page, key = 'ArrowRight'): Promise<void> {
  const before = await shownPlace(page);
  await page.keyboard.press(key);
  await page.waitForFunction((cfi) => {
    const view = document.querySelector('[data-testid="epub-view"]');
    return view?.getAttribute('data-location') !== cfi && view?.getAttribute('aria-busy') === 'false';
  }, before);
}

let bookId: string;

/** Reads the shopper's saved place in the book as the API answers it (their own login, a session of its own). */
async function placeReader(shopper: {
  email: string;
  password: string;
}): Promise<() => Promise<ReadingProgressResponse>> {
  const { baseURL } = e2e.store;
  const login = await fetch(`${baseURL}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: shopper.email, password: shopper.password }),
  });
  const { Token } = (await login.json()) as LoginResponse;
  return async () =>
    (await (
      await fetch(`${baseURL}${apiPaths.getReadingProgress}?Id=${bookId}`, {
        headers: { Authorization: `Bearer ${Token}` },
      })
    ).json()) as ReadingProgressResponse;
}

test('an admin publishes an EPUB typing only its price and genre; its page shows the details the file holds', async () => {
  const file = await writeBook();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, PHONE);
  await loginThroughPage(page, admin);
  await page.goto('/addbook');

  // Step 1: the book file first; the wizard reads it and fills the form.
  await page.getByRole('heading', { name: 'Start from the book file (EPUB or PDF)' }).waitFor();
  await page.locator('input[type=file][name=BookContent]').setInputFiles(file);
  await page.getByText(/^Filled from the book: /).waitFor({ timeout: 30_000 });
  await expect(page.getByLabel(/Book Name/).inputValue()).resolves.toBe(title);
  await expect(page.getByLabel('ISBN').inputValue()).resolves.toBe(ISBN);
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 2: the file's author is the store's.
  await page.getByRole('heading', { name: 'Author Information' }).waitFor();
  await expect(page.getByRole('combobox', { name: /Author/ }).inputValue()).resolves.toBe(AUTHOR);
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 3: the price, the one thing typed.
  await page.getByRole('heading', { name: 'Price Details' }).waitFor();
  await page.getByLabel(/^Price/).fill('249');
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 4: the genre, and shown in the shop; the cover and the sample come from the file.
  await page.getByRole('heading', { name: 'Book Info Details' }).waitFor();
  await page.getByLabel(/^Genre/).selectOption({ label: 'Drama' });
  for (const name of ['Active', 'Approved']) await page.getByRole('switch', { name }).check();
  await page.getByText('From the book file').first().waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Confirmation' }).waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(messages.bookUploaded).first().waitFor({ timeout: 60_000 });

  // The admin lands on the book's page, which shows what the file said.
  await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname), { timeout: 10_000 });
  bookId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText('Kaveri House, 2021').waitFor();
  const details = page.getByRole('table', { name: 'Details Product' });
  const row = (label: string) => details.getByRole('rowheader', { name: label }).locator('..');
  await expect(row('Author').textContent()).resolves.toContain(AUTHOR);
  await expect(row('ISBN').textContent()).resolves.toContain(ISBN);
  await expect(row('Format').textContent()).resolves.toContain('E-Book (EPUB)');
  await expect(row('Date Published').textContent()).resolves.toContain('15 August 2021');
  await expect(row('Publisher').textContent()).resolves.toContain('Kaveri House');
  await expect(row('Language').textContent()).resolves.toContain('English');
  await expect(row('Length').textContent()).resolves.toMatch(/[\d,]+ words/);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test('a shopper reads the sample, buys the book, reads on with larger dark text, closes the tab and resumes in a new browser', async () => {
  expect(bookId).toBeDefined();
  const shopper = newShopper();
  const first = await openPage(e2e.browser, e2e.store.baseURL, PHONE);
  const { page } = first;
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);

  // The sample, to its end: the buy prompt.
  await page.goto(`/product/${bookId}`);
  await page.getByRole('link', { name: 'Read preview' }).click();
  await progressLine(page).waitFor({ timeout: 30_000 });
  await settled(page);
  await expect(progressLine(page).textContent()).resolves.toMatch(/of the preview$/);
  await page.getByRole('button', { name: 'Contents' }).click();
  const contents = page.getByRole('dialog', { name: 'Contents' });
  await contents.getByRole('button').last().click();
  await settled(page);
  await page.getByRole('heading', { name: 'End of the preview' }).waitFor({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('#notistack-snackbar').filter({ hasText: messages.addedToCart }).first().waitFor();

  // Bought in the payment sandbox; read from the library.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: PRODUCT_NAME }).getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
  await page.goto('/library');
  await page
    .getByRole('region', { name: 'All books' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Read' })
    .click();
  await progressLine(page).waitFor({ timeout: 30_000 });
  await settled(page);

  // Reads on: a chapter in, then a few pages.
  await page.getByRole('button', { name: 'Contents' }).click();
  await page.getByRole('dialog', { name: 'Contents' }).getByRole('button').nth(2).click();
  await settled(page);
  for (let turns = 0; turns < 3; turns++) await turnPage(page);

  // Larger text, dark page.
  await page.getByRole('button', { name: 'Text and theme' }).click();
  const settings = page.getByRole('dialog', { name: 'Text and theme' });
  for (let step = 0; step < 2; step++) await settings.getByRole('button', { name: 'Larger text' }).click();
  await settings.getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  await settled(page);
  await turnPage(page);
  const place = (await progressLine(page).textContent()) ?? '';
  const percent = Number(/(\d+)%/.exec(place)?.[1]);

  // The tab closes: the place goes to the server on the way out (a keepalive request), or went
  // with the last throttled save; either way the server has the page shown.
  await page.close({ runBeforeUnload: true });
  expect(first.pageErrors).toEqual([]);
  await first.page.context().close();
  const savedPlace = await placeReader(shopper);
  const savedProgression = async () => (await savedPlace()).Locator?.Progression ?? -1;
  for (let waited = 0; Math.abs((await savedProgression()) * 100 - percent) > 1 && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(Math.abs((await savedProgression()) * 100 - percent)).toBeLessThanOrEqual(1);

  // A new browser, with the text at its default size: the same chapter and place, and the library's percentage.
  const second = await openPage(e2e.browser, e2e.store.baseURL, PHONE);
  await loginThroughPage(second.page, shopper);
  await second.page.goto('/library');
  const continuing = second.page
    .getByRole('region', { name: 'Continue reading' })
    .getByRole('listitem')
    .filter({ hasText: title });
  // The library rounds the saved progression, which may be the place a moment after the one read
  // off the page (within a point, as checked above).
  await expect(continuing.textContent()).resolves.toContain(`${Math.round((await savedProgression()) * 100)}% read`);
  await continuing.getByRole('link', { name: 'Continue' }).click();
  await progressLine(second.page).waitFor({ timeout: 30_000 });
  await settled(second.page);
  const resumed = (await progressLine(second.page).textContent()) ?? '';
  expect(resumed.split(' · ')[0]).toBe(place.split(' · ')[0]);
  // The page breaks fall elsewhere at another text size: the place is the same to within a page.
  expect(Math.abs(Number(/(\d+)%/.exec(resumed)?.[1]) - percent)).toBeLessThanOrEqual(2);
  expect(second.pageErrors).toEqual([]);
  await second.page.context().close();
});
