/** What an uploaded PDF is: its page count (pdf-lib must parse it and find a page) and its details. */
import type { InspectedBook } from '../book-file-types';
import { withPdf } from './pdf-document';
import { pdfMetadata } from './pdf-metadata';

export async function inspectPdf(filePath: string): Promise<InspectedBook> {
  return withPdf(filePath, (document) => ({
    format: 'PDF',
    metadata: pdfMetadata(document),
    pageCount: document.getPageCount(),
  }));
}
