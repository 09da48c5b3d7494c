import { useCallback } from 'react';
import { messages } from '../../../shared/messages';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { adminApi, UPDATE_BOOK_STATUSES_WITH_MESSAGE } from './admin.api';

/**
 * Whether shoppers see a book: only when it is both Active and Approved. The spec's upload form
 * defaults every flag to false, so a book is hidden from the shop until an admin publishes it.
 */
export function isVisibleInShop(book: { IsActive: boolean; IsApproved: boolean }): boolean {
  return book.IsActive && book.IsApproved;
}

/** The admin screens' words for a book's visibility (admin-only: kept out of the home page's messages). */
export const publishingTexts = {
  hiddenFromShop: 'Hidden from shop',
  /** The spec's upload toast, then what the spec's defaults mean for the new book. */
  uploadedHidden: `${messages.bookUploaded} It stays hidden from the shop until you publish it.`,
  publishNow: 'Publish now',
  published: 'Book published: it is in the shop now.',
};

/**
 * Publishes a book: Active and Approved both on, through the same updateBook call as Manage Books'
 * switches. Dispatched on the store rather than through a component's mutation hook: it is offered
 * by a toast that outlives the page it came from (the upload goes home 3 s later).
 */
export function usePublishBook(): (bookId: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (bookId: string) => {
      const request = dispatch(adminApi.endpoints.updateBook.initiate({ Id: bookId, IsActive: true, IsApproved: true }));
      try {
        await request.unwrap();
        notify.success(publishingTexts.published);
      } catch (error) {
        notify.error(errorMessage(error, UPDATE_BOOK_STATUSES_WITH_MESSAGE));
      } finally {
        // No hook owns this call: its result is dropped from the store here.
        request.reset();
      }
    },
    [dispatch],
  );
}
