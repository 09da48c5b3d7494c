import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { hasAuthCookie } from '../../../lib/cookies';
import { loginResponse } from '../../../testing/fixtures';
import { postFailing } from '../../../testing/handlers';
import { renderApp, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';

async function openLogin(options: { fakeTimers?: boolean } = {}) {
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
    [401, messages.loginFailed],
    [429, messages.tooManyLoginAttempts],
  ])('shows the server message of a %i inline and as a toast', async (status, text) => {
    server.use(postFailing(apiPaths.login, status, text));
    const { user, store, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(text)).toHaveLength(2);
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
    expect(await screen.findAllByText(messages.genericError)).toHaveLength(2);
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
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('sends a logged-in visitor straight to /', async () => {
    const { router } = renderApp({ route: '/login', preloadedState: loggedInState() });
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
