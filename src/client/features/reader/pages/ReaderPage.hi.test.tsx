/**
 * The reader in Hindi (issue 38): its toolbar, panels and settings follow the page's language,
 * while the book keeps its own (a PDF's text layer is given the book's Language, never the page's).
 * Fake engines, as in ReaderPage.test.tsx and ReaderPage.epub.test.tsx.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { apiMessages } from '../../../../shared/api-messages';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { inHindi } from '../../../i18n/test-locale';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import type { EpubBook, EpubBookListener, OpenEpub, TocItem } from '../engines/epub/epubBook';
import type { OpenDocument, ReaderDocument } from '../engines/pdf/readerDocument';
import { epubAccess, pdfAccess, readingAccessHandler } from '../reader.handlers';
import { ReaderPage } from './ReaderPage';

const toc: TocItem[] = [{ label: 'Chapter 1', href: 'text/ch1.xhtml', subitems: [] }];

/** A one-chapter EPUB that shows its first page and reports it. */
function fakeEpub(): OpenEpub {
  const listeners = new Set<EpubBookListener>();
  const book: EpubBook = {
    toc,
    show: (container) => {
      container.append(document.createElement('div'));
      for (const listener of listeners) {
        listener.relocate({
          locator: { Cfi: 'epubcfi(/6/2!/4/2)', Progression: 0.25, Href: 'text/ch1.xhtml' },
          chapter: toc[0],
          atEnd: false,
          moved: false,
          pageStart: 'epubcfi(/6/2!/4/2)',
        });
      }
      return Promise.resolve();
    },
    goTo: () => Promise.resolve(),
    next: () => Promise.resolve(),
    prev: () => Promise.resolve(),
    goRight: () => Promise.resolve(),
    goLeft: () => Promise.resolve(),
    // eslint-disable-next-line require-yield -- finds nothing
    async *search() {
      return;
    },
    clearSearch: () => undefined,
    setStyle: () => undefined,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => undefined,
    setHighlights: () => undefined,
    clearSelection: () => undefined,
    isOnPage: () => false,
  };
  return () => ({ promise: Promise.resolve(book), cancel: () => undefined });
}

/** A PDF of `numPages` pages whose drawing succeeds at once. */
function fakePdf(numPages: number): OpenDocument {
  const pdf: ReaderDocument = {
    numPages,
    pageSize: () => Promise.resolve({ width: 400, height: 600 }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
    destroy: () => undefined,
  };
  return () => ({ promise: Promise.resolve(pdf), cancel: () => undefined });
}

/** The full book: no place saved yet. */
const noProgress = () =>
  server.use(
    http.get(apiPaths.getReadingProgress, () =>
      HttpResponse.json({ LastPage: null, Locator: null }, { status: SUCCESS_STATUS }),
    ),
    http.post(apiPaths.saveReadingProgress, () =>
      HttpResponse.json({ Message: apiMessages.readingProgressSaved }, { status: SUCCESS_STATUS }),
    ),
  );

const at = (route: string) => ({ route, path: '/read/:bookId', preloadedState: loggedInState() });

describe('the reader in Hindi', () => {
  // Unmounted before inHindi() goes back to English, so no mounted screen re-renders outside act().
  afterEach(cleanup);
  inHindi();

  it("labels an EPUB's toolbar, its text and theme settings and its progress in Hindi", async () => {
    server.use(readingAccessHandler(epubAccess()).handler);
    noProgress();
    renderWithProviders(<ReaderPage openEpub={fakeEpub()} />, at('/read/1'));

    const toolbar = await screen.findByRole('toolbar', { name: 'रीडर' });
    for (const name of [
      'विषय-सूची',
      'पुस्तक में खोजें',
      'टेक्स्ट और थीम',
      'इस पेज को बुकमार्क करें',
      'बुकमार्क और नोट',
      'पिछला पेज',
      'अगला पेज',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'मेरी लाइब्रेरी' })).toBeInTheDocument();
    // The chapter's title is the book's own; the share read is the interface's.
    const share = await screen.findByText(/%$/, { selector: '[role="status"] span' });
    expect(share.closest('[role="status"]')).toHaveTextContent('Chapter 1 · 25%');
    await waitFor(() => expect(document.title).toMatch(/^The River Remembers \| रीडर \| /));
    expect(screen.getByRole('heading', { level: 1, name: 'The River Remembers' })).toHaveAttribute('lang', 'en');

    // The book's frame is not given the page's language (its documents carry their own).
    expect(screen.getByRole('region', { name: 'पुस्तक' })).not.toHaveAttribute('lang');

    fireEvent.click(within(toolbar).getByRole('button', { name: 'टेक्स्ट और थीम' }));
    const settings = await screen.findByRole('dialog', { name: 'टेक्स्ट और थीम' });
    for (const heading of ['टेक्स्ट का आकार', 'फ़ॉन्ट', 'पंक्तियों में दूरी', 'हाशिया', 'थीम']) {
      expect(within(settings).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(settings).getByRole('button', { name: 'बड़ा टेक्स्ट' })).toBeInTheDocument();
    expect(within(settings).getByRole('group', { name: 'थीम' })).toHaveTextContent('लाइटसीपियाडार्क');
    expect(within(settings).getByRole('button', { name: 'सीपिया' })).toBeInTheDocument();
  });

  it('shows the bookmarks and notes panel in Hindi', async () => {
    server.use(readingAccessHandler(epubAccess()).handler);
    noProgress();
    renderWithProviders(<ReaderPage openEpub={fakeEpub()} />, at('/read/1'));

    fireEvent.click(await screen.findByRole('button', { name: 'बुकमार्क और नोट' }));
    const panel = await screen.findByRole('dialog', { name: 'बुकमार्क और नोट' });
    expect(within(panel).getByText('0 आइटम')).toBeInTheDocument();
    expect(within(panel).getByText(/^अभी कुछ भी मार्क नहीं किया गया है।/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Markdown में एक्सपोर्ट करें' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'बुकमार्क और नोट बंद करें' })).toBeInTheDocument();
  });

  it("labels a PDF's toolbar and page count in Hindi, and gives its text layer the book's language", async () => {
    server.use(readingAccessHandler(pdfAccess).handler);
    renderWithProviders(<ReaderPage openDocument={fakePdf(3)} />, at('/read/1?preview=1'));

    expect(await screen.findByText('पेज 1 / 3 (प्रीव्यू)')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'रीडर' });
    expect(within(toolbar).getByRole('textbox', { name: 'पेज' })).toHaveValue('1');
    for (const name of ['ज़ूम इन', 'ज़ूम आउट', 'चौड़ाई में फ़िट करें', 'अगला पेज']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('प्रीव्यू')).toBeInTheDocument();
    // Book 1 is in English: its text is English whatever the interface's language.
    await waitFor(() =>
      expect(screen.getByTestId('pdf-page').querySelector('.textLayer')).toHaveAttribute('lang', 'en'),
    );
  });

  it("leaves a PDF's text layer without a language when the book's is unknown", async () => {
    server.use(readingAccessHandler(pdfAccess).handler);
    noProgress();
    renderWithProviders(<ReaderPage openDocument={fakePdf(12)} />, at('/read/2'));

    expect(await screen.findByText('पेज 1 / 12')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pdf-page').querySelector('.textLayer')).not.toBeNull());
    expect(screen.getByTestId('pdf-page').querySelector('.textLayer')).not.toHaveAttribute('lang');
  });
});
