/**
 * The reader's bookmarks, highlights and notes (decision 049) on a fake EPUB engine, with the API
 * answered by msw: the panel lists them in book order with their places, quotes, notes and
 * colours; Go to moves the engine there; Delete asks the server and offers Undo; Edit note saves
 * the note; the export is Markdown; selected text becomes a highlight in the colour chosen, and the
 * bookmark button marks the page shown. Drawing on real pages is src/e2e/reader-annotations.test.ts's.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { annotationApiPaths, apiPaths } from '../../../../shared/api-paths';
import { annotationMessages } from '../../../../shared/annotation-texts';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { Annotation, SaveAnnotationRequest } from '../../../../shared/contract/annotations.contract';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import type {
  BookHighlight,
  EpubBook,
  EpubBookListener,
  EpubLocation,
  OpenEpub,
  TocItem,
} from '../engines/epub/epubBook';
import { epubAccess, readingAccessHandler } from '../reader.handlers';
import { ReaderPage } from '../pages/ReaderPage';

const toc: TocItem[] = [
  { label: 'The Letter', href: 'OEBPS/ch1.xhtml', subitems: [] },
  { label: 'The Ford', href: 'OEBPS/ch2.xhtml', subitems: [] },
];
const cfiOf = (page: number) => `epubcfi(/6/${page * 2 + 2}!/4/2/1:0)`;
const hrefOf = (page: number) => (page <= 2 ? 'OEBPS/ch1.xhtml' : 'OEBPS/ch2.xhtml');

/** A four-page book: pages 1-2 in The Letter, 3-4 in The Ford; each call is recorded. */
function fakeEpub() {
  const calls: string[] = [];
  const drawn: Array<readonly BookHighlight[]> = [];
  const listeners = new Set<EpubBookListener>();
  let page = 1;
  const location = (): EpubLocation => ({
    locator: { Cfi: cfiOf(page), Progression: (page - 1) / 4, Href: hrefOf(page) },
    chapter: toc[page <= 2 ? 0 : 1],
    atEnd: page === 4,
    moved: true,
    pageStart: cfiOf(page),
  });
  const report = () => listeners.forEach((listener) => listener.relocate(location()));
  const book: EpubBook = {
    toc,
    show: (container) => {
      container.append(document.createElement('div'));
      report();
      return Promise.resolve();
    },
    goTo: (target) => {
      calls.push(`goTo ${target}`);
      page = Number(/^epubcfi\(\/6\/(\d+)/.exec(target)?.[1]) / 2 - 1;
      report();
      return Promise.resolve();
    },
    next: () => Promise.resolve(),
    prev: () => Promise.resolve(),
    goLeft: () => Promise.resolve(),
    goRight: () => Promise.resolve(),
    // eslint-disable-next-line require-yield
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
    setHighlights: (highlights) => drawn.push(highlights),
    clearSelection: () => calls.push('clearSelection'),
    isOnPage: (cfi) => cfi === cfiOf(page),
  };
  const open: OpenEpub = () => ({ promise: Promise.resolve(book), cancel: () => undefined });
  return {
    open,
    calls,
    drawn,
    select: (text: string, cfi: string) =>
      act(() =>
        listeners.forEach((listener) =>
          listener.select({ cfi, text, href: 'OEBPS/ch2.xhtml', rect: { left: 10, top: 100, width: 80, height: 20 } }),
        ),
      ),
  };
}

const annotation = (fields: Partial<Annotation> & Pick<Annotation, 'Id' | 'Kind' | 'Locator'>): Annotation => ({
  BookId: '1',
  Text: '',
  Note: '',
  Color: null,
  CreatedAt: '2025-01-02T03:04:05.000Z',
  UpdatedAt: '2025-01-02T03:04:05.000Z',
  ...fields,
});

/** Saved in this order; in the book, the bookmark (page 1) comes first, then the note, then the highlight. */
const saved: Annotation[] = [
  annotation({
    Id: '7',
    Kind: 'highlight',
    Locator: { Cfi: 'epubcfi(/6/8!/4/2,/1:5,/1:30)', Progression: 0.5, Href: 'OEBPS/ch2.xhtml' },
    Text: 'The <b>river</b> remembers',
    Color: 'green',
  }),
  annotation({ Id: '8', Kind: 'bookmark', Locator: { Cfi: cfiOf(1), Progression: 0, Href: 'OEBPS/ch1.xhtml' } }),
  annotation({
    Id: '9',
    Kind: 'note',
    Locator: { Cfi: 'epubcfi(/6/6!/4/2,/1:0,/1:12)', Progression: 0.25, Href: 'OEBPS/ch1.xhtml' },
    Text: 'Dear Meera,',
    Note: 'Who wrote this?\nAsk Ravi.',
    Color: 'pink',
  }),
];

/** The API as the server answers it, over a list the test can read; every save and delete is recorded. */
function annotationsServer(initial: Annotation[]) {
  let list = [...initial];
  const saves: SaveAnnotationRequest[] = [];
  const deletes: unknown[] = [];
  server.use(
    http.get(apiPaths.getReadingProgress, () =>
      HttpResponse.json({ LastPage: null, Locator: null }, { status: SUCCESS_STATUS }),
    ),
    http.post(apiPaths.saveReadingProgress, () => HttpResponse.json({ Message: 'Saved.' }, { status: SUCCESS_STATUS })),
    http.get(annotationApiPaths.getAnnotations, () =>
      HttpResponse.json({ Annotations: list }, { status: SUCCESS_STATUS }),
    ),
    http.post(annotationApiPaths.saveAnnotation, async ({ request }) => {
      const body = (await request.json()) as SaveAnnotationRequest;
      saves.push(body);
      const Id = body.Id ?? String(100 + saves.length);
      const next = annotation({ ...body, Id, Text: body.Text ?? '', Note: body.Note ?? '', Color: body.Color ?? null });
      list = [...list.filter((item) => item.Id !== Id), next];
      return HttpResponse.json({ Message: annotationMessages.saved, Id }, { status: SUCCESS_STATUS });
    }),
    http.post(annotationApiPaths.deleteAnnotation, async ({ request }) => {
      const body = (await request.json()) as { Id: string };
      deletes.push(body);
      list = list.filter((item) => item.Id !== body.Id);
      return HttpResponse.json({ Message: annotationMessages.deleted }, { status: SUCCESS_STATUS });
    }),
  );
  return { saves, deletes, list: () => list };
}

function renderReader(engine: ReturnType<typeof fakeEpub>) {
  server.use(readingAccessHandler(epubAccess()).handler);
  return renderWithProviders(<ReaderPage openEpub={engine.open} />, {
    route: '/read/1',
    path: '/read/:bookId',
    preloadedState: loggedInState(),
  });
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Bookmarks and notes' }));
  return screen.findByRole('dialog', { name: 'Bookmarks and notes' });
}

const items = (panel: HTMLElement) => within(within(panel).getByRole('list')).getAllByRole('listitem');

describe('the bookmarks and notes panel', () => {
  it('lists them in book order with place, quote, note and colour, shown as text; the highlights are drawn', async () => {
    annotationsServer(saved);
    const engine = fakeEpub();
    renderReader(engine);
    const panel = await openPanel();
    await waitFor(() => expect(items(panel)).toHaveLength(3));
    expect(items(panel).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Bookmark: The Letter · 0%',
      'Note, Pink: The Letter · 25%',
      'Highlight, Green: The Ford · 50%',
    ]);
    const [, note, highlight] = items(panel);
    expect(within(note!).getByText('Dear Meera,')).toBeInTheDocument();
    expect(within(note!).getByText(/Who wrote this\?\s+Ask Ravi\./)).toBeInTheDocument();
    // The quote is text, never markup.
    expect(within(highlight!).getByText('The <b>river</b> remembers')).toBeInTheDocument();
    expect(highlight!.querySelector('b')).toBeNull();
    expect(engine.drawn.at(-1)).toEqual([
      { cfi: 'epubcfi(/6/8!/4/2,/1:5,/1:30)', color: 'green' },
      { cfi: 'epubcfi(/6/6!/4/2,/1:0,/1:12)', color: 'pink' },
    ]);
    // The first page's bookmark shows on the toolbar's toggle.
    expect(screen.getByRole('button', { name: 'Bookmark this page', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('Go to moves the engine to the place and closes the panel', async () => {
    annotationsServer(saved);
    const engine = fakeEpub();
    renderReader(engine);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Go to Highlight, Green: The Ford · 50%' }));
    expect(engine.calls).toContain('goTo epubcfi(/6/8!/4/2,/1:5,/1:30)');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bookmarks and notes' })).not.toBeInTheDocument());
  });

  it('Delete asks the server, the list follows, and Undo saves it again', async () => {
    const api = annotationsServer(saved);
    renderReader(fakeEpub());
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Delete Note, Pink: The Letter · 25%' }));
    await waitFor(() => expect(items(panel)).toHaveLength(2));
    expect(api.deletes).toEqual([{ Id: '9' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo', hidden: true }, { timeout: 5000 }));
    await waitFor(() => expect(items(panel)).toHaveLength(3));
    expect(api.saves).toEqual([
      {
        BookId: '1',
        Kind: 'note',
        Locator: saved[2]!.Locator,
        Text: 'Dear Meera,',
        Note: 'Who wrote this?\nAsk Ravi.',
        Color: 'pink',
      },
    ]);
  });

  it('Edit note saves the note on the same highlight, which becomes a note', async () => {
    const api = annotationsServer(saved);
    renderReader(fakeEpub());
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Add note: Highlight, Green: The Ford · 50%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note' });
    fireEvent.change(within(dialog).getByLabelText('Your note'), { target: { value: 'The title comes from here.' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Blue' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toEqual({
      Id: '7',
      BookId: '1',
      Kind: 'note',
      Locator: saved[0]!.Locator,
      Text: 'The <b>river</b> remembers',
      Note: 'The title comes from here.',
      Color: 'blue',
    });
    expect(await within(panel).findByText('The title comes from here.')).toBeInTheDocument();
  });

  it('exports them as Markdown: the title, then each place with its quote as a blockquote and its note', async () => {
    annotationsServer(saved);
    renderReader(fakeEpub());
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:notes';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/-notes\.md$/);
    });
    const panel = await openPanel();
    await waitFor(() => expect(items(panel)).toHaveLength(3));
    fireEvent.click(within(panel).getByRole('button', { name: 'Export as Markdown' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const markdown = await new Response(blobs[0]).text();
    const sections = markdown.split('\n\n');
    expect(sections[0]).toMatch(/^# \S/);
    expect(sections[1]).toMatch(
      /^Bookmarks, highlights and notes \(3\)\. Exported from Pustaka on \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(sections.slice(2)).toEqual([
      '## Bookmark: The Letter · 0%',
      '## Note, Pink: The Letter · 25%',
      '> Dear Meera,',
      'Who wrote this?  \nAsk Ravi.',
      '## Highlight, Green: The Ford · 50%',
      // Markdown's own characters escaped: a viewer shows the quote as written, never as HTML.
      '> The \\<b\\>river\\</b\\> remembers\n',
    ]);
    clicked.mockRestore();
  });
});

describe('marking the book', () => {
  it('selected text is highlighted in the colour chosen, and the selection cleared', async () => {
    const api = annotationsServer([]);
    const engine = fakeEpub();
    renderReader(engine);
    await screen.findByRole('button', { name: 'Bookmarks and notes' });
    engine.select('the monsoon came', 'epubcfi(/6/8!/4/2,/1:0,/1:16)');
    const toolbar = await screen.findByRole('toolbar', { name: 'Highlight the selected text' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Highlight yellow', 'Highlight green', 'Highlight blue', 'Highlight pink', 'Add note']);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Highlight green' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toEqual({
      BookId: '1',
      Kind: 'highlight',
      Locator: { Cfi: 'epubcfi(/6/8!/4/2,/1:0,/1:16)', Progression: 0, Href: 'OEBPS/ch2.xhtml' },
      Text: 'the monsoon came',
      Color: 'green',
    });
    expect(engine.calls).toContain('clearSelection');
    await waitFor(() =>
      expect(engine.drawn.at(-1)).toEqual([{ cfi: 'epubcfi(/6/8!/4/2,/1:0,/1:16)', color: 'green' }]),
    );
  });

  it('the bookmark button marks the page shown, and again removes its bookmark', async () => {
    const api = annotationsServer([]);
    renderReader(fakeEpub());
    const toggle = await screen.findByRole('button', { name: 'Bookmark this page' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(api.saves).toEqual([
      { BookId: '1', Kind: 'bookmark', Locator: { Cfi: cfiOf(1), Progression: 0, Href: 'OEBPS/ch1.xhtml' } },
    ]);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(api.deletes).toEqual([{ Id: '101' }]);
  });
});
