import { cleanup, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { accountTexts } from '../../shared/account-texts';
import { CONTACT, FOOTER_GENRES, PRODUCT_NAME, TERMS_MINIMUM_AGE } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { uiPaths, uiRoutes } from '../../shared/ui-paths';
import { adminRoutes } from '../features/admin/pages/AdminRoutes';
import { renderApp } from '../testing/render';
import { routes } from './router';

describe('app routes', () => {
  it('wraps pages in the layout: header with search and login, footer with year and contact', async () => {
    renderApp({ route: '/' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: `${PRODUCT_NAME} home` })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('searchbox', { name: 'Search books' })).toHaveAttribute(
      'placeholder',
      messages.searchPlaceholder,
    );
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The footer is a chunk of its own (below the fold on every page): it arrives after the page.
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} ${PRODUCT_NAME}. All rights reserved.`),
    ).toBeInTheDocument();
    for (const genre of FOOTER_GENRES) expect(within(footer).getByText(genre).closest('a')).toBeNull();
    expect(within(footer).getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // So does its map, a chunk of its own again.
    expect(await within(footer).findByRole('img', { name: /Map of our office/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
  });

  it('shows the new arrivals again below a product', async () => {
    renderApp({ route: uiPaths.product('1') });
    expect(await screen.findByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
    expect(await screen.findByText('A Thousand Lanterns ...')).toBeInTheDocument();
  });

  it('opens the mobile menu with the same links', async () => {
    const { user } = renderApp({ route: '/shop' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Author Program' })).toHaveAttribute('href', '/contact');
    expect(within(menu).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the terms (12 sections, minimum age) and privacy policy (11 sections) outside the layout', async () => {
    const { unmount } = renderApp({ route: '/terms-and-conditions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.getByText(new RegExp(`at least ${TERMS_MINIMUM_AGE} years old`))).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    unmount();
    renderApp({ route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(screen.getAllByRole('link', { name: 'Back to home' })[0]).toHaveAttribute('href', '/');
  });

  it('shows the profile (a way to log in for a visitor) and a not-found page for unknown routes', async () => {
    renderApp({ route: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: accountTexts.profileTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.unauthorizedUser)).toBeInTheDocument();
    cleanup();
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    cleanup();
    // Inside the admin chunk's routes too.
    renderApp({ route: '/admin/no-such-screen' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('mounts every route of the client table (shared/ui-paths.ts)', () => {
    const pathsOf = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
    // The /admin/* screens are mounted by the admin chunk's own routes (AdminRoutes.tsx).
    const mounted = new Set([...pathsOf(routes), ...pathsOf(adminRoutes).map((path) => `/admin/${path}`)]);
    // The home page is the index route (no path of its own).
    const unmounted = Object.values(uiRoutes).filter((pattern) => pattern !== uiRoutes.home && !mounted.has(pattern));
    expect(unmounted).toEqual([]);
  });
});
