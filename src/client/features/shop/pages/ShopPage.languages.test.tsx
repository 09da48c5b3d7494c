import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { LanguageFacet } from '../../../../shared/contract/catalog.contract';
import { inHindi } from '../../../i18n/test-locale';
import { allBooks, shopBooks, shopFilters } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ShopPage } from './ShopPage';

const LANGUAGES: LanguageFacet[] = [
  { Language: 'hi', Count: 2, Checked: false },
  { Language: 'en', Count: 1234, Checked: false },
  { Language: 'ta', Count: 1, Checked: false },
];

/** Answers getAllBooks with the language facet (ticked as Languages asks) and records each request. */
function recordAllBooks() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiPaths.getAllBooks, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const ticked = params.get('Languages')?.split(',') ?? [];
      const LanguageList = LANGUAGES.map((facet) => ({ ...facet, Checked: ticked.includes(facet.Language) }));
      return HttpResponse.json(allBooks(shopBooks, { Filters: { ...shopFilters, LanguageList } }), {
        status: SUCCESS_STATUS,
      });
    }),
  );
  return requests;
}

/** The facet's group (MUI's accordion puts its h3 typography in an h3 of its own: two headings by that name). */
const languageGroup = () =>
  screen.getAllByRole('heading', { name: 'Language' })[0]!.closest('.MuiAccordion-root') as HTMLElement;

describe('ShopPage: the language facet', () => {
  it('lists the languages, Hindi and English by their own names, and filters on the server', async () => {
    const requests = recordAllBooks();
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop' });
    await screen.findByRole('heading', { name: 'The River Remembers' });
    expect(
      within(languageGroup())
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['हिन्दी (2)', 'English (1,234)', 'Tamil (1)']);
    expect(requests[0]!.get('Languages')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'हिन्दी (2)' }));
    await waitFor(() => expect(requests.at(-1)!.get('Languages')).toBe('hi'));
    expect(router.state.location.search).toBe('?language=hi');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'हिन्दी (2)' })).toBeChecked());

    await user.click(screen.getByRole('checkbox', { name: 'English (1,234)' }));
    await waitFor(() => expect(requests.at(-1)!.get('Languages')).toBe('en,hi'));
    expect(router.state.location.search).toBe('?language=en,hi');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The unfiltered shop's answer is still cached: no new request, its boxes unticked.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'हिन्दी (2)' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'English (1,234)' })).not.toBeChecked();
  });

  it('loads the languages of a shared link, normalised, dropping what is not a language code', async () => {
    const requests = recordAllBooks();
    renderWithProviders(<ShopPage />, { route: '/shop?language=HI,en_in,not+a+code,hi&genre=1' });
    await screen.findByRole('heading', { name: 'The River Remembers' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.get('Languages')).toBe('en-IN,hi');
    expect(requests[0]!.get('GenerIds')).toBe('1');
    expect(screen.getByRole('checkbox', { name: 'हिन्दी (2)' })).toBeChecked();
  });

  it('counts the author lookup over the ticked languages too', async () => {
    recordAllBooks();
    const lookups: URLSearchParams[] = [];
    server.use(
      http.get(apiPaths.searchAuthors, ({ request }) => {
        lookups.push(new URL(request.url).searchParams);
        return HttpResponse.json({ Authors: [] }, { status: SUCCESS_STATUS });
      }),
    );
    const { user } = renderWithProviders(<ShopPage />, { route: '/shop?language=hi' });
    await screen.findByRole('heading', { name: 'The River Remembers' });
    await user.type(screen.getByRole('combobox', { name: 'Find an author' }), 'An');
    await waitFor(() => expect(lookups).toHaveLength(1));
    expect(lookups[0]!.get('Languages')).toBe('hi');
  });

  describe('in Hindi', () => {
    inHindi();

    it('shows the shop, its filters and other languages by their Hindi names', async () => {
      recordAllBooks();
      renderWithProviders(<ShopPage />, { route: '/shop' });
      expect(document.title).toBe('शॉप | Pustaka');
      expect(screen.getByRole('heading', { level: 1, name: 'किताबें' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'किताबें लोड हो रही हैं' })).toBeInTheDocument();
      await screen.findByRole('heading', { name: 'The River Remembers' });
      expect(screen.getByRole('heading', { name: 'फ़िल्टर' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: 'शैली के अनुसार' })[0]).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: 'भाषा' })[0]).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'हिन्दी (2)' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'English (1,234)' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'तमिल (1)' })).toBeInTheDocument();
      expect(screen.getByRole('slider', { name: 'न्यूनतम कीमत' })).toBeInTheDocument();
      expect(screen.getByText('3 में से 1–3 किताबें')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'कार्ट में जोड़ें' })).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'The River Remembers को विशलिस्ट में जोड़ें' })).toBeInTheDocument();
    });
  });
});
