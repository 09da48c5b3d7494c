/**
 * The texts of the reader's reflowable-book screens (EPUB): apart from shared/messages.ts because
 * only the reader's lazy chunk uses them (the home page's budget).
 */
import type { FontFamily, LineSpacing, Margins, ReadingThemeName } from './engines/epub/readingAppearance';

const percentOf = (fraction: number) => `${Math.floor(fraction * 100)}%`;

export const readerTexts = {
  openingBook: 'Opening the book…',
  loadingBook: 'Loading book',
  openingPage: 'Opening page',
  book: 'Book',
  toolbar: 'Reader',
  previousPage: 'Previous page',
  nextPage: 'Next page',

  contents: 'Contents',
  closeContents: 'Close contents',
  noContents: 'This book has no table of contents. Turn the pages, or search in the book.',

  search: 'Search in the book',
  closeSearch: 'Close search',
  searchField: 'Words to find',
  searchButton: 'Search',
  searching: (fraction: number) => `Searching… ${percentOf(fraction)} of the book`,
  searchResults: (count: number, capped: boolean) =>
    capped ? `The first ${count} matches` : count === 1 ? '1 match' : `${count} matches`,
  noMatches: (query: string) => `No matches for “${query}”.`,
  searchFailed: 'The search stopped: a chapter could not be read. Please try again.',
  matchIn: (chapter: string) => chapter || 'Untitled chapter',

  settings: 'Text and theme',
  closeSettings: 'Close text and theme',
  textSize: 'Text size',
  smallerText: 'Smaller text',
  largerText: 'Larger text',
  font: 'Font',
  fonts: { serif: 'Serif', sans: 'Sans serif' } satisfies Record<FontFamily, string>,
  lineSpacing: 'Line spacing',
  lineSpacings: { compact: 'Compact', normal: 'Normal', relaxed: 'Relaxed' } satisfies Record<LineSpacing, string>,
  margins: 'Margins',
  marginSizes: { narrow: 'Narrow', medium: 'Medium', wide: 'Wide' } satisfies Record<Margins, string>,
  theme: 'Theme',
  themes: { light: 'Light', sepia: 'Sepia', dark: 'Dark' } satisfies Record<ReadingThemeName, string>,

  /** The progress line: the chapter, then how far through the book (or the preview). */
  progress: (fraction: number, preview: boolean) => `${percentOf(fraction)}${preview ? ' of the preview' : ''}`,
  progressLabel: 'Reading progress',
};
