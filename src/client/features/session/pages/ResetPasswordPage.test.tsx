import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountLinkMessages, accountTexts } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { uiPaths } from '../../../../shared/ui-paths';
import { hasAuthCookie, setAuthCookie } from '../../../lib/cookies';
import { linkToken } from '../../../testing/fixtures';
import { postFailing } from '../../../testing/handlers';
import { bootstrapped, renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { expectInlineAndToast } from '../../../testing/toasts';

const form = () => screen.getByRole('form', { name: accountTexts.resetTitle });
const submit = () => within(form()).getByRole('button', { name: accountTexts.savePassword });

async function openReset(options: Parameters<typeof renderApp>[0] = {}) {
  const rendered = renderApp({ route: uiPaths.resetPassword(linkToken), ...options });
  const { persistor } = rendered;
  if (persistor) await act(() => bootstrapped(persistor));
  await screen.findByRole('heading', { level: 1, name: accountTexts.resetTitle });
  return rendered;
}

async function choose(user: ReturnType<typeof renderApp>['user'], password: string, confirmation = password) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(submit());
}

function resetAnswers() {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPaths.resetPassword, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ Message: accountLinkMessages.passwordResetDone }, { status: SUCCESS_STATUS });
    }),
  );
  return bodies;
}

describe('ResetPasswordPage', () => {
  it.each([
    ['without a token', '/reset-password'],
    ['with a malformed token', '/reset-password?token=abc'],
  ])('shows the invalid-link message and a way to a new link, without a form, %s', async (_case, route) => {
    const bodies = resetAnswers();
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.linkInvalidTitle })).toBeInTheDocument();
    expect(screen.getByText(accountLinkMessages.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.askNewLink })).toHaveAttribute('href', '/forgot-password');
    expect(bodies).toEqual([]);
  });

  it('asks for the password twice and says when the two differ', async () => {
    const bodies = resetAnswers();
    const { user } = await openReset();
    await choose(user, 'a-new-password', 'another-password');
    expect(await screen.findByText(accountLinkMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      accountLinkMessages.passwordsDoNotMatch,
    );
    expect(bodies).toEqual([]);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const bodies = resetAnswers();
    const { user } = await openReset();
    await choose(user, 'short');
    expect(await screen.findByText(messages.passwordTooShort)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('on 202 shows the message, ends the session of this browser, and offers Login', async () => {
    setAuthCookie();
    const bodies = resetAnswers();
    const { user, store } = await openReset({ preloadedState: loggedInState(), persist: true });
    expect(store.getState().session.isLoggedIn).toBe(true);
    await choose(user, 'a-new-password');
    const heading = await screen.findByRole('heading', { level: 1, name: accountTexts.passwordChangedTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(accountLinkMessages.passwordResetDone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.login })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: linkToken, password: 'a-new-password' }]);
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, token: '', email: '' });
    expect(hasAuthCookie()).toBe(false);
    // The session ended here quietly: it was not refused by the server.
    expect(screen.queryByText(messages.sessionEnded)).not.toBeInTheDocument();
  });

  it("on 400 shows the server's message in place of the form, with a way to a new link", async () => {
    server.use(postFailing(apiPaths.resetPassword, 400, accountLinkMessages.linkInvalid));
    const { user, store } = await openReset({ preloadedState: loggedInState() });
    await choose(user, 'a-new-password');
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.linkInvalidTitle })).toHaveFocus();
    expect(screen.getByText(accountLinkMessages.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.askNewLink })).toHaveAttribute('href', '/forgot-password');
    expect(store.getState().session.isLoggedIn).toBe(true);
  });

  it('keeps the form and shows the generic error for any other failure', async () => {
    server.use(postFailing(apiPaths.resetPassword, 500, 'Internal details'));
    const { user } = await openReset();
    await choose(user, 'a-new-password');
    await expectInlineAndToast(messages.genericError);
    expect(within(form()).getByText(messages.genericError)).toBeInTheDocument();
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
  });
});
