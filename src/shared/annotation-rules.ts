/**
 * The rules of the reader's bookmarks, highlights and notes (decision 049), without zod: the
 * reader's chunk imports them, and the contract (annotations.contract.ts) builds its schemas on them.
 */
export const ANNOTATION_KINDS = ['bookmark', 'highlight', 'note'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

/** The four highlight colours, by name: the name is what is stored, shown and read out. */
export const ANNOTATION_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export type AnnotationColor = (typeof ANNOTATION_COLORS)[number];

/** The quoted text and the note, each at most this many characters. */
export const ANNOTATION_TEXT_MAX_LENGTH = 2000;
export const ANNOTATION_NOTE_MAX_LENGTH = 2000;

/** At most this many bookmarks, highlights and notes per reader and book (409 past it). */
export const ANNOTATIONS_PER_BOOK_MAX = 5000;

/** A range CFI (a highlight's, a note's) has a parent path, a start and an end: epubcfi(P,S,E). */
export function isRangeCfi(cfi: string): boolean {
  return /^epubcfi\([^,]+,[^,]+,[^,]+\)$/.test(cfi);
}
