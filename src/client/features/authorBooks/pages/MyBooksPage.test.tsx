import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountTexts } from '../../../../shared/account-texts';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { AuthorBook } from '../../../../shared/contract/authors.contract';
import { accountPageTitles, messages } from '../../../../shared/messages';
import { discountedPaiseOf, formatRupees, rupeesToPaise } from '../../../../shared/money';
import { authorBooks } from '../../../testing/fixtures';
import { failing } from '../../../testing/handlers';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { MyBooksPage } from './MyBooksPage';

function authorBooksAnswers(books: AuthorBook[]) {
  const seen: Array<string | null> = [];
  server.use(
    http.get(apiPaths.getAuthorBooks, ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ AuthorBooksList: books }, { status: SUCCESS_STATUS });
    }),
  );
  return seen;
}

const author = () => loggedInState({ userType: 'Author' });
const renderMyBooks = (preloadedState = author()) =>
  renderWithProviders(<MyBooksPage />, { route: '/author', preloadedState });

describe('MyBooksPage', () => {
  it("lists the author's books with cover, title, genre, status, price and copies sold", async () => {
    const seen = authorBooksAnswers(authorBooks);
    renderMyBooks();
    expect(screen.getByRole('heading', { level: 1, name: accountPageTitles.myBooks })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: accountTexts.loadingBooks })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: accountPageTitles.myBooks });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Tea Gardens at Dawn',
      'The Quiet Monsoon',
      'Letters from Kochi',
    ]);
    const [awaiting, hidden, live] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(awaiting).toHaveTextContent('Awaiting approval');
    expect(awaiting).toHaveTextContent(accountTexts.copiesSold(0));
    expect(hidden).toHaveTextContent('Hidden');
    expect(hidden).toHaveTextContent('1 copy sold');
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent(`${accountTexts.genre}: Drama`);
    expect(live).toHaveTextContent('1,234 copies sold');
    // 20% off ₹499: the price paid now, and the original struck through.
    expect(live).toHaveTextContent(formatRupees(discountedPaiseOf({ Price: 499, Discount: 0.2 })));
    expect(live.querySelector('del')).toHaveTextContent(formatRupees(rupeesToPaise(499)));
    expect(live.querySelector('img')).toHaveAttribute('src', '/media/covers/19.svg');
    expect(seen).toEqual([`Bearer ${sessionUser.token}`]);
  });

  it('says when the author has no books yet', async () => {
    authorBooksAnswers([]);
    renderMyBooks();
    expect(await screen.findByText(messages.authorBooksEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: accountPageTitles.myBooks })).not.toBeInTheDocument();
  });

  it('shows the generic error when the books cannot be loaded, and retries', async () => {
    server.use(failing(apiPaths.getAuthorBooks));
    const { user } = renderMyBooks();
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    const seen = authorBooksAnswers(authorBooks);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Letters from Kochi' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('refuses a logged-in reader who is not an author, without calling the server', () => {
    const seen = authorBooksAnswers(authorBooks);
    renderMyBooks(loggedInState());
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('asks a visitor to log in, without calling the server', () => {
    const seen = authorBooksAnswers(authorBooks);
    renderWithProviders(<MyBooksPage />, { route: '/author' });
    expect(screen.getByText(messages.unauthorizedUser)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountTexts.login })).toHaveAttribute('href', '/login?returnTo=%2Fauthor');
    expect(seen).toEqual([]);
  });

  it("is in an author's section menu, at /author", async () => {
    authorBooksAnswers(authorBooks);
    const { user } = renderApp({ route: '/', preloadedState: author() });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button'));
    await user.click(await screen.findByRole('menuitem', { name: accountPageTitles.myBooks }));
    expect(await screen.findByRole('heading', { level: 1, name: accountPageTitles.myBooks })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Letters from Kochi' })).toBeInTheDocument();
    expect(document.title).toContain(accountPageTitles.myBooks);
  });

  it("is not in a reader's section menu", async () => {
    const { user } = renderApp({ route: '/', preloadedState: loggedInState() });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button'));
    expect(await screen.findByRole('menuitem', { name: accountPageTitles.myLibrary })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: accountPageTitles.myBooks })).not.toBeInTheDocument();
  });
});
