import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { phoneNumberMessages } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { DESCRIPTION_MAX_LENGTH, REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { postFailing } from '../../../testing/handlers';
import { renderApp, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { expectInlineAndToast } from '../../../testing/toasts';

async function openForm(options: { fakeTimers?: boolean } = {}) {
  const rendered = renderApp({ route: '/contact', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Author Program' });
  return rendered;
}

async function fillIn(
  user: Awaited<ReturnType<typeof openForm>>['user'],
  description = 'A novel about the monsoon.',
  phone = '7911123456',
) {
  await user.type(screen.getByLabelText(/^Name/), 'Meera Iyer');
  await user.type(screen.getByLabelText(/Email/), 'meera@example.com');
  await user.type(screen.getByRole('combobox', { name: 'Country Code' }), '+44');
  await user.click(await screen.findByRole('option', { name: 'United Kingdom (+44)' }));
  await user.type(screen.getByLabelText(/Phone Number/), phone);
  await user.click(screen.getByLabelText(/Book Description/));
  await user.paste(description);
}

describe('AuthorProgramPage', () => {
  afterEach(() => jest.useRealTimers());

  it('is inside the layout and requires every field', async () => {
    const { user } = await openForm();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText(messages.fieldRequired)).toHaveLength(2); // name, description
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidCountryCode)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidPhoneNumber)).toBeInTheDocument();
  });

  it(`counts the description and refuses more than ${DESCRIPTION_MAX_LENGTH} characters`, async () => {
    let called = false;
    server.use(
      http.post(apiPaths.addNewAuthorForReview, () => {
        called = true;
        return HttpResponse.json({ Message: 'ok' }, { status: 202 });
      }),
    );
    const { user } = await openForm();
    expect(screen.getByText(`0/${DESCRIPTION_MAX_LENGTH}`)).toBeInTheDocument();
    await fillIn(user, 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1));
    expect(screen.getByText(`${DESCRIPTION_MAX_LENGTH + 1}/${DESCRIPTION_MAX_LENGTH}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Must be at most ${DESCRIPTION_MAX_LENGTH} characters.`)).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('sends the application, toasts, and after 4 s goes to /', async () => {
    startFakeTimers();
    let body: unknown;
    server.use(
      http.post(apiPaths.addNewAuthorForReview, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ Message: 'ok' }, { status: 202 });
      }),
    );
    const { user, router } = await openForm({ fakeTimers: true });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.authorProgramSubmitted)).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      country_code: '+44',
      phone_number: '7911123456',
      description: 'A novel about the monsoon.',
    });
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.authorProgram - 100));
    expect(router.state.location.pathname).toBe('/contact');
    act(() => jest.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks the phone number for its country before sending (item 6)', async () => {
    let sent = false;
    server.use(
      http.post(apiPaths.addNewAuthorForReview, () => {
        sent = true;
        return HttpResponse.json({ Message: 'ok' }, { status: 202 });
      }),
    );
    const { user } = await openForm();
    await fillIn(user, 'A novel about the monsoon.', '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(phoneNumberMessages.notValidFor('+44'))).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('shows the generic error inline and as a toast when the call fails', async () => {
    server.use(postFailing(apiPaths.addNewAuthorForReview, 500));
    const { user } = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectInlineAndToast(messages.genericError);
  });
});
