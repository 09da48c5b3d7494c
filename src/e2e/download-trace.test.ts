/**
 * A book to keep, and a copy found elsewhere traced back (issue 37, decision 043), in Chromium
 * against the real store: a buyer downloads a bought PDF from My Library (the file is marked for
 * them); an admin chooses that very file in Manage Orders' "Trace a file" and the store names the
 * buyer and the order; "Show this order" filters the list to it. The purchase itself is made over
 * HTTP (the checkout journey has its own test, checkout.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HttpShopper } from '../server/testing/http-shopper';
import { loginThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { shot } from './support/screenshots';

jest.setTimeout(180_000);

const admin = { email: 'trace-admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
/** A demo PDF (seed-demo-catalog.ts: books 3, 5 and 11 are PDFs). */
const PDF_BOOK = '3';

test('a buyer downloads a book from My Library; an admin traces that file to the order', async () => {
  const shopper = new HttpShopper(() => e2e.store.baseURL);
  expect((await shopper.register()).status).toBe(202);
  expect((await shopper.addToCart(PDF_BOOK)).status).toBe(202);
  const checkout = await shopper.checkout();
  const paid = await shopper.pay(checkout.body.order.id);
  expect((await shopper.report(paid.body)).status).toBe(202);

  // The buyer keeps the book: a PDF, saved under its title.
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await loginThroughPage(page, { email: shopper.email, password: shopper.password });
  await page.goto('/library');
  const downloadButton = page.getByRole('button', { name: /^Download / }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-e2e-'));
  const copy = path.join(dir, download.suggestedFilename());
  await download.saveAs(copy);
  expect(fs.readFileSync(copy).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shot(page, 'library-download', { fullPage: false });
  expect(pageErrors).toEqual([]);

  // The admin traces the copy.
  const adminSession = await openPage(e2e.browser, e2e.store.baseURL);
  const adminPage = adminSession.page;
  await loginThroughPage(adminPage, admin);
  await adminPage.goto('/admin/orders');
  await adminPage.getByRole('button', { name: 'Trace a file' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Trace a file' });
  await dialog.getByLabel('Choose a PDF or EPUB').setInputFiles(copy);
  await dialog.getByText(shopper.email.toLowerCase()).waitFor();
  const orderNumber = (await dialog.getByText(/^#\d+$/).textContent())!.slice(1);
  await shot(adminPage, 'trace-a-file', { fullPage: false });
  await dialog.getByRole('button', { name: 'Show this order' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect(adminPage.getByLabel('Search e-mail or order number').inputValue()).resolves.toBe(orderNumber);
  await adminPage
    .getByRole('button', { name: `Show details of order ${orderNumber}` })
    .first()
    .waitFor();
  expect(adminSession.pageErrors).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
