/**
 * Hands a file made or fetched in the page to the browser as a download (a bought book, a tax
 * document, a reader's notes as Markdown): an object URL clicked through a link with `download`.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser (a large one takes a moment).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
