import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { LibraryBook } from '../../../../shared/contract/library.contract';
import { messages } from '../../../../shared/messages';
import { libraryBook, shopBooks } from '../../../testing/fixtures';
import { failing } from '../../../testing/handlers';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { LibraryPage } from './LibraryPage';

const [river, malabar, laughing] = shopBooks as [(typeof shopBooks)[0], (typeof shopBooks)[0], (typeof shopBooks)[0]];

function libraryAnswers(books: LibraryBook[]) {
  let calls = 0;
  server.use(
    http.get(apiPaths.getLibrary, () => {
      calls += 1;
      return HttpResponse.json({ LibraryList: books }, { status: SUCCESS_STATUS });
    }),
  );
  return { calls: () => calls };
}

const renderLibrary = () =>
  renderWithProviders(<LibraryPage />, { route: '/library', preloadedState: loggedInState() });

describe('LibraryPage', () => {
  it('lists every book with cover, title, author and a Read link', async () => {
    libraryAnswers([libraryBook(river), libraryBook(malabar), libraryBook(laughing)]);
    renderLibrary();
    expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your library' })).toBeInTheDocument();
    const all = await screen.findByRole('region', { name: 'All books' });
    const rows = within(all).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'The River Remembers',
      'Midnight in Malabar',
      'Laughing Gas',
    ]);
    const first = rows[0]!;
    expect(first).toHaveTextContent('Anita Rao');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/covers/1.svg');
    expect(within(first).getByRole('link', { name: 'Read' })).toHaveAttribute('href', '/read/1');
    expect(within(rows[1]!).getByRole('link', { name: 'Read' })).toHaveAttribute('href', '/read/2');
    // Nothing started yet: no 'Continue reading' row.
    expect(screen.queryByRole('region', { name: 'Continue reading' })).not.toBeInTheDocument();
  });

  it('puts the started books in a Continue reading row with Page N of M', async () => {
    libraryAnswers([
      libraryBook(river),
      libraryBook(malabar, { LastPage: 3, PageCount: 12 }),
      libraryBook(laughing, { LastPage: 7, PageCount: null }),
    ]);
    renderLibrary();
    const row = await screen.findByRole('region', { name: 'Continue reading' });
    const started = within(row).getAllByRole('listitem');
    expect(started).toHaveLength(2);
    expect(started[0]).toHaveTextContent('Midnight in Malabar');
    expect(started[0]).toHaveTextContent('Page 3 of 12');
    expect(within(started[0]!).getByRole('progressbar', { name: 'Midnight in Malabar: 25% read' })).toBeInTheDocument();
    expect(within(started[0]!).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/read/2');
    // A book of unknown length shows the page alone.
    expect(started[1]).toHaveTextContent('Laughing Gas');
    expect(within(started[1]!).getByText('Page 7')).toBeInTheDocument();
    // Every book is still in the full list.
    expect(within(screen.getByRole('region', { name: 'All books' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows an EPUB started on any device by its percentage', async () => {
    libraryAnswers([libraryBook(river, { Format: 'EPUB', PageCount: null, Progression: 0.424 }), libraryBook(malabar)]);
    renderLibrary();
    const row = await screen.findByRole('region', { name: 'Continue reading' });
    const started = within(row).getAllByRole('listitem');
    expect(started).toHaveLength(1);
    expect(started[0]).toHaveTextContent('The River Remembers');
    expect(started[0]).toHaveTextContent('42% read');
    expect(within(started[0]!).getByRole('progressbar', { name: 'The River Remembers: 42% read' })).toBeInTheDocument();
    expect(within(started[0]!).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/read/1');
  });

  it('downloads a book as a file to keep: with the bearer token, saved under the name the server gives', async () => {
    libraryAnswers([libraryBook(river)]);
    const asked: Array<{ bookId: string | null; authorization: string | null }> = [];
    server.use(
      http.get(apiPaths.downloadBook, ({ request }) => {
        asked.push({
          bookId: new URL(request.url).searchParams.get('BookId'),
          authorization: request.headers.get('authorization'),
        });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: {
            'content-type': 'application/epub+zip',
            'content-disposition': 'attachment; filename="The River Remembers.epub"',
          },
        });
      }),
    );
    const clicked: HTMLAnchorElement[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:book'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: `Download ${river.BookName}` }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(asked).toEqual([{ bookId: String(river.Id), authorization: `Bearer ${sessionUser.token}` }]);
    expect(clicked[0]!.download).toBe('The River Remembers.epub');
    click.mockRestore();
  });

  it("says why a download was refused (the server's Message), and the button works again", async () => {
    libraryAnswers([libraryBook(river)]);
    server.use(
      http.get(apiPaths.downloadBook, () =>
        HttpResponse.json({ Message: 'You have downloaded this book 10 times today.' }, { status: 429 }),
      ),
    );
    const { user } = renderLibrary();
    const button = await screen.findByRole('button', { name: `Download ${river.BookName}` });
    await user.click(button);
    expect(await screen.findByText('You have downloaded this book 10 times today.')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('says the library is empty and links to the shop', async () => {
    libraryAnswers([]);
    renderLibrary();
    expect(await screen.findByText(messages.libraryEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the generic error when the library cannot be loaded, and retries', async () => {
    server.use(failing(apiPaths.getLibrary));
    const { user } = renderLibrary();
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    const answers = libraryAnswers([libraryBook(river)]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Read' })).toHaveAttribute('href', '/read/1');
    expect(answers.calls()).toBe(1);
  });

  it('asks a visitor to log in, without calling the server', async () => {
    const answers = libraryAnswers([]);
    renderWithProviders(<LibraryPage />, { route: '/library' });
    expect(screen.getByText(messages.unauthorizedUser)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnTo=%2Flibrary');
    expect(answers.calls()).toBe(0);
  });

  it('is linked from the header and the section menu when logged in, at /library', async () => {
    libraryAnswers([libraryBook(river)]);
    const { user } = renderApp({ route: '/', preloadedState: loggedInState() });
    const header = screen.getByRole('banner');
    const link = await within(header).findByRole('link', { name: 'My Library' });
    expect(link).toHaveAttribute('href', '/library');
    await user.click(within(header).getByRole('button', { name: 'Home' }));
    expect(await screen.findByRole('menuitem', { name: 'My Library' })).toHaveAttribute('href', '/library');
    await user.keyboard('{Escape}');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Read' })).toHaveAttribute('href', '/read/1');
  });

  it('is not in the header for a visitor', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'My Library' })).not.toBeInTheDocument();
  });
});
