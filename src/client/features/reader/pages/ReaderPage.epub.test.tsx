/**
 * The reader with an EPUB, on a fake engine: a book of numbered pages in three chapters that
 * reports where it is as foliate-js would (no frames or layout in jsdom). The real engine is
 * driven in Chromium by src/e2e/reader-epub.test.ts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { ReadingLocator } from '../../../../shared/contract/library.contract';
import { messages } from '../../../../shared/messages';
import { fakeListsServer } from '../../../testing/lists';
import { renderWithProviders, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { ReaderLoadError } from '../engines/engine';
import type { BookStyle } from '../engines/epub/bookStyle';
import type {
  EpubBook,
  EpubBookListener,
  EpubLocation,
  EpubSource,
  OpenEpub,
  SearchStep,
  TocItem,
} from '../engines/epub/epubBook';
import { APPEARANCE_STORAGE_KEY } from '../engines/epub/readingAppearance';
import type { OpenDocument, OpenRequest } from '../engines/pdf/readerDocument';
import { epubAccess, pdfAccess, readingAccessHandler } from '../reader.handlers';
import { READING_PROGRESS_SAVE_INTERVAL_MS } from '../readerSettings';
import { ReaderPage } from './ReaderPage';
import { apiMessages } from '../../../../shared/api-messages';

const toc: TocItem[] = [
  { label: 'Chapter 1', href: 'text/ch1.xhtml', subitems: [] },
  {
    label: 'Chapter 2',
    href: 'text/ch2.xhtml',
    subitems: [{ label: 'The ford', href: 'text/ch2.xhtml#ford', subitems: [] }],
  },
  { label: 'Chapter 3', href: 'text/ch3.xhtml', subitems: [] },
];

/** Ten pages: 1-4 in chapter 1, 5-8 in chapter 2, 9-10 in chapter 3. */
const PAGES = 10;
const chapterOf = (page: number) => toc[page <= 4 ? 0 : page <= 8 ? 1 : 2]!;
const cfiOf = (page: number) => `epubcfi(/6/${page * 2}!/4/2)`;
const pageOfCfi = (cfi: string) => Number(/^epubcfi\(\/6\/(\d+)!/.exec(cfi)?.[1]) / 2;

/** An EPUB engine stand-in: every call is recorded; turning and jumping report where it lands. */
function fakeEpub({ failWith }: { failWith?: number } = {}) {
  const calls: string[] = [];
  const styles: BookStyle[] = [];
  const sources: EpubSource[] = [];
  const shownAt: Array<string | undefined> = [];
  const listeners = new Set<EpubBookListener>();
  let page = 1;
  let destroyed = false;
  const locationOf = (moved: boolean): EpubLocation => ({
    locator: { Cfi: cfiOf(page), Progression: (page - 1) / PAGES, Href: chapterOf(page).href },
    chapter: chapterOf(page),
    atEnd: page === PAGES,
    moved,
    pageStart: cfiOf(page),
  });
  const report = (moved: boolean) => listeners.forEach((listener) => listener.relocate(locationOf(moved)));
  const moveTo = (next: number) => {
    page = Math.min(PAGES, Math.max(1, next));
    report(true);
    return Promise.resolve();
  };
  const record = (call: string, next: number) => {
    calls.push(call);
    return moveTo(next);
  };
  const book: EpubBook = {
    toc,
    show: (container, cfi) => {
      shownAt.push(cfi);
      container.append(document.createElement('div'));
      page = cfi ? pageOfCfi(cfi) : 1;
      report(false);
      return Promise.resolve();
    },
    goTo: (target) => {
      calls.push(`goTo ${target}`);
      const chapterStart = { 'text/ch1.xhtml': 1, 'text/ch2.xhtml': 5, 'text/ch2.xhtml#ford': 6, 'text/ch3.xhtml': 9 }[
        target
      ];
      return moveTo(chapterStart ?? pageOfCfi(target));
    },
    next: () => record('next', page + 1),
    prev: () => record('prev', page - 1),
    goRight: () => record('right', page + 1),
    goLeft: () => record('left', page - 1),
    async *search(query: string): AsyncGenerator<SearchStep, void, undefined> {
      calls.push(`search ${query}`);
      yield { kind: 'progress', fraction: 0.5 };
      if (query === 'river') {
        yield {
          kind: 'found',
          chapter: 'Chapter 1',
          matches: [{ cfi: cfiOf(3), excerpt: { pre: 'down to the ', match: 'river', post: ' at dawn' } }],
        };
        yield {
          kind: 'found',
          chapter: 'Chapter 3',
          matches: [{ cfi: cfiOf(9), excerpt: { pre: 'the ', match: 'river', post: ' remembers' } }],
        };
      }
    },
    clearSearch: () => calls.push('clearSearch'),
    setStyle: (style) => styles.push(style),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => {
      destroyed = true;
    },
    setHighlights: () => undefined,
    clearSelection: () => undefined,
    isOnPage: (cfi) => pageOfCfi(cfi) === page,
  };
  const open: OpenEpub = (source) => {
    sources.push(source);
    return {
      promise:
        failWith === undefined ? Promise.resolve(book) : Promise.reject(new ReaderLoadError('refused', failWith)),
      cancel: () => undefined,
    };
  };
  return {
    open,
    calls,
    styles,
    sources,
    shownAt,
    /** The layout changed under the same page (a new size or font): reported, not moved. */
    relaidOut: () => act(() => report(false)),
    /** A key pressed inside the book's frame, which the page's window does not hear. */
    keyInBook: (key: string) =>
      act(() => listeners.forEach((listener) => listener.key(new KeyboardEvent('keydown', { key, cancelable: true })))),
    tap: (side: 'left' | 'middle' | 'right') => act(() => listeners.forEach((listener) => listener.tap(side))),
    failure: () => act(() => listeners.forEach((listener) => listener.failure())),
    storeLink: (path: string) => act(() => listeners.forEach((listener) => listener.storeLink(path))),
    get destroyed() {
      return destroyed;
    },
  };
}

/** getReadingProgress answers `locator`; every saveReadingProgress body is recorded. */
function progressServer(locator: ReadingLocator | null) {
  const saved: unknown[] = [];
  const keepalive: boolean[] = [];
  server.use(
    http.get(apiPaths.getReadingProgress, () =>
      HttpResponse.json({ LastPage: null, Locator: locator }, { status: SUCCESS_STATUS }),
    ),
    http.post(apiPaths.saveReadingProgress, async ({ request }) => {
      saved.push(await request.json());
      keepalive.push(request.keepalive);
      return HttpResponse.json({ Message: apiMessages.readingProgressSaved }, { status: SUCCESS_STATUS });
    }),
  );
  return { saved, keepalive };
}

const at = (route: string, loggedIn = true, fakeTimers = false) => ({
  route,
  path: '/read/:bookId',
  preloadedState: loggedIn ? loggedInState() : undefined,
  fakeTimers,
});
const progressLine = () =>
  screen
    .findByText(/%( of the preview)?$/, { selector: '[role="status"] span' })
    .then((span) => span.closest('[role="status"]')!);
const locatorAt = (page: number): ReadingLocator => ({
  Cfi: cfiOf(page),
  Progression: (page - 1) / PAGES,
  Href: chapterOf(page).href,
});
const lastStyle = (engine: ReturnType<typeof fakeEpub>) => engine.styles.at(-1)!;

function renderEpub(
  engine: ReturnType<typeof fakeEpub>,
  route = '/read/1?preview=1',
  loggedIn = false,
  fakeTimers = false,
) {
  const access = readingAccessHandler(epubAccess());
  server.use(access.handler);
  return { ...renderWithProviders(<ReaderPage openEpub={engine.open} />, at(route, loggedIn, fakeTimers)), access };
}

describe('ReaderPage with an EPUB: opening', () => {
  it('opens a sample with the EPUB engine, from the files the access answer lists, at the start', async () => {
    const engine = fakeEpub();
    const { access } = renderEpub(engine);
    expect(await progressLine()).toHaveTextContent('Chapter 1 · 0% of the preview');
    expect(access.asked).toEqual(['?Id=1&Preview=true']);
    expect(engine.shownAt).toEqual([undefined]);
    const [source] = engine.sources;
    expect(source!.entries).toEqual(epubAccess().Entries);
    await expect(source!.contentBase()).resolves.toBe('/epub/sample/1/');
    // Busy while it opens (and while a page turns), for assistive technology.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Book' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
  });

  it('opens the full book at the locator saved on any device, and saves nothing for opening it', async () => {
    startFakeTimers();
    const progress = progressServer(locatorAt(6));
    const engine = fakeEpub();
    const { access } = renderEpub(engine, '/read/1', true, true);
    expect(await progressLine()).toHaveTextContent('Chapter 2 · 50%');
    expect(access.asked).toEqual(['?Id=1&Preview=false']);
    expect(engine.shownAt).toEqual([cfiOf(6)]);
    await act(() => jest.advanceTimersByTimeAsync(READING_PROGRESS_SAVE_INTERVAL_MS * 2));
    expect(progress.saved).toEqual([]);
  });

  it('reads a PDF sample with the PDF engine even when the book is an EPUB: the part decides', async () => {
    server.use(readingAccessHandler(pdfAccess).handler);
    const engine = fakeEpub();
    const pdfRequests: OpenRequest[] = [];
    const openDocument: OpenDocument = (request) => {
      pdfRequests.push(request);
      return { promise: new Promise(() => undefined), cancel: () => undefined };
    };
    renderWithProviders(
      <ReaderPage openEpub={engine.open} openDocument={openDocument} />,
      at('/read/1?preview=1', false),
    );
    await waitFor(() =>
      expect(pdfRequests).toEqual([expect.objectContaining({ url: `${apiPaths.getBookPreview}?Id=1` })]),
    );
    expect(engine.sources).toEqual([]);
  });

  it('says why a book cannot be opened: refused access, a refused file, a frame that is not safe', async () => {
    server.use(readingAccessHandler({ status: 404 }).handler);
    const first = renderWithProviders(<ReaderPage openEpub={fakeEpub().open} />, at('/read/1?preview=1', false));
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    first.unmount();

    progressServer(null);
    fakeListsServer();
    const second = renderEpub(fakeEpub({ failWith: 403 }), '/read/1', true);
    expect(await screen.findByRole('heading', { name: messages.readerNotInLibrary })).toBeInTheDocument();
    second.unmount();

    const unsafe = fakeEpub();
    const { user } = renderEpub(unsafe);
    await progressLine();
    await unsafe.failure();
    expect(await screen.findByRole('heading', { name: messages.readerLoadFailed })).toBeInTheDocument();
    // Trying again closes the book that failed and opens it afresh.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await progressLine()).toHaveTextContent('Chapter 1 · 0% of the preview');
    expect(unsafe.destroyed).toBe(true);
  });

  it('offers to try again when the access answer fails, and opens the book then', async () => {
    let calls = 0;
    server.use(
      http.get(apiPaths.getBookReadingAccess, () =>
        calls++ === 0
          ? HttpResponse.json({ Message: messages.genericError }, { status: 500 })
          : HttpResponse.json(epubAccess(), { status: SUCCESS_STATUS }),
      ),
    );
    const engine = fakeEpub();
    const { user } = renderWithProviders(<ReaderPage openEpub={engine.open} />, at('/read/1?preview=1', false));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await progressLine()).toHaveTextContent('Chapter 1 · 0% of the preview');
  });
});

describe('ReaderPage with an EPUB: turning pages', () => {
  it('turns with the buttons, the arrow and page keys (in the page or in the book), and taps on either side', async () => {
    const engine = fakeEpub();
    const { user } = renderEpub(engine);
    await progressLine();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.keyboard('{ArrowRight}{PageDown}{ArrowLeft}{PageUp}');
    await engine.keyInBook('ArrowRight');
    await engine.tap('right');
    await engine.tap('middle');
    await engine.tap('left');
    expect(engine.calls).toEqual(['next', 'right', 'next', 'left', 'prev', 'right', 'right', 'left']);
    expect(await progressLine()).toHaveTextContent('Chapter 1 · 20% of the preview');
  });

  it('keeps the keys for an open panel instead of turning pages', async () => {
    const engine = fakeEpub();
    const { user } = renderEpub(engine);
    await progressLine();
    await user.click(screen.getByRole('button', { name: 'Contents' }));
    await screen.findByRole('dialog', { name: 'Contents' });
    await user.keyboard('{ArrowRight}');
    await engine.keyInBook('PageDown');
    expect(engine.calls).toEqual([]);
  });

  it("offers the book at the end of a sample, not before; the sample's link to the store opens in the store", async () => {
    const engine = fakeEpub();
    const { user, router } = renderEpub(engine);
    await progressLine();
    expect(screen.queryByRole('region', { name: 'End of the preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contents' }));
    await user.click(await screen.findByRole('button', { name: 'Chapter 3' }));
    // The page is back in reach once the panel has gone.
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    const offer = await screen.findByRole('region', { name: 'End of the preview' });
    expect(within(offer).getByText('Buy The River Remembers to read on.')).toBeInTheDocument();
    expect(await progressLine()).toHaveTextContent('Chapter 3 · 90% of the preview');
    await engine.storeLink('/product/1');
    expect(router.state.location.pathname).toBe('/product/1');
  });
});

describe('ReaderPage with an EPUB: contents and search', () => {
  it('lists the contents with the current chapter marked; an entry goes to its place and closes the list', async () => {
    const engine = fakeEpub();
    const { user } = renderEpub(engine);
    await progressLine();
    await user.click(screen.getByRole('button', { name: 'Contents' }));
    const contents = await screen.findByRole('dialog', { name: 'Contents' });
    expect(within(contents).getByRole('button', { name: 'Chapter 1' })).toHaveAttribute('aria-current', 'location');
    // Keyboard: the current entry has focus; Tab moves on, Enter picks.
    expect(within(contents).getByRole('button', { name: 'Chapter 1' })).toHaveFocus();
    await user.tab();
    expect(within(contents).getByRole('button', { name: 'Chapter 2' })).toHaveFocus();
    await user.tab();
    expect(within(contents).getByRole('button', { name: 'The ford' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(engine.calls).toEqual(['goTo text/ch2.xhtml#ford']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contents' })).not.toBeInTheDocument());
    expect(await progressLine()).toHaveTextContent('Chapter 2 · 50% of the preview');
  });

  it('searches the whole book, lists the matches by chapter, and goes to the one picked', async () => {
    const engine = fakeEpub();
    const { user } = renderEpub(engine);
    await progressLine();
    await user.click(screen.getByRole('button', { name: 'Search in the book' }));
    const panel = await screen.findByRole('dialog', { name: 'Search in the book' });
    await user.type(within(panel).getByRole('searchbox', { name: 'Words to find' }), 'river{Enter}');
    expect(await within(panel).findByText('2 matches')).toBeInTheDocument();
    expect(within(panel).getByText('Chapter 1')).toBeInTheDocument();
    expect(within(panel).getByText('Chapter 3')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'down to the river at dawn' }));
    expect(engine.calls).toEqual(['clearSearch', 'search river', `goTo ${cfiOf(3)}`]);
    expect(await progressLine()).toHaveTextContent('Chapter 1 · 20% of the preview');

    // Back for another: the matches are still there; a search that finds nothing says so.
    await user.click(await screen.findByRole('button', { name: 'Search in the book' }));
    const again = await screen.findByRole('dialog', { name: 'Search in the book' });
    expect(within(again).getByRole('button', { name: 'the river remembers' })).toBeInTheDocument();
    const field = within(again).getByRole('searchbox', { name: 'Words to find' });
    await user.clear(field);
    await user.type(field, 'ocean{Enter}');
    expect(await within(again).findByText('No matches for “ocean”.')).toBeInTheDocument();
  });
});

describe('ReaderPage with an EPUB: text and theme', () => {
  it('changes the text size, font, spacing, margins and theme; remembers them on this device for the next book', async () => {
    const engine = fakeEpub();
    const { user, unmount } = renderEpub(engine);
    await progressLine();
    expect(lastStyle(engine).css).toContain('font-size: 100% !important');
    await user.click(screen.getByRole('button', { name: 'Text and theme' }));
    const panel = await screen.findByRole('dialog', { name: 'Text and theme' });
    await user.click(within(panel).getByRole('button', { name: 'Larger text' }));
    await user.click(within(panel).getByRole('button', { name: 'Larger text' }));
    expect(within(panel).getByText('125%')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Sans serif' }));
    await user.click(within(panel).getByRole('button', { name: 'Relaxed' }));
    await user.click(within(panel).getByRole('button', { name: 'Wide' }));
    await user.click(within(panel).getByRole('button', { name: 'Dark' }));
    expect(within(panel).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');

    const { css, layout } = lastStyle(engine);
    expect(css).toContain('font-size: 125% !important');
    // The sans-serif stack (after the store's Devanagari face, first for Hindi books).
    expect(css).toMatch(/font-family: [^;]*Devanagari", system-ui/);
    expect(css).toContain('line-height: 1.85 !important');
    expect(css).toContain('color-scheme: dark');
    expect(layout).toEqual({ gap: '12%', margin: '44px', maxInlineSize: '640px' });
    expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY)!)).toEqual({
      fontSize: 125,
      fontFamily: 'sans',
      lineSpacing: 'relaxed',
      margins: 'wide',
      theme: 'dark',
    });
    unmount();

    const next = fakeEpub();
    const { user: nextUser } = renderEpub(next);
    await progressLine();
    expect(next.styles[0]!.css).toContain('font-size: 125% !important');
    expect(next.styles[0]!.css).toContain('color-scheme: dark');
    await nextUser.click(screen.getByRole('button', { name: 'Text and theme' }));
    const nextPanel = await screen.findByRole('dialog', { name: 'Text and theme' });
    expect(within(nextPanel).getByText('125%')).toBeInTheDocument();
    expect(within(nextPanel).getByRole('button', { name: 'Wide' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads back only settings that make sense: the rest are the defaults', async () => {
    localStorage.setItem(
      APPEARANCE_STORAGE_KEY,
      JSON.stringify({ fontSize: 9000, fontFamily: 'sans', theme: '<script>', margins: null }),
    );
    const engine = fakeEpub();
    renderEpub(engine);
    await progressLine();
    const { css, layout } = engine.styles[0]!;
    expect(css).toContain('font-size: 100% !important');
    // The sans-serif stack (after the store's Devanagari face, first for Hindi books).
    expect(css).toMatch(/font-family: [^;]*Devanagari", system-ui/);
    expect(css).toContain('color-scheme: light');
    expect(layout.gap).toBe('7%');
  });

  it('stops at the smallest and the largest text size', async () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ fontSize: 90 }));
    const engine = fakeEpub();
    const { user } = renderEpub(engine);
    await progressLine();
    await user.click(screen.getByRole('button', { name: 'Text and theme' }));
    const panel = await screen.findByRole('dialog', { name: 'Text and theme' });
    await user.click(within(panel).getByRole('button', { name: 'Smaller text' }));
    expect(within(panel).getByText('80%')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Smaller text' })).toBeDisabled();
  });
});

describe('ReaderPage with an EPUB: saving the place read', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('saves the locator as pages turn, at most once every 5 seconds, the latest place at the end of the wait', async () => {
    startFakeTimers();
    const progress = progressServer(locatorAt(2));
    const engine = fakeEpub();
    const { user } = renderEpub(engine, '/read/1', true, true);
    await progressLine();
    const next = screen.getByRole('button', { name: 'Next page' });

    await user.click(next);
    await waitFor(() => expect(progress.saved).toEqual([{ book_Id: '1', Locator: locatorAt(3) }]));
    await user.click(next);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await user.click(next);
    await act(() => jest.advanceTimersByTimeAsync(READING_PROGRESS_SAVE_INTERVAL_MS - 1500));
    expect(progress.saved).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(progress.saved).toEqual([
      { book_Id: '1', Locator: locatorAt(3) },
      { book_Id: '1', Locator: locatorAt(5) },
    ]);

    // A new layout of the same page (text size, window) is no move: nothing more is written.
    await engine.relaidOut();
    await act(() => jest.advanceTimersByTimeAsync(READING_PROGRESS_SAVE_INTERVAL_MS * 2));
    expect(progress.saved).toHaveLength(2);
  });

  it('saves a pending place at once with a keepalive request when the page is hidden', async () => {
    startFakeTimers();
    const progress = progressServer(null);
    const engine = fakeEpub();
    const { user } = renderEpub(engine, '/read/1', true, true);
    await progressLine();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(progress.saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(progress.saved).toHaveLength(2));
    expect(progress.saved[1]).toEqual({ book_Id: '1', Locator: locatorAt(3) });
    expect(progress.keepalive).toEqual([false, true]);
  });

  it('never saves the place in a sample', async () => {
    const progress = progressServer(null);
    const engine = fakeEpub();
    const { user } = renderEpub(engine, '/read/1?preview=1', true);
    await progressLine();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent(window, new Event('pagehide'));
    expect(await progressLine()).toHaveTextContent('10% of the preview');
    expect(progress.saved).toEqual([]);
  });
});
