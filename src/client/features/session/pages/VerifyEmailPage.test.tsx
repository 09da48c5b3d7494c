import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { accountLinkMessages, accountTexts } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { uiPaths } from '../../../../shared/ui-paths';
import { linkToken } from '../../../testing/fixtures';
import { postFailing } from '../../../testing/handlers';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, serverSideProfile, sessionUser } from '../../../testing/session';
import { VerifyEmailPage } from './VerifyEmailPage';
import { apiMessages } from '../../../../shared/api-messages';

/** Records what the page sends to `path` (body and Authorization) and answers with `message`. */
function recordPosts(path: string, message: string, status = SUCCESS_STATUS) {
  const seen: Array<{ body: unknown; authorization: string | null }> = [];
  server.use(
    http.post(path, async ({ request }) => {
      seen.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
      return HttpResponse.json({ Message: message }, { status });
    }),
  );
  return seen;
}

const route = uiPaths.verifyEmail(linkToken);

describe('VerifyEmailPage', () => {
  it('confirms the address once, then marks the logged-in session as confirmed', async () => {
    const seen: Array<{ body: unknown; authorization: string | null }> = [];
    // The server, asked afterwards, knows the address as confirmed.
    let verified = false;
    server.use(
      http.get(apiPaths.getProfile, () =>
        HttpResponse.json({ ...serverSideProfile(), EmailConfirmed: verified }, { status: SUCCESS_STATUS }),
      ),
      http.post(apiPaths.verifyEmail, async ({ request }) => {
        seen.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
        verified = true;
        return HttpResponse.json({ Message: accountLinkMessages.emailVerified }, { status: SUCCESS_STATUS });
      }),
    );
    const { store } = renderApp({ route, preloadedState: loggedInState() });
    expect(await screen.findByText(accountTexts.verifying)).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: accountTexts.verifiedTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(accountLinkMessages.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.toTheStore })).toHaveAttribute('href', '/');
    expect(seen).toEqual([{ body: { token: linkToken }, authorization: `Bearer ${sessionUser.token}` }]);
    expect(sessionUser.emailConfirmed).toBe(false);
    expect(store.getState().session).toMatchObject({ ...sessionUser, emailConfirmed: true, isLoggedIn: true });
    expect(document.title).toContain(accountTexts.verifiedTitle);
  });

  it("shows the server's message to a visitor and leaves the (empty) session alone", async () => {
    recordPosts(apiPaths.verifyEmail, accountLinkMessages.emailChanged);
    const { store } = renderApp({ route });
    expect(await screen.findByText(accountLinkMessages.emailChanged)).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, emailConfirmed: false, email: '' });
  });

  it('sends a single-use link once under StrictMode, whose effects run twice', async () => {
    const seen = recordPosts(apiPaths.verifyEmail, accountLinkMessages.emailVerified);
    // As boot.tsx renders the app: StrictMode at the root.
    render(
      <StrictMode>
        <AppProviders store={makeStore()}>
          <MemoryRouter initialEntries={[route]}>
            <VerifyEmailPage />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByText(accountLinkMessages.emailVerified)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('on failure shows the message and lets a logged-in user send a new link', async () => {
    server.use(postFailing(apiPaths.verifyEmail, 400, accountLinkMessages.linkInvalid));
    const resends = recordPosts(apiPaths.resendVerification, accountLinkMessages.verificationSent);
    const { user, store } = renderApp({ route, preloadedState: loggedInState() });
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.verifyFailedTitle })).toHaveFocus();
    expect(screen.getByText(accountLinkMessages.linkInvalid)).toBeInTheDocument();
    expect(store.getState().session.emailConfirmed).toBe(false);
    await user.click(screen.getByRole('button', { name: accountTexts.sendNewLink }));
    expect(await screen.findByText(accountLinkMessages.verificationSent)).toBeInTheDocument();
    expect(resends).toEqual([{ body: {}, authorization: `Bearer ${sessionUser.token}` }]);
  });

  it('on failure asks a visitor to log in for a new link', async () => {
    server.use(postFailing(apiPaths.verifyEmail, 409, apiMessages.emailTaken));
    renderApp({ route });
    expect(await screen.findByText(apiMessages.emailTaken)).toBeInTheDocument();
    expect(screen.getByText(accountTexts.loginForNewLink)).toBeInTheDocument();
    // Once logged in, Profile has the button for a new link.
    expect(screen.getByRole('link', { name: accountTexts.login })).toHaveAttribute(
      'href',
      uiPaths.loginReturning({ returnTo: uiPaths.profile }),
    );
    expect(screen.queryByRole('button', { name: accountTexts.sendNewLink })).not.toBeInTheDocument();
  });

  it('shows the generic error, not the details, when the server fails', async () => {
    server.use(postFailing(apiPaths.verifyEmail, 500, 'Internal details'));
    renderApp({ route });
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
  });

  it('a link followed again for a confirmed address says it is confirmed (item 3)', async () => {
    recordPosts(apiPaths.verifyEmail, accountLinkMessages.emailAlreadyVerified);
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.verifiedTitle })).toBeInTheDocument();
    expect(screen.getByText(accountLinkMessages.emailAlreadyVerified)).toBeInTheDocument();
    expect(screen.queryByText(accountTexts.verifyFailedTitle)).not.toBeInTheDocument();
  });

  it("after an e-mail change's link, a logged-in session shows the new address (item 1)", async () => {
    let changed = false;
    server.use(
      http.get(apiPaths.getProfile, () =>
        HttpResponse.json(
          changed
            ? { ...serverSideProfile(), Email: 'asha.new@example.org', EmailConfirmed: true }
            : serverSideProfile(),
          { status: SUCCESS_STATUS },
        ),
      ),
      http.post(apiPaths.verifyEmail, () => {
        changed = true;
        return HttpResponse.json({ Message: accountLinkMessages.emailChanged }, { status: SUCCESS_STATUS });
      }),
    );
    const { store } = renderApp({ route, preloadedState: loggedInState() });
    expect(await screen.findByText(accountLinkMessages.emailChanged)).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().session).toMatchObject({
        email: 'asha.new@example.org',
        emailConfirmed: true,
        token: sessionUser.token,
        isLoggedIn: true,
      }),
    );
  });

  it('does not send a malformed token: the link is invalid', async () => {
    const seen = recordPosts(apiPaths.verifyEmail, accountLinkMessages.emailVerified);
    renderApp({ route: '/verify-email?token=not-a-token' });
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: accountTexts.verifyFailedTitle })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
