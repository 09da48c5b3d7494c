import { screen } from '@testing-library/react';
import { inHindi } from '../../../i18n/test-locale';
import { renderWithProviders } from '../../../testing/render';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

describe('legal pages', () => {
  it('shows the terms with their date, numbered sections and contact', () => {
    renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 1 January 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Eligibility' })).toBeInTheDocument();
    expect(screen.getByText(/^You must be at least 13 years old to use Pustaka\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Questions? Write to hello@pustaka.example or to 42 MG Road, Bengaluru, Karnataka 560001, India.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Terms and Conditions | Pustaka');
  });

  it('shows the privacy policy with the cookie and its lifetime', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(
      screen.getByText(/it expires after 5 days\. Your session details are kept encrypted in your browser's storage\./),
    ).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inHindi();

    it('shows the terms whole in Hindi, the brand and contact as they are', () => {
      renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });
      expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
      expect(screen.getByText('पिछला अपडेट: 1 जनवरी 2025')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: '2. पात्रता' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
      expect(screen.getByText(/^Pustaka इस्तेमाल करने के लिए आपकी उम्र कम से कम 13 साल होनी चाहिए।/)).toBeInTheDocument();
      expect(screen.getByText(/hello@pustaka\.example पर या 42 MG Road/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('नियम और शर्तें | Pustaka');
    });

    it('shows the privacy policy in Hindi', () => {
      renderWithProviders(<PrivacyPage />, { route: '/privacy-policy' });
      expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: '5. कुकी और लोकल स्टोरेज' })).toBeInTheDocument();
      expect(screen.getByText(/यह 5 दिन बाद खत्म हो जाती है।/)).toBeInTheDocument();
    });
  });
});
