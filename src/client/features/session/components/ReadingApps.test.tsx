import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { AppPassword } from '../../../../shared/contract/reading-apps.contract';
import { readingAppsTexts as texts } from '../../../../shared/reading-apps-texts';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { ReadingApps } from './ReadingApps';

/** A server that keeps app passwords like the store: made, listed, revoked. */
function serveAppPasswords(): AppPassword[] {
  const kept: AppPassword[] = [];
  server.use(
    http.get(apiPaths.getAppPasswords, () =>
      HttpResponse.json({ AppPasswords: [...kept] }, { status: SUCCESS_STATUS }),
    ),
    http.post(apiPaths.createAppPassword, async ({ request }) => {
      const { Name } = (await request.json()) as { Name: string };
      const Id = String(kept.length + 1);
      kept.unshift({ Id, Name, CreatedAt: '2026-05-01T10:00:00.000Z', LastUsedAt: null });
      return HttpResponse.json({ Id, Name, Password: 'abcdefghijkmnpqrstuvwxyz' }, { status: SUCCESS_STATUS });
    }),
    http.post(apiPaths.revokeAppPassword, async ({ request }) => {
      const { Id } = (await request.json()) as { Id: string };
      kept.splice(
        kept.findIndex((item) => item.Id === Id),
        1,
      );
      return HttpResponse.json({ Message: texts.revoked }, { status: SUCCESS_STATUS });
    }),
  );
  return kept;
}

describe('ReadingApps', () => {
  it('shows the catalog and sync addresses, makes a password shown once, lists it and revokes it', async () => {
    const user = userEvent.setup();
    const kept = serveAppPasswords();
    renderWithProviders(<ReadingApps />, { route: '/profile', preloadedState: loggedInState({}) });
    const section = screen.getByRole('region', { name: texts.title });
    expect(within(section).getByText(`${window.location.origin}/opds`)).toBeInTheDocument();
    expect(within(section).getByText(`${window.location.origin}/kosync`)).toBeInTheDocument();
    expect(await within(section).findByText(texts.none)).toBeInTheDocument();

    await user.type(within(section).getByLabelText(texts.newPasswordName), 'KOReader on my Kindle');
    await user.click(within(section).getByRole('button', { name: texts.createPassword }));
    const dialog = await screen.findByRole('dialog', { name: texts.createdTitle('KOReader on my Kindle') });
    expect(within(dialog).getByText('abcdefghijkmnpqrstuvwxyz')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Shown once: the list has its name, never the password.
    const list = await within(section).findByRole('list', { name: texts.listLabel });
    expect(within(list).getByText('KOReader on my Kindle')).toBeInTheDocument();
    expect(within(list).getByText(new RegExp(texts.neverUsed))).toBeInTheDocument();
    expect(screen.queryByText('abcdefghijkmnpqrstuvwxyz')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: texts.revoke }));
    const confirm = await screen.findByRole('dialog', { name: texts.revokeTitle('KOReader on my Kindle') });
    await user.click(within(confirm).getByRole('button', { name: texts.revoke }));
    expect(await within(section).findByText(texts.none)).toBeInTheDocument();
    expect(kept).toEqual([]);
  });

  it("says an empty name is not a name, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    serveAppPasswords();
    server.use(
      http.post(apiPaths.createAppPassword, () => HttpResponse.json({ Message: texts.tooMany(20) }, { status: 409 })),
    );
    renderWithProviders(<ReadingApps />, { route: '/profile', preloadedState: loggedInState({}) });
    const section = screen.getByRole('region', { name: texts.title });
    await user.click(within(section).getByRole('button', { name: texts.createPassword }));
    expect(await within(section).findByText('Name the app this password is for.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText(texts.newPasswordName), 'Thorium');
    await user.click(within(section).getByRole('button', { name: texts.createPassword }));
    expect(await within(section).findByText(texts.tooMany(20))).toBeInTheDocument();
  });
});
