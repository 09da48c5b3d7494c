import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { accountTexts } from '../../../../shared/account-texts';
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
import { loggedInState, sessionUser } from '../../../testing/session';
import { VerifyEmailPage } from './VerifyEmailPage';

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
    const seen = recordPosts(apiPaths.verifyEmail, messages.emailVerified);
    const { store } = renderApp({ route, preloadedState: loggedInState() });
    expect(await screen.findByText(accountTexts.verifying)).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: accountTexts.verifiedTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(messages.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.toTheStore })).toHaveAttribute('href', '/');
    expect(seen).toEqual([{ body: { token: linkToken }, authorization: `Bearer ${sessionUser.token}` }]);
    expect(sessionUser.emailConfirmed).toBe(false);
    expect(store.getState().session).toMatchObject({ ...sessionUser, emailConfirmed: true, isLoggedIn: true });
    expect(document.title).toContain(accountTexts.verifiedTitle);
  });

  it("shows the server's message to a visitor and leaves the (empty) session alone", async () => {
    recordPosts(apiPaths.verifyEmail, messages.emailChanged);
    const { store } = renderApp({ route });
    expect(await screen.findByText(messages.emailChanged)).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, emailConfirmed: false, email: '' });
  });

  it('sends a single-use link once under StrictMode, whose effects run twice', async () => {
    const seen = recordPosts(apiPaths.verifyEmail, messages.emailVerified);
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
    expect(await screen.findByText(messages.emailVerified)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('on failure shows the message and lets a logged-in user send a new link', async () => {
    server.use(postFailing(apiPaths.verifyEmail, 400, messages.linkInvalid));
    const resends = recordPosts(apiPaths.resendVerification, messages.verificationSent);
    const { user, store } = renderApp({ route, preloadedState: loggedInState() });
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.verifyFailedTitle })).toHaveFocus();
    expect(screen.getByText(messages.linkInvalid)).toBeInTheDocument();
    expect(store.getState().session.emailConfirmed).toBe(false);
    await user.click(screen.getByRole('button', { name: accountTexts.sendNewLink }));
    expect(await screen.findByText(messages.verificationSent)).toBeInTheDocument();
    expect(resends).toEqual([{ body: {}, authorization: `Bearer ${sessionUser.token}` }]);
  });

  it('on failure asks a visitor to log in for a new link', async () => {
    server.use(postFailing(apiPaths.verifyEmail, 409, messages.emailTaken));
    renderApp({ route });
    expect(await screen.findByText(messages.emailTaken)).toBeInTheDocument();
    expect(screen.getByText(accountTexts.loginForNewLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.login })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: accountTexts.sendNewLink })).not.toBeInTheDocument();
  });

  it('shows the generic error, not the details, when the server fails', async () => {
    server.use(postFailing(apiPaths.verifyEmail, 500, 'Internal details'));
    renderApp({ route });
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
  });

  it('does not send a malformed token: the link is invalid', async () => {
    const seen = recordPosts(apiPaths.verifyEmail, messages.emailVerified);
    renderApp({ route: '/verify-email?token=not-a-token' });
    expect(await screen.findByText(messages.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: accountTexts.verifyFailedTitle })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
