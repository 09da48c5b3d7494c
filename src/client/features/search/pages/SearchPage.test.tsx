import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { PRODUCT_NAME, SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import type { SearchResponse } from '../../../../shared/contract/search.contract';
import { searchBooks, shopBooks } from '../../../testing/fixtures';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { SearchPage } from './SearchPage';

/** Answers searchBooks with `answer(params)` (the fixtures' search by default) and records each request. */
function recordSearches(
  answer: (params: URLSearchParams) => SearchResponse = (params) => searchBooks(params.get('q') ?? ''),
) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiPaths.searchBooks, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return HttpResponse.json(answer(params), { status: SUCCESS_STATUS });
    }),
  );
  return requests;
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Results' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('SearchPage', () => {
  it('shows a loading state, then the matches as shop cards with the total, and sets the title', async () => {
    const requests = recordSearches();
    renderWithProviders(<SearchPage />, { route: '/search?q=anita' });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "anita"' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['The River Remembers', 'Laughing Gas']));
    expect(screen.getByText('Showing 1–2 of 2 books')).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!)).toEqual({ q: 'anita', limit: '24' });
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('img', { name: 'The River Remembers' }).closest('a')).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(document.title).toBe(`Results for "anita" | ${PRODUCT_NAME}`);
  });

  it('shows "1000+" when the server stopped counting, and pages with the page in the URL', async () => {
    const requests = recordSearches((params) => ({
      SearchList: params.get('page') === '3' ? [shopBooks[2]!] : shopBooks.slice(0, 2),
      Total: 1000,
    }));
    const { user, router } = renderWithProviders(<SearchPage />, { route: '/search?q=the' });
    expect(await screen.findByText('Showing 1–2 of 1000+ books')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Laughing Gas']));
    expect(requests.at(-1)!.get('page')).toBe('3');
    expect(router.state.location.search).toBe('?q=the&page=3');
    expect(screen.getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 49–49 of 1000+ books')).toBeInTheDocument();
  });

  it('opens a shared link at its page', async () => {
    const requests = recordSearches(() => ({ SearchList: shopBooks, Total: 60 }));
    renderWithProviders(<SearchPage />, { route: '/search?q=river&page=2' });
    expect(await screen.findByText('Showing 25–27 of 60 books')).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!)).toEqual({ q: 'river', limit: '24', page: '2' });
  });

  it('helps when nothing matches', async () => {
    recordSearches();
    renderWithProviders(<SearchPage />, { route: '/search?q=zebra' });
    expect(await screen.findByRole('heading', { name: 'No books match "zebra"' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling.')).toBeInTheDocument();
    expect(screen.getByText(/Try an author's name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a refused search, and the generic error otherwise", async () => {
    server.use(
      http.get(apiPaths.searchBooks, () =>
        HttpResponse.json({ Message: 'Search text is not allowed.' }, { status: 400 }),
      ),
    );
    const { unmount } = renderWithProviders(<SearchPage />, { route: '/search?q=refused' });
    expect(await screen.findByText('Search text is not allowed.')).toBeInTheDocument();
    unmount();
    server.use(http.get(apiPaths.searchBooks, () => HttpResponse.json({ Message: 'boom' }, { status: 500 })));
    renderWithProviders(<SearchPage />, { route: '/search?q=anything' });
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('asks for a text without calling the server when q is missing or too long', async () => {
    const requests = recordSearches();
    const { unmount } = renderWithProviders(<SearchPage />, { route: '/search' });
    expect(screen.getByText(messages.searchQueryRequired)).toBeInTheDocument();
    unmount();
    renderWithProviders(<SearchPage />, { route: `/search?q=${'a'.repeat(201)}` });
    expect(screen.getByText(messages.searchQueryTooLong)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('is a lazy route inside the main layout, whose search box shows the query', async () => {
    recordSearches();
    renderApp({ route: '/search?q=malabar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for "malabar"' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search books' })).toHaveValue('malabar');
    await waitFor(() => expect(cardTitles()).toEqual(['Midnight in Malabar']));
  });
});
