import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountLinkMessages, accountTexts, phoneNumberMessages } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { REDIRECT_DELAY_MS, SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { postFailing } from '../../../testing/handlers';
import { renderApp, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { expectInlineAndToast } from '../../../testing/toasts';
import { apiMessages } from '../../../../shared/api-messages';

async function openRegister(options: { fakeTimers?: boolean; route?: string } = {}) {
  const rendered = renderApp({ route: '/register', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return rendered;
}

async function fillIn(user: Awaited<ReturnType<typeof openRegister>>['user'], phone = '9876543210') {
  await user.type(screen.getByLabelText(/First Name/), 'Asha');
  await user.type(screen.getByLabelText(/Last Name/), 'Verma');
  await user.type(screen.getByRole('combobox', { name: 'Country Code' }), 'India');
  await user.click(await screen.findByRole('option', { name: 'India (+91)' }));
  await user.type(screen.getByLabelText(/Phone Number/), phone);
  await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/Password/), 'long-enough');
}

describe('RegisterPage', () => {
  afterEach(() => jest.useRealTimers());

  it('requires every field', async () => {
    const { user } = await openRegister();
    expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveAttribute('placeholder', 'Select');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText(messages.fieldRequired)).toHaveLength(2);
    expect(screen.getByText(messages.invalidCountryCode)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidPhoneNumber)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidPassword)).toBeInTheDocument();
  });

  it('sends usertype User with the dialling code, toasts, and after 3 s goes to /login', async () => {
    startFakeTimers();
    let body: unknown;
    server.use(
      http.post(apiPaths.register, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ Message: 'Registered.' }, { status: 202 });
      }),
    );
    const { user, router } = await openRegister({ fakeTimers: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.registered)).toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      countryCode: '+91',
      phoneNumber: '9876543210',
      email: 'asha@example.com',
      password: 'long-enough',
      usertype: 'User',
    });
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.register - 100));
    expect(router.state.location.pathname).toBe('/register');
    act(() => jest.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('says where the confirmation link went, offers to resend it, and says it again on the login page (item 5)', async () => {
    startFakeTimers();
    const resends: unknown[] = [];
    server.use(
      http.post(apiPaths.resendConfirmation, async ({ request }) => {
        resends.push(await request.json());
        return HttpResponse.json({ Message: accountLinkMessages.confirmationResent }, { status: SUCCESS_STATUS });
      }),
    );
    const { user, router } = await openRegister({ fakeTimers: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(accountTexts.confirmationSentTo('asha@example.com'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accountTexts.sendConfirmationAgain }));
    expect(await screen.findByText(accountLinkMessages.confirmationResent)).toBeInTheDocument();
    expect(resends).toEqual([{ email: 'asha@example.com' }]);
    expect(screen.getByRole('button', { name: accountTexts.sendConfirmationAgain })).toBeDisabled();

    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.register));
    expect(router.state.location.pathname).toBe('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.getByText(accountTexts.confirmationSentTo('asha@example.com'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accountTexts.sendConfirmationAgain }));
    await waitFor(() => expect(resends).toHaveLength(2));
  });

  it('checks the phone number for the country chosen before sending (item 6)', async () => {
    let sent = false;
    server.use(
      http.post(apiPaths.register, () => {
        sent = true;
        return HttpResponse.json({ Message: 'Registered.' }, { status: 202 });
      }),
    );
    const { user } = await openRegister();
    await fillIn(user, '12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(phoneNumberMessages.notValidFor('+91'))).toBeInTheDocument();
    const phone = screen.getByLabelText(/Phone Number/);
    await user.clear(phone);
    await user.type(phone, '9'.repeat(20));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(phoneNumberMessages.notValidFor('+91'))).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('shows the message of a 409 (e-mail taken) inline and as a toast', async () => {
    server.use(postFailing(apiPaths.register, 409, apiMessages.emailTaken));
    const { user, router } = await openRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expectInlineAndToast(apiMessages.emailTaken);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows the generic error for other failures', async () => {
    server.use(postFailing(apiPaths.register, 400, 'Bad field'));
    const { user } = await openRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expectInlineAndToast(messages.genericError);
  });

  it('carries a return from the login page on to the login page, by its link and after registering', async () => {
    startFakeTimers();
    const { user, router } = await openRegister({
      route: '/register?returnTo=%2Fproduct%2F1&addToCart=1',
      fakeTimers: true,
    });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fproduct%2F1&addToCart=1',
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.registered)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.register));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?returnTo=%2Fproduct%2F1&addToCart=1',
    );
  });
});
