import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { inHindi } from '../../../i18n/test-locale';
import { authorBooks } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { MyBooksPage } from './MyBooksPage';

describe('MyBooksPage in Hindi', () => {
  inHindi();

  it("lists the author's books with status, genre and copies sold in Hindi", async () => {
    server.use(
      http.get(apiPaths.getAuthorBooks, () =>
        HttpResponse.json({ AuthorBooksList: authorBooks }, { status: SUCCESS_STATUS }),
      ),
    );
    renderWithProviders(<MyBooksPage />, { route: '/author', preloadedState: loggedInState({ userType: 'Author' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी किताबें' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'मेरी किताबें' })).getAllByRole('listitem');
    const [awaiting, hidden, live] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(awaiting).toHaveTextContent('मंज़ूरी बाकी');
    // Hindi counts 0 with 'one', as it does 1.
    expect(awaiting).toHaveTextContent('0 कॉपी बिकी');
    expect(hidden).toHaveTextContent('छिपी हुई');
    expect(hidden).toHaveTextContent('1 कॉपी बिकी');
    expect(live).toHaveTextContent('लाइव');
    expect(live).toHaveTextContent('शैली: Drama');
    expect(live).toHaveTextContent('1,234 कॉपियाँ बिकीं');
    expect(within(live).getByRole('heading', { level: 2, name: 'Letters from Kochi' })).toBeInTheDocument();
  });
});
