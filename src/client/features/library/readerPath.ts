/** The reader's URL for a book: the full book, or its public preview. */
export function readerPath(bookId: string, { preview = false }: { preview?: boolean } = {}): string {
  const path = `/read/${encodeURIComponent(bookId)}`;
  return preview ? `${path}?preview=1` : path;
}
