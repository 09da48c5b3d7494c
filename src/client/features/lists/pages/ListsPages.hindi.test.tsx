import { screen, within } from '@testing-library/react';
import { inHindi } from '../../../i18n/test-locale';
import { shopBooks } from '../../../testing/fixtures';
import { fakeListsServer, listItem } from '../../../testing/lists';
import { renderWithProviders } from '../../../testing/render';
import { loggedInState } from '../../../testing/session';
import { CartPage } from './CartPage';
import { WishlistPage } from './WishlistPage';

const [river] = shopBooks as [(typeof shopBooks)[0]];

describe('The cart and the wishlist in Hindi', () => {
  inHindi();

  it('shows the wishlist, its rows and buttons in Hindi, the book names as they are', async () => {
    fakeListsServer({ wishlist: [listItem(river)] });
    renderWithProviders(<WishlistPage />, { route: '/wishlist', preloadedState: loggedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी विशलिस्ट' })).toBeInTheDocument();
    expect(document.title).toBe('मेरी विशलिस्ट | Pustaka');
    const row = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(row).getByRole('link', { name: 'The River Remembers' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'The River Remembers को विशलिस्ट से हटाएँ' })).toHaveAttribute(
      'title',
      'हटाएँ',
    );
  });

  it('asks a visitor to log in to see the cart', () => {
    renderWithProviders(<CartPage />, { route: '/cart' });
    expect(screen.getByRole('heading', { level: 1, name: 'शॉपिंग कार्ट' })).toBeInTheDocument();
    expect(screen.getByText('अपना कार्ट देखने के लिए लॉग इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', expect.stringMatching(/^\/login/));
  });
});
