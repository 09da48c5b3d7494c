/**
 * What the reader needs from a reflowable-book engine, and nothing more. The foliate-js adapter
 * (foliate.adapter.ts) implements it in the browser; tests pass a fake book instead, so everything
 * around the engine (settings, contents, search, progress, saving the place) is tested without
 * frames or layout, which jsdom has not.
 */
import type { AnnotationColor } from '../../../../../shared/annotation-rules';
import type { ReadingLocator } from '../../../../../shared/contract/library.contract';
import { openFromChunk, type Closable, type Opening } from '../engine';
import type { BookStyle } from './bookStyle';

/** Where an EPUB's files are (getBookReadingAccess): each is `${base}${its path in the archive}`. */
export interface EpubSource {
  /** Every file of the archive and its size in bytes. */
  entries: Readonly<Record<string, number>>;
  /** The base URL of the files, renewed when a full book's grant is about to expire. */
  contentBase: () => Promise<string>;
}

export interface TocItem {
  label: string;
  /** Where the entry leads: a file of the book, and maybe a place in it ('text/ch2.xhtml#part'). */
  href: string;
  subitems: TocItem[];
}

/** Where the reader is, reported after every move and every new layout. */
export interface EpubLocation {
  locator: ReadingLocator;
  /** The entry of the contents the page belongs to, when the book has contents. */
  chapter: TocItem | undefined;
  /** The last page of the book (or of the sample) is on screen. */
  atEnd: boolean;
  /**
   * The reader moved here: turned a page, swiped, jumped. False when the book just opened or the
   * same place was laid out again (another size, font or window): its CFI names where this
   * screen's page starts, not a place the reader chose, and saving it would drift backwards.
   */
  moved: boolean;
  /** The point CFI where the shown page starts: where a bookmark of this page goes. */
  pageStart: string;
}

/** Text the reader selected in the book: its range CFI, its words, and where it is on the screen. */
export interface TextSelection {
  cfi: string;
  text: string;
  /** The chapter's file (the locator's Href). */
  href: string;
  /** Where the selection starts, in the page's viewport coordinates (the popover's anchor). */
  rect: { left: number; top: number; width: number; height: number };
}

/** A highlight to draw: its range CFI and colour. */
export interface BookHighlight {
  cfi: string;
  color: AnnotationColor;
}

export interface SearchMatch {
  /** The match's place, to go to. */
  cfi: string;
  /** The match with a little of its text around it. */
  excerpt: { pre: string; match: string; post: string };
}

export type SearchStep =
  /** How much of the book has been searched, 0 to 1. */
  | { kind: 'progress'; fraction: number }
  /** The matches of one chapter. */
  | { kind: 'found'; chapter: string; matches: SearchMatch[] };

/** Which part of the page a click or tap landed on, as the reader sees it. */
export type TapSide = 'left' | 'middle' | 'right';

export interface EpubBookListener {
  relocate(location: EpubLocation): void;
  /** A key pressed while the book's frame has focus (the page's own listeners do not hear it). */
  key(event: KeyboardEvent): void;
  /** A click or tap on the page that was not on a link nor ended a text selection. */
  tap(side: TapSide): void;
  /** A link in the book to a page of the store itself (the sample's last page links to the book's): its path. */
  storeLink(path: string): void;
  /** The book cannot be shown safely or at all (a frame that would run scripts, a broken file). */
  failure(): void;
  /** The reader selected text (settled: not every step of a drag), or the selection went (null). */
  select(selection: TextSelection | null): void;
}

export interface EpubBook extends Closable {
  readonly toc: readonly TocItem[];
  /** Lays the book out inside `container` at `cfi` (or its start); resolves once a page shows. */
  show(container: HTMLElement, cfi: string | undefined): Promise<void>;
  /** Goes to a CFI (a search match, a saved place) or an href (an entry of the contents). */
  goTo(target: string): Promise<void>;
  /** The next and the previous page, in reading order. */
  next(): Promise<void>;
  prev(): Promise<void>;
  /** The page on the left and on the right: the previous and next one, unless the book reads right to left. */
  goLeft(): Promise<void>;
  goRight(): Promise<void>;
  /** Searches the whole book, chapter by chapter; stopping the iteration stops the search. */
  search(query: string): AsyncGenerator<SearchStep, void, undefined>;
  /** Removes the marks of the last search from the pages. */
  clearSearch(): void;
  setStyle(style: BookStyle): void;
  /** Returns the function that stops listening. */
  listen(listener: EpubBookListener): () => void;
  /** The highlights to draw, all of them: each is drawn when its chapter shows, and removed ones go. */
  setHighlights(highlights: readonly BookHighlight[]): void;
  /** Clears the reader's text selection. */
  clearSelection(): void;
  /** Whether a CFI (a bookmark's) is on the page shown now. */
  isOnPage(cfi: string): boolean;
}

export type OpenEpub = (source: EpubSource) => Opening<EpubBook>;

/**
 * The default engine: foliate-js, in a chunk of its own. Unnamed: a chunk's name is one more entry
 * in the runtime every page loads, and the home page's budget has no byte to spare.
 */
export const openWithFoliate: OpenEpub = (source) =>
  openFromChunk(() => import('./foliate.adapter').then((adapter) => () => adapter.openEpub(source)));
