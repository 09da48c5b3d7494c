import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SHOP_MAX_DEPTH, SHOP_PAGE_SIZE, shopLastPage, SUCCESS_STATUS } from '../../../../shared/constants';
import { messages, shopTexts } from '../../../../shared/messages';
import type { ShopBook } from '../../../../shared/contract/catalog.contract';
import { allBooks, lookupAuthors, searchAuthors, shopBooks, shopFilters } from '../../../testing/fixtures';
import { failing } from '../../../testing/handlers';
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
      // As the server does, a ticked author outside the top authors is listed too, so its box stays.
      const ticked = lookupAuthors.filter(
        (a) => authors?.includes(a.AuthorId) && !shopFilters.Authors.some((top) => top.AuthorId === a.AuthorId),
      );
      const Filters = { ...shopFilters, Authors: [...shopFilters.Authors, ...ticked] };
      return HttpResponse.json(allBooks(books, { Page: page, Filters, ...extra, Total: extra.Total ?? books.length }), {
        status: 202,
      });
    }),
  );
  return requests;
}

/** Answers searchAuthors over the fixture authors (after `wait` ms) and records each request. */
function recordAuthorLookups({ wait = 0 }: { wait?: number } = {}) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiPaths.searchAuthors, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (wait) await delay(wait);
      return HttpResponse.json(searchAuthors(params.get('Name') ?? ''), { status: SUCCESS_STATUS });
    }),
  );
  return requests;
}

const authorBox = () => screen.getByRole('combobox', { name: shopTexts.findAuthor });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

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
    expect(within(card).getByRole('img', { name: 'The River Remembers' }).closest('a')).toHaveAttribute(
      'href',
      '/product/1',
    );
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
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(requests.at(-1)!.get('Page')).toBe('3'));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page'));
  });

  it('pages only through the first 10,000 books of a larger result, and says so', async () => {
    const total = 1_234_567;
    const lastPage = shopLastPage(total, SHOP_PAGE_SIZE);
    expect(lastPage).toBe(417);
    const requests = recordAllBooks({ Total: total, PageSize: SHOP_PAGE_SIZE });
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop' });
    await screen.findByRole('heading', { name: 'Midnight in Malabar' });
    expect(screen.getByText('Showing 1–3 of 1,234,567 books')).toBeInTheDocument();
    const searchLink = screen.getByRole('link', { name: 'search' });
    expect(searchLink).toHaveAttribute('href', '/search');
    expect(searchLink.closest('p')).toHaveTextContent(
      'Showing the first 10,000 of 1,234,567 books. Narrow the filters or search to find more.',
    );
    const pages = screen.getByRole('navigation', { name: 'Shop pages' });
    expect(within(pages).getByRole('button', { name: `Go to page ${lastPage}` })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: `Go to page ${lastPage + 1}` })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: `Go to page ${lastPage}` }));
    await waitFor(() => expect(requests.at(-1)!.get('Page')).toBe(String(lastPage)));
    expect(router.state.location.search).toBe(`?page=${lastPage}`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `page ${lastPage}` })).toHaveAttribute('aria-current', 'page'),
    );
    // (417 - 1) * 24 + 1: the books of this page start there (the fixture answers three).
    expect(screen.getByText('Showing 9,985–9,987 of 1,234,567 books')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'search' })).toBeInTheDocument();
  });

  it('asks for the deepest page the server serves when the URL asks for a later one', async () => {
    const deepest = shopLastPage(SHOP_MAX_DEPTH, SHOP_PAGE_SIZE);
    const requests = recordAllBooks({ Total: 1_234_567, PageSize: SHOP_PAGE_SIZE });
    renderWithProviders(<ShopPage />, { route: '/shop?genre=2&page=9999' });
    await screen.findByRole('heading', { name: 'Midnight in Malabar' });
    expect(requests.map((params) => params.get('Page'))).toEqual([String(deepest)]);
    expect(requests[0]!.get('GenerIds')).toBe('2');
    expect((deepest - 1) * SHOP_PAGE_SIZE).toBeLessThan(SHOP_MAX_DEPTH);
    expect(screen.getByRole('button', { name: `page ${deepest}` })).toHaveAttribute('aria-current', 'page');
  });

  it('finds an author by name within the genre and price filters, and ticks the chosen one', async () => {
    const requests = recordAllBooks();
    const lookups = recordAuthorLookups({ wait: 300 });
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop?genre=1&min=100' });
    await screen.findByRole('heading', { name: 'The River Remembers' });
    expect(requests).toHaveLength(1);

    // Keys without a pause between them (delay: null): on a busy machine user-event's own pauses
    // outlasted the lookup's 250 ms wait, and 'r' was looked up before 'ra'.
    await userEvent.setup({ delay: null }).type(authorBox(), ' ra');
    expect(await screen.findByText(shopTexts.searchingAuthors)).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Ravi Shankar (1,234)' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Anita Rao (2)', 'Meera Raghavan (0)', 'Ravi Shankar (1,234)', 'Sunil Rathore (7)']);
    // One request for what was typed once it settled, trimmed, with the genre and price filters.
    expect(lookups).toHaveLength(1);
    expect(Object.fromEntries(lookups[0]!)).toEqual({ Name: 'ra', GenerIds: '1', MinPrice: '100' });

    await user.click(screen.getByRole('option', { name: 'Ravi Shankar (1,234)' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.get('AuthorIds')).toBe('13');
    expect(requests[1]!.get('GenerIds')).toBe('1');
    expect(requests[1]!.get('Page')).toBe('1');
    expect(router.state.location.search).toBe('?genre=1&author=13&min=100');
    expect(authorBox()).toHaveValue('');
    expect(await screen.findByRole('checkbox', { name: 'Ravi Shankar (1,234)' })).toBeChecked();
  });

  it('chooses an author with the keyboard', async () => {
    const requests = recordAllBooks();
    const { user } = renderWithProviders(<ShopPage />, { route: '/shop' });
    await screen.findByRole('heading', { name: 'Midnight in Malabar' });
    await user.type(authorBox(), 'Vik');
    await screen.findByRole('option', { name: 'Vikram Menon (1)' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(requests.at(-1)!.get('AuthorIds')).toBe('12'));
    expect(screen.getByRole('checkbox', { name: 'Vikram Menon (1)' })).toBeChecked();
    expect(authorBox()).toHaveValue('');
    expect(authorBox()).toHaveFocus();
  });

  it('says when no author matches, and shows the generic error when the lookup fails', async () => {
    const { user } = renderWithProviders(<ShopPage />, { route: '/shop' });
    await screen.findByRole('heading', { name: 'Midnight in Malabar' });
    await user.type(authorBox(), 'zz');
    expect(await screen.findByText(shopTexts.noAuthorsFound)).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    server.use(failing(apiPaths.searchAuthors));
    await user.clear(authorBox());
    await user.type(authorBox(), 'an');
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
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
