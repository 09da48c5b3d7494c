/**
 * The product page of an upcoming book (decision 046): its date and Notify me instead of Add to
 * cart; the wishlist and the sample stay; a visitor's Notify me goes to the login page and back.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths, releaseApiPaths } from '../../../../shared/api-paths';
import { releaseTexts } from '../../../../shared/release-texts';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { bookDetails, shopBooks } from '../../../testing/fixtures';
import { fakeListsServer } from '../../../testing/lists';
import { loggedInState } from '../../../testing/session';
import { ProductPage } from './ProductPage';

const AVAILABLE_ON = '2999-03-05';
const route = { route: '/product/1', path: '/product/:productId' };

beforeEach(() => {
  server.use(
    http.get(apiPaths.getBookById, () =>
      HttpResponse.json({ ...bookDetails['1']!, AvailableOn: AVAILABLE_ON }, { status: 202 }),
    ),
  );
});

describe('ProductPage of an upcoming book', () => {
  it('shows the date and Notify me, no Add to cart, and keeps the wishlist and the sample', async () => {
    renderWithProviders(<ProductPage />, route);
    expect(await screen.findByText('Available on 5 Mar 2999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read preview' })).toHaveAttribute('href', '/read/1?preview=1');
  });

  it("records a shopper's wish and says when the mail comes", async () => {
    fakeListsServer({ books: shopBooks });
    const asked: unknown[] = [];
    server.use(
      http.post(releaseApiPaths.notifyOnRelease, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(
          { Message: releaseTexts.notifyRecorded(AVAILABLE_ON), AvailableOn: AVAILABLE_ON },
          { status: 202 },
        );
      }),
    );
    const { user } = renderWithProviders(<ProductPage />, { ...route, preloadedState: loggedInState() });
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText("We'll e-mail you on 5 Mar 2999.")).toBeInTheDocument();
    expect(asked).toEqual([{ BookId: '1' }]);
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (the book came out meanwhile)", async () => {
    fakeListsServer({ books: shopBooks });
    server.use(
      http.post(releaseApiPaths.notifyOnRelease, () =>
        HttpResponse.json({ Message: releaseTexts.alreadyOut }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<ProductPage />, { ...route, preloadedState: loggedInState() });
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(releaseTexts.alreadyOut)).toBeInTheDocument();
  });

  it("sends a visitor's Notify me to the login page, to come back to the book", async () => {
    const { user, router } = renderWithProviders(<ProductPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?returnTo=%2Fproduct%2F1'),
    );
  });

  it('shows Add to cart again once the day has come', async () => {
    server.use(
      http.get(apiPaths.getBookById, () =>
        HttpResponse.json({ ...bookDetails['1']!, AvailableOn: '2000-01-01' }, { status: 202 }),
      ),
    );
    renderWithProviders(<ProductPage />, route);
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });
});
