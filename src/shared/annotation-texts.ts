/**
 * The texts of the reader's bookmarks, highlights and notes (decision 049) that the server answers
 * and the contract refuses with: apart from messages.ts because only the reader's lazy chunk and
 * the server use them, not the home page. The reader's own labels are in
 * client/features/reader/annotations/annotationTexts.ts.
 */
export const annotationMessages = {
  saved: 'Saved.',
  deleted: 'Deleted.',
  notFound: 'No such bookmark, highlight or note.',
  tooMany: (max: number) => `A book can hold at most ${max.toLocaleString('en-IN')} bookmarks, highlights and notes.`,
  kindRequired: 'Kind must be bookmark, highlight or note.',
  colorRequired: 'Color must be yellow, green, blue or pink.',
  textTooLong: (max: number) => `The quoted text must be at most ${max.toLocaleString('en-IN')} characters.`,
  noteTooLong: (max: number) => `The note must be at most ${max.toLocaleString('en-IN')} characters.`,
  bookmarkHasNoText: 'A bookmark quotes no text and has no colour.',
  highlightNeedsText: 'A highlight or a note quotes the text it marks, in a colour.',
  highlightHasNoNote: 'A highlight has no note; send it as a note.',
  noteNeedsNote: 'A note needs its text.',
  epubNeedsCfi: 'An EPUB is marked by a locator with its CFI.',
  pdfNeedsPage: 'A PDF is marked by a page.',
  rangeNeeded: 'A highlight or a note in an EPUB is marked by a range CFI.',
};
