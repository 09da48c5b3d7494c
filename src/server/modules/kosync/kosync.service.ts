/**
 * KOReader's progress sync (issue 37, decision 045): a KOReader document is one of the user's books
 * only through that user's own downloads (book_downloads.kosync_document, the partial MD5 of the
 * bytes sent), and its place is kept in reading_progress beside the web reader's.
 *
 * - push: KOReader's progress string, percentage and device; `progression` takes the percentage
 *   (the library's "% read"), a PDF's page too (the web reader resumes there); an EPUB's CFI stays.
 * - pull: the newer place. KOReader's own when it pushed last; the web reader's when it saved
 *   after: its progression as the percentage, and as progress a PDF's page, or for an EPUB
 *   KOReader's last xpointer (KOReader always moves to `progress`, never to a percentage, and a
 *   CFI is not an xpointer), with the device "Pustaka web reader". Nothing when neither is known.
 */
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import type { Clock } from '../../clock';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Forbidden } from '../../domain-errors';
import type { KosyncBook } from './kosync.repository';

/** What KOReader's PUT /syncs/progress carries (checked by the route). */
export interface KosyncPushRequest {
  document: string;
  progress: string;
  percentage: number;
  device: string;
  device_id?: string | undefined;
}

/** GET /syncs/progress/:document's answer, as the reference server (koreader-sync-server) gives it. */
export interface KosyncProgress {
  document: string;
  progress: string;
  percentage: number;
  device: string;
  device_id: string;
  timestamp: number;
}

/** The device_id the web reader's place is answered with (KOReader skips a place of its own device id). */
export const WEB_READER_DEVICE_ID = 'pustaka-web-reader';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** A PDF's page in KOReader's progress string (its page number), if it is one of the book's pages. */
function pdfPage(book: KosyncBook, progress: string): number | undefined {
  if (book.format !== 'PDF' || !/^\d{1,9}$/.test(progress)) return undefined;
  const page = Number(progress);
  if (page < 1 || (book.page_count !== null && page > book.page_count)) return undefined;
  return page;
}

export class KosyncService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async push(userId: number, request: KosyncPushRequest): Promise<{ document: string; timestamp: number }> {
    const { repos } = this.uow;
    const book = await repos.kosync.downloadedBook(userId, request.document);
    if (!book) throw new Forbidden(readingAppsTexts.kosyncUnknownDocument);
    const now = this.clock.now().toISOString();
    await repos.kosync.save({
      userId,
      bookId: book.id,
      progress: request.progress,
      percentage: Math.min(1, Math.max(0, request.percentage)),
      device: request.device,
      deviceId: request.device_id ?? null,
      page: pdfPage(book, request.progress),
      now,
    });
    return { document: request.document, timestamp: seconds(now) };
  }

  /** The newer place, or `{}` (as the reference server answers a document it has nothing of). */
  async pull(userId: number, document: string): Promise<KosyncProgress | Record<string, never>> {
    const { repos } = this.uow;
    const book = await repos.kosync.downloadedBook(userId, document);
    const place = book && (await repos.kosync.placeIn(userId, book.id));
    if (!book || !place) return {};
    const koreaderIsNewer = place.kosync_updated_at !== null && place.kosync_updated_at >= place.updated_at;
    if (koreaderIsNewer && place.kosync_progress !== null)
      return {
        document,
        progress: place.kosync_progress,
        percentage: place.progression ?? 0,
        device: place.kosync_device ?? '',
        device_id: place.kosync_device_id ?? '',
        timestamp: seconds(place.kosync_updated_at!),
      };
    const progress =
      book.format === 'PDF' && place.last_page !== null ? String(place.last_page) : place.kosync_progress;
    if (progress === null || place.progression === null) return {};
    return {
      document,
      progress,
      percentage: place.progression,
      device: readingAppsTexts.kosyncWebReader,
      device_id: WEB_READER_DEVICE_ID,
      timestamp: seconds(place.updated_at),
    };
  }
}
