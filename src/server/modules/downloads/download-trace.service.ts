/**
 * "Trace a file" (issue 37, decision 043): a copy of a book found elsewhere, uploaded by an admin,
 * leads back to the download its licence mark names: the order, the buyer's e-mail, the book. The
 * marks are read by books/licence-marks.ts; a copy carrying several (a file marked twice) names
 * the most recent download among them. Nothing is written.
 */
import type { TracedDownload } from '../../../shared/contract/downloads.contract';
import { BookFileError } from '../../books/book-file-error';
import { licenceMarksIn } from '../../books/licence-marks';
import type { UnitOfWork } from '../../db/unit-of-work';
import { InvalidInput, NotFound } from '../../domain-errors';
import { fieldError } from '../uploads/book-upload-parts';

export const traceMessages = {
  noMark: 'This file carries no licence mark of this store: it was not downloaded from here, or the mark was removed.',
  unknownMark: (markId: string) => `This file carries mark ${markId}, which no download of this store made.`,
};

export class DownloadTraceService {
  constructor(private readonly uow: UnitOfWork) {}

  async trace(filePath: string): Promise<TracedDownload> {
    let marks: string[];
    try {
      marks = await licenceMarksIn(filePath);
    } catch (error) {
      if (error instanceof BookFileError) throw fieldError(InvalidInput, 'File', error.message);
      throw error;
    }
    if (marks.length === 0) throw new NotFound(traceMessages.noMark);
    const [download] = await this.uow.repos.bookDownloads.byMarks(marks);
    if (!download) throw new NotFound(traceMessages.unknownMark(marks[0]!));
    return {
      OrderId: download.order_id,
      Email: download.email,
      BookId: download.book_id,
      BookName: download.name,
      MarkId: download.mark_id,
      DownloadedAt: download.downloaded_at,
    };
  }
}
