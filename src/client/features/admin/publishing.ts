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

/** The switches, of Active and Approved, that are off (the names the admin sees on them). */
export function visibilitySwitchesOff(book: { IsActive: boolean; IsApproved: boolean }): string[] {
  return [book.IsActive ? undefined : 'Active', book.IsApproved ? undefined : 'Approved'].filter(
    (name): name is string => name !== undefined,
  );
}

/** The admin screens' words for a book's visibility (admin-only: kept out of the home page's messages). */
export const publishingTexts = {
  hiddenFromShop: 'Hidden from shop',
  /** The spec's upload toast, then what the spec's defaults mean for the new book. */
  uploadedHidden: `${messages.bookUploaded} It stays hidden from the shop until you publish it.`,
  publishNow: 'Publish now',
  published: 'Book published: it is in the shop now.',
  /** The Add Book summary, before Submit: whether shoppers will see the book, and if not, why and what changes it. */
  willBeHidden: (off: readonly string[]) =>
    `Shoppers will not see this book: ${off.join(' and ')} ${off.length > 1 ? 'are' : 'is'} off. ` +
    'It appears in the shop once Active and Approved are both on: turn them on in step 4 (Book Info Details), or later in Manage Books.',
  willBeVisible: 'Shoppers will see this book in the shop as soon as it is uploaded: Active and Approved are both on.',
  /** After the upload: where the wizard goes next. */
  goingToBookPage: 'You will be taken to its page.',
  goingToManageBooks: 'You will be taken to Manage Books.',
  /** Manage Books' mark on the book the wizard has just added. */
  justAdded: 'Just added',
};

/** What the wizard hands Manage Books (as the route's state) to mark the book just added. */
export interface ManageBooksArrival {
  justAdded: string;
}

/** The book to mark, from a route's state that may hold anything (a reload, a link from elsewhere). */
export function justAddedBookOf(state: unknown): string | undefined {
  const justAdded = (state as Partial<ManageBooksArrival> | null | undefined)?.justAdded;
  return typeof justAdded === 'string' ? justAdded : undefined;
}

/**
 * Publishes a book: Active and Approved both on, through the same updateBook call as Manage Books'
 * switches. Dispatched on the store rather than through a component's mutation hook: it is offered
 * by a toast that outlives the page it came from (the upload goes home 3 s later).
 */
export function usePublishBook(): (bookId: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (bookId: string) => {
      const request = dispatch(
        adminApi.endpoints.updateBook.initiate({ Id: bookId, IsActive: true, IsApproved: true }),
      );
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
