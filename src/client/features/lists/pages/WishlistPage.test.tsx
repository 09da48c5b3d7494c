import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths } from '../../../../shared/api-paths';
import { messages } from '../../../../shared/messages';
import { shopBooks } from '../../../testing/fixtures';
import { fakeListsServer, listItem } from '../../../testing/lists';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { loggedInState, sessionUser } from '../../../testing/session';
import { WishlistPage } from './WishlistPage';
import { apiMessages } from '../../../../shared/api-messages';

const [river, malabar] = shopBooks as [(typeof shopBooks)[0], (typeof shopBooks)[0]];

const renderWishlist = () =>
  renderWithProviders(<WishlistPage />, { route: '/wishlist', preloadedState: loggedInState() });

describe('WishlistPage', () => {
  it('shows each row with cover, name, a trash button and Add to cart', async () => {
    fakeListsServer({ wishlist: [listItem(river), listItem(malabar)] });
    renderWishlist();
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    expect(document.title).toBe('My Wishlist | Pustaka');
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: 'The River Remembers' })).toHaveAttribute('href', '/product/1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/covers/1.svg');
    expect(within(first).getByRole('button', { name: 'Remove The River Remembers from wishlist' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('says the wishlist is empty', async () => {
    fakeListsServer();
    renderWishlist();
    expect(await screen.findByText(messages.wishlistEmpty)).toBeInTheDocument();
  });

  it('Add to cart moves the book: added to the cart, then removed from the wishlist, with one toast', async () => {
    const fake = fakeListsServer({ wishlist: [listItem(river, '701')], books: shopBooks });
    const { user } = renderApp({ route: '/wishlist', preloadedState: loggedInState() });
    const row = (await screen.findByRole('link', { name: 'The River Remembers' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(messages.addedToCart)).toBeInTheDocument();
    expect(await screen.findByText(messages.wishlistEmpty)).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([{ user_Id: sessionUser.userId, book_Id: '1' }]);
    expect(fake.bodiesTo(apiPaths.deleteWishlist)).toEqual([{ _id: '701', user_Id: sessionUser.userId, book_Id: '1' }]);
    expect(fake.state.cart.map((item) => item.Books.BookId)).toEqual(['1']);
    expect(screen.queryByText(messages.removedFromCart)).not.toBeInTheDocument();
    // The header's badges follow.
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
  });

  it('a book already in the cart stays in the wishlist, with the server message', async () => {
    const fake = fakeListsServer({ wishlist: [listItem(river)], cart: [listItem(river)] });
    const { user } = renderWishlist();
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(apiMessages.cartDuplicate)).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.deleteWishlist)).toEqual([]);
    expect(screen.getByRole('link', { name: 'The River Remembers' })).toBeInTheDocument();
  });

  it('the trash button removes the row with the spec toast', async () => {
    fakeListsServer({ wishlist: [listItem(river), listItem(malabar)] });
    const { user } = renderWishlist();
    await user.click(await screen.findByRole('button', { name: 'Remove Midnight in Malabar from wishlist' }));
    expect(await screen.findByText(messages.removedFromCart)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Midnight in Malabar' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'The River Remembers' })).toBeInTheDocument();
  });
});
