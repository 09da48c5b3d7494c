/**
 * Free books end to end (decision 047), in a real browser against the real store: an admin makes a
 * PDF book free (through the API, as Manage Books' edit does); the cart refuses it (409); a shopper
 * opens its page, which says Free and offers Get it free instead of Add to cart, gets it with no
 * payment dialog, finds it in My Library and reads page 1 in the reader; My Orders lists its order
 * of ₹0 as paid.
 */
import { apiMessages } from '../shared/api-messages';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME } from '../shared/constants';
import type { LoginResponse } from '../shared/contract/accounts.contract';
import type { AllBooksResponse, BookDetail, ShopBook } from '../shared/contract/catalog.contract';
import { loginThroughPage, newShopper, registerThroughPage, type TestShopper } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { shot } from './support/screenshots';
import { drawnPixels } from './support/reader';

jest.setTimeout(180_000);

const admin = { email: 'free-books-admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });

async function api<T>(
  path: string,
  init: { body?: object; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${e2e.store.baseURL}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function loginByApi(who: Pick<TestShopper, 'email' | 'password'>): Promise<LoginResponse> {
  const { status, body } = await api<LoginResponse>(apiPaths.login, {
    body: { username: who.email, password: who.password },
  });
  expect(status).toBe(202);
  return body;
}

/** A PDF book of the shop (the reader's page 1 is then pixels on a canvas). */
async function somePdfBook(): Promise<ShopBook> {
  const { body } = await api<AllBooksResponse>(`${apiPaths.getAllBooks}?PageSize=12`);
  for (const book of body.BooksList.slice(2)) {
    if ((await api<BookDetail>(`${apiPaths.getBookById}?Id=${book.Id}`)).body.Format === 'PDF') return book;
  }
  throw new Error('no PDF book in the shop');
}

test('free books end to end (Get it free -> library -> reader) and refused from the cart', async () => {
  const book = await somePdfBook();
  const adminSession = await loginByApi(admin);
  const made = await api(apiPaths.updateBook, { body: { Id: book.Id, Price: 0 }, token: adminSession.Token });
  expect(made.status).toBe(202);

  const shopper = newShopper();
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);

  // The cart refuses a free book, whoever asks and however.
  const session = await loginByApi(shopper);
  const refused = await api<{ Message: string }>(apiPaths.saveCartlist, {
    body: { user_Id: session.UserId, book_Id: book.Id },
    token: session.Token,
  });
  expect(refused).toEqual({ status: 409, body: { Message: apiMessages.freeBookNotForCart } });

  // Its page: Free, and Get it free instead of Add to cart.
  await page.goto(`/product/${book.Id}`);
  await page.getByRole('heading', { level: 1, name: book.BookName }).waitFor();
  const getIt = page.getByRole('button', { name: 'Get it free' });
  await getIt.waitFor();
  // The price reads "Price: Free" (its label is for screen readers only).
  await expect(page.getByText('Price: Free', { exact: true }).first().isVisible()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Add to cart' }).count()).resolves.toBe(0);
  await shot(page, 'free-book');

  // Got at once: no payment dialog, a toast, and the button becomes Read now.
  await getIt.click();
  await page
    .locator('#notistack-snackbar')
    .filter({ hasText: apiMessages.freeBookAdded(book.BookName) })
    .first()
    .waitFor();
  await page.getByRole('link', { name: 'Read now' }).waitFor();
  await expect(page.getByRole('dialog', { name: PRODUCT_NAME }).count()).resolves.toBe(0);
  await shot(page, 'free-book-got');

  // My Library has it, and the reader draws its page 1.
  await page.goto('/library');
  await page.getByRole('heading', { level: 1, name: 'My Library' }).waitFor();
  const card = page.getByRole('region', { name: 'All books' }).getByRole('listitem').filter({ hasText: book.BookName });
  await card.getByRole('link', { name: 'Read' }).click();
  await page.waitForURL(`**/read/${book.Id}`);
  expect(await drawnPixels(page, 1)).toBeGreaterThan(500);

  // My Orders: its order of ₹0 (the shopper's only one), paid.
  await page.goto('/orders');
  await page.getByText(book.BookName).first().waitFor();
  await page.getByText('Paid', { exact: true }).first().waitFor();
  await page.getByText('₹0.00').first().waitFor();
  expect(pageErrors).toEqual([]);
});
