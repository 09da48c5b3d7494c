import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { messages } from '../../../../shared/messages';
import { apiPaths } from '../../../../shared/api-paths';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { failing } from '../../../testing/handlers';
import { shopBooks } from '../../../testing/fixtures';
import { fakeListsServer, listItem } from '../../../testing/lists';
import { loggedInState, sessionUser } from '../../../testing/session';
import { ProductPage } from './ProductPage';

const route = (id: string) => ({ route: `/product/${id}`, path: '/product/:productId' });

describe('ProductPage', () => {
  it('shows the book, its prices and the details table', async () => {
    renderWithProviders(<ProductPage />, route('1'));
    expect(screen.getByRole('status', { name: 'Loading book' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
    expect(screen.getByText('Three generations of a family on the banks of the Kaveri.')).toBeInTheDocument();
    expect(screen.getByText(/Written By/)).toHaveTextContent('Written By Anita Rao');
    expect(screen.getByText('Kaveri Books, 2019')).toBeInTheDocument();
    expect(screen.getByText('₹399.20')).toBeInTheDocument();
    expect(screen.getByText('₹499.00').closest('del')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'The River Remembers' })).toHaveAttribute('src', '/media/covers/1.svg');
    expect(document.title).toContain('The River Remembers');

    const table = screen.getByRole('table', { name: 'Details Product' });
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('Title')).toHaveTextContent('The River Remembers');
    expect(row('Author')).toHaveTextContent('Anita Rao');
    expect(row('Format')).toHaveTextContent('E-Book (EPUB)');
    expect(row('ISBN')).toHaveTextContent('9788175257665');
    expect(row('Length')).toHaveTextContent('84,200 words');
    expect(row('Language')).toHaveTextContent('English');
    expect(row('Date Published')).toHaveTextContent('12 May 2019');
    expect(row('Publisher')).toHaveTextContent('Kaveri Books');
    expect(row('Tags')).toHaveTextContent('Drama');
  });

  it('shows no detail the book lacks, never an invented one', async () => {
    renderWithProviders(<ProductPage />, route('2'));
    const table = await screen.findByRole('table', { name: 'Details Product' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Author', 'Format', 'Length', 'Tags']);
    expect(within(table).getByRole('rowheader', { name: 'Length' }).closest('tr')).toHaveTextContent('12 pages');
    expect(screen.queryByText(/Pustaka Press|978-81-00000-00-0/)).not.toBeInTheDocument();
  });

  it('offers everyone the preview, and a visitor no Read now', async () => {
    renderWithProviders(<ProductPage />, route('1'));
    expect(await screen.findByRole('link', { name: 'Read preview' })).toHaveAttribute('href', '/read/1?preview=1');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read now' })).not.toBeInTheDocument();
  });

  it('warns that login is needed for cart and wishlist (no checks are made for a visitor)', async () => {
    const { user } = renderWithProviders(<ProductPage />, route('1'));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(messages.loginToAddToCart)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText(messages.loginToAddToWishlist)).toBeInTheDocument();
  });

  it("offers a visitor's Add to cart a Log in that returns to this book to add it", async () => {
    const { user, router } = renderWithProviders(<ProductPage />, route('1'));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(messages.loginToAddToCart)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/login?returnTo=%2Fproduct%2F1&addToCart=1',
      ),
    );
  });

  it('fetches again when the product id in the route changes', async () => {
    const { router } = renderWithProviders(<ProductPage />, route('1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
    await act(() => router.navigate('/product/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight in Malabar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'The River Remembers' })).not.toBeInTheDocument();
    expect(screen.getByText('Written By', { exact: false })).toHaveTextContent('Vikram Menon');
  });

  it('shows a not-found state for an unknown book', async () => {
    renderWithProviders(<ProductPage />, route('404404'));
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByText(messages.bookNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the generic error for other failures', async () => {
    server.use(failing(apiPaths.getBookById));
    renderWithProviders(<ProductPage />, route('1'));
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
  });
});

describe('ProductPage, logged in: cart and wishlist buttons', () => {
  const loggedIn = { ...route('1'), preloadedState: loggedInState() };

  it('shows Add to cart and Add to wishlist when the checks say the book can be added, and adds it', async () => {
    const fake = fakeListsServer({ books: shopBooks });
    const { user } = renderWithProviders(<ProductPage />, loggedIn);
    const addToCart = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(addToCart).toBeEnabled());
    expect(fake.bodiesTo(apiPaths.checkIfBookExistsForUserInCartP)).toEqual([
      { user_Id: sessionUser.userId, book_Id: '1' },
    ]);
    expect(fake.bodiesTo(apiPaths.checkIfBookExistsForUserInWhislistP)).toEqual([
      { user_Id: sessionUser.userId, book_Id: '1' },
    ]);

    await user.click(addToCart);
    expect(await screen.findByText(messages.addedToCart)).toBeInTheDocument();
    // The check refetches (tag Cart) and now answers false: the book is in the cart.
    expect(await screen.findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText(messages.addedToWishlist)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Wishlist' })).toHaveAttribute('href', '/wishlist');
  });

  it('shows View Cart and the wishlist link when the checks answer false', async () => {
    fakeListsServer({ cart: [listItem(shopBooks[0]!)], wishlist: [listItem(shopBooks[0]!)] });
    renderWithProviders(<ProductPage />, loggedIn);
    expect(await screen.findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('link', { name: 'View Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).not.toBeInTheDocument();
  });

  it('offers Read now instead of the cart for a book the user owns (it is in the library)', async () => {
    fakeListsServer({ owned: ['1'] });
    renderWithProviders(<ProductPage />, loggedIn);
    expect(await screen.findByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/read/1');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Cart' })).not.toBeInTheDocument();
    // Wishing for an owned book is allowed (a gift).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeEnabled());
  });

  it('knows ownership from the library even before the cart check answers', async () => {
    fakeListsServer({ owned: ['2'] });
    server.use(http.post(apiPaths.checkIfBookExistsForUserInCartP, () => new Promise<never>(() => {})));
    renderWithProviders(<ProductPage />, { ...route('2'), preloadedState: loggedInState() });
    expect(await screen.findByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/read/2');
    expect(screen.getByRole('link', { name: 'Read preview' })).toHaveAttribute('href', '/read/2?preview=1');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('checks again for the new book when the product id changes', async () => {
    const fake = fakeListsServer({ cart: [listItem(shopBooks[0]!)] });
    const { router } = renderWithProviders(<ProductPage />, loggedIn);
    expect(await screen.findByRole('link', { name: 'View Cart' })).toBeInTheDocument();
    await act(() => router.navigate('/product/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight in Malabar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
    expect(
      fake.bodiesTo(apiPaths.checkIfBookExistsForUserInCartP).map((body) => (body as { book_Id: string }).book_Id),
    ).toEqual(['1', '2']);
  });
});
