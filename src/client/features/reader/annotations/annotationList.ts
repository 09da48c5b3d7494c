/**
 * The reader's annotations as the panel and the Markdown export show them: in book order, each
 * with the words for its place. Pure functions, no engine: an EPUB's place is named from its
 * locator and the book's contents, a PDF's by its page.
 */
import type { Annotation } from '../../../../shared/contract/annotations.contract';
import type { TocItem } from '../engines/epub/epubBook';
import type { Translate } from '../../../i18n/translate';
import { annotationsMessages, colorNames, kindNames } from './annotations.messages';

/**
 * The numbers of a CFI's path in order (its steps, indirections and character offset), from its
 * start for a range: comparing them number by number is comparing places in the book, which is
 * all the panel needs of a CFI. Assertions in brackets ([id]) name nothing of the order.
 */
function cfiNumbers(cfi: string): number[] {
  const inner = /^epubcfi\((.*)\)$/.exec(cfi)?.[1] ?? '';
  const [parent = '', start = ''] = inner.replace(/\[[^\]]*\]/g, '').split(',');
  return `${parent}${start}`.match(/\d+/g)?.map(Number) ?? [];
}

function compareNumbers(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return a.length - b.length;
}

/** Book order: by page (a PDF) or by CFI (an EPUB); the same place in the order they were made. */
export function inBookOrder(annotations: readonly Annotation[]): Annotation[] {
  const key = (item: Annotation) => ('Page' in item.Locator ? [item.Locator.Page] : cfiNumbers(item.Locator.Cfi));
  return [...annotations].sort((a, b) => compareNumbers(key(a), key(b)) || Number(a.Id) - Number(b.Id));
}

function findChapter(items: readonly TocItem[], href: string): TocItem | undefined {
  for (const item of items) {
    if (item.href.split('#')[0] === href) return item;
    const found = findChapter(item.subitems, href);
    if (found) return found;
  }
  return undefined;
}

/** Where an annotation is, in words: 'Page 12', or 'The Letter · 4%' (the chapter when the contents name it). */
export function placeOf(t: Translate, annotation: Annotation, toc: readonly TocItem[]): string {
  const place = annotation.Locator;
  if ('Page' in place) return t(annotationsMessages.page, { page: place.Page });
  const chapter = findChapter(toc, place.Href)?.label;
  const percent = Math.floor(place.Progression * 100);
  return chapter
    ? t(annotationsMessages.chapterPlace, { chapter, percent })
    : t(annotationsMessages.percent, { percent });
}

/** What an annotation is called to a screen reader and in the export: 'Highlight, Yellow: Page 12'. */
export function labelOf(t: Translate, annotation: Annotation, toc: readonly TocItem[]): string {
  const kind = t(kindNames[annotation.Kind]);
  const place = placeOf(t, annotation, toc);
  return annotation.Color
    ? t(annotationsMessages.itemLabel, { kind, color: t(colorNames[annotation.Color]), place })
    : t(annotationsMessages.itemLabelWithoutColor, { kind, place });
}

/**
 * Plain text made safe to read as Markdown: the characters Markdown would take as formatting or
 * HTML are escaped, so a quote with `<script>` or `*stars*` is shown as written by any viewer.
 */
function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`);
}

/** Each line of the text as a line of a blockquote (an empty line stays in the quote). */
function blockquote(text: string): string {
  return markdownText(text.trim())
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n');
}

/**
 * The export: the book's title, then each annotation in book order under its place, its quote as
 * a blockquote and its note as a paragraph, in the page's language (`t`).
 */
export function annotationsMarkdown(options: {
  t: Translate;
  title: string | undefined;
  annotations: readonly Annotation[];
  toc: readonly TocItem[];
  store: string;
  date: string;
}): string {
  const { t, title, annotations, toc, store, date } = options;
  const items = inBookOrder(annotations);
  const parts = [
    `# ${markdownText(title?.trim() || t(annotationsMessages.untitled))}`,
    `${t(annotationsMessages.exportHeading, { count: items.length })}. ${t(annotationsMessages.exportedFrom, { store, date })}`,
  ];
  for (const item of items) {
    parts.push(`## ${markdownText(labelOf(t, item, toc))}`);
    if (item.Text.trim()) parts.push(blockquote(item.Text));
    if (item.Note.trim()) parts.push(markdownText(item.Note.trim()).replace(/\r?\n/g, '  \n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** A file name for the export: the title's letters and digits, '-' between words. */
export function exportFileName(title: string | undefined): string {
  const base = (title ?? '')
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'book'}-notes.md`;
}
