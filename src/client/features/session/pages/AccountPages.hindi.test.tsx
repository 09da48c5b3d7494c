import { screen, within } from '@testing-library/react';
import { inHindi } from '../../../i18n/test-locale';
import { renderWithProviders } from '../../../testing/render';
import { loggedInState } from '../../../testing/session';
import { LoginPage } from './LoginPage';
import { ProfilePage } from './ProfilePage';
import { RegisterPage } from './RegisterPage';

describe('account pages in Hindi', () => {
  inHindi();

  it('shows the login form in Hindi, with the links inside its sentence', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByText('फिर से स्वागत है। अपना कार्ट, विशलिस्ट और किताबें देखने के लिए लॉग इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toBeInTheDocument();
    expect(screen.getByLabelText(/पासवर्ड/, { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/register');
    const terms = screen.getByRole('link', { name: 'नियम और शर्तें' });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
    expect(terms.parentElement).toHaveTextContent('लॉग इन करके आप हमारे नियम और शर्तें और गोपनीयता नीति से सहमत होते हैं।');
    expect(document.title).toBe('लॉग इन | Pustaka');
  });

  it('shows the sign-up form in Hindi', () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'पहला नाम' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'उपनाम' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'फ़ोन नंबर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन अप करें' })).toBeInTheDocument();
    expect(screen.getByText('पहले से खाता है?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');
  });

  it("shows the profile's sections in Hindi, the user's own details as they are", async () => {
    renderWithProviders(<ProfilePage />, { route: '/profile', preloadedState: loggedInState({}) });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'आपकी जानकारी' });
    expect(within(details).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'जानकारी बदलें' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'आपका खाता' });
    expect(within(account).getByRole('link', { name: 'मेरी लाइब्रेरी' })).toHaveAttribute('href', '/library');
    expect(within(account).getByRole('link', { name: 'खाता हटाएँ' })).toHaveAttribute('href', '/deleteAccount');
    expect(await screen.findByRole('region', { name: 'रीडिंग ऐप' })).toBeInTheDocument();
  });

  it('says in Hindi where the link to a new e-mail address went', async () => {
    const { user } = renderWithProviders(<ProfilePage />, { route: '/profile', preloadedState: loggedInState({}) });
    const form = within(screen.getByRole('region', { name: 'ईमेल पता बदलें' }));
    await user.type(form.getByRole('textbox', { name: 'नया ईमेल पता' }), 'asha.new@example.org');
    await user.type(form.getByLabelText(/^आपका पासवर्ड/, { selector: 'input' }), 'my password');
    await user.click(form.getByRole('button', { name: 'पुष्टि का लिंक भेजें' }));
    expect(
      await form.findByText('हमने asha.new@example.org पर पुष्टि का लिंक भेजा है। लिंक खोलने के बाद ही आपका ईमेल बदलेगा।'),
    ).toBeInTheDocument();
  });
});
