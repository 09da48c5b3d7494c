import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { accountDeletionTexts, profileMessages } from '../../../../shared/account-texts';
import { DELETE_ACCOUNT_SUCCESS_STATUS, REDIRECT_DELAY_MS, SUCCESS_STATUS } from '../../../../shared/constants';
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
const emailField = () => within(screen.getByRole('form', { name: 'Delete Account' })).getByLabelText(/^Email/);
const passwordField = () => within(screen.getByRole('form', { name: 'Delete Account' })).getByLabelText(/^Password/);

/** Types the e-mail and password, asks to delete, and confirms in the dialog. */
async function deleteWith(user: ReturnType<typeof renderApp>['user'], email: string, password = 'my password') {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(submitButton());
  const dialog = await screen.findByRole('dialog', { name: accountDeletionTexts.confirmTitle });
  await user.click(within(dialog).getByRole('button', { name: accountDeletionTexts.confirmButton }));
}

/** What a new page would find in localStorage: a store rehydrated from it. */
async function storedSession() {
  const store = makeStore();
  const persistor = persistSession(store);
  await act(() => bootstrapped(persistor));
  return store.getState().session;
}

describe('DeleteAccountPage', () => {
  afterEach(() => jest.useRealTimers());

  it('tells a visitor who is not logged in to log in, and the login comes back here', async () => {
    renderApp({ route: '/deleteAccount' });
    expect(await screen.findByText(messages.unauthorizedUser)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delete Account' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2FdeleteAccount',
    );
  });

  it('requires an e-mail and the password', async () => {
    const { user } = await openLoggedIn();
    await user.click(submitButton());
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidPassword)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says plainly what is lost: the books bought, their count and what they cost; and what is kept', async () => {
    server.use(
      http.get(apiPaths.getDeletionSummary, () =>
        HttpResponse.json({ BooksOwned: 3, BooksPaidPaise: 123_450, AuthorBooks: 0 }, { status: SUCCESS_STATUS }),
      ),
    );
    await openLoggedIn();
    const lost = within(screen.getByRole('region', { name: accountDeletionTexts.whatIsLost }));
    expect(await lost.findByText(accountDeletionTexts.booksLost(3, '₹1,234.50'))).toBeInTheDocument();
    expect(lost.getByText(accountDeletionTexts.listsLost)).toBeInTheDocument();
    const kept = within(screen.getByRole('region', { name: accountDeletionTexts.whatIsKept }));
    expect(kept.getByText(accountDeletionTexts.ordersKept)).toBeInTheDocument();
  });

  it('asks in a dialog before anything is sent; Cancel sends nothing', async () => {
    let called = false;
    server.use(
      http.get(apiPaths.getDeletionSummary, () =>
        HttpResponse.json({ BooksOwned: 2, BooksPaidPaise: 59_800, AuthorBooks: 0 }, { status: SUCCESS_STATUS }),
      ),
      http.post(apiPaths.deleteAccount, () => {
        called = true;
        return HttpResponse.json({ Message: 'x' }, { status: DELETE_ACCOUNT_SUCCESS_STATUS });
      }),
    );
    const { user } = await openLoggedIn();
    await screen.findByText(accountDeletionTexts.booksLost(2, '₹598.00'));
    await user.type(emailField(), sessionUser.email);
    await user.type(passwordField(), 'my password');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: accountDeletionTexts.confirmTitle });
    expect(within(dialog).getByText(accountDeletionTexts.confirmLead)).toBeInTheDocument();
    expect(within(dialog).getByText(accountDeletionTexts.confirmBooks(2, '₹598.00'))).toBeInTheDocument();
    expect(called).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: accountDeletionTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(called).toBe(false);
  });

  it('a wrong password: the server says so (403), nothing is deleted, the session stays', async () => {
    server.use(postFailing(apiPaths.deleteAccount, 403, profileMessages.deletePasswordWrong));
    const { user, store } = await openLoggedIn();
    await deleteWith(user, sessionUser.email, 'not my password');
    await expectInlineAndToast(profileMessages.deletePasswordWrong);
    expect(store.getState().session.isLoggedIn).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Delete Account' })).toBeInTheDocument();
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
    await user.type(emailField(), 'someone.else@example.com');
    await user.type(passwordField(), 'my password');
    await user.click(submitButton());
    expect(await screen.findByText(messages.emailNotCurrentUser)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    await deleteWith(user, sessionUser.email.toUpperCase());
    expect(await screen.findAllByText(messages.accountDeleted, { exact: false })).not.toHaveLength(0);
    expect(request).toEqual({
      body: { Email: sessionUser.email.toUpperCase(), Password: 'my password' },
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
    await deleteWith(user, sessionUser.email);
    await expectInlineAndToast(messages.emailNotCurrentUser);
    expect(store.getState().session.isLoggedIn).toBe(true);
  });

  it('counts only 200 as success', async () => {
    server.use(http.post(apiPaths.deleteAccount, () => HttpResponse.json({ Message: 'Accepted' }, { status: 202 })));
    const { user } = await openLoggedIn();
    await deleteWith(user, sessionUser.email);
    await expectInlineAndToast(messages.genericError);
  });
});
