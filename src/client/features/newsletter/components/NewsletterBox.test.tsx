import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { postFailing } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { NewsletterBox } from './NewsletterBox';
import { apiMessages } from '../../../../shared/api-messages';

/** How often the box called the server (a subscription that would succeed). */
function countSubscribeCalls() {
  const calls = { count: 0 };
  server.use(
    http.post(apiPaths.subscribeForNewsletter, () => {
      calls.count += 1;
      return HttpResponse.json({ Message: 'x' }, { status: SUCCESS_STATUS });
    }),
  );
  return calls;
}

describe('NewsletterBox', () => {
  it('refuses an empty e-mail without calling the server', async () => {
    const calls = countSubscribeCalls();
    const { user, store } = renderWithProviders(<NewsletterBox />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(store.getState().newsletter.status).toBe('error');
    expect(calls.count).toBe(0);
  });

  it('sends email_Id and shows the server message on 202', async () => {
    let body: unknown;
    server.use(
      http.post(apiPaths.subscribeForNewsletter, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ Message: 'Welcome aboard!' }, { status: SUCCESS_STATUS });
      }),
    );
    const { user, store } = renderWithProviders(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Welcome aboard!')).toBeInTheDocument();
    expect(body).toEqual({ email_Id: 'reader@example.com' });
    expect(store.getState().newsletter).toEqual({ status: 'success', message: 'Welcome aboard!' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('refuses an address that is not one with the spec text, without calling the server', async () => {
    const calls = countSubscribeCalls();
    const { user, store } = renderWithProviders(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.invalidEmail);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().newsletter.status).toBe('error');
    expect(calls.count).toBe(0);
  });

  it("shows the spec text, not the server's field error, when the server refuses the address (400)", async () => {
    // 'reader@localhost' passes the browser's rule for type="email"; the server's is stricter.
    const serverWording = "Invalid field 'email_Id': Invalid email address";
    server.use(postFailing(apiPaths.subscribeForNewsletter, 400, serverWording));
    const { user, store } = renderWithProviders(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@localhost');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidEmail);
    expect(screen.queryByText(/Invalid field/)).not.toBeInTheDocument();
    expect(store.getState().newsletter.status).toBe('error');
  });

  it('keeps the server message of a refusal that is not about the address (429)', async () => {
    server.use(postFailing(apiPaths.subscribeForNewsletter, 429, apiMessages.tooManyRequests));
    const { user } = renderWithProviders(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.tooManyRequests);
  });

  it('shows the generic error when the server gives no message', async () => {
    server.use(http.post(apiPaths.subscribeForNewsletter, () => HttpResponse.error()));
    const { user } = renderWithProviders(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
  });
});
