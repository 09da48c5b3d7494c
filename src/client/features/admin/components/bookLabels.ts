import {
  ORIGINAL_FLAG_FIELD,
  type BookDateField,
  type BookFlagField,
  type BookUploadFileField,
  BOOK_UPLOAD_FILE_FIELDS,
} from '../../../../shared/contract/admin.contract';
import { homeTitles } from '../../../../shared/messages';

/** How the admin screens name each flag and date of a book. */
export const flagLabels: Record<BookFlagField, string> = {
  IsActive: 'Active',
  IsApproved: 'Approved',
  [ORIGINAL_FLAG_FIELD]: homeTitles.originals,
  IsNewArrival: 'New arrival',
  IsTrending: 'Trending',
  IsUpcoming: 'Upcoming',
  IsHotDeals: 'Hot deals',
  IsTopAuthor: 'Top author',
} as Record<BookFlagField, string>;

export const dateLabels: Record<BookDateField, string> = {
  NewArrivalDate: 'New arrival until',
  TrendingDate: 'Trending till',
  // Until when the home page lists it as upcoming; the sale date itself is AvailableOn (decision 046).
  UpcomingDate: 'Upcoming until',
  HotDealsDate: 'Hot deal until',
};

export const fileLabels: Record<BookUploadFileField, string> = {
  BookContent: 'Book file (EPUB or PDF)',
  BookPreview: 'Sample (optional)',
  BookImage: 'Cover image',
};

/** 1536 -> '1.5 KB', 25 165 824 -> '24.0 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The contract lists the cover first; the form shows the book first. */
export const FILES_IN_FORM_ORDER = [...BOOK_UPLOAD_FILE_FIELDS].reverse();
