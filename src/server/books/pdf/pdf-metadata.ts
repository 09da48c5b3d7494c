/**
 * A PDF's details from its document information dictionary (Title, Author, Subject) and its
 * catalog's /Lang. The dictionary has no ISBN, publisher or publication date (its dates are the
 * file's, not the book's), so those are left to the uploader.
 */
import { PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import { languageFrom, oneLine, plainDescription } from '../book-metadata-text';
import type { BookMetadata } from '../book-file-types';

/** pdf-lib throws on a value of an unexpected type (a damaged or odd dictionary): such a value says nothing. */
function safely(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Author as tools write several: 'A; B' or 'A and B' (a comma may be inside one name: 'Tagore, Rabindranath'). */
export function splitAuthors(author: string | undefined): string[] {
  if (author === undefined) return [];
  return author
    .split(/;|\s+and\s+/i)
    .map((name) => oneLine(name))
    .filter((name): name is string => name !== undefined);
}

export function pdfMetadata(document: PDFDocument): BookMetadata {
  const lang = safely(() => document.catalog.lookupMaybe(PDFName.of('Lang'), PDFString, PDFHexString)?.decodeText());
  return {
    title: oneLine(safely(() => document.getTitle())),
    authors: splitAuthors(safely(() => document.getAuthor())),
    description: plainDescription(safely(() => document.getSubject())),
    language: languageFrom(lang),
  };
}
