/**
 * An admin publishes a book from the browser alone: log in with the ADMIN_EMAIL/ADMIN_PASSWORD
 * account, walk the five wizard steps with real files (adding a new author on the way), submit,
 * and a shopper then finds the book in the shop and reads its preview.
 */
import path from 'node:path';
import { messages } from '../shared/messages';
import { loginThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { scratchDir, writeCoverPng, writePdf } from './support/files';
import { useStoreAndBrowser } from './support/harness';
import { expectFirstPageRendered } from './support/reader';

jest.setTimeout(120_000);

const admin = { email: 'admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });

test('an admin walks the five steps with real files and a shopper finds and previews the book', async () => {
  const title = `Rain Songs ${Date.now()}`;
  const dir = scratchDir();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  const bookPdf = await writePdf(path.join(dir, 'book.pdf'), 12, title);
  const previewPdf = await writePdf(path.join(dir, 'preview.pdf'), 2, `${title} preview`);
  const cover = await writeCoverPng(page, path.join(dir, 'cover.png'), 'Rain Songs');

  await loginThroughPage(page, admin);
  await page.goto('/addbook');
  const progress = page.getByRole('progressbar').first();

  // Step 1: Book Information.
  await page.getByRole('heading', { name: 'Book Information' }).waitFor();
  await page.getByText('Step 1', { exact: true }).waitFor();
  await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('20');
  await page.getByLabel(/Book Name/).fill(title);
  await page.getByLabel(/^Description/).fill('Poems of the Kerala monsoon, collected over twenty years.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Author Information, with a new author from the modal.
  await page.getByRole('heading', { name: 'Author Information' }).waitFor();
  await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('40');
  await page.getByRole('button', { name: 'Add New Author' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Author' });
  await dialog.getByLabel(/First Name/).fill('Lakshmi');
  await dialog.getByLabel(/Last Name/).fill('Menon');
  await dialog.getByRole('combobox', { name: 'Country Code' }).fill('India');
  await page.getByRole('option', { name: /India \(\+91\)/ }).click();
  await dialog.getByLabel(/Phone Number/).fill('9447001122');
  await dialog.getByLabel(/^Email/).fill(`lakshmi.${Date.now()}@example.com`);
  await dialog.getByLabel(/About Author/).fill('Poet from Kochi.');
  await dialog.getByRole('button', { name: 'Add Author' }).click();
  await page.getByText(messages.authorCreated).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Price Details.
  await page.getByRole('heading', { name: 'Price Details' }).waitFor();
  await page.getByLabel(/^Price/).fill('299');
  await page.getByRole('textbox', { name: /^Discount/ }).fill('15');
  await page.getByText('₹254.15').first().waitFor();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: Book Info Details, with the three files.
  await page.getByRole('heading', { name: 'Book Info Details' }).waitFor();
  await page.getByLabel(/^Genre/).selectOption({ label: 'Drama' });
  for (const name of ['Active', 'Approved', 'Pustaka Originals', 'New arrival'])
    await page.getByRole('switch', { name }).check();
  await page.getByLabel('Book file (EPUB or PDF)').setInputFiles(bookPdf);
  await page.getByLabel('Sample (optional)').setInputFiles(previewPdf);
  await page.getByLabel('Cover image').setInputFiles(cover);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: Confirmation; going back and forth keeps what was typed.
  await page.getByRole('heading', { name: 'Confirmation' }).waitFor();
  await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('100');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel(/^Price/).inputValue()).resolves.toBe('299');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(messages.bookUploaded).first().waitFor();
  // A visible book: the admin is taken to its page.
  await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname), { timeout: 10_000 });
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(pageErrors).toEqual([]);

  // A shopper (a visitor, in a fresh browser context) finds it and reads its preview.
  const shopper = await openPage(e2e.browser, e2e.store.baseURL);
  await shopper.page.goto('/shop');
  await shopper.page.getByRole('heading', { name: title }).getByRole('link').click();
  await shopper.page.getByRole('heading', { level: 1, name: title }).waitFor();
  await shopper.page.getByRole('link', { name: 'Read preview' }).click();
  await expectFirstPageRendered(shopper.page);
  expect(shopper.pageErrors).toEqual([]);
});
