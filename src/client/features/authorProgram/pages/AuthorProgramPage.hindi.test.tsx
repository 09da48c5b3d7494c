import { screen } from '@testing-library/react';
import { inHindi } from '../../../i18n/test-locale';
import { renderWithProviders } from '../../../testing/render';
import { AuthorProgramPage } from './AuthorProgramPage';

describe('AuthorProgramPage in Hindi', () => {
  inHindi();

  it('asks for the application in Hindi, the brand as it is', () => {
    renderWithProviders(<AuthorProgramPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'लेखक प्रोग्राम' })).toBeInTheDocument();
    expect(screen.getByText(/^Pustaka के लिए लिखें:/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'नाम' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'फ़ोन नंबर' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'किताब का विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सबमिट करें' })).toBeInTheDocument();
    expect(document.title).toBe('लेखक प्रोग्राम | Pustaka');
  });
});
