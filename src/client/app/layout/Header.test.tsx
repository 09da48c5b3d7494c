import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../shared/api-paths';
import { REDIRECT_DELAY_MS, SUCCESS_STATUS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { hasAuthCookie, setAuthCookie } from '../../lib/cookies';
import { renderApp, startFakeTimers } from '../../testing/render';
import { server } from '../../testing/server';
import { loggedInState, sessionUser } from '../../testing/session';
import { apiMessages } from '../../../shared/api-messages';

const cartItem = (id: string) => ({ _id: id, Books: { BookId: id, Price: 100, Discount: 0 } });

async function openSectionMenu(user: ReturnType<typeof renderApp>['user']) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('button'));
  return screen.findByRole('menu');
}

describe('Header, logged in', () => {
  afterEach(() => jest.useRealTimers());

  it('shows profile, logout, and wishlist and cart with their counts instead of Login and Sign Up', async () => {
    const seen: Array<{ path: string; userId: string | null; authorization: string | null }> = [];
    const record = (request: Request) => {
      const url = new URL(request.url);
      seen.push({
        path: url.pathname,
        userId: url.searchParams.get('user_Id'),
        authorization: request.headers.get('Authorization'),
      });
    };
    server.use(
      http.get(apiPaths.getCartlist, ({ request }) => {
        record(request);
        return HttpResponse.json({ CartList: [cartItem('1'), cartItem('2')] }, { status: SUCCESS_STATUS });
      }),
      http.get(apiPaths.getWishlist, ({ request }) => {
        record(request);
        return HttpResponse.json({ WishList: null }, { status: SUCCESS_STATUS });
      }),
    );
    renderApp({ route: '/', preloadedState: loggedInState() });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    expect(await within(header).findByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
    expect(within(header).getByRole('link', { name: 'Profile AV' })).toHaveAttribute('href', '/profile');
    expect(within(header).getByText('AV')).toBeInTheDocument(); // initials without an image
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    const auth = `Bearer ${sessionUser.token}`;
    expect(seen).toEqual(
      expect.arrayContaining([
        { path: apiPaths.getCartlist, userId: sessionUser.userId, authorization: auth },
        { path: apiPaths.getWishlist, userId: sessionUser.userId, authorization: auth },
      ]),
    );
  });

  it("shows the user's image when there is one", async () => {
    renderApp({ route: '/', preloadedState: loggedInState({ imageURL: '/media/users/asha.png' }) });
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Asha Verma' })).toHaveAttribute(
      'src',
      '/media/users/asha.png',
    );
  });

  it('shows no badge and no toast when the counts cannot be loaded', async () => {
    server.use(
      http.get(apiPaths.getCartlist, () => HttpResponse.json({ Message: apiMessages.notFound }, { status: 404 })),
      http.get(apiPaths.getWishlist, () => HttpResponse.json({ Message: apiMessages.notFound }, { status: 404 })),
    );
    renderApp({ route: '/', preloadedState: loggedInState() });
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.queryByText(messages.genericError)).not.toBeInTheDocument();
  });

  it('adds Delete Account to the section menu for a user, but not Add Book', async () => {
    const { user } = renderApp({ route: '/', preloadedState: loggedInState({ userType: 'User' }) });
    const menu = await openSectionMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Delete Account' })).toHaveAttribute('href', '/deleteAccount');
    expect(within(menu).queryByRole('menuitem', { name: 'Add Book' })).not.toBeInTheDocument();
  });

  it('adds Add Book for an admin', async () => {
    const { user } = renderApp({ route: '/', preloadedState: loggedInState({ userType: 'Admin' }) });
    const menu = await openSectionMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Add Book' })).toHaveAttribute('href', '/addbook');
    expect(within(menu).getByRole('menuitem', { name: 'Delete Account' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Manage Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('links My Orders for a logged-in user, in the section menu and the mobile menu', async () => {
    const { user } = renderApp({ route: '/', preloadedState: loggedInState({ userType: 'User' }) });
    const menu = await openSectionMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(menu).queryByRole('menuitem', { name: 'Manage Orders' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows neither to a visitor', async () => {
    const { user } = renderApp({ route: '/' });
    const menu = await openSectionMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Shop', 'Author Program']);
  });

  it('has the same links in the mobile menu', async () => {
    const { user } = renderApp({ route: '/', preloadedState: loggedInState({ userType: 'Admin' }) });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Delete Account' })).toHaveAttribute('href', '/deleteAccount');
    expect(within(menu).getByRole('link', { name: 'Manage Orders' })).toHaveAttribute('href', '/admin/orders');
    expect(within(menu).getByRole('link', { name: 'Add Book' })).toHaveAttribute('href', '/addbook');
    expect(await within(menu).findByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it.each([
    ['succeeds', SUCCESS_STATUS],
    ['fails', 500],
    ['is refused (session already ended)', 401],
  ])(
    'logs out when POST /api/logout %s: clears the session and cookie, toasts, and after 3 s goes to /login',
    async (_label, status) => {
      startFakeTimers();
      setAuthCookie();
      let authorization: string | null = null;
      server.use(
        http.post(apiPaths.logout, ({ request }) => {
          authorization = request.headers.get('Authorization');
          return new HttpResponse(null, { status });
        }),
      );
      const { user, store, router } = renderApp({ route: '/shop', preloadedState: loggedInState(), fakeTimers: true });
      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
      expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
      expect(authorization).toBe(`Bearer ${sessionUser.token}`);
      expect(store.getState().session).toMatchObject({ isLoggedIn: false, email: '', token: '', userId: '' });
      expect(hasAuthCookie()).toBe(false);
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(screen.queryByText(messages.sessionEnded)).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.logout - 100));
      expect(router.state.location.pathname).toBe('/shop');
      act(() => jest.advanceTimersByTime(100));
      expect(router.state.location.pathname).toBe('/login');
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    },
  );
});

describe('an ended session (401 to a call made with the token)', () => {
  it('logs the user out cleanly and sends them to /login', async () => {
    setAuthCookie();
    server.use(
      http.get(apiPaths.getCartlist, () =>
        HttpResponse.json({ Message: 'Your session has expired.' }, { status: 401 }),
      ),
      http.get(apiPaths.getWishlist, () =>
        HttpResponse.json({ Message: 'Your session has expired.' }, { status: 401 }),
      ),
    );
    const { store, router } = renderApp({ route: '/', preloadedState: loggedInState() });
    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, token: '' });
    expect(hasAuthCookie()).toBe(false);
    // Once, although both the cart and the wishlist call were refused.
    expect(screen.getAllByText(messages.sessionEnded)).toHaveLength(1);
  });
});
