import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { messages } from '../../../../shared/messages';
import type { ShopBook } from '../../../../shared/contract/catalog.contract';
import { allBooks, shopBooks } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ShopPage } from './ShopPage';

/** Answers getAllBooks like the server would (filtering on ids and discounted price) and records each request. */
function recordAllBooks(extra: { Total?: number; PageSize?: number } = {}) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiPaths.getAllBooks, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const genres = params.get('GenerIds')?.split(',');
      const authors = params.get('AuthorIds')?.split(',');
      const min = params.has('MinPrice') ? Number(params.get('MinPrice')) : -Infinity;
      const max = params.has('MaxPrice') ? Number(params.get('MaxPrice')) : Infinity;
      const books = shopBooks.filter(
        (b: ShopBook) =>
          (!genres || genres.includes(b.GenerId)) &&
          (!authors || authors.includes(b.AuthorId)) &&
          b.Price * (1 - b.Discount) >= min &&
          b.Price * (1 - b.Discount) <= max,
      );
      const page = Number(params.get('Page') ?? 1);
      return HttpResponse.json(allBooks(books, { Page: page, ...extra, Total: extra.Total ?? books.length }), { status: 202 });
    }),
  );
  return requests;
}

const bookNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('ShopPage', () => {
  it('shows a loading indicator, then the cards with prices and buttons', async () => {
    renderWithProviders(<ShopPage />, { route: '/shop' });
    expect(screen.getByRole('heading', { name: 'Books' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading books' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The River Remembers' })).toBeInTheDocument();
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByText('Drama')).toBeInTheDocument();
    expect(within(card).getByText('₹399.20')).toBeInTheDocument();
    expect(within(card).getByText('₹499.00').closest('del')).not.toBeNull();
    expect(within(card).getByRole('img', { name: 'The River Remembers' }).closest('a')).toHaveAttribute('href', '/product/1');
    expect(screen.getByRole('heading', { name: 'Filter Option' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Drama (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Anita Rao (2)' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toBeInTheDocument();
  });

  it('warns that login is needed for the cart and the wishlist', async () => {
    const { user } = renderWithProviders(<ShopPage />, { route: '/shop' });
    await screen.findByRole('heading', { name: 'The River Remembers' });
    await user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await screen.findByText(messages.loginToAddToCart)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add The River Remembers to wishlist' }));
    expect(await screen.findByText(messages.loginToAddToWishlist)).toBeInTheDocument();
  });

  it('filters on the server by genre, author and price, mirroring the filters in the URL', async () => {
    const requests = recordAllBooks();
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop' });
    await screen.findByRole('heading', { name: 'Midnight in Malabar' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.get('GenerIds')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Drama (1)' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.get('GenerIds')).toBe('1');
    expect(requests[1]!.get('Page')).toBe('1');
    await waitFor(() => expect(bookNames()).toEqual(['The River Remembers']));
    expect(router.state.location.search).toBe('?genre=1');

    await user.click(screen.getByRole('checkbox', { name: 'Comedy (1)' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]!.get('GenerIds')).toBe('1,3');
    await user.click(screen.getByRole('checkbox', { name: 'Anita Rao (2)' }));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]!.get('AuthorIds')).toBe('11');
    await waitFor(() => expect(bookNames()).toEqual(['The River Remembers', 'Laughing Gas']));
    expect(router.state.location.search).toBe('?genre=1,3&author=11');

    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: 200 } });
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(requests[4]!.get('MinPrice')).toBe('200');
    expect(requests[4]!.get('MaxPrice')).toBeNull();
    await waitFor(() => expect(bookNames()).toEqual(['The River Remembers']));
    expect(router.state.location.search).toBe('?genre=1,3&author=11&min=200');

    // Back button: the previous filters and books return
    await act(() => router.navigate(-1));
    await waitFor(() => expect(bookNames()).toEqual(['The River Remembers', 'Laughing Gas']));
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('150');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(bookNames()).toHaveLength(3));
    expect(screen.getByRole('checkbox', { name: 'Drama (1)' })).not.toBeChecked();
    expect(router.state.location.search).toBe('');
  });

  it('filters by the maximum price', async () => {
    const requests = recordAllBooks();
    renderWithProviders(<ShopPage />, { route: '/shop' });
    await screen.findByRole('heading', { name: 'Midnight in Malabar' });
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: 320 } });
    await waitFor(() => expect(requests.at(-1)!.get('MaxPrice')).toBe('320'));
    await waitFor(() => expect(bookNames()).toEqual(['Midnight in Malabar', 'Laughing Gas']));
  });

  it('loads filters from a shared link', async () => {
    const requests = recordAllBooks();
    renderWithProviders(<ShopPage />, { route: '/shop?genre=2&author=12&min=100&max=500' });
    await screen.findByRole('heading', { name: 'Midnight in Malabar' });
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!)).toEqual({
      GenerIds: '2',
      AuthorIds: '12',
      MinPrice: '100',
      MaxPrice: '500',
      Page: '1',
      PageSize: '24',
    });
    expect(screen.getByRole('checkbox', { name: 'Crime (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vikram Menon (1)' })).toBeChecked();
  });

  it('pages through results when there are more than one page', async () => {
    const requests = recordAllBooks({ Total: 50, PageSize: 24 });
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop' });
    await screen.findByRole('heading', { name: 'Midnight in Malabar' });
    expect(screen.getByText('Showing 1–3 of 50 books')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(requests.at(-1)!.get('Page')).toBe('3'));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page'));
  });

  it('shows an empty state when nothing matches, and the generic error on failure', async () => {
    server.use(http.get(apiPaths.getAllBooks, () => HttpResponse.json(allBooks([]), { status: 202 })));
    const { unmount } = renderWithProviders(<ShopPage />, { route: '/shop?genre=1' });
    expect(await screen.findByRole('heading', { name: 'No books match these filters' })).toBeInTheDocument();
    unmount();
    server.use(http.get(apiPaths.getAllBooks, () => HttpResponse.json({ Message: 'boom' }, { status: 500 })));
    renderWithProviders(<ShopPage />, { route: '/shop' });
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
  });
});
