/** Item 4: an invited author's first password has its own page, with the reset's rules and its own words. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountLinkMessages, accountTexts } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { uiPaths } from '../../../../shared/ui-paths';
import { linkToken } from '../../../testing/fixtures';
import { postFailing } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

async function openSetPassword() {
  const rendered = renderApp({ route: uiPaths.setPassword(linkToken) });
  await screen.findByRole('heading', { level: 1, name: accountTexts.setPasswordTitle });
  return rendered;
}

async function choose(user: ReturnType<typeof renderApp>['user'], password: string, confirmation = password) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  const form = screen.getByRole('form', { name: accountTexts.setPasswordTitle });
  await user.click(within(form).getByRole('button', { name: accountTexts.savePasswordToStart }));
}

describe('SetPasswordPage', () => {
  it('says "Choose a password to start", and nothing about devices logged out or a reset', async () => {
    await openSetPassword();
    expect(document.title).toContain(accountTexts.setPasswordTitle);
    expect(screen.getByText(accountTexts.setPasswordIntro)).toBeInTheDocument();
    expect(screen.queryByText(/logged out/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: accountTexts.resetTitle })).not.toBeInTheDocument();
  });

  it('has the same rules as a reset: at least 8 characters, typed twice alike', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPaths.resetPassword, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ Message: accountLinkMessages.passwordSet }, { status: SUCCESS_STATUS });
      }),
    );
    const { user } = await openSetPassword();
    await choose(user, 'short');
    expect(await screen.findByText(messages.passwordTooShort)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await choose(user, 'my first password', 'my first passwort');
    expect(await screen.findByText(accountLinkMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'my first password');
    const form = screen.getByRole('form', { name: accountTexts.setPasswordTitle });
    await user.click(within(form).getByRole('button', { name: accountTexts.savePasswordToStart }));
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.passwordSetTitle })).toHaveFocus();
    expect(screen.getByText(accountLinkMessages.passwordSet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.login })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: linkToken, password: 'my first password' }]);
  });

  it('an expired or used invitation says so, with the way to a new link', async () => {
    server.use(postFailing(apiPaths.resetPassword, 400, accountLinkMessages.linkInvalid));
    const { user } = await openSetPassword();
    await choose(user, 'my first password');
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.linkInvalidTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.askNewLink })).toHaveAttribute('href', '/forgot-password');
  });
});
