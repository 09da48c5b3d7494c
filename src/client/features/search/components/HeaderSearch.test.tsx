import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { searchBooks } from '../../../testing/fixtures';
import { renderWithProviders, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { HeaderSearch, type SearchBoxProps } from './HeaderSearch';

/*
 * When the autocomplete's chunk arrives is up to each test. A module is imported once per test file,
 * so without this gate only the file's first test would see the plain box, and only while the import
 * happened to be slower than the typing. A held chunk is a lazy component of its own, which suspends
 * exactly as the real chunk on its way does (the plain box stays, inside a transition).
 */
type AutocompleteModule = typeof import('./SearchAutocomplete');
let arrivingAutocomplete: ComponentType<SearchBoxProps> | null = null;
jest.mock('./SearchAutocomplete', () => {
  const actual = jest.requireActual<AutocompleteModule>('./SearchAutocomplete');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    SearchAutocomplete: (props: SearchBoxProps) =>
      createElement(arrivingAutocomplete ?? actual.SearchAutocomplete, props),
  };
});

/** Holds the chunk back until the returned function is called. */
function holdChunk(): () => Promise<void> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const { SearchAutocomplete } = jest.requireActual<AutocompleteModule>('./SearchAutocomplete');
  arrivingAutocomplete = lazy(() => arrived.then(() => ({ default: SearchAutocomplete })));
  return () => act(async () => arrive());
}

/** Answers searchBooks over the shop fixtures and records each request's query. */
function recordSearches({ wait = 0 }: { wait?: number } = {}) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiPaths.searchBooks, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (wait) await delay(wait);
      return HttpResponse.json(searchBooks(params.get('q') ?? ''), { status: SUCCESS_STATUS });
    }),
  );
  return requests;
}

/**
 * The plain box swaps itself for the autocomplete on pointer-enter or focus; once the chunk is
 * loaded the swap happens on pointer-enter, before the click, so the click goes to the new box.
 */
async function openAutocomplete(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.hover(screen.getByRole('searchbox', { name: 'Search books' }));
  const box = await screen.findByRole('combobox', { name: 'Search books' });
  await user.click(box);
  expect(box).toHaveFocus();
  return box;
}

describe('HeaderSearch', () => {
  // Loading MUI's Autocomplete the first time is slow on a busy machine: no test's clock pays for it.
  beforeAll(() => import('./SearchAutocomplete'));
  beforeEach(() => {
    arrivingAutocomplete = null;
  });
  afterEach(() => jest.useRealTimers());

  it('keeps what was typed before the autocomplete loaded, and Enter there searches too', async () => {
    recordSearches();
    const arrive = holdChunk();
    const { user, router } = renderWithProviders(<HeaderSearch />);
    await user.tab();
    const plain = screen.getByRole('searchbox', { name: 'Search books' });
    expect(plain).toHaveFocus();
    await user.keyboard('river');
    expect(plain).toHaveValue('river');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await arrive();
    const box = await screen.findByRole('combobox', { name: 'Search books' });
    await waitFor(() => expect(box).toHaveValue('river'));
    expect(box).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'The River Remembers by Anita Rao' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=river');
  });

  it('starts as the plain search box with the spec placeholder', () => {
    renderWithProviders(<HeaderSearch />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search books' })).toHaveAttribute(
      'placeholder',
      messages.searchPlaceholder,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('asks for suggestions only after 150 ms of quiet typing, and shows cover, title and author', async () => {
    startFakeTimers();
    const requests = recordSearches();
    const { user } = renderWithProviders(<HeaderSearch />, { fakeTimers: true });
    const box = await openAutocomplete(user);

    await user.type(box, 'an');
    act(() => jest.advanceTimersByTime(100));
    await user.type(box, 'ita');
    act(() => jest.advanceTimersByTime(149));
    expect(requests).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.fromEntries(requests[0]!)).toEqual({ q: 'anita', limit: '8' });

    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveAccessibleName('The River Remembers by Anita Rao');
    expect(options[1]).toHaveAccessibleName('Laughing Gas by Anita Rao');
    expect(within(options[0]!).getByText('The River Remembers')).toBeInTheDocument();
    expect(within(options[0]!).getByText('Anita Rao')).toBeInTheDocument();
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', '/media/covers/1.svg');
    act(() => jest.advanceTimersByTime(1000));
    expect(requests).toHaveLength(1);
  });

  it('sends nothing for a blank box or a text without a word', async () => {
    const requests = recordSearches();
    const { user } = renderWithProviders(<HeaderSearch />);
    const box = await openAutocomplete(user);
    await user.type(box, '   ');
    await user.clear(box);
    await user.type(box, '***');
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows a loading line, then "No books found" when nothing matches', async () => {
    const requests = recordSearches({ wait: 200 });
    const { user } = renderWithProviders(<HeaderSearch />);
    const box = await openAutocomplete(user);
    await user.type(box, 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(requests.at(-1)!.get('q')).toBe('zzz');
  });

  it('opens the product page of the suggestion chosen with ArrowDown and Enter', async () => {
    recordSearches();
    const { user, router } = renderWithProviders(<HeaderSearch />);
    const box = await openAutocomplete(user);
    await user.type(box, 'midnight mal');
    await screen.findByRole('option', { name: 'Midnight in Malabar by Vikram Menon' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Midnight in Malabar by Vikram Menon' })).toHaveClass('Mui-focused');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/product/2');
    expect(box).toHaveValue('');
  });

  it('opens the results page on Enter without a chosen suggestion, and Escape closes the suggestions', async () => {
    recordSearches();
    const { user, router } = renderWithProviders(<HeaderSearch />);
    const box = await openAutocomplete(user);
    await user.type(box, 'anita');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, ' rao{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('anita rao');
  });
});
