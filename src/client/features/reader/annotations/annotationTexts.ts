/**
 * The reader's labels for bookmarks, highlights and notes (decision 049): only the reader's lazy
 * chunk uses them. What the server answers is in shared/annotation-texts.ts.
 */
import type { AnnotationColor, AnnotationKind } from '../../../../shared/annotation-rules';

export const annotationTexts = {
  bookmarkPage: 'Bookmark this page',
  notes: 'Bookmarks and notes',
  closeNotes: 'Close bookmarks and notes',
  noNotes: 'Nothing marked yet. Bookmark a page with the bookmark button, or select text to highlight it.',
  count: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  kinds: { bookmark: 'Bookmark', highlight: 'Highlight', note: 'Note' } satisfies Record<AnnotationKind, string>,
  colors: { yellow: 'Yellow', green: 'Green', blue: 'Blue', pink: 'Pink' } satisfies Record<AnnotationColor, string>,
  page: (page: number) => `Page ${page}`,
  percent: (fraction: number) => `${Math.floor(fraction * 100)}%`,
  /** An item's heading: what it is (and its colour), then where. */
  itemLabel: (kind: string, color: string | null, place: string) => `${kind}${color ? `, ${color}` : ''}: ${place}`,
  goTo: 'Go to',
  goToLabel: (item: string) => `Go to ${item}`,
  editNote: 'Edit note',
  addNote: 'Add note',
  editNoteLabel: (item: string) => `Edit the note of ${item}`,
  delete: 'Delete',
  deleteLabel: (item: string) => `Delete ${item}`,
  deleted: (kind: string) => `${kind} deleted.`,
  undo: 'Undo',
  exportMarkdown: 'Export as Markdown',
  exportHeading: (count: number) => `Bookmarks, highlights and notes (${count})`,
  exportedFrom: (store: string, date: string) => `Exported from ${store} on ${date}.`,
  untitled: 'Untitled book',

  selectionToolbar: 'Highlight the selected text',
  highlightIn: (color: string) => `Highlight ${color.toLowerCase()}`,
  noteDialog: 'Note',
  noteField: 'Your note',
  noteColour: 'Colour',
  quoted: 'Quoted text',
  save: 'Save',
  cancel: 'Cancel',
};
