import { screen } from '@testing-library/react';
import { inHindi } from '../../../i18n/test-locale';
import { renderWithProviders } from '../../../testing/render';
import { OrderSuccessDialog } from './OrderSuccessDialog';

describe('OrderSuccessDialog in Hindi', () => {
  inHindi();

  it('says the order succeeded and leads to the library in Hindi, the store names as they are', () => {
    renderWithProviders(<OrderSuccessDialog open onClose={jest.fn()} />, { route: '/cart' });
    expect(screen.getByRole('dialog', { name: 'ऑर्डर सफल रहा' })).toBeInTheDocument();
    expect(screen.getByText('Pustaka से खरीदारी के लिए धन्यवाद! आपकी ई-बुक पढ़ने के लिए तैयार हैं।')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'हमारे ऐप स्टोर' })).toHaveTextContent('App Store');
    expect(screen.getByRole('link', { name: 'मेरी लाइब्रेरी पर जाएँ' })).toHaveAttribute('href', '/library');
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute('href', '/');
  });
});
