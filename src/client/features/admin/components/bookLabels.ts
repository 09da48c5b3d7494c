import {
  ORIGINAL_FLAG_FIELD,
  type BookDateField,
  type BookFlagField,
  type BookUploadFileField,
  BOOK_UPLOAD_FILE_FIELDS,
} from '../../../../shared/contract/admin.contract';
import type { MessageDescriptor } from '@lingui/core';
import { homeTitles } from '../../../../shared/messages';
import type { Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';

/** How the admin screens name each flag and date of a book (the Originals flag: the home row's own name). */
const flagMessages: Partial<Record<BookFlagField, MessageDescriptor>> = {
  IsActive: adminMessages.flagActive,
  IsApproved: adminMessages.flagApproved,
  IsNewArrival: adminMessages.flagNewArrival,
  IsTrending: adminMessages.flagTrending,
  IsUpcoming: adminMessages.flagUpcoming,
  IsHotDeals: adminMessages.flagHotDeals,
  IsTopAuthor: adminMessages.flagTopAuthor,
};

export function flagLabel(t: Translate, flag: BookFlagField): string {
  const message = flagMessages[flag];
  return message ? t(message) : flag === ORIGINAL_FLAG_FIELD ? t.text(homeTitles.originals) : flag;
}

export const dateLabels: Record<BookDateField, MessageDescriptor> = {
  NewArrivalDate: adminMessages.dateNewArrival,
  TrendingDate: adminMessages.dateTrending,
  // Until when the home page lists it as upcoming; the sale date itself is AvailableOn (decision 046).
  UpcomingDate: adminMessages.dateUpcoming,
  HotDealsDate: adminMessages.dateHotDeals,
};

export const fileLabels: Record<BookUploadFileField, MessageDescriptor> = {
  BookContent: adminMessages.fileBookContent,
  BookPreview: adminMessages.fileBookPreview,
  BookImage: adminMessages.fileBookImage,
};

/** 1536 -> '1.5 KB', 25 165 824 -> '24.0 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The contract lists the cover first; the form shows the book first. */
export const FILES_IN_FORM_ORDER = [...BOOK_UPLOAD_FILE_FIELDS].reverse();
