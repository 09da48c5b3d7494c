/**
 * GST documents as their people meet them (issue 35), against the real store in Chromium: an
 * admin completes Store settings and the header's "Tax invoices are off" notice goes; a shopper
 * enters the billing name, state and PIN in the cart, pays, and downloads the tax invoice from
 * My Orders; the admin refunds one line in Manage Orders and the shopper downloads its credit
 * note; the month's tax report shows the sale and the credit note and downloads as CSV. The
 * downloaded files are read back: the numbers, the recipient, the intra-state split.
 */
import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME } from '../shared/constants';
import type { AllBooksResponse, ShopBook } from '../shared/contract/catalog.contract';
import { messages } from '../shared/messages';
import { storeSettingsTexts } from '../shared/store-settings-texts';
import { taxTexts } from '../shared/tax-texts';
import { pdfText } from '../server/testing/pdf-text';
import { SELLER } from '../server/testing/tax-shopping';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { screenshotDirectory, shot } from './support/screenshots';
import { apiMessages } from '../shared/api-messages';
import { expandFirstOrderOf } from './support/admin-orders';

jest.setTimeout(180_000);

const admin = { email: 'tax-admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
const SCREENSHOTS = screenshotDirectory;
const BILLING = { name: 'Asha Rao', state: 'Karnataka', pin: '560034' };

/**
 * Two English books: the tax documents' PDFs are set in PDF's standard fonts, which have no
 * Devanagari (a Hindi title prints as question marks: a known gap of issue 38's closing note).
 */
async function twoBooks(): Promise<ShopBook[]> {
  const response = await fetch(`${e2e.store.baseURL}${apiPaths.getAllBooks}?PageSize=2&Languages=en`);
  return ((await response.json()) as AllBooksResponse).BooksList;
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('#notistack-snackbar').filter({ hasText: text }).first().waitFor();
}

/** Clicks the button and answers the file the browser saves: its name and its bytes. */
async function download(page: Page, button: ReturnType<Page['getByRole']>) {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = fs.readFileSync(await (saved as Download).path());
  if (SCREENSHOTS) await saved.saveAs(`${SCREENSHOTS}/${saved.suggestedFilename()}`);
  return { name: saved.suggestedFilename(), bytes };
}

/** The same, for a PDF: its text. */
async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const { name, bytes } = await download(page, button);
  return { name, text: (await pdfText(bytes)).join(' ') };
}

test('a shopper in Karnataka pays and downloads a tax invoice; a refunded line gets a credit note', async () => {
  const [kept, refunded] = await twoBooks();

  // The admin completes Store settings: the header's notice says tax invoices are off until then.
  const adminSession = await openPage(e2e.browser, e2e.store.baseURL);
  const adminPage = adminSession.page;
  await loginThroughPage(adminPage, admin);
  await adminPage.goto('/admin/settings');
  const notice = adminPage.getByText(/^Tax invoices are off:/);
  await notice.waitFor();
  await adminPage.getByLabel(storeSettingsTexts.legalName).fill(SELLER.LegalName);
  await adminPage.getByLabel(storeSettingsTexts.tradeName).fill(SELLER.TradeName);
  await adminPage.getByLabel(storeSettingsTexts.gstin).fill(SELLER.Gstin);
  await adminPage.getByLabel(storeSettingsTexts.state).selectOption(SELLER.State);
  await adminPage.getByLabel(storeSettingsTexts.address).fill(SELLER.Address);
  await adminPage.getByLabel(storeSettingsTexts.invoicePrefix).fill(SELLER.InvoicePrefix);
  await adminPage.getByRole('button', { name: storeSettingsTexts.save }).click();
  await toast(adminPage, storeSettingsTexts.saved);
  await notice.waitFor({ state: 'detached' });

  // The shopper gives the billing details in the cart and pays.
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  for (const book of [kept!, refunded!]) {
    await page.goto(`/product/${book.Id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await toast(page, messages.addedToCart);
  }
  await page.goto('/cart');
  await page.getByRole('heading', { name: taxTexts.billingTitle }).waitFor();
  await page.getByLabel(taxTexts.billingName).fill(BILLING.name);
  await page.getByLabel(taxTexts.billingState).selectOption(BILLING.state);
  await page.getByLabel(taxTexts.pinCode).fill(BILLING.pin);
  await shot(page, 'tax-cart-billing');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: PRODUCT_NAME }).getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order Successful' }).waitFor();

  // My Orders: the invoice, numbered PK/<financial year>/<serial>, split into CGST and SGST.
  await page.goto('/orders');
  const invoice = await downloadPdf(page, page.getByRole('button', { name: /^Download invoice for order \d+$/ }));
  expect(invoice.name).toMatch(/^PK-\d{4}-1\.pdf$/);
  const invoiceNumber = invoice.name.replace(/\.pdf$/, '').replaceAll('-', '/');
  expect(invoice.text).toContain(invoiceNumber);
  expect(invoice.text).toContain(SELLER.Gstin);
  expect(invoice.text).toContain(BILLING.name);
  expect(invoice.text).toContain(BILLING.pin);
  expect(invoice.text).toContain(kept!.BookName);
  expect(invoice.text).toMatch(/CGST/);
  expect(invoice.text).not.toMatch(/IGST\s+[1-9]/);
  await shot(page, 'tax-my-orders-paid');

  // The admin refunds one line.
  await adminPage.goto('/admin/orders');
  await expandFirstOrderOf(adminPage, shopper.email);
  await adminPage.getByRole('button', { name: `Refund ${refunded!.BookName}` }).click();
  await adminPage
    .getByRole('dialog', { name: `Refund "${refunded!.BookName}"?` })
    .getByRole('button', { name: 'Refund' })
    .click();
  await toast(adminPage, apiMessages.orderRefunded);
  await adminPage.getByRole('button', { name: new RegExp(`^${taxTexts.downloadCreditNote} PK/`) }).waitFor();

  // The shopper's credit note: its own series, against the invoice, for the refunded book only.
  await page.goto('/orders');
  const creditNote = await downloadPdf(
    page,
    page.getByRole('button', { name: new RegExp(`^${taxTexts.downloadCreditNote} PK/\\d{4}/C1$`) }),
  );
  expect(creditNote.name).toMatch(/^PK-\d{4}-C1\.pdf$/);
  expect(creditNote.text).toContain(invoiceNumber);
  expect(creditNote.text).toContain(refunded!.BookName);
  expect(creditNote.text).not.toContain(kept!.BookName);
  await shot(page, 'tax-my-orders-refunded');
  expect(pageErrors).toEqual([]);

  // The admin's report for this month: the sale in Karnataka at 5 %, the credit note, the registers.
  await adminPage.goto('/admin/tax');
  const b2c = adminPage.getByRole('table', { name: taxTexts.b2cTitle });
  await b2c.getByRole('row').filter({ hasText: BILLING.state }).filter({ hasText: '5' }).waitFor();
  await adminPage
    .getByRole('table', { name: taxTexts.creditNotesTitle })
    .getByRole('row', { name: /Karnataka/ })
    .waitFor();
  await adminPage.getByText(invoiceNumber, { exact: true }).first().waitFor();
  await adminPage
    .getByText(creditNote.name.replace(/\.pdf$/, '').replaceAll('-', '/'), { exact: true })
    .first()
    .waitFor();
  await shot(adminPage, 'tax-report');
  const csv = await download(adminPage, adminPage.getByRole('button', { name: taxTexts.downloadCsv }));
  expect(csv.name).toMatch(/^tax-report-\d{4}-\d{2}\.csv$/);
  expect(csv.bytes.toString('utf8')).toContain(invoiceNumber);
  expect(adminSession.pageErrors).toEqual([]);
});
