/**
 * The Add Book wizard's words for the book's files and the details they carry (admin-only: kept
 * out of the home page's messages.ts).
 */
import { SAMPLE_SHARE } from '../../../shared/book-details';
import { DEFAULT_UPLOAD_LIMITS_MB } from '../../../shared/contract/admin.contract';
import { fillLabels, type FillableField } from './bookFileFill';

const samplePercent = `${Math.round(SAMPLE_SHARE * 100)}%`;
const upTo = (field: keyof typeof DEFAULT_UPLOAD_LIMITS_MB) => `up to ${DEFAULT_UPLOAD_LIMITS_MB[field]} MB`;

/** "a, b and c" */
function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const bookFileTexts = {
  startTitle: 'Start from the book file (EPUB or PDF)',
  startIntro:
    'Choose the book file first: the title, description, author, ISBN, publisher, date and language it names fill the fields you have left empty. What you type is never replaced.',
  chooseFile: 'Choose file',
  changeFile: 'Change file',
  noFile: 'No file chosen',

  bookFileHint: `EPUB or PDF, ${upTo('BookContent')}`,
  sampleHint: `EPUB or PDF, ${upTo('BookPreview')}. Without one, the store makes a sample of the first ${samplePercent} of the book.`,
  coverHint: `PNG, JPEG, WebP or GIF, ${upTo('BookImage')}`,
  coverFromBookHint: "The book file's own cover is used unless you choose another.",
  chosenCoverAlt: 'Cover preview',
  bookCoverAlt: 'Cover from the book file',
  fromBookFile: 'From the book file',
  /** Step 5, a detail left empty: said in words rather than a blank row. */
  detailNotGiven: 'None: the product page leaves it out',
  sampleMadeByStore: `None: the store makes one of the first ${samplePercent} of the book`,

  sending: (percent: number) => `Sending the book file... ${percent}%`,
  reading: 'Reading the book file...',
  filled: (fields: readonly FillableField[], cover: boolean) => {
    const filled = [...fields.map((field) => fillLabels[field]), ...(cover ? ['cover'] : [])];
    return filled.length > 0
      ? `Filled from the book: ${listInWords(filled)}.`
      : 'Read the book file: it names nothing the form is missing.';
  },
  unknownAuthor: (name: string) =>
    `The book names ${name} as its author, who is not among the store's authors: choose the author on step 2, or add them there with Add New Author.`,
  unreadable:
    "The book file's details could not be read just now: fill in the fields yourself. The upload checks the file again.",
} as const;

/** The optional details' labels and hints, in the wizard, the summary and the Edit dialog. */
export const detailLabels = {
  Isbn: 'ISBN',
  Publisher: 'Publisher',
  PublishedDate: 'Date published',
  Language: 'Language',
} as const;

export const detailHints = {
  Isbn: 'ISBN-10 or ISBN-13',
  PublishedDate: 'YYYY, YYYY-MM or YYYY-MM-DD',
  Language: 'A code such as en, hi or en-IN',
} as const;
