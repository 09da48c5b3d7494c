import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  accountLinkMessages,
  accountTexts,
  phoneNumberMessages,
  profileMessages,
} from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { readingAppsTexts } from '../../../../shared/reading-apps-texts';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { accountPageTitles, messages } from '../../../../shared/messages';
import { postFailing } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { ProfilePage } from './ProfilePage';
import { apiMessages } from '../../../../shared/api-messages';

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
    // Item 7: logging in comes back here.
    expect(screen.getByRole('link', { name: accountTexts.login })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fprofile',
    );
    expect(screen.queryByText(sessionUser.email)).not.toBeInTheDocument();
  });

  it("shows the user's name, e-mail, phone and the ways to the account's pages", () => {
    renderProfile({});
    expect(document.title).toContain(accountTexts.profileTitle);
    expect(detail(accountTexts.name)).toHaveTextContent('Asha Verma');
    expect(detail(accountTexts.email)).toHaveTextContent(sessionUser.email);
    expect(detail(accountTexts.phone)).toHaveTextContent('+91 98765 43210');
    expect(detail(accountTexts.emailStatus)).toHaveTextContent(accountTexts.emailNotConfirmed);
    const links = within(screen.getByRole('region', { name: accountTexts.yourAccount }));
    expect(links.getByRole('link', { name: accountPageTitles.myLibrary })).toHaveAttribute('href', '/library');
    expect(links.getByRole('link', { name: accountPageTitles.myOrders })).toHaveAttribute('href', '/orders');
    // Changing the password is a form now; a forgotten one still has its way.
    expect(links.queryByRole('link', { name: accountTexts.changePassword })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.forgotYourPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(links.getByRole('link', { name: accountPageTitles.deleteAccount })).toHaveAttribute(
      'href',
      '/deleteAccount',
    );
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
    server.use(
      http.post(apiPaths.resendVerification, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ Message: accountLinkMessages.verificationSent }, { status: SUCCESS_STATUS });
      }),
    );
    const { user } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.resendConfirmation }));
    expect(await screen.findByText(accountLinkMessages.verificationSent)).toBeInTheDocument();
    expect(seen).toEqual([`Bearer ${sessionUser.token}`]);
  });

  it('on 409 (already confirmed) toasts the message and shows the address as confirmed', async () => {
    server.use(postFailing(apiPaths.resendVerification, 409, accountLinkMessages.emailAlreadyVerified));
    const { user, store } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.resendConfirmation }));
    expect(await screen.findByText(accountLinkMessages.emailAlreadyVerified)).toBeInTheDocument();
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

/** Records the JSON bodies POSTed to `path`, answering as the default handler would (or `answer`). */
function recordPosts(path: string, answer?: () => Response) {
  const bodies: unknown[] = [];
  const headers: Array<string | null> = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.clone().json());
      headers.push(request.headers.get('Authorization'));
      return answer ? answer() : undefined;
    }),
  );
  return { bodies, headers };
}

/** A field's label as it starts (MUI adds ' *' to a required one). */
const startsWith = (label: string) => new RegExp(`^${label}`);
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('ProfilePage: the page', () => {
  it('has one h1 and a level-2 heading per section, in order', () => {
    renderProfile({});
    const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
    expect(headings).toEqual([
      ['H1', accountTexts.profileTitle],
      ['H2', accountTexts.yourDetails],
      ['H2', accountTexts.changePassword],
      ['H2', accountTexts.changeEmail],
      ['H2', readingAppsTexts.title],
      ['H2', accountTexts.yourAccount],
      ['H2', accountTexts.logoutEverywhere],
    ]);
  });
});

describe('ProfilePage: edit details', () => {
  it('edits the name and phone in place; the session takes the saved fields and keeps its token', async () => {
    const sent = recordPosts(apiPaths.updateProfile);
    const { user, store } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.editDetails }));
    const form = within(screen.getByRole('form', { name: accountTexts.editDetails }));
    const firstName = form.getByRole('textbox', { name: accountTexts.firstName });
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveValue('Asha');
    expect(form.getByRole('textbox', { name: accountTexts.phoneNumber })).toHaveValue('9876543210');

    await user.clear(firstName);
    await user.type(firstName, 'Meera');
    const lastName = form.getByRole('textbox', { name: accountTexts.lastName });
    await user.clear(lastName);
    await user.type(lastName, 'Krishnan');
    await user.click(form.getByRole('button', { name: accountTexts.saveDetails }));

    expect(await screen.findByText(accountTexts.detailsSaved)).toBeInTheDocument();
    expect(sent.bodies).toEqual([
      { firstName: 'Meera', lastName: 'Krishnan', countryCode: '+91', phoneNumber: '9876543210' },
    ]);
    expect(sent.headers).toEqual([`Bearer ${sessionUser.token}`]);
    expect(store.getState().session).toMatchObject({
      ...sessionUser,
      firstName: 'Meera',
      lastName: 'Krishnan',
      isLoggedIn: true,
    });
    expect(detail(accountTexts.name)).toHaveTextContent('Meera Krishnan');
    expect(screen.queryByRole('form', { name: accountTexts.editDetails })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: accountTexts.editDetails })).toHaveFocus();
  });

  it("shows the schema's message under a blank field and sends nothing; Cancel leaves the details as they were", async () => {
    const sent = recordPosts(apiPaths.updateProfile);
    const { user } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.editDetails }));
    const form = within(screen.getByRole('form', { name: accountTexts.editDetails }));
    const lastName = form.getByRole('textbox', { name: accountTexts.lastName });
    await user.clear(lastName);
    await user.click(form.getByRole('button', { name: accountTexts.saveDetails }));
    expect(await form.findByText(messages.fieldRequired)).toBeInTheDocument();
    expect(lastName).toHaveAccessibleDescription(messages.fieldRequired);
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(sent.bodies).toEqual([]);

    await user.click(form.getByRole('button', { name: accountTexts.cancel }));
    expect(detail(accountTexts.name)).toHaveTextContent('Asha Verma');
    expect(screen.getByRole('button', { name: accountTexts.editDetails })).toHaveFocus();
  });

  it('says so when the server cannot save, and keeps the form', async () => {
    server.use(postFailing(apiPaths.updateProfile, 500, 'Internal details'));
    const { user, store } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.editDetails }));
    const form = within(screen.getByRole('form', { name: accountTexts.editDetails }));
    await user.click(form.getByRole('button', { name: accountTexts.saveDetails }));
    expect(await form.findByText(messages.genericError)).toBeInTheDocument();
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
    expect(store.getState().session).toMatchObject(sessionUser);
  });
});

describe('ProfilePage: the phone number (item 6)', () => {
  it('is checked for its country before saving: "12" and twenty digits are no number in India', async () => {
    const sent = recordPosts(apiPaths.updateProfile);
    const { user } = renderProfile({});
    await user.click(screen.getByRole('button', { name: accountTexts.editDetails }));
    const form = within(screen.getByRole('form', { name: accountTexts.editDetails }));
    const phone = form.getByRole('textbox', { name: accountTexts.phoneNumber });
    for (const number of ['12', '9'.repeat(20)]) {
      await user.clear(phone);
      await user.type(phone, number);
      await user.click(form.getByRole('button', { name: accountTexts.saveDetails }));
      expect(await form.findByText(phoneNumberMessages.notValidFor('+91'))).toBeInTheDocument();
    }
    expect(sent.bodies).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '098450 12345');
    await user.click(form.getByRole('button', { name: accountTexts.saveDetails }));
    expect(await screen.findByText(accountTexts.detailsSaved)).toBeInTheDocument();
    expect(sent.bodies).toEqual([
      { firstName: 'Asha', lastName: 'Verma', countryCode: '+91', phoneNumber: '098450 12345' },
    ]);
  });
});

describe('ProfilePage: change password', () => {
  async function fill(user: ReturnType<typeof renderProfile>['user'], current: string, next: string, confirm: string) {
    const form = region(accountTexts.changePassword);
    await user.type(form.getByLabelText(startsWith(accountTexts.currentPassword)), current);
    await user.type(form.getByLabelText(startsWith(accountTexts.newPassword)), next);
    await user.type(form.getByLabelText(startsWith(accountTexts.confirmPassword)), confirm);
    await user.click(form.getByRole('button', { name: accountTexts.changePassword }));
    return form;
  }

  it('refuses two different new passwords before asking the server', async () => {
    const sent = recordPosts(apiPaths.changePassword);
    const { user } = renderProfile({});
    const form = await fill(user, 'old password 1', 'new password 1', 'new password 2');
    expect(await form.findByText(accountLinkMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(form.getByLabelText(startsWith(accountTexts.confirmPassword))).toHaveAccessibleDescription(
      accountLinkMessages.passwordsDoNotMatch,
    );
    expect(sent.bodies).toEqual([]);
  });

  it("sends the current and new password, toasts the server's message and empties the form", async () => {
    const sent = recordPosts(apiPaths.changePassword);
    const { user, store } = renderProfile({});
    const form = await fill(user, 'old password 1', 'new password 1', 'new password 1');
    expect(await screen.findByText(profileMessages.passwordChanged)).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ currentPassword: 'old password 1', newPassword: 'new password 1' }]);
    expect(form.getByLabelText(startsWith(accountTexts.currentPassword))).toHaveValue('');
    // This device stays logged in.
    expect(store.getState().session.isLoggedIn).toBe(true);
  });

  it('shows a wrong current password under its field and focuses it', async () => {
    server.use(postFailing(apiPaths.changePassword, 400, profileMessages.currentPasswordWrong));
    const { user } = renderProfile({});
    const form = await fill(user, 'not my password', 'new password 1', 'new password 1');
    const current = form.getByLabelText(startsWith(accountTexts.currentPassword));
    await waitFor(() => expect(current).toHaveAccessibleDescription(profileMessages.currentPasswordWrong));
    expect(current).toHaveFocus();
  });

  it("shows the server's text when there were too many attempts", async () => {
    server.use(postFailing(apiPaths.changePassword, 429, apiMessages.tooManyRequests));
    const { user } = renderProfile({});
    const form = await fill(user, 'old password 1', 'new password 1', 'new password 1');
    expect(await form.findByText(apiMessages.tooManyRequests)).toBeInTheDocument();
  });
});

describe('ProfilePage: change e-mail', () => {
  async function submit(user: ReturnType<typeof renderProfile>['user'], email: string, password: string) {
    const form = region(accountTexts.changeEmail);
    await user.type(form.getByRole('textbox', { name: accountTexts.newEmail }), email);
    await user.type(form.getByLabelText(startsWith(accountTexts.yourPassword)), password);
    await user.click(form.getByRole('button', { name: accountTexts.sendConfirmationLink }));
    return form;
  }

  it('shows where the link went, on the page and focused; the address shown does not change yet', async () => {
    const sent = recordPosts(apiPaths.changeEmail);
    const { user, store } = renderProfile({});
    const form = await submit(user, 'asha.new@example.org', 'my password');
    const notice = await form.findByText(profileMessages.emailChangeSent('asha.new@example.org'));
    expect(notice.closest('[role="alert"]')).toHaveFocus();
    expect(sent.bodies).toEqual([{ email: 'asha.new@example.org', password: 'my password' }]);
    expect(detail(accountTexts.email)).toHaveTextContent(sessionUser.email);
    expect(store.getState().session.email).toBe(sessionUser.email);
    expect(form.getByRole('textbox', { name: accountTexts.newEmail })).toHaveValue('');
  });

  it('refuses a malformed address before asking the server', async () => {
    const sent = recordPosts(apiPaths.changeEmail);
    const { user } = renderProfile({});
    const form = await submit(user, 'not an address', 'my password');
    expect(await form.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('shows a taken address under the e-mail field, and a wrong password under the password', async () => {
    server.use(postFailing(apiPaths.changeEmail, 409, profileMessages.emailTakenByAnother));
    const { user } = renderProfile({});
    const form = await submit(user, 'taken@example.org', 'my password');
    const email = form.getByRole('textbox', { name: accountTexts.newEmail });
    await waitFor(() => expect(email).toHaveAccessibleDescription(profileMessages.emailTakenByAnother));
    expect(email).toHaveFocus();

    server.use(postFailing(apiPaths.changeEmail, 400, profileMessages.currentPasswordWrong));
    const password = form.getByLabelText(startsWith(accountTexts.yourPassword));
    await user.click(form.getByRole('button', { name: accountTexts.sendConfirmationLink }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(profileMessages.currentPasswordWrong));
    expect(password).toHaveFocus();
  });
});

describe('ProfilePage: log out of all devices', () => {
  it('asks first; Cancel sends nothing', async () => {
    const sent = recordPosts(apiPaths.logoutEverywhere);
    const { user, store } = renderProfile({});
    await user.click(
      region(accountTexts.logoutEverywhere).getByRole('button', { name: accountTexts.logoutEverywhere }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: accountTexts.logoutEverywhereConfirmTitle }));
    expect(dialog.getByText(accountTexts.logoutEverywhereConfirm)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: accountTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.bodies).toEqual([]);
    expect(store.getState().session.isLoggedIn).toBe(true);
  });

  it("on confirmation ends every session and this one as logging out does, with the server's message", async () => {
    const sent = recordPosts(apiPaths.logoutEverywhere);
    const { user, store } = renderProfile({});
    await user.click(
      region(accountTexts.logoutEverywhere).getByRole('button', { name: accountTexts.logoutEverywhere }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: accountTexts.logoutEverywhereConfirmTitle }));
    await user.click(dialog.getByRole('button', { name: accountTexts.logoutEverywhere }));
    expect(await screen.findByText(profileMessages.loggedOutEverywhere)).toBeInTheDocument();
    expect(sent.headers).toEqual([`Bearer ${sessionUser.token}`]);
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, token: '', email: '' });
    expect(screen.getByText(messages.unauthorizedUser)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: accountTexts.profileTitle })).toHaveFocus(),
    );
  });

  it('keeps the session and says so when the server fails', async () => {
    server.use(postFailing(apiPaths.logoutEverywhere, 500));
    const { user, store } = renderProfile({});
    await user.click(
      region(accountTexts.logoutEverywhere).getByRole('button', { name: accountTexts.logoutEverywhere }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: accountTexts.logoutEverywhereConfirmTitle }));
    await user.click(dialog.getByRole('button', { name: accountTexts.logoutEverywhere }));
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    expect(store.getState().session.isLoggedIn).toBe(true);
  });
});
