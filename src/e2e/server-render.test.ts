/**
 * Server-rendered pages in Chromium: the page is there before any script runs, and the SPA adopts
 * it without a hydration mismatch, then restores the session so a logged-in shopper can buy.
 */
import type { BookDetail, BestSellersResponse } from '../shared/contract/catalog.contract';
import { apiPaths } from '../shared/api-paths';
import { messages } from '../shared/messages';
import { discountedPaiseOf, formatRupees } from '../shared/money';
import { uiPaths } from '../shared/ui-paths';
import { loginThroughPage, newShopper, registerThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(90_000);

const e2e = useStoreAndBrowser();

async function aBook(index: number): Promise<BookDetail> {
  const { BestSellersList } = (await (
    await fetch(`${e2e.store.baseURL}${apiPaths.getBestSellers}`)
  ).json()) as BestSellersResponse;
  const id = BestSellersList[index]!.Id;
  return (await (await fetch(`${e2e.store.baseURL}${apiPaths.getBookById}?Id=${id}`)).json()) as BookDetail;
}

test('with JavaScript off, the product page, the shop and the home page still show their content', async () => {
  const book = await aBook(0);
  const context = await e2e.browser.newContext({ baseURL: e2e.store.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(uiPaths.product(book.Id));
  await page.getByRole('heading', { level: 1, name: book.Title, exact: true }).waitFor();
  await page
    .getByText(formatRupees(discountedPaiseOf(book)))
    .first()
    .waitFor();
  await expect(page.title()).resolves.toBe(`${book.Title} | Pustaka`);
  await page.goto(uiPaths.shop);
  await page.getByText(/^Showing 1–\d+ of \d+ books$/).waitFor();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Best Sellers' }).waitFor();
  await context.close();
});

test('a logged-in shopper opens a rendered product page: no hydration mismatch, the session comes back, Add to cart works; no CSP report on the way', async () => {
  const book = await aBook(1);
  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Every Content-Security-Policy violation of the whole walk, page after page (forms parse with
  // zod, whose eval probe the policy would block: zod-without-eval.ts).
  const policyReports: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => void policyReports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  consoleErrors.length = 0;

  // A full page load: the server's HTML, then hydration, then the stored session.
  await page.goto(uiPaths.product(book.Id));
  await page.getByRole('heading', { level: 1, name: book.Title, exact: true }).waitFor();
  await page.getByRole('link', { name: /^Cart/ }).waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(messages.addedToCart).waitFor();
  await page.getByRole('link', { name: /^Cart.*1/ }).waitFor();

  await page.goto(uiPaths.cart);
  await page.getByText(book.Title).first().waitFor();
  // React reports a hydration mismatch as a console error (#418/#425 in production builds).
  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(policyReports).toEqual([]);
});
