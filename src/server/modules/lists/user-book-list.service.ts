/**
 * Rules shared by the cart and the wishlist: which book may go in, duplicates, removal, the
 * "can it be added" check, and the answer's shape. The two lists differ only in their texts and in
 * one rule (a book the user already owns cannot go into the cart), given as ListRules.
 */
import type { ListItem } from '../../../shared/contract/cart.contract';
import { basisPointsToFraction, paiseToRupees } from '../../../shared/money';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuthUser } from '../accounts/auth-user';
import { Conflict, NotFound } from '../../domain-errors';
import { coverUrl } from '../../storage/object-storage';
import { refuseUpcoming } from '../releases/releases.service';
import { isFreeSale } from '../free-books/free-books.service';
import type { UserBookListRepository } from './user-book-list.repository';
import { apiMessages } from '../../../shared/api-messages';

export interface ListRules {
  /** Whose rows: the cart's or the wishlist's repository. */
  list: 'cart' | 'wishlist';
  duplicateMessage: string;
  /** Buying a book twice is never what the shopper wants: the cart refuses owned books. */
  refuseOwnedBooks: boolean;
  /** An upcoming book cannot be bought yet: the cart refuses it, the wishlist keeps it (decision 046). */
  refuseUpcomingBooks?: boolean;
  /** A free book is got with Get it free, never bought: the cart refuses it, the wishlist keeps it (047). */
  refuseFreeBooks?: boolean;
}

type ItemRow = Awaited<ReturnType<UserBookListRepository['items']>>[number];

export function toListItem(row: ItemRow): ListItem {
  const rowId = String(row.id);
  const bookId = String(row.book_id);
  return {
    _id: rowId,
    Id: rowId,
    ProductId: bookId,
    Books: {
      BookId: bookId,
      book_Id: bookId,
      Price: paiseToRupees(row.price_paise),
      Discount: basisPointsToFraction(row.discount_bp),
      BooksImage: coverUrl(row.cover_key),
      BookName: row.name,
    },
  };
}

export class UserBookListService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly rules: ListRules,
    private readonly clock: Clock,
  ) {}

  private get list() {
    return this.uow.repos[this.rules.list];
  }

  private get library() {
    return this.uow.repos.library;
  }

  async items(user: AuthUser): Promise<ListItem[]> {
    return (await this.list.items(user.id)).map(toListItem);
  }

  /** 404 for a book that is not for sale, 409 for a duplicate or (cart) an owned, free or upcoming book. */
  async add(user: AuthUser, bookIdText: string): Promise<void> {
    const bookId = parseDbId(bookIdText);
    // One read answers every rule below (a purchase adds each of its books: four queries were one).
    const book = bookId === undefined ? undefined : await this.list.publicBookFor(user.id, bookId);
    if (!book) throw new NotFound(messages.bookNotFound);
    if (this.rules.refuseOwnedBooks && book.owned) throw new Conflict(apiMessages.bookAlreadyOwned);
    if (this.rules.refuseFreeBooks && isFreeSale(book)) throw new Conflict(apiMessages.freeBookNotForCart);
    if (this.rules.refuseUpcomingBooks) refuseUpcoming([book], this.clock.now());
    try {
      await this.list.insert(user.id, book.id, this.clock.now().toISOString());
    } catch (error) {
      // The unique (user_id, book_id) index decides, so two racing adds cannot both succeed.
      if (isUniqueViolation(error)) throw new Conflict(this.rules.duplicateMessage);
      throw error;
    }
  }

  /** 404 unless the row exists, is the caller's, and holds that book. */
  async remove(user: AuthUser, rowIdText: string, bookIdText: string): Promise<void> {
    const rowId = parseDbId(rowIdText);
    const bookId = parseDbId(bookIdText);
    const removed = rowId !== undefined && bookId !== undefined && (await this.list.delete(rowId, user.id, bookId));
    if (!removed) throw new NotFound(apiMessages.listItemNotFound);
  }

  /**
   * Whether the book can be added (true means it can). For nobody (no valid token) that only
   * depends on the book being for sale, so an anonymous caller learns nothing about any user.
   */
  async canAdd(user: AuthUser | null, bookIdText: string): Promise<boolean> {
    const bookId = await this.publicBookId(bookIdText);
    if (bookId === undefined) return false;
    if (!user) return true;
    if (await this.list.contains(user.id, bookId)) return false;
    return !(this.rules.refuseOwnedBooks && (await this.library.owns(user.id, bookId)));
  }

  private async publicBookId(bookIdText: string): Promise<number | undefined> {
    const bookId = parseDbId(bookIdText);
    return bookId !== undefined && (await this.list.isPublicBook(bookId)) ? bookId : undefined;
  }
}
