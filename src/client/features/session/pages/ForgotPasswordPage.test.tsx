import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountLinkMessages, accountTexts } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { postFailing } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { expectInlineAndToast } from '../../../testing/toasts';

async function openForgotPassword(options: Parameters<typeof renderApp>[0] = {}) {
  const rendered = renderApp({ route: '/forgot-password', ...options });
  await screen.findByRole('heading', { level: 1, name: accountTexts.forgotTitle });
  return rendered;
}

const form = () => screen.getByRole('form', { name: accountTexts.forgotTitle });

describe('ForgotPasswordPage', () => {
  it('is linked from the login page', async () => {
    const { user, router } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('link', { name: accountTexts.forgotPasswordLink }));
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.forgotTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(document.title).toContain(accountTexts.forgotTitle);
  });

  it('checks the e-mail address before asking the server', async () => {
    let called = false;
    server.use(
      http.post(apiPaths.requestPasswordReset, () => {
        called = true;
        return HttpResponse.json({ Message: accountLinkMessages.passwordResetRequested }, { status: SUCCESS_STATUS });
      }),
    );
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/Email/), 'not-an-address');
    await user.click(within(form()).getByRole('button', { name: accountTexts.sendResetLink }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(messages.invalidEmail);
    expect(called).toBe(false);
  });

  it("replaces the form with the server's neutral message, focused, and a way back to Login", async () => {
    let body: unknown;
    server.use(
      http.post(apiPaths.requestPasswordReset, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ Message: accountLinkMessages.passwordResetRequested }, { status: SUCCESS_STATUS });
      }),
    );
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/Email/), 'nobody@example.com');
    await user.click(within(form()).getByRole('button', { name: accountTexts.sendResetLink }));
    const heading = await screen.findByRole('heading', { level: 1, name: accountTexts.checkEmailTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(accountLinkMessages.passwordResetRequested)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.backToLogin })).toHaveAttribute('href', '/login');
    expect(body).toEqual({ email: 'nobody@example.com' });
  });

  it("shows a refusal's server message inline and as a toast, and keeps the form", async () => {
    const tooMany = 'Too many requests. Please wait a while and try again.';
    server.use(postFailing(apiPaths.requestPasswordReset, 429, tooMany));
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.click(within(form()).getByRole('button', { name: accountTexts.sendResetLink }));
    await expectInlineAndToast(tooMany);
    expect(within(form()).getByText(tooMany)).toBeInTheDocument();
  });

  it('shows the generic error for any other failure', async () => {
    server.use(postFailing(apiPaths.requestPasswordReset, 500, 'Internal details'));
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.click(within(form()).getByRole('button', { name: accountTexts.sendResetLink }));
    await expectInlineAndToast(messages.genericError);
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
  });

  it("fills in a logged-in user's own address (the profile's Change password)", async () => {
    await openForgotPassword({ preloadedState: loggedInState() });
    expect(screen.getByLabelText(/Email/)).toHaveValue(sessionUser.email);
  });
});
