import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { postFailing } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { NewsletterBox } from './NewsletterBox';

describe('NewsletterBox', () => {
  it('refuses an empty e-mail without calling the server', async () => {
    let called = false;
    server.use(http.post(apiPaths.subscribeForNewsletter, () => {
      called = true;
      return HttpResponse.json({ Message: 'x' }, { status: SUCCESS_STATUS });
    }));
    const { user, store } = renderWithProviders(<NewsletterBox />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(store.getState().newsletter.status).toBe('error');
    expect(called).toBe(false);
  });

  it('sends email_Id and shows the server message on 202', async () => {
    let body: unknown;
    server.use(http.post(apiPaths.subscribeForNewsletter, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ Message: 'Welcome aboard!' }, { status: SUCCESS_STATUS });
    }));
    const { user, store } = renderWithProviders(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Welcome aboard!')).toBeInTheDocument();
    expect(body).toEqual({ email_Id: 'reader@example.com' });
    expect(store.getState().newsletter).toEqual({ status: 'success', message: 'Welcome aboard!' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('shows the error when the call fails', async () => {
    server.use(postFailing(apiPaths.subscribeForNewsletter, 400, messages.invalidEmail));
    const { user, store } = renderWithProviders(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidEmail);
    expect(store.getState().newsletter.status).toBe('error');
  });

  it('shows the generic error when the server gives no message', async () => {
    server.use(http.post(apiPaths.subscribeForNewsletter, () => HttpResponse.error()));
    const { user } = renderWithProviders(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
  });
});
