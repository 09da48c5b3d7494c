/**
 * msw answers of the reader's access call for its tests: how the part asked for is served. Every
 * request is recorded, so a test can tell whether the reader asked (a visitor's full book: never).
 */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import type { BookReadingAccessResponse } from '../../../shared/contract/library.contract';
import { messages } from '../../../shared/messages';

export const pdfAccess: BookReadingAccessResponse = {
  Format: 'PDF',
  ContentBase: null,
  Entries: null,
  ExpiresAt: null,
};

export function epubAccess(
  entries: Record<string, number> = { 'OEBPS/content.opf': 900, 'OEBPS/ch1.xhtml': 4000 },
): BookReadingAccessResponse {
  return { Format: 'EPUB', ContentBase: '/epub/sample/1/', Entries: entries, ExpiresAt: null };
}

/** getBookReadingAccess answers `answer` (or fails with `status`); returns the query strings asked. */
export function readingAccessHandler(answer: BookReadingAccessResponse | { status: number }) {
  const asked: string[] = [];
  const handler = http.get(apiPaths.getBookReadingAccess, ({ request }) => {
    asked.push(new URL(request.url).search);
    return 'status' in answer
      ? HttpResponse.json({ Message: messages.genericError }, { status: answer.status })
      : HttpResponse.json(answer, { status: SUCCESS_STATUS });
  });
  return { handler, asked };
}
