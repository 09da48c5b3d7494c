import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { DELETE_ACCOUNT_SUCCESS_STATUS, REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { makeStore } from '../../../app/store';
import { hasAuthCookie, setAuthCookie } from '../../../lib/cookies';
import { postFailing } from '../../../testing/handlers';
import { bootstrapped, renderApp, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { expectInlineAndToast } from '../../../testing/toasts';
import { persistSession } from '../../../app/sessionPersistence';

async function openLoggedIn(options: { fakeTimers?: boolean; persist?: boolean } = {}) {
  const rendered = renderApp({ route: '/deleteAccount', preloadedState: loggedInState(), ...options });
  const { persistor } = rendered;
  if (persistor) await act(() => bootstrapped(persistor));
  await screen.findByRole('heading', { level: 1, name: 'Delete Account' });
  // The header's counts have loaded: nothing arrives after the test.
  await screen.findByRole('link', { name: 'Cart, 0 items' });
  await screen.findByRole('link', { name: 'Wishlist, 0 items' });
  return rendered;
}

/** The header's section button also reads 'Delete Account' on this page. */
const submitButton = () =>
  within(screen.getByRole('form', { name: 'Delete Account' })).getByRole('button', { name: 'Delete Account' });

/** What a new page would find in localStorage: a store rehydrated from it. */
async function storedSession() {
  const store = makeStore();
  const persistor = persistSession(store);
  await act(() => bootstrapped(persistor));
  return store.getState().session;
}

describe('DeleteAccountPage', () => {
  afterEach(() => jest.useRealTimers());

  it('tells a visitor who is not logged in to log in', async () => {
    renderApp({ route: '/deleteAccount' });
    expect(await screen.findByText(messages.unauthorizedUser)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delete Account' })).not.toBeInTheDocument();
  });

  it('requires an e-mail', async () => {
    const { user } = await openLoggedIn();
    await user.click(submitButton());
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
  });

  it('accepts only the e-mail of the logged-in user', async () => {
    let called = false;
    server.use(
      http.post(apiPaths.deleteAccount, () => {
        called = true;
        return HttpResponse.json({ Message: 'x' }, { status: DELETE_ACCOUNT_SUCCESS_STATUS });
      }),
    );
    const { user } = await openLoggedIn();
    await user.type(screen.getByLabelText(/Email/), 'someone.else@example.com');
    await user.click(submitButton());
    expect(await screen.findByText(messages.emailNotCurrentUser)).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('on 200: toast; after 3 s storage and cookie cleared; after 3 s more, /login', async () => {
    startFakeTimers();
    setAuthCookie();
    let request: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post(apiPaths.deleteAccount, async ({ request: r }) => {
        request = { body: await r.json(), authorization: r.headers.get('Authorization') };
        return HttpResponse.json({ Message: 'Deleted.' }, { status: DELETE_ACCOUNT_SUCCESS_STATUS });
      }),
    );
    const { user, router, store, persistor } = await openLoggedIn({ fakeTimers: true, persist: true });
    await user.type(screen.getByLabelText(/Email/), sessionUser.email.toUpperCase());
    await user.click(submitButton());
    expect(await screen.findAllByText(messages.accountDeleted, { exact: false })).not.toHaveLength(0);
    expect(request).toEqual({
      body: { Email: sessionUser.email.toUpperCase() },
      authorization: `Bearer ${sessionUser.token}`,
    });

    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.deleteAccountStep - 100));
    expect(hasAuthCookie()).toBe(true);
    expect(store.getState().session.isLoggedIn).toBe(true);
    await act(() => persistor!.flush());
    expect(await storedSession()).toMatchObject({ isLoggedIn: true, email: sessionUser.email });

    act(() => jest.advanceTimersByTime(100));
    expect(hasAuthCookie()).toBe(false);
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, email: '', token: '' });
    await act(() => persistor!.flush());
    expect(await storedSession()).toMatchObject({ isLoggedIn: false, email: '', token: '' });
    expect(router.state.location.pathname).toBe('/deleteAccount');

    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.deleteAccountStep));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('shows the server message of a 403 and keeps the session', async () => {
    server.use(postFailing(apiPaths.deleteAccount, 403, messages.emailNotCurrentUser));
    const { user, store } = await openLoggedIn();
    await user.type(screen.getByLabelText(/Email/), sessionUser.email);
    await user.click(submitButton());
    await expectInlineAndToast(messages.emailNotCurrentUser);
    expect(store.getState().session.isLoggedIn).toBe(true);
  });

  it('counts only 200 as success', async () => {
    server.use(http.post(apiPaths.deleteAccount, () => HttpResponse.json({ Message: 'Accepted' }, { status: 202 })));
    const { user } = await openLoggedIn();
    await user.type(screen.getByLabelText(/Email/), sessionUser.email);
    await user.click(submitButton());
    await expectInlineAndToast(messages.genericError);
  });
});
