import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountTexts } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { accountPageTitles, messages } from '../../../../shared/messages';
import { postFailing } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { ProfilePage } from './ProfilePage';

const renderProfile = (user?: Parameters<typeof loggedInState>[0]) =>
  renderWithProviders(<ProfilePage />, { route: '/profile', preloadedState: user ? loggedInState(user) : undefined });

/** The value shown for a detail of the profile (a <dt> and its <dd>). */
function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('ProfilePage', () => {
  it('asks a visitor to log in', () => {
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: accountTexts.profileTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.unauthorizedUser)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.login })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(sessionUser.email)).not.toBeInTheDocument();
  });

  it("shows the user's name, e-mail, phone and the ways to the account's pages", () => {
    renderProfile({});
    expect(document.title).toContain(accountTexts.profileTitle);
    expect(detail(accountTexts.name)).toHaveTextContent('Asha Verma');
    expect(detail(accountTexts.email)).toHaveTextContent(sessionUser.email);
    expect(detail(accountTexts.phone)).toHaveTextContent('+91 9876543210');
    expect(detail(accountTexts.emailStatus)).toHaveTextContent(accountTexts.emailNotConfirmed);
    const links = within(screen.getByRole('region', { name: accountTexts.yourAccount }));
    expect(links.getByRole('link', { name: accountPageTitles.myLibrary })).toHaveAttribute('href', '/library');
    expect(links.getByRole('link', { name: accountPageTitles.myOrders })).toHaveAttribute('href', '/orders');
    expect(links.getByRole('link', { name: accountTexts.changePassword })).toHaveAttribute('href', '/forgot-password');
    expect(links.getByText(accountTexts.changePasswordHint)).toBeInTheDocument();
    expect(links.getByRole('link', { name: accountPageTitles.deleteAccount })).toHaveAttribute('href', '/deleteAccount');
    // Not an author.
    expect(links.queryByRole('link', { name: accountPageTitles.myBooks })).not.toBeInTheDocument();
  });

  it('links an author to My Books', () => {
    renderProfile({ userType: 'Author' });
    expect(screen.getByRole('link', { name: accountPageTitles.myBooks })).toHaveAttribute('href', '/author');
  });

  it('says a confirmed address is confirmed, with nothing to resend', () => {
    renderProfile({ emailConfirmed: true });
    expect(detail(accountTexts.emailStatus)).toHaveTextContent(accountTexts.emailConfirmed);
    expect(screen.queryByRole('button', { name: accountTexts.resendConfirmation })).not.toBeInTheDocument();
  });

  it('resends the confirmation link and toasts the server message', async () => {
    const seen: Array<string | null> = [];
    server.use(http.post(apiPaths.resendVerification, ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ Message: messages.verificationSent }, { status: SUCCESS_STATUS });
    }));
    const { user } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.resendConfirmation }));
    expect(await screen.findByText(messages.verificationSent)).toBeInTheDocument();
    expect(seen).toEqual([`Bearer ${sessionUser.token}`]);
  });

  it('on 409 (already confirmed) toasts the message and shows the address as confirmed', async () => {
    server.use(postFailing(apiPaths.resendVerification, 409, messages.emailAlreadyVerified));
    const { user, store } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.resendConfirmation }));
    expect(await screen.findByText(messages.emailAlreadyVerified)).toBeInTheDocument();
    expect(detail(accountTexts.emailStatus)).toHaveTextContent(accountTexts.emailConfirmed);
    expect(store.getState().session).toMatchObject({ ...sessionUser, emailConfirmed: true });
  });

  it('toasts the generic error when the link cannot be sent', async () => {
    server.use(postFailing(apiPaths.resendVerification, 500, 'Internal details'));
    const { user } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.resendConfirmation }));
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
  });
});
