/**
 * Browsing as a visitor, in the real store and real Chromium: the home page, a book card to its
 * product page, the shop's three filters, and deep links loaded directly.
 */
import type { Page, Response } from 'playwright-core';
import type { AllBooksResponse } from '../shared/contract/catalog.contract';
import { apiPaths } from '../shared/api-paths';
import { homeTitles } from '../shared/messages';
import { discountedPaiseOf, rupeesToPaise } from '../shared/money';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(60_000);

const e2e = useStoreAndBrowser();

async function fetchFirstPage(): Promise<AllBooksResponse> {
  return (await fetch(`${e2e.store.baseURL}${apiPaths.getAllBooks}`)).json() as Promise<AllBooksResponse>;
}

/** The next getAllBooks answer whose query includes `parameter`. */
function nextBooksResponse(page: Page, parameter: string): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().includes(apiPaths.getAllBooks) && response.url().includes(`${parameter}=`),
  );
}

const shopStatus = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ books?$/);

test('the home page shows every section and a book card opens its product page', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await page.goto('/');

  for (const title of [
    homeTitles.bestSellers,
    homeTitles.trending,
    homeTitles.upcoming,
    homeTitles.originals,
    homeTitles.newArrivals,
  ]) {
    await expect(page.getByRole('heading', { name: title }).isVisible()).resolves.toBe(true);
  }
  await page.getByText(homeTitles.stats.customers).waitFor();
  await page.getByRole('region', { name: 'Promotions' }).waitFor();

  const newArrivals = page.getByRole('region', { name: homeTitles.newArrivals });
  const firstCard = newArrivals.getByRole('link').first();
  await firstCard.waitFor();
  const href = await firstCard.getAttribute('href');
  expect(href).toMatch(/^\/product\/\d+$/);
  const fullTitle = await firstCard.getByRole('heading').getAttribute('title');

  await firstCard.click();
  await page.waitForURL(`**${href}`);
  // The product page is a lazy route: the home page stays on screen until its chunk has loaded.
  await page.getByRole('heading', { level: 1, name: fullTitle!, exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Details Product' }).waitFor();
  expect(pageErrors).toEqual([]);
});

test('the shop filters by genre, then author, and by price, on the server', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await page.goto('/shop');
  await page.getByRole('heading', { name: 'Books', level: 1 }).waitFor();
  await shopStatus(page).waitFor();

  // Genre: the count beside the checkbox is the number of books the shop then shows.
  const fantasy = page.getByRole('checkbox', { name: /^Fantasy \(\d+\)$/ });
  const fantasyCount = Number(/\((\d+)\)/.exec((await page.getByText(/^Fantasy \(\d+\)$/).textContent())!)![1]);
  const genreAnswer = nextBooksResponse(page, 'GenerIds');
  await fantasy.check();
  const byGenre = (await (await genreAnswer).json()) as AllBooksResponse;
  expect(byGenre.BooksList.length).toBeGreaterThan(0);
  expect(byGenre.BooksList.every((book) => book.Gener === 'Fantasy')).toBe(true);
  await page.getByText(`of ${fantasyCount} books`).waitFor();
  const cards = page.getByRole('list', { name: 'Books' }).getByRole('article');
  await expect(cards.count()).resolves.toBe(Math.min(fantasyCount, byGenre.PageSize));
  for (const card of await cards.all()) await card.getByText('Fantasy', { exact: true }).waitFor();
  expect(page.url()).toMatch(/[?&]genre=\d+/);

  // Author, within the genre: pick an author the facet says has Fantasy books.
  const author = byGenre.Filters.Authors.find((entry) => entry.Count > 0)!;
  const authorAnswer = nextBooksResponse(page, 'AuthorIds');
  await page.getByRole('checkbox', { name: `${author.AuthorName} (${author.Count})` }).check();
  const byAuthor = (await (await authorAnswer).json()) as AllBooksResponse;
  expect(byAuthor.Total).toBe(author.Count);
  expect(byAuthor.BooksList.every((book) => book.AuthorId === author.AuthorId && book.Gener === 'Fantasy')).toBe(true);
  await page.getByText(`of ${author.Count} book`).first().waitFor();

  // Price: clear the other filters, then pull the maximum down with the keyboard.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.waitForURL((url) => !url.search.includes('genre'));
  const all = await fetchFirstPage();
  const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
  await maxThumb.focus();
  const priceAnswer = nextBooksResponse(page, 'MaxPrice');
  for (let i = 0; i < 3; i += 1) await maxThumb.press('PageDown');
  const byPrice = (await (await priceAnswer).json()) as AllBooksResponse;
  const maxPrice = Number(new URL((await priceAnswer).url()).searchParams.get('MaxPrice'));
  expect(maxPrice).toBeLessThan(all.Filters.PriceRange.MaxPrice);
  expect(byPrice.Total).toBeGreaterThan(0);
  expect(byPrice.Total).toBeLessThan(all.Total);
  expect(byPrice.BooksList.every((book) => discountedPaiseOf(book) <= rupeesToPaise(maxPrice))).toBe(true);
  await page.getByText(`of ${byPrice.Total} book`).first().waitFor();
  expect(pageErrors).toEqual([]);
});

test('a product page and a filtered shop load directly from their addresses', async () => {
  const book = (await fetchFirstPage()).BooksList[3]!;
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);

  const response = await page.goto(`/product/${book.Id}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: book.BookName }).waitFor();
  await page.getByText(book.AuthorName).first().waitFor();

  await page.goto(`/shop?genre=${book.GenerId}`);
  await page.getByRole('checkbox', { name: new RegExp(`^${book.Gener} \\(\\d+\\)$`) }).waitFor();
  await expect(
    page.getByRole('checkbox', { name: new RegExp(`^${book.Gener} \\(\\d+\\)$`) }).isChecked(),
  ).resolves.toBe(true);

  await page.goto('/product/999999999');
  await page.getByRole('heading', { name: 'Book not found' }).waitFor();
  expect(pageErrors).toEqual([]);
});
