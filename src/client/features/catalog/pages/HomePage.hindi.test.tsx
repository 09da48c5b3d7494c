import { screen } from '@testing-library/react';
import * as fixtures from '../../../testing/fixtures';
import { inHindi } from '../../../i18n/test-locale';
import { renderWithProviders } from '../../../testing/render';
import { HomePage } from './HomePage';

describe('HomePage in Hindi', () => {
  inHindi();

  it('shows the banner, the rows and the stats in Hindi (book titles as they are)', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: fixtures.banners[0]!.Heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डील पाएँ' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'दूसरे ऑफ़र देखें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ऑफ़र' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'बेस्टसेलर' })).toBeInTheDocument();
    expect(await screen.findByText(fixtures.bestSellers[0]!.Title)).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'दाएँ स्क्रॉल करें' })).length).toBeGreaterThan(0);
    expect(await screen.findByText('खुश ग्राहक')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'हमारे न्यूज़लेटर की सदस्यता लें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सदस्यता लें' })).toBeInTheDocument();
  });
});
