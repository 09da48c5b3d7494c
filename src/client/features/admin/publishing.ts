import { useCallback } from 'react';
import { messages } from '../../../shared/messages';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { translate, type Translate } from '../../i18n/translate';
import { adminApi, UPDATE_BOOK_STATUSES_WITH_MESSAGE } from './admin.api';
import { adminMessages } from './admin.messages';
import { listInWords } from './adminTexts';

/**
 * Whether shoppers see a book: only when it is both Active and Approved. The spec's upload form
 * defaults every flag to false, so a book is hidden from the shop until an admin publishes it.
 */
export function isVisibleInShop(book: { IsActive: boolean; IsApproved: boolean }): boolean {
  return book.IsActive && book.IsApproved;
}

/** The switches, of Active and Approved, that are off (the names the admin sees on them). */
export function visibilitySwitchesOff(
  book: { IsActive: boolean; IsApproved: boolean },
  t: Translate = translate,
): string[] {
  return [
    book.IsActive ? undefined : t(adminMessages.flagActive),
    book.IsApproved ? undefined : t(adminMessages.flagApproved),
  ].filter((name): name is string => name !== undefined);
}

/** The admin screens' words for a book's visibility, with their values, for a given `t`. */
export const publishingText = {
  /** The spec's upload toast, then what the spec's defaults mean for the new book. */
  uploadedHidden: (t: Translate) => t(adminMessages.uploadedHidden, { uploaded: t.text(messages.bookUploaded) }),
  /** The Add Book summary, before Submit: whether shoppers will see the book, and if not, why and what changes it. */
  willBeHidden: (t: Translate, off: readonly string[]) =>
    t(adminMessages.willBeHidden, { off: listInWords(t, off), count: off.length }),
};

/** The same words in the language active now (code outside React, and tests). */
export const publishingTexts = {
  get hiddenFromShop() {
    return translate(adminMessages.hiddenFromShop);
  },
  get uploadedHidden() {
    return publishingText.uploadedHidden(translate);
  },
  get publishNow() {
    return translate(adminMessages.publishNow);
  },
  get published() {
    return translate(adminMessages.published);
  },
  willBeHidden: (off: readonly string[]) => publishingText.willBeHidden(translate, off),
  get willBeVisible() {
    return translate(adminMessages.willBeVisible);
  },
  /** After the upload: where the wizard goes next. */
  get goingToBookPage() {
    return translate(adminMessages.goingToBookPage);
  },
  get goingToManageBooks() {
    return translate(adminMessages.goingToManageBooks);
  },
  /** Manage Books' mark on the book the wizard has just added. */
  get justAdded() {
    return translate(adminMessages.justAdded);
  },
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
        notify.success(translate(adminMessages.published));
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
