/**
 * Item 1: an open session refreshes its user from the server (GET getProfile), so an e-mail address
 * changed and confirmed elsewhere shows here, and Delete Account takes the new address.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountTexts } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { ProfileResponse } from '../../../../shared/contract/accounts.contract';
import { messages } from '../../../../shared/messages';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, serverSideProfile, sessionUser } from '../../../testing/session';

const NEW_ADDRESS = 'asha.new@example.org';

/** The fake server's account, changeable by the test; counts the profile requests. */
function serverAccount() {
  const account = { profile: serverSideProfile(), asked: 0 };
  server.use(
    http.get(apiPaths.getProfile, () => {
      account.asked += 1;
      return HttpResponse.json(account.profile satisfies ProfileResponse, { status: SUCCESS_STATUS });
    }),
  );
  return account;
}

describe('SessionUserRefresher', () => {
  it('on start, Profile shows the address the account has now, and Delete Account takes it', async () => {
    const account = serverAccount();
    account.profile = { ...account.profile, Email: NEW_ADDRESS, EmailConfirmed: true };
    const { user, store } = renderApp({ route: '/profile', preloadedState: loggedInState() });
    await screen.findByRole('heading', { level: 1, name: accountTexts.profileTitle });
    expect(await screen.findByText(NEW_ADDRESS)).toBeInTheDocument();
    expect(screen.queryByText(sessionUser.email)).not.toBeInTheDocument();
    expect(store.getState().session).toMatchObject({
      email: NEW_ADDRESS,
      emailConfirmed: true,
      token: sessionUser.token,
      isLoggedIn: true,
    });

    // Delete Account: the browser's own check takes the new address, not the old one.
    await user.click(
      within(screen.getByRole('region', { name: accountTexts.yourAccount })).getByRole('link', {
        name: 'Delete Account',
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Delete Account' }));
    await user.type(form.getByLabelText(/^Email/), sessionUser.email);
    await user.type(form.getByLabelText(/^Password/), 'my password');
    await user.click(form.getByRole('button', { name: 'Delete Account' }));
    expect(await form.findByText(messages.emailNotCurrentUser)).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Email/));
    await user.type(form.getByLabelText(/^Email/), NEW_ADDRESS);
    await user.click(form.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(form.queryByText(messages.emailNotCurrentUser)).not.toBeInTheDocument();
  });

  it('asks again when the window comes back to the front, and on the way to Profile', async () => {
    const account = serverAccount();
    const { store, router } = renderApp({ route: '/', preloadedState: loggedInState() });
    await waitFor(() => expect(account.asked).toBe(1));
    const unchanged = store.getState().session;

    // The link was followed in another tab.
    account.profile = { ...account.profile, Email: NEW_ADDRESS, EmailConfirmed: true };
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(store.getState().session.email).toBe(NEW_ADDRESS));
    expect(unchanged.email).toBe(sessionUser.email);

    account.profile = { ...account.profile, FirstName: 'Meera' };
    const before = account.asked;
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(account.asked).toBe(before + 1));
    await waitFor(() => expect(store.getState().session.firstName).toBe('Meera'));
  });

  it('changes nothing when the account is as stored (no action, the same state)', async () => {
    const account = serverAccount();
    const { store } = renderApp({ route: '/', preloadedState: loggedInState() });
    const session = store.getState().session;
    await waitFor(() => expect(account.asked).toBe(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(store.getState().session).toBe(session);
  });

  it('a session the server has ended (every device logged out by the old address) ends here too, back to this page after login', async () => {
    server.use(
      http.get(apiPaths.getProfile, () => HttpResponse.json({ Message: messages.unauthorizedUser }, { status: 401 })),
    );
    const { store, router } = renderApp({ route: '/orders', preloadedState: loggedInState() });
    await waitFor(() => expect(store.getState().session.isLoggedIn).toBe(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Forders');
    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
  });

  it('a visitor asks nothing', async () => {
    const account = serverAccount();
    renderApp({ route: '/profile' });
    await screen.findByText(messages.unauthorizedUser);
    expect(account.asked).toBe(0);
  });
});
