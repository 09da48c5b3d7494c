/**
 * The only file that knows foliate-js. Loaded lazily (epubBook.ts, openWithFoliate), so foliate-js
 * is in no chunk but its own; its frames are sandboxed without allow-scripts by the build
 * (src/build/foliate-sandbox-loader.ts), and every chapter is checked for that as it loads.
 *
 * The book is read file by file from the server (epubFiles.ts): foliate's EPUB class reads the
 * package and navigation through our loader, and each chapter's frame loads the chapter's own URL,
 * served with a Content-Security-Policy of its own that lets nothing run or load from elsewhere.
 * foliate would otherwise copy each chapter into a blob: URL, which inherits the store's page
 * policy instead (its images, fonts and styles rewritten to blob: URLs the store's policy refuses).
 * The chapter's relative links (styles, images) resolve against its URL on the server, and its
 * DOM is the same document either way, so CFIs, links, contents and search are unchanged.
 */
import 'foliate-js/view.js';
// What view.js would otherwise fetch as chunks of their own, each an entry in the runtime's chunk
// list: the renderers (reflowable; fixed layout, for pre-paginated books) and search.
import 'foliate-js/paginator.js';
import 'foliate-js/fixed-layout.js';
import 'foliate-js/search.js';
import { EPUB, type FoliateTocItem } from 'foliate-js/epub.js';
import { collapse, compare } from 'foliate-js/epubcfi.js';
import { Overlayer } from 'foliate-js/overlayer.js';
import type { FoliateDrawAnnotation, View } from 'foliate-js/view.js';
import { ANNOTATION_TEXT_MAX_LENGTH, type AnnotationColor } from '../../../../../shared/annotation-rules';
import { highlightColours } from '../../annotations/annotationColours';
import { ReaderCancelled, ReaderLoadError, type Opening } from '../engine';
import type { BookStyle } from './bookStyle';
import type {
  BookHighlight,
  EpubBook,
  EpubBookListener,
  EpubLocation,
  EpubSource,
  SearchStep,
  TapSide,
  TextSelection,
  TocItem,
} from './epubBook';
import { epubFileLoader, epubFileUrl } from './epubFiles';

/**
 * Relocations that are the reader's own moves: a page turned ('page'), a swipe settled ('snap'),
 * a jump to a link, an entry of the contents or a match ('navigation'). A new layout of the same
 * place ('anchor') is not one.
 */
const MOVES = new Set(['page', 'snap', 'navigation', 'selection']);

/** What a chapter's frame may show: (X)HTML or SVG, as the server serves the book's documents. */
const CHAPTER_TYPES = /^(application\/xhtml\+xml|text\/html|image\/svg\+xml)$/;

/** Links out of a book open in a new tab, only to the web or mail: never javascript: or data:. */
const OPENABLE_LINK = /^(https?|mailto):/i;

/** A selection is reported once it has not changed for this long: the end of a drag, not each step. */
const SELECTION_SETTLE_MS = 250;

function tocOf(items: readonly FoliateTocItem[] | null | undefined): TocItem[] {
  return (items ?? []).flatMap((item) =>
    item.href
      ? [{ label: (item.label ?? '').trim() || item.href, href: item.href, subitems: tocOf(item.subitems) }]
      : tocOf(item.subitems),
  );
}

function findTocItem(items: readonly TocItem[], href: string | undefined): TocItem | undefined {
  if (href === undefined) return undefined;
  for (const item of items) {
    if (item.href === href) return item;
    const found = findTocItem(item.subitems, href);
    if (found) return found;
  }
  return undefined;
}

/** Resolves after the browser's next frame has been laid out (and its resize observers told). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** The point where a page (its range CFI) starts. */
function pageStartOf(cfi: string): string {
  try {
    return collapse(cfi);
  } catch {
    return cfi;
  }
}

function clampFraction(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** Whether a frame of the book could run scripts: the build's patch is missing (a development setup, an upgrade). */
function runsScripts(doc: Document): boolean {
  const frame = doc.defaultView?.frameElement;
  return !frame || !frame.hasAttribute('sandbox') || /\ballow-scripts\b/.test(frame.getAttribute('sandbox') ?? '');
}

class FoliateBook implements EpubBook {
  readonly toc: TocItem[];
  private view: View | undefined;
  private readonly listeners = new Set<EpubBookListener>();
  private style: BookStyle | undefined;
  /** While the book opens, relocations are its arrival, not the reader's moves. */
  private arriving = true;
  /** A chapter could not be shown safely: nothing more is reported but the failure. */
  private refused = false;
  /** The highlights to draw, by CFI: drawn as their chapters show (foliate keeps none itself). */
  private highlights = new Map<string, AnnotationColor>();
  private container: HTMLElement | undefined;
  /** How many highlights foliate has put on pages since the book showed (for tests to wait on). */
  private drawn = 0;

  constructor(
    private readonly epub: EPUB,
    private readonly abort: AbortController,
  ) {
    this.toc = tocOf(epub.toc);
  }

  async show(container: HTMLElement, cfi: string | undefined): Promise<void> {
    // Shown again (a new container): the earlier view goes, so one view ever reads the book.
    this.closeView();
    this.arriving = true;
    const view = document.createElement('foliate-view') as View;
    this.view = view;
    this.container = container;
    view.addEventListener('load', (event) => {
      const { doc, index } = (event as CustomEvent<{ doc: Document; index: number }>).detail;
      this.onChapterLoad(doc, index);
    });
    // A chapter's layer for annotations is new: draw the highlights on it. foliate finds each
    // highlight's chapter and draws only those of the chapters shown.
    view.addEventListener('create-overlay', () => {
      for (const [cfi, color] of this.highlights) this.draw(cfi, color);
    });
    view.addEventListener('draw-annotation', (event) => {
      const { draw, annotation } = (event as CustomEvent<FoliateDrawAnnotation>).detail;
      draw(Overlayer.highlight, { color: annotation.color });
      this.drawn += 1;
      this.container?.setAttribute('data-highlights-drawn', String(this.drawn));
    });
    view.addEventListener('external-link', (event) => {
      event.preventDefault();
      this.followLink((event as CustomEvent<{ href: string }>).detail.href);
    });
    view.addEventListener('click', (event) => this.onTap(event.clientX, event));
    container.append(view);
    await view.open(this.epub);
    // Closed, or shown again elsewhere, meanwhile: this view is no longer the book's.
    if (this.view !== view) return;
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) view.renderer.setAttribute('animated', '');
    if (this.style) this.applyStyle(this.style);
    // The view's own listener has updated lastLocation by the time this one runs.
    view.renderer.addEventListener('relocate', (event) =>
      this.onRelocate((event as CustomEvent<{ reason?: string; index: number }>).detail),
    );
    // The paginator lays its frame out again on every resize of its box, the first one as soon as
    // it is on the page; one arriving while a chapter is still parsing (no body yet) throws inside
    // foliate-js. Let that first one pass before the first chapter loads.
    await afterNextFrame();
    if (this.view !== view) return;
    await view.init({ lastLocation: cfi, showTextStart: false });
    this.arriving = false;
  }

  goTo(target: string): Promise<void> {
    return this.withView((view) => view.goTo(target));
  }

  next(): Promise<void> {
    return this.withView((view) => view.next());
  }

  prev(): Promise<void> {
    return this.withView((view) => view.prev());
  }

  goLeft(): Promise<void> {
    return this.withView((view) => view.goLeft());
  }

  goRight(): Promise<void> {
    return this.withView((view) => view.goRight());
  }

  async *search(query: string): AsyncGenerator<SearchStep, void, undefined> {
    const view = this.view;
    if (!view) return;
    for await (const step of view.search({ query, defaultLocale: view.language.canonical || 'en' })) {
      if (step === 'done') return;
      if ('progress' in step) yield { kind: 'progress', fraction: step.progress };
      else
        yield {
          kind: 'found',
          chapter: step.label.trim(),
          matches: step.subitems.map(({ cfi, excerpt }) => ({ cfi, excerpt })),
        };
    }
  }

  clearSearch(): void {
    this.view?.clearSearch();
  }

  setStyle(style: BookStyle): void {
    this.style = style;
    if (this.view?.renderer) this.applyStyle(style);
  }

  listen(listener: EpubBookListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setHighlights(highlights: readonly BookHighlight[]): void {
    const next = new Map(highlights.map(({ cfi, color }) => [cfi, color]));
    for (const cfi of this.highlights.keys()) {
      if (!next.has(cfi)) void this.view?.deleteAnnotation({ value: cfi }).catch(() => undefined);
    }
    for (const [cfi, color] of next) {
      if (this.highlights.get(cfi) !== color) this.draw(cfi, color);
    }
    this.highlights = next;
  }

  clearSelection(): void {
    this.view?.deselect();
  }

  isOnPage(cfi: string): boolean {
    const page = this.view?.lastLocation?.cfi;
    if (!page) return false;
    try {
      return compare(cfi, collapse(page)) >= 0 && compare(cfi, collapse(page, true)) <= 0;
    } catch {
      // Not a CFI foliate can read (written by another reader): on no page.
      return false;
    }
  }

  private draw(cfi: string, color: AnnotationColor): void {
    // A highlight whose text is no longer in the chapter (another edition of the file) is not drawn.
    void this.view?.addAnnotation({ value: cfi, color: highlightColours[color] }).catch(() => undefined);
  }

  destroy(): void {
    this.abort.abort();
    this.listeners.clear();
    this.closeView();
    this.epub.destroy();
  }

  private closeView(): void {
    try {
      this.view?.close();
    } catch {
      // foliate's paginator throws when closed before its first chapter was laid out: nothing to free then.
    }
    this.view?.remove();
    this.view = undefined;
  }

  /** A link out of the book: the store's own pages open in the store, the web's in a new tab. */
  private followLink(href: string): void {
    if (!OPENABLE_LINK.test(href)) return;
    const url = new URL(href);
    if (url.origin === window.location.origin) {
      for (const listener of this.listeners) listener.storeLink(`${url.pathname}${url.search}${url.hash}`);
    } else {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  }

  private async withView(go: (view: View) => Promise<unknown>): Promise<void> {
    if (this.view?.renderer) await go(this.view);
  }

  private applyStyle({ css, layout }: BookStyle): void {
    const renderer = this.view!.renderer;
    renderer.setAttribute('gap', layout.gap);
    renderer.setAttribute('margin', layout.margin);
    renderer.setAttribute('max-inline-size', layout.maxInlineSize);
    renderer.setStyles?.(css);
  }

  private onChapterLoad(doc: Document, index: number): void {
    // Never show a chapter in a frame that could run its scripts, nor the server's refusal (an
    // expired grant answers JSON) as if it were the text: close the book and say it failed.
    if (runsScripts(doc) || !CHAPTER_TYPES.test(doc.contentType)) {
      void this.refuse(doc);
      return;
    }
    doc.addEventListener('keydown', (event) => {
      for (const listener of this.listeners) listener.key(event);
    });
    doc.addEventListener('click', (event) => {
      // The frame is as wide as the whole chapter and scrolled: place the click on the screen.
      const frame = doc.defaultView?.frameElement;
      this.onTap((frame?.getBoundingClientRect().left ?? 0) + event.clientX, event, doc);
    });
    let settling: ReturnType<typeof setTimeout> | undefined;
    doc.addEventListener('selectionchange', () => {
      clearTimeout(settling);
      settling = setTimeout(() => this.onSelection(doc, index), SELECTION_SETTLE_MS);
    });
  }

  /** Reports the chapter's selection: its range CFI, its words and where it starts on the screen. */
  private onSelection(doc: Document, index: number): void {
    const selection = doc.getSelection();
    const range = selection && !selection.isCollapsed && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    const text = range?.toString().trim() ?? '';
    let found: TextSelection | null = null;
    const section = this.epub.sections[index];
    if (range && text && this.view && section) {
      // The frame is as wide as the whole chapter and scrolled: place the selection on the screen.
      const frame = doc.defaultView?.frameElement?.getBoundingClientRect();
      const first = range.getClientRects()[0] ?? range.getBoundingClientRect();
      found = {
        cfi: this.view.getCFI(index, range),
        // A quote longer than the store keeps is cut; the CFI still marks all of it.
        text: text.slice(0, ANNOTATION_TEXT_MAX_LENGTH),
        href: section.id,
        rect: {
          left: (frame?.left ?? 0) + first.left,
          top: (frame?.top ?? 0) + first.top,
          width: first.width,
          height: first.height,
        },
      };
    }
    for (const listener of this.listeners) listener.select(found);
  }

  /**
   * Hides the view at once, and closes it once foliate-js has finished laying the chapter out (it
   * goes on after this 'load' handler, and throws on a view closed under it); then says it failed.
   */
  private async refuse(doc: Document): Promise<void> {
    this.refused = true;
    this.view?.style.setProperty('visibility', 'hidden');
    await doc.fonts.ready;
    await afterNextFrame();
    this.closeView();
    for (const listener of this.listeners) listener.failure();
  }

  private onTap(screenX: number, event: MouseEvent, doc?: Document): void {
    // A link (foliate follows it and cancels the click) or the end of a text selection is not a tap.
    if (event.defaultPrevented || !this.view || !(doc?.getSelection()?.isCollapsed ?? true)) return;
    const { left, width } = this.view.getBoundingClientRect();
    if (width <= 0) return;
    const at = (screenX - left) / width;
    const side: TapSide = at < 1 / 3 ? 'left' : at > 2 / 3 ? 'right' : 'middle';
    for (const listener of this.listeners) listener.tap(side);
  }

  private onRelocate({ reason, index }: { reason?: string; index: number }): void {
    const view = this.view;
    const last = view?.lastLocation;
    const section = this.epub.sections[index];
    if (!view || !last || !section || this.refused) return;
    const lastLinear = this.epub.sections.findLastIndex((candidate) => candidate.linear !== 'no');
    const location: EpubLocation = {
      locator: { Cfi: last.cfi, Progression: clampFraction(last.fraction), Href: section.id },
      chapter: findTocItem(this.toc, last.tocItem?.href),
      atEnd: view.renderer.atEnd ?? index >= lastLinear,
      moved: !this.arriving && MOVES.has(reason ?? ''),
      pageStart: pageStartOf(last.cfi),
    };
    for (const listener of this.listeners) listener.relocate(location);
  }
}

/** Opens the EPUB the source describes: its package and navigation, not yet any chapter. */
export function openEpub(source: EpubSource): Opening<EpubBook> {
  const abort = new AbortController();
  const promise = (async () => {
    const epub = await new EPUB(epubFileLoader(source, abort.signal)).init();
    if (epub.sections.length === 0) throw new ReaderLoadError('The book has no chapters');
    for (const section of epub.sections) {
      section.load = async () => epubFileUrl(await source.contentBase(), section.id);
      // Nothing to free: the frame's document came from the server, not from a blob: URL.
      section.unload = () => undefined;
    }
    return new FoliateBook(epub, abort);
  })().catch((error: unknown) => {
    if (abort.signal.aborted) throw new ReaderCancelled();
    throw error instanceof ReaderLoadError
      ? error
      : new ReaderLoadError(error instanceof Error ? error.message : String(error));
  });
  return { promise, cancel: () => abort.abort() };
}
