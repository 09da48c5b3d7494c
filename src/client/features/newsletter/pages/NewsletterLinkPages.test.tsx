import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { newsletterTexts } from '../../../../shared/newsletter-texts';
import { uiPaths } from '../../../../shared/ui-paths';
import { linkToken } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

/** Records the URL and body of what the page posts to `path`, and answers `message` with `status`. */
function recordPosts(path: string, message: string, status = SUCCESS_STATUS) {
  const seen: Array<{ url: string; body: unknown }> = [];
  server.use(
    http.post(path, async ({ request }) => {
      seen.push({ url: request.url, body: await request.json() });
      return HttpResponse.json({ Message: message }, { status });
    }),
  );
  return seen;
}

describe('NewsletterConfirmPage', () => {
  it('confirms the subscription once as it opens', async () => {
    const seen = recordPosts(apiPaths.confirmNewsletter, newsletterTexts.confirmed);
    renderApp({ route: uiPaths.newsletterConfirm(linkToken) });
    expect(await screen.findByText(newsletterTexts.confirming)).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: newsletterTexts.confirmedTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(newsletterTexts.confirmed)).toBeInTheDocument();
    expect(seen.map((request) => request.body)).toEqual([{ token: linkToken }]);
  });

  it("shows the server's message for a used or expired link", async () => {
    recordPosts(apiPaths.confirmNewsletter, newsletterTexts.linkInvalid, 400);
    renderApp({ route: uiPaths.newsletterConfirm(linkToken) });
    expect(
      await screen.findByRole('heading', { level: 1, name: newsletterTexts.confirmFailedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(newsletterTexts.linkInvalid)).toBeInTheDocument();
  });

  it('never sends a malformed token', async () => {
    const seen = recordPosts(apiPaths.confirmNewsletter, newsletterTexts.confirmed);
    renderApp({ route: uiPaths.newsletterConfirm('not-a-token') });
    expect(await screen.findByText(newsletterTexts.linkInvalid)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

describe('NewsletterUnsubscribePage', () => {
  it('asks first, then unsubscribes with the token in the query', async () => {
    const seen = recordPosts(apiPaths.unsubscribeNewsletter, newsletterTexts.unsubscribed);
    renderApp({ route: uiPaths.newsletterUnsubscribe(linkToken) });
    const button = await screen.findByRole('button', { name: newsletterTexts.unsubscribeTitle });
    expect(seen).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: newsletterTexts.unsubscribedTitle })).toHaveFocus();
    expect(screen.getByText(newsletterTexts.unsubscribed)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).searchParams.get('token')).toBe(linkToken);
  });

  it('offers to try again when the server fails', async () => {
    recordPosts(apiPaths.unsubscribeNewsletter, 'boom', 500);
    renderApp({ route: uiPaths.newsletterUnsubscribe(linkToken) });
    await userEvent.click(await screen.findByRole('button', { name: newsletterTexts.unsubscribeTitle }));
    expect(await screen.findByRole('button', { name: newsletterTexts.tryAgain })).toBeInTheDocument();
  });
});
