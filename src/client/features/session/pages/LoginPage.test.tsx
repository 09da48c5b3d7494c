import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { hasAuthCookie } from '../../../lib/cookies';
import { loginResponse } from '../../../testing/fixtures';
import { postFailing } from '../../../testing/handlers';
import { fakeListsServer } from '../../../testing/lists';
import { renderApp, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { expectInlineAndToast } from '../../../testing/toasts';
import { apiMessages } from '../../../../shared/api-messages';

async function openLogin(options: { fakeTimers?: boolean; route?: string; persist?: boolean } = {}) {
  const rendered = renderApp({ route: '/login', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return rendered;
}

describe('LoginPage', () => {
  afterEach(() => jest.useRealTimers());

  it('has labelled Email (type email) and Password fields and the links to Register, Terms and Privacy', async () => {
    await openLogin();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the spec messages inline only for an empty email and password', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidPassword)).toBeInTheDocument();
    // Inline only: the texts appear once (no toast).
    expect(screen.getAllByText(messages.invalidEmail)).toHaveLength(1);
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(messages.invalidEmail);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.passwordTooShort)).toBeInTheDocument();
    expect(screen.queryByText(messages.invalidEmail)).not.toBeInTheDocument();
  });

  it.each([
    [401, apiMessages.loginFailed],
    [429, apiMessages.tooManyLoginAttempts],
  ])('shows the server message of a %i inline and as a toast', async (status, text) => {
    server.use(postFailing(apiPaths.login, status, text));
    const { user, store, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectInlineAndToast(text);
    expect(within(screen.getByRole('form', { name: 'Login' })).getByText(text)).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ loading: false, isLoggedIn: false });
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(hasAuthCookie()).toBe(false);
    // A 401 to a call without a token is a failed login, not an ended session.
    expect(screen.queryByText(messages.sessionEnded)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the generic error for any other failure', async () => {
    server.use(postFailing(apiPaths.login, 500, 'Internal details'));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectInlineAndToast(messages.genericError);
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
  });

  it('on 202 saves the user, sets the cookie, toasts, and after 3 s replaces the page with /', async () => {
    startFakeTimers();
    let body: unknown;
    server.use(
      http.post(apiPaths.login, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(loginResponse, { status: 202 });
      }),
    );
    const { user, store, router } = await openLogin({ fakeTimers: true });
    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.loggedIn)).toBeInTheDocument();
    expect(body).toEqual({ username: 'asha@example.com', password: 'long-enough' });
    expect(store.getState().session).toMatchObject({ ...sessionUser, isLoggedIn: true, loading: false });
    expect(hasAuthCookie()).toBe(true);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.login - 100));
    expect(router.state.location.pathname).toBe('/login');
    act(() => jest.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('link', { name: /^Profile/ })).toHaveAttribute('href', '/profile');
  });

  it('sends a logged-in visitor straight to /', async () => {
    const { router } = renderApp({ route: '/login', preloadedState: loggedInState() });
    expect(await screen.findByRole('link', { name: /^Profile/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('LoginPage: back to where the shopper came from', () => {
  afterEach(() => jest.useRealTimers());

  /** Fills in and sends the login form at `route` (the page must be open). */
  async function submitLogin(rendered: Awaited<ReturnType<typeof openLogin>>) {
    await rendered.user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await rendered.user.type(screen.getByLabelText(/Password/), 'long-enough');
    await rendered.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.loggedIn)).toBeInTheDocument();
  }

  /** Logs in at `route` and lets the login page's redirect delay pass (fake time); answers where it went. */
  async function logInAt(route: string) {
    startFakeTimers();
    const rendered = await openLogin({ route, fakeTimers: true });
    await submitLogin(rendered);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.login - 100));
    expect(rendered.router.state.location.pathname).toBe('/login');
    act(() => jest.advanceTimersByTime(100));
    jest.useRealTimers();
    return rendered;
  }

  it.each([
    ['/orders', 'My Orders'],
    ['/library', 'My Library'],
    ['/profile', 'My Profile'],
    ['/cart', 'Shopping Cart'],
  ])("from %s's 'please log in': the login page comes back to it after its 3 s (item 7)", async (path, heading) => {
    server.use(http.get(apiPaths.getOrders, () => HttpResponse.json({ Orders: [] }, { status: 202 })));
    startFakeTimers();
    const rendered = renderApp({ route: path, fakeTimers: true });
    await screen.findByRole('heading', { level: 1, name: heading });
    const main = within(screen.getByRole('main'));
    await rendered.user.click(main.getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(`${rendered.router.state.location.pathname}${rendered.router.state.location.search}`).toBe(
      `/login?returnTo=${encodeURIComponent(path)}`,
    );
    await submitLogin(rendered);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.login - 100));
    expect(rendered.router.state.location.pathname).toBe('/login');
    act(() => jest.advanceTimersByTime(100));
    jest.useRealTimers();
    expect(rendered.router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('goes back to the returnTo path after the usual delay, replacing the login page', async () => {
    const { router } = await logInAt('/login?returnTo=%2Fproduct%2F3');
    expect(router.state.location.pathname).toBe('/product/3');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['a full URL', 'https://evil.example/product/3'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
  ])('ignores a returnTo that is %s, and goes home', async (_label, returnTo) => {
    const { router } = await logInAt(`/login?${new URLSearchParams({ returnTo }).toString()}`);
    expect(router.state.location.pathname).toBe('/');
  });

  it('adds the book the visitor wanted once back on its page, once', async () => {
    const fake = fakeListsServer();
    // Real time throughout: the page returned to loads its code and data, which fake time would
    // stall. Persisted as the app is: an add waits for the stored session to be read (sessionSettled).
    const rendered = await openLogin({ route: '/login?returnTo=%2Fproduct%2F1&addToCart=1', persist: true });
    await submitLogin(rendered);
    const { router } = rendered;
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/1'), {
      timeout: REDIRECT_DELAY_MS.login + 2000,
    });
    expect(await screen.findByText(messages.addedToCart)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([{ user_Id: sessionUser.userId, book_Id: '1' }]);
    // The request is forgotten once done: a reload of this entry adds nothing again.
    expect(router.state.location.state).toBeNull();
  });

  it('tells the visitor why, and keeps the return on the Register link', async () => {
    await openLogin({ route: '/login?returnTo=%2Fproduct%2F1&addToCart=1' });
    expect(screen.getByText(/Log in to add the book to your cart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?returnTo=%2Fproduct%2F1&addToCart=1',
    );
  });

  it('sends a visitor who is already logged in straight back, adding nothing', async () => {
    const fake = fakeListsServer();
    const { router } = renderApp({
      route: '/login?returnTo=%2Fproduct%2F1&addToCart=1',
      preloadedState: loggedInState(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/1');
    // Once the checks have answered, the page has long had its chance to add.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([]);
  });
});
