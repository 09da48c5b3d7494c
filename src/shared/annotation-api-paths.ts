/**
 * The API paths of the reader's bookmarks, highlights and notes (decision 049), re-exported by
 * api-paths.ts. The client imports them from here, so they stay out of the home page's JavaScript
 * with apiPaths (only the reader, a lazy chunk, uses them).
 */
export const annotationApiPaths = {
  /** Save a bookmark, highlight or note in a book the caller may read; with an Id, change that one. */
  saveAnnotation: '/api/saveAnnotation',
  /** The caller's bookmarks, highlights and notes in one book. */
  getAnnotations: '/api/getAnnotations',
  /** Delete one of the caller's bookmarks, highlights or notes. */
  deleteAnnotation: '/api/deleteAnnotation',
} as const;
