/**
 * Free books (decision 047). A book whose sale price is ₹0 is not sold through the cart: a signed-in
 * shopper's Get it free puts it in the library at once, with no payment, recorded as an order of ₹0
 * (born paid, one line at ₹0), so My Orders, the author's copies sold and the reports count it like
 * any sale. Nothing is sold for consideration, so no tax invoice is issued: the order's document is
 * its receipt.
 *
 * In one transaction: the book must be public, free and out (release dates, decision 046), and not
 * the caller's already; the order is inserted, the book granted and counted as a sale as a paid
 * order's are (orders/book-grants.ts), and taken out of the caller's cart and wishlist. Two Get it
 * free of one book by one shopper racing: the library's unique (user, book) grants it once, and the
 * loser's order is rolled back with its 409.
 */
import { CURRENCY } from '../../../shared/constants';
import type { GetFreeBookResponse } from '../../../shared/contract/free-books.contract';
import { apiMessages } from '../../../shared/api-messages';
import { messages } from '../../../shared/messages';
import { discountedPaise } from '../../../shared/money';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, NotFound } from '../../domain-errors';
import type { AuthUser } from '../accounts/auth-user';
import { grantOrderBooks } from '../orders/book-grants';
import { refuseUpcomingBooks } from '../releases/releases.service';

/** Free: what the shopper would pay is ₹0 (a price of 0; the discount of a free book is 0 too). */
export function isFreeSale(book: { price_paise: number; discount_bp: number }): boolean {
  return discountedPaise(book.price_paise, book.discount_bp) === 0;
}

/**
 * Refuses (409, naming the book) a cart holding a free book: one put there while it still had a
 * price. Checkout asks this; the cart's own add refuses a free book from the start.
 */
export function refuseFreeBooksInCart(
  items: ReadonlyArray<{ name: string; price_paise: number; discount_bp: number }>,
): void {
  const free = items.find(isFreeSale);
  if (free) throw new Conflict(apiMessages.freeBookInCart(free.name));
}

export interface FreeBooksServiceDeps {
  uow: UnitOfWork;
  clock: Clock;
}

export class FreeBooksService {
  constructor(private readonly deps: FreeBooksServiceDeps) {}

  /** 404: no public book has the id; 409: not free, not out yet, or already the caller's. */
  async getFree(user: AuthUser, bookIdText: string): Promise<GetFreeBookResponse> {
    const bookId = parseDbId(bookIdText);
    if (bookId === undefined) throw new NotFound(messages.bookNotFound);
    const now = this.deps.clock.now();
    const got = await this.deps.uow.transact(async (repos) => {
      const book = await repos.catalog.bookById(bookId);
      if (!book) throw new NotFound(messages.bookNotFound);
      if (!isFreeSale(book)) throw new Conflict(apiMessages.bookNotFree);
      await refuseUpcomingBooks(repos.releases, [book.id], now);
      if (await repos.library.owns(user.id, book.id)) throw new Conflict(apiMessages.bookAlreadyOwned);
      const at = now.toISOString();
      const order = await repos.orders.insertFree(
        { userId: user.id, currency: CURRENCY, now: at },
        { book_id: book.id, price_paise: book.price_paise, discount_bp: book.discount_bp, sale_price_paise: 0 },
      );
      const granted = await grantOrderBooks(repos, { userId: user.id, orderId: order.id, bookIds: [book.id], now: at });
      // Another Get it free of this book by this shopper committed first: this order is rolled back.
      if (granted.length === 0) throw new Conflict(apiMessages.bookAlreadyOwned);
      // The wish came true: an owned book left in the wishlist would only offer Add to cart (409).
      await repos.wishlist.removeBooks(user.id, [book.id]);
      return { orderId: order.id, title: book.name };
    });
    return { Message: apiMessages.freeBookAdded(got.title), OrderId: got.orderId, BookId: String(bookId) };
  }
}
