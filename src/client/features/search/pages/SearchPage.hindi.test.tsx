import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { inHindi } from '../../../i18n/test-locale';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { SearchPage } from './SearchPage';

describe('SearchPage in Hindi', () => {
  inHindi();

  it('says there is no match in Hindi, with a link to the shop', async () => {
    server.use(
      http.get(apiPaths.searchBooks, () => HttpResponse.json({ SearchList: [], Total: 0 }, { status: SUCCESS_STATUS })),
    );
    renderWithProviders(<SearchPage />, { route: '/search?q=zzz' });
    expect(screen.getByRole('heading', { level: 1, name: '"zzz" के नतीजे' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '"zzz" से मेल खाती कोई किताब नहीं' })).toBeInTheDocument();
    expect(screen.getByText('वर्तनी जाँचें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शॉप देखें' })).toHaveAttribute('href', '/shop');
  });
});
