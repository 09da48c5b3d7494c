/**
 * What a book file's own details (POST /api/inspectBookFile) put into the Add Book wizard: every
 * field the admin has left empty, never one they typed. A field that still holds what an earlier
 * file put there is the file's, not the admin's: choosing another file replaces it (or empties it,
 * when the new file does not name that detail), so a wrong file chosen first leaves nothing behind.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { BookFileDetails } from '../../../shared/contract/admin.contract';
import { adminMessages } from './admin.messages';
import type { BookFormValues } from './bookForm';

/** The wizard's fields a book file can fill, in the form's order, with the detail that fills each. */
export const FILLABLE_FIELDS = {
  BookName: 'Title',
  BookDescription: 'Description',
  AuthorId: 'AuthorId',
  Isbn: 'Isbn',
  Publisher: 'Publisher',
  PublishedDate: 'PublishedDate',
  Language: 'Language',
} as const satisfies Partial<Record<keyof BookFormValues, keyof BookFileDetails>>;

export type FillableField = keyof typeof FILLABLE_FIELDS;
export type FillableValues = Pick<BookFormValues, FillableField>;
/** What the file put into each field it filled. */
export type FilledValues = Partial<FillableValues>;

export const FILLABLE_FIELD_NAMES = Object.keys(FILLABLE_FIELDS) as FillableField[];

export interface BookFileFill {
  /** The values to set: the file's details, and '' where an earlier file's detail goes with it. */
  changes: Partial<FillableValues>;
  /** What the fields hold from this file now, for the next file to tell the admin's text from the file's. */
  filled: FilledValues;
}

export function fillFromBookFile(
  current: FillableValues,
  details: BookFileDetails,
  earlier: FilledValues,
): BookFileFill {
  const changes: Partial<FillableValues> = {};
  const filled: FilledValues = {};
  for (const field of FILLABLE_FIELD_NAMES) {
    const value = current[field];
    const typedByAdmin = value.trim() !== '' && value !== earlier[field];
    if (typedByAdmin) continue;
    const detail = details[FILLABLE_FIELDS[field]];
    if (detail) {
      if (detail !== value) changes[field] = detail;
      filled[field] = detail;
    } else if (value !== '') {
      changes[field] = '';
    }
  }
  return { changes, filled };
}

/** The fields filled, as "Filled from the book: title, description, ISBN" names them. */
export const fillLabels: Record<FillableField, MessageDescriptor> = {
  BookName: adminMessages.fillTitle,
  BookDescription: adminMessages.fillDescription,
  AuthorId: adminMessages.fillAuthor,
  Isbn: adminMessages.fillIsbn,
  Publisher: adminMessages.fillPublisher,
  PublishedDate: adminMessages.fillPublishedDate,
  Language: adminMessages.fillLanguage,
};
