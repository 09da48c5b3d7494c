import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { AuthorApplicationItem } from '../../../../shared/contract/admin.contract';
import { messages } from '../../../../shared/messages';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { adminState, applications } from '../admin.handlers';
import { AuthorApplicationsPage } from './AuthorApplicationsPage';
import { apiMessages } from '../../../../shared/api-messages';

/** A server holding `list`; approve and reject change it, as the real one does. */
function serveApplications(initial: AuthorApplicationItem[]) {
  let list = initial.map((application) => ({ ...application }));
  const requests: Array<{ path: string; body: unknown; query?: string }> = [];
  const decide = (path: string, status: AuthorApplicationItem['Status'], message: string) =>
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as { Id: string };
      requests.push({ path, body });
      list = list.map((application) => (application.Id === body.Id ? { ...application, Status: status } : application));
      return HttpResponse.json({ Message: message, Id: 'author-9' }, { status: SUCCESS_STATUS });
    });
  server.use(
    http.get(apiPaths.getAuthorApplications, ({ request }) => {
      const url = new URL(request.url);
      requests.push({ path: apiPaths.getAuthorApplications, body: undefined, query: url.search });
      const status = url.searchParams.get('Status');
      const shown = status ? list.filter((application) => application.Status === status) : list;
      return HttpResponse.json(
        { AuthorApplicationsList: shown, Total: shown.length, Page: 1, PageSize: 25 },
        { status: SUCCESS_STATUS },
      );
    }),
    decide(apiPaths.approveAuthorApplication, 'approved', apiMessages.authorApplicationApproved),
    decide(apiPaths.rejectAuthorApplication, 'rejected', apiMessages.authorApplicationRejected),
  );
  return requests;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('AuthorApplicationsPage', () => {
  it('is for admins only', () => {
    renderWithProviders(<AuthorApplicationsPage />, { preloadedState: loggedInState() });
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
  });

  it('lists the applications; approving a pending one toasts the server message and refreshes the list', async () => {
    const requests = serveApplications(applications);
    const { user } = renderWithProviders(<AuthorApplicationsPage />, { preloadedState: adminState() });
    await screen.findByRole('cell', { name: 'Meera Iyer' });
    const meera = rowOf('Meera Iyer');
    expect(within(meera).getByText('meera@example.com')).toBeInTheDocument();
    expect(within(meera).getByText('+91 9876543210')).toBeInTheDocument();
    expect(within(meera).getByText(/India/)).toBeInTheDocument();
    expect(within(meera).getByText('A novel about the monsoon.')).toBeInTheDocument();
    expect(within(meera).getByText('Pending')).toBeInTheDocument();
    // Decided applications have no buttons.
    expect(within(rowOf('Tom Hardy')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(meera).getByRole('button', { name: 'Approve Meera Iyer' }));
    expect(await screen.findByText(apiMessages.authorApplicationApproved)).toBeInTheDocument();
    expect(requests).toContainEqual({ path: apiPaths.approveAuthorApplication, body: { Id: 'app1' } });
    await waitFor(() => expect(within(rowOf('Meera Iyer')).getByText('Approved')).toBeInTheDocument());
    expect(within(rowOf('Meera Iyer')).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('rejects, filters by status and shows an empty state', async () => {
    const requests = serveApplications(applications);
    const { user } = renderWithProviders(<AuthorApplicationsPage />, { preloadedState: adminState() });
    await user.click(await screen.findByRole('button', { name: 'Reject Meera Iyer' }));
    expect(await screen.findByText(apiMessages.authorApplicationRejected)).toBeInTheDocument();
    expect(requests).toContainEqual({ path: apiPaths.rejectAuthorApplication, body: { Id: 'app1' } });

    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(await screen.findByText('No pending applications.')).toBeInTheDocument();
    expect(requests.at(-1)?.query).toContain('Status=pending');
  });

  it("shows the server's message when another admin decided first (409)", async () => {
    serveApplications(applications);
    server.use(
      http.post(apiPaths.approveAuthorApplication, () =>
        HttpResponse.json({ Message: apiMessages.authorApplicationDecided }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<AuthorApplicationsPage />, { preloadedState: adminState() });
    await user.click(await screen.findByRole('button', { name: 'Approve Meera Iyer' }));
    expect(await screen.findByText(apiMessages.authorApplicationDecided)).toBeInTheDocument();
  });
});
