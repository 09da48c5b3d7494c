/**
 * The product page of a free book (decision 047): "Free" where the price is and Get it free instead
 * of Add to cart. A shopper's tap gets it with no payment (no checkout, no payment dialog), a toast
 * says so and the button becomes Read now; a refusal shows the server's reason and leaves the
 * button usable; a visitor's tap offers to log in and come back to the book.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiMessages } from '../../../../shared/api-messages';
import { apiPaths, freeBookApiPaths } from '../../../../shared/api-paths';
import { freeBookTexts } from '../../../../shared/free-book-texts';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { bookDetails, shopBooks } from '../../../testing/fixtures';
import { fakeListsServer } from '../../../testing/lists';
import { loggedInState } from '../../../testing/session';
import { ProductPage } from './ProductPage';

const route = { route: '/product/1', path: '/product/:productId' };
const loggedIn = { ...route, preloadedState: loggedInState() };
const TITLE = bookDetails['1']!.Title;

beforeEach(() => {
  server.use(
    http.get(apiPaths.getBookById, () =>
      HttpResponse.json({ ...bookDetails['1']!, Price: 0, Discount: 0 }, { status: 202 }),
    ),
  );
});

describe('ProductPage of a free book', () => {
  it('says Free, offers Get it free and no Add to cart; the wishlist and the sample stay', async () => {
    renderWithProviders(<ProductPage />, route);
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get it free' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read preview' })).toHaveAttribute('href', '/read/1?preview=1');
  });

  it('gets it at once with no payment: a toast, then Read now', async () => {
    const owned: string[] = [];
    const fake = fakeListsServer({ books: shopBooks, owned });
    const asked: unknown[] = [];
    server.use(
      http.post(freeBookApiPaths.getFreeBook, async ({ request }) => {
        asked.push(await request.json());
        owned.push('1');
        return HttpResponse.json(
          { Message: apiMessages.freeBookAdded(TITLE), OrderId: 7, BookId: '1' },
          { status: 202 },
        );
      }),
    );
    const { user } = renderWithProviders(<ProductPage />, loggedIn);
    const getIt = await screen.findByRole('button', { name: 'Get it free' });
    await waitFor(() => expect(getIt).toBeEnabled());
    await user.click(getIt);
    expect(await screen.findByText(apiMessages.freeBookAdded(TITLE))).toBeInTheDocument();
    // The library's refetch (its tag) says the book is owned now.
    expect(await screen.findByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/read/1');
    expect(screen.queryByRole('button', { name: 'Get it free' })).not.toBeInTheDocument();
    expect(asked).toEqual([{ BookId: '1' }]);
    expect(fake.bodiesTo(apiPaths.checkoutPage)).toEqual([]);
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([]);
  });

  it("shows the server's refusal in a toast and leaves the button usable again", async () => {
    fakeListsServer({ books: shopBooks });
    let calls = 0;
    server.use(
      http.post(freeBookApiPaths.getFreeBook, () => {
        calls += 1;
        return HttpResponse.json({ Message: apiMessages.bookNotFree }, { status: 409 });
      }),
    );
    const { user } = renderWithProviders(<ProductPage />, loggedIn);
    const getIt = await screen.findByRole('button', { name: 'Get it free' });
    await waitFor(() => expect(getIt).toBeEnabled());
    await user.click(getIt);
    expect(await screen.findByText(apiMessages.bookNotFree)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get it free' })).toBeEnabled());
    expect(screen.queryByRole('link', { name: 'Read now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get it free' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it("offers a visitor's Get it free a Log in that comes back to this book", async () => {
    const { user, router } = renderWithProviders(<ProductPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Get it free' }));
    expect(await screen.findByText(freeBookTexts.loginToGetFree)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?returnTo=%2Fproduct%2F1'),
    );
  });
});
