/**
 * The one refusal of the book-file library: its message is a sentence for the person who uploaded
 * the file, naming what is wrong with it (book-file-messages.ts holds every such sentence). The
 * upload service turns it into its own InvalidInput on the file's field; nothing here knows HTTP.
 */
export class BookFileError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BookFileError';
  }
}
