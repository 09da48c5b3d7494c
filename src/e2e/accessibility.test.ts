/**
 * axe-core on every page a shopper, an author applicant and an admin use, in real Chromium at a
 * desktop and a phone width, including the states that only exist after a tap (the phone menu, the
 * shop's filter drawer, each of the Add Book wizard's five steps and its Add New Author dialog). No serious or critical violation may
 * remain; moderate findings are printed so they are seen.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME } from '../shared/constants';
import type { AllBooksResponse, ShopBook } from '../shared/contract/catalog.contract';
import { messages } from '../shared/messages';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { axeViolations, describeFindings, isSeriousOrWorse } from './support/axe';
import { openPage } from './support/browser';
import { scratchDir, writeCoverPng, writePdf } from './support/files';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(600_000);

const admin = { email: 'admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Serious and critical findings of every state audited so far; moderate ones are only printed. */
const serious: string[] = [];
const moderate: string[] = [];

async function audit(page: Page, state: string): Promise<void> {
  const findings = await axeViolations(page);
  serious.push(...describeFindings(state, findings.filter(isSeriousOrWorse)));
  moderate.push(
    ...describeFindings(
      state,
      findings.filter((finding) => !isSeriousOrWorse(finding)),
    ),
  );
}

/** The newest English books: PDFs among them (the reader's audit waits for a PDF's first page), as before the Hindi EPUBs. */
async function books(): Promise<ShopBook[]> {
  const response = await fetch(`${e2e.store.baseURL}${apiPaths.getAllBooks}?PageSize=3&Languages=en`);
  return ((await response.json()) as AllBooksResponse).BooksList;
}

afterAll(() => {
  if (moderate.length > 0) console.log(`axe, moderate or minor:\n${moderate.join('\n')}`);
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on a %s', (width, viewport) => {
  beforeEach(() => serious.splice(0));

  test("a visitor's pages have no serious accessibility violation", async () => {
    const [book] = await books();
    const { page } = await openPage(e2e.browser, e2e.store.baseURL, viewport);
    const pages: Array<[string, string, string]> = [
      ['home', '/', 'Best Sellers'],
      ['shop', '/shop', 'Books'],
      ['product', `/product/${book!.Id}`, book!.BookName],
      ['search', '/search?q=the', 'Results for "the"'],
      ['login', '/login', 'Login'],
      ['register', '/register', 'Sign Up'],
      ['Author Program', '/contact', 'Author Program'],
      ['delete account, logged out', '/deleteAccount', ''],
    ];
    for (const [state, path, heading] of pages) {
      await page.goto(path);
      if (heading) await page.getByRole('heading', { name: heading }).first().waitFor();
      await audit(page, `${width} ${state}`);
    }
    if (viewport === PHONE) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
      await audit(page, `${width} menu drawer`);
      await page.goto('/shop');
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('dialog').waitFor();
      await audit(page, `${width} filter drawer`);
    }
    expect(serious).toEqual([]);
  });

  test("a shopper's cart, wishlist, library and reader have no serious accessibility violation", async () => {
    const [bought, wished] = await books();
    const { page } = await openPage(e2e.browser, e2e.store.baseURL, viewport);
    const shopper = newShopper();
    await registerThroughPage(page, shopper);
    await loginThroughPage(page, shopper);

    await page.goto(`/product/${bought!.Id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('#notistack-snackbar').filter({ hasText: messages.addedToCart }).first().waitFor();
    await page.goto(`/product/${wished!.Id}`);
    await page
      .getByRole('button', { name: /wishlist/i })
      .first()
      .click();
    await page.locator('#notistack-snackbar').first().waitFor();
    await page.goto('/wishlist');
    await page.getByText(wished!.BookName).first().waitFor();
    await audit(page, `${width} wishlist`);
    await page.goto('/cart');
    await page.getByText(bought!.BookName).first().waitFor();
    await audit(page, `${width} cart`);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog', { name: PRODUCT_NAME }).getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
    await page.goto('/library');
    await page.getByRole('heading', { level: 1, name: 'My Library' }).waitFor();
    await page.getByText(bought!.BookName).first().waitFor();
    await audit(page, `${width} library`);
    await page.goto(`/read/${bought!.Id}`);
    await page.locator('[data-rendered-page="1"]').waitFor({ timeout: 60_000 });
    await audit(page, `${width} reader`);
    await page.goto(`/read/${wished!.Id}?preview=1`);
    await page.locator('[data-rendered-page="1"]').waitFor({ timeout: 60_000 });
    await audit(page, `${width} preview`);
    expect(serious).toEqual([]);
  });

  test("the admin's Add Book wizard and Manage Books have no serious accessibility violation", async () => {
    const dir = scratchDir();
    const { page } = await openPage(e2e.browser, e2e.store.baseURL, viewport);
    const bookPdf = await writePdf(path.join(dir, 'book.pdf'), 3, 'Audit Book');
    const cover = await writeCoverPng(page, path.join(dir, 'cover.png'), 'Audit');
    await loginThroughPage(page, admin);
    await page.goto('/addbook');
    await page.getByRole('heading', { name: 'Book Information' }).waitFor();
    await audit(page, `${width} wizard step 1`);
    await page.getByLabel(/Book Name/).fill('Audit Book');
    await page.getByLabel(/^Description/).fill('A book that exists for an accessibility audit.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Author Information' }).waitFor();
    await audit(page, `${width} wizard step 2`);
    await page.getByRole('button', { name: 'Add New Author' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Author' });
    await dialog.getByLabel(/First Name/).fill('Audit');
    await audit(page, `${width} Add New Author dialog`);
    await dialog.getByLabel(/Last Name/).fill('Author');
    await dialog.getByRole('combobox', { name: 'Country Code' }).fill('India');
    await page.getByRole('option', { name: /India \(\+91\)/ }).click();
    await dialog.getByLabel(/Phone Number/).fill('9447001122');
    await dialog.getByLabel(/^Email/).fill(`audit.${width}.${Date.now()}@example.com`);
    await dialog.getByLabel(/About Author/).fill('Writes for audits.');
    await dialog.getByRole('button', { name: 'Add Author' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Price Details' }).waitFor();
    await page.getByLabel(/^Price/).fill('299');
    await audit(page, `${width} wizard step 3`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Book Info Details' }).waitFor();
    await page.getByLabel(/^Genre/).selectOption({ label: 'Drama' });
    await page.getByLabel('Book file (EPUB or PDF)').setInputFiles(bookPdf);
    await page.getByLabel('Sample (optional)').setInputFiles(bookPdf);
    await page.getByLabel('Cover image').setInputFiles(cover);
    await audit(page, `${width} wizard step 4`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Confirmation' }).waitFor();
    await audit(page, `${width} wizard step 5`);
    await page.goto('/admin/books');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A table from 600 px up, a list of cards below.
    await page.getByRole('row').nth(1).or(page.getByRole('main').getByRole('listitem').first()).first().waitFor();
    await audit(page, `${width} Manage Books`);
    expect(serious).toEqual([]);
  });
});
