/**
 * Searching as a visitor, in the real store and real Chromium: the header box suggests books as
 * one types (a chosen suggestion opens its product page), and Enter opens the results page.
 */
import type { AllBooksResponse, ShopBook } from '../shared/contract/catalog.contract';
import type { SearchResponse } from '../shared/contract/search.contract';
import { apiPaths } from '../shared/api-paths';
import { searchWords } from '../shared/search-words';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(60_000);

const e2e = useStoreAndBrowser();

async function getJson<T>(path: string): Promise<T> {
  return (await fetch(`${e2e.store.baseURL}${path}`)).json() as Promise<T>;
}

const search = (q: string, limit: number) =>
  getJson<SearchResponse>(`${apiPaths.searchBooks}?${new URLSearchParams({ q, limit: String(limit) }).toString()}`);

/** A seeded book whose title has a word that finds it on the first page of results, and that word. */
async function bookAndWord(): Promise<{ book: ShopBook; word: string }> {
  const { BooksList } = await getJson<AllBooksResponse>(apiPaths.getAllBooks);
  for (const book of BooksList) {
    for (const word of searchWords(book.BookName).filter((w) => w.length >= 4)) {
      const { SearchList } = await search(word, 24);
      if (SearchList.some((found) => found.Id === book.Id)) return { book, word };
    }
  }
  throw new Error('No seeded book can be found by a word of its title');
}

test('a suggestion opens its product page, and Enter opens the results page', async () => {
  const { book, word } = await bookAndWord();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Best Sellers' }).waitFor();

  // Part of the title, as someone types it: the suggestions follow.
  const typed = book.BookName.slice(0, Math.max(5, book.BookName.length - 3));
  const box = page.getByLabel('Search books');
  await box.click();
  await box.pressSequentially(typed, { delay: 40 });
  const suggestion = page.getByRole('option', { name: `${book.BookName} by ${book.AuthorName}`, exact: true });
  await suggestion.waitFor();
  await expect(suggestion.locator('img').getAttribute('src')).resolves.toBe(book.BooksImage);
  await suggestion.click();
  await page.waitForURL(`**/product/${book.Id}`);
  await page.getByRole('heading', { level: 1, name: book.BookName, exact: true }).waitFor();
  await expect(box.inputValue()).resolves.toBe('');

  // A word and Enter, with no suggestion chosen (the pointer is kept off the popup): the results page.
  await page.mouse.move(0, 0);
  await box.click();
  await box.pressSequentially(word, { delay: 40 });
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word);
  await page.getByRole('heading', { level: 1, name: `Results for "${word}"` }).waitFor();
  await page.getByText(/^Showing 1–\d+ of \d+\+? books?$/).waitFor();
  const results = page.getByRole('list', { name: 'Results' });
  await results.getByRole('heading', { name: book.BookName, exact: true }).waitFor();
  await expect(page.title()).resolves.toContain(`Results for "${word}"`);
  await expect(box.inputValue()).resolves.toBe(word);
  expect(pageErrors).toEqual([]);
});

test('a search without a match says so and offers the shop', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, { width: 375, height: 740 });
  await page.goto('/search?q=qwxzvbnm');
  await page.getByRole('heading', { name: 'No books match "qwxzvbnm"' }).waitFor();
  await page.getByRole('link', { name: 'browse the shop' }).click();
  await page.waitForURL('**/shop');
  expect(pageErrors).toEqual([]);
});
