import { screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_NAME } from '../../../shared/constants';
import { LANG_COOKIE } from '../../../shared/i18n/locales';
import { activateLocale } from '../../i18n/i18n';
import { inHindi } from '../../i18n/test-locale';
import { renderApp } from '../../testing/render';

const langCookie = () => document.cookie.split('; ').find((entry) => entry.startsWith(`${LANG_COOKIE}=`));

describe('the language switch', () => {
  afterEach(async () => {
    document.cookie = `${LANG_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.documentElement.lang = 'en';
    await activateLocale('en');
  });

  it('is named in Hindi on an English page, and turns the header Hindi', async () => {
    const { user } = renderApp({ route: '/' });
    const header = screen.getByRole('banner');
    const toHindi = within(header).getByRole('link', { name: 'हिन्दी में पढ़ें' });
    expect(toHindi).toHaveTextContent('हिन्दी');
    expect(toHindi).toHaveAttribute('lang', 'hi');
    expect(toHindi).toHaveAttribute('href', '/?lang=hi');
    expect(within(header).getByRole('link', { name: 'Login' })).toBeInTheDocument();

    await user.click(toHindi);

    expect(await within(header).findByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'साइन अप' })).toHaveAttribute('href', '/register');
    expect(within(header).getByRole('link', { name: `${PRODUCT_NAME} होम` })).toBeInTheDocument();
    expect(within(header).getByRole('searchbox', { name: 'किताबें खोजें' })).toBeInTheDocument();
    expect(within(header).getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(langCookie()).toBe(`${LANG_COOKIE}=hi`);
    expect(document.documentElement.lang).toBe('hi');
    // Now it leads back, named in English.
    const toEnglish = within(header).getByRole('link', { name: 'Read in English' });
    expect(toEnglish).toHaveTextContent('English');
    expect(toEnglish).toHaveAttribute('lang', 'en');
  });

  it('is in the mobile menu too, which closes once the page is in Hindi', async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Mobile' });
    const menu = nav.parentElement!;
    await user.click(within(menu).getByRole('link', { name: 'हिन्दी में पढ़ें' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: /Mobile|मोबाइल/ })).not.toBeInTheDocument());
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(langCookie()).toBe(`${LANG_COOKIE}=hi`);
  });
});

describe('the header and the mobile menu in Hindi', () => {
  inHindi();

  it('shows their texts in Hindi', async () => {
    const { user } = renderApp({ route: '/' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'होम', hidden: true })).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'मेन्यू खोलें' }));
    const nav = await screen.findByRole('navigation', { name: 'मोबाइल' });
    expect(within(nav).getByRole('link', { name: 'शॉप' })).toHaveAttribute('href', '/shop');
    expect(within(nav).getByRole('link', { name: 'लेखक प्रोग्राम' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेन्यू बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read in English' })).toHaveAttribute('lang', 'en');
  });
});
