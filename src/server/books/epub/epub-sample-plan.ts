/**
 * Which documents of the reading order a sample holds, and where it cuts the last one:
 * - its budget is SAMPLE_SHARE of the book's words: documents are taken whole while they fit, and
 *   the one where the budget runs out is cut after a paragraph (epub-sample-cut.ts);
 * - but it always holds the first chapter with text whole (a reader judges a book by its first
 *   chapter, not by its cover, title page and copyright page, which can eat a short book's
 *   budget), unless that "chapter" is more than FIRST_CHAPTER_MAX_SHARE of the book (the whole book
 *   in one file), which is then cut like any other document.
 */
import { SAMPLE_SHARE } from '../../../shared/book-details';
import type { ZipArchive } from '../zip-archive';
import type { EpubPackage, ManifestItem } from './epub-package';
import { SVG_MEDIA_TYPE } from './epub-media-types';
import { documentWords, readingOrder } from './epub-text';

/** Fewer words than a chapter has: a cover, title, dedication or copyright page. */
export const MIN_CHAPTER_WORDS = 300;
export const FIRST_CHAPTER_MAX_SHARE = 0.3;

export interface PlannedDocument {
  item: ManifestItem;
  words: number;
  /** Cut after the block at which this many words are reached; whole when undefined. */
  cutAfterWords?: number;
}

/** The linear reading order without the nav document (the sample writes its own). */
function sampleOrder(pkg: EpubPackage): ManifestItem[] {
  const linear = readingOrder(pkg, true);
  return (linear.length > 0 ? linear : readingOrder(pkg)).filter((item) => item !== pkg.navItem);
}

export async function planSample(
  archive: ZipArchive,
  pkg: EpubPackage,
  totalWords: number,
): Promise<PlannedDocument[]> {
  const order = sampleOrder(pkg);
  const budget = Math.max(1, Math.ceil(totalWords * SAMPLE_SHARE));
  const firstChapterCap = Math.ceil(totalWords * FIRST_CHAPTER_MAX_SHARE);
  const words = new Map<ManifestItem, number>();
  const wordsOf = async (item: ManifestItem) => {
    const known = words.get(item);
    if (known !== undefined) return known;
    const count = await documentWords(archive, item.path);
    words.set(item, count);
    return count;
  };

  // The first chapter is looked for only where the cap still allows taking it.
  let firstChapter: ManifestItem | undefined;
  let before = 0;
  for (const item of order) {
    if (before >= firstChapterCap) break;
    if ((await wordsOf(item)) >= MIN_CHAPTER_WORDS) {
      firstChapter = item;
      break;
    }
    before += await wordsOf(item);
  }

  const plan: PlannedDocument[] = [];
  let used = 0;
  let chapterTaken = firstChapter === undefined;
  for (const item of order) {
    const count = await wordsOf(item);
    // An SVG document cannot be cut after a paragraph: it comes whole or not at all.
    const cuttable = item.mediaType !== SVG_MEDIA_TYPE;
    if (!chapterTaken) {
      chapterTaken = item === firstChapter;
      // What comes before the first chapter is small (under MIN_CHAPTER_WORDS each) and comes whole.
      if (!chapterTaken || used + count <= firstChapterCap || !cuttable) {
        plan.push({ item, words: count });
        used += count;
        continue;
      }
      plan.push({ item, words: count, cutAfterWords: Math.max(budget - used, MIN_CHAPTER_WORDS) });
      break;
    }
    if (used >= budget) break;
    if (used + count <= budget || !cuttable) {
      plan.push({ item, words: count });
      used += count;
      continue;
    }
    plan.push({ item, words: count, cutAfterWords: budget - used });
    break;
  }
  return plan;
}
