import { screen } from '@testing-library/react';
import { apiPaths } from '../../../../shared/api-paths';
import { messages } from '../../../../shared/messages';
import { shopBooks } from '../../../testing/fixtures';
import { fakeListsServer, listItem } from '../../../testing/lists';
import { postFailing } from '../../../testing/handlers';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { ShopBookCard } from './ShopBookCard';

const river = shopBooks[0]!;
const renderCard = (book = river) =>
  renderWithProviders(<ShopBookCard book={book} />, { route: '/shop', preloadedState: loggedInState() });

describe('ShopBookCard, logged in', () => {
  it('Add to cart saves the book, confirms, and the header badge follows', async () => {
    const fake = fakeListsServer({ books: shopBooks });
    const { user } = renderApp({ route: '/shop', preloadedState: loggedInState() });
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'The River Remembers' });
    await user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await screen.findByText(messages.addedToCart)).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([{ user_Id: sessionUser.userId, book_Id: '1' }]);
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('a book already in the cart offers View Cart, a wishlisted one a filled heart to the wishlist', async () => {
    fakeListsServer({ cart: [listItem(river)], wishlist: [listItem(river)] });
    renderCard();
    expect(await screen.findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'The River Remembers is in your wishlist: view wishlist' }),
    ).toHaveAttribute('href', '/wishlist');
  });

  it('a free book says Free and offers Get it free instead of Add to cart (decision 047)', async () => {
    fakeListsServer();
    renderCard({ ...river, Price: 0, Discount: 0 });
    expect(await screen.findByRole('button', { name: 'Get it free' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('a book the user owns offers Read now', async () => {
    fakeListsServer({ owned: ['1'] });
    renderCard();
    expect(await screen.findByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/read/1');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('after Add to cart the card shows View Cart', async () => {
    fakeListsServer();
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it('the wishlist button adds to the wishlist, then the heart is filled and leads to it', async () => {
    const fake = fakeListsServer();
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Add The River Remembers to wishlist' }));
    expect(await screen.findByText(messages.addedToWishlist)).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.saveWishlist)).toEqual([{ user_Id: sessionUser.userId, book_Id: '1' }]);
    expect(
      await screen.findByRole('link', { name: 'The River Remembers is in your wishlist: view wishlist' }),
    ).toHaveAttribute('href', '/wishlist');
  });

  it('a book without an id is refused before any call', async () => {
    const fake = fakeListsServer();
    const { user } = renderCard({ ...river, Id: ' ' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(messages.invalidItem)).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([]);
  });

  it('any other failure gives the generic error', async () => {
    fakeListsServer();
    server.use(postFailing(apiPaths.saveCartlist, 500));
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
  });
});
