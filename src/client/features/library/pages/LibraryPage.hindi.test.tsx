import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { inHindi } from '../../../i18n/test-locale';
import { libraryBook, shopBooks } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { LibraryPage } from './LibraryPage';

const [river, malabar, laughing] = shopBooks as [(typeof shopBooks)[0], (typeof shopBooks)[0], (typeof shopBooks)[0]];

describe('LibraryPage in Hindi', () => {
  inHindi();

  it('says everything in Hindi, and the books by their own titles', async () => {
    server.use(
      http.get(apiPaths.getLibrary, () =>
        HttpResponse.json(
          {
            LibraryList: [
              libraryBook(river, { Format: 'EPUB', PageCount: null, Progression: 0.424 }),
              libraryBook(malabar, { LastPage: 3, PageCount: 12 }),
              libraryBook(laughing),
            ],
          },
          { status: SUCCESS_STATUS },
        ),
      ),
    );
    renderWithProviders(<LibraryPage />, { route: '/library', preloadedState: loggedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी लाइब्रेरी' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'आपकी लाइब्रेरी लोड हो रही है' })).toBeInTheDocument();
    const started = within(await screen.findByRole('region', { name: 'पढ़ना जारी रखें' })).getAllByRole('listitem');
    expect(started[0]).toHaveTextContent('42% पढ़ ली');
    expect(started[1]).toHaveTextContent('पेज 3 / 12');
    expect(
      within(started[1]!).getByRole('progressbar', { name: 'Midnight in Malabar: 25% पढ़ ली' }),
    ).toBeInTheDocument();
    expect(within(started[1]!).getByRole('link', { name: 'जारी रखें' })).toHaveAttribute('href', `/read/${malabar.Id}`);
    const all = within(screen.getByRole('region', { name: 'सभी किताबें' })).getAllByRole('listitem');
    expect(all).toHaveLength(3);
    expect(within(all[2]!).getByRole('heading', { name: 'Laughing Gas' })).toBeInTheDocument();
    expect(within(all[2]!).getByRole('link', { name: 'पढ़ें' })).toHaveAttribute('href', `/read/${laughing.Id}`);
    expect(within(all[2]!).getByRole('button', { name: 'Laughing Gas डाउनलोड करें' })).toHaveTextContent('डाउनलोड करें');
    expect(document.title).toContain('मेरी लाइब्रेरी');
  });
});
