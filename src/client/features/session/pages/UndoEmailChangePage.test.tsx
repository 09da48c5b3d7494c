/** Item 1: 'This was not me', from the notice mailed to the old address after an e-mail change. */
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountLinkMessages, accountTexts } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { uiPaths } from '../../../../shared/ui-paths';
import { hasAuthCookie, setAuthCookie } from '../../../lib/cookies';
import { linkToken } from '../../../testing/fixtures';
import { postFailing } from '../../../testing/handlers';
import { bootstrapped, renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';

describe('UndoEmailChangePage', () => {
  it('sends the token once, says the account is back and what to do, and ends a session in this browser', async () => {
    setAuthCookie();
    const bodies: unknown[] = [];
    const answer = accountLinkMessages.emailChangeUndone(sessionUser.email);
    server.use(
      http.post(apiPaths.undoEmailChange, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ Message: answer }, { status: SUCCESS_STATUS });
      }),
    );
    const { store, persistor } = renderApp({
      route: uiPaths.undoEmailChange(linkToken),
      preloadedState: loggedInState(),
      persist: true,
    });
    await act(() => bootstrapped(persistor!));
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.emailChangeUndoneTitle })).toHaveFocus();
    expect(screen.getByText(answer)).toBeInTheDocument();
    expect(screen.getByText(accountTexts.emailChangeUndoneLogin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.login })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: linkToken }]);
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, token: '' });
    expect(hasAuthCookie()).toBe(false);
  });

  it('a used or expired link says the change could not be undone', async () => {
    server.use(postFailing(apiPaths.undoEmailChange, 400, accountLinkMessages.linkInvalid));
    renderApp({ route: uiPaths.undoEmailChange(linkToken) });
    expect(
      await screen.findByRole('heading', { level: 1, name: accountTexts.emailChangeNotUndoneTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(accountLinkMessages.linkInvalid)).toBeInTheDocument();
  });

  it('a malformed link sends nothing', async () => {
    let sent = false;
    server.use(
      http.post(apiPaths.undoEmailChange, () => {
        sent = true;
        return HttpResponse.json({ Message: 'x' }, { status: SUCCESS_STATUS });
      }),
    );
    renderApp({ route: '/undo-email-change?token=nope' });
    expect(await screen.findByText(accountLinkMessages.linkInvalid)).toBeInTheDocument();
    expect(sent).toBe(false);
  });
});
