/** Rules about book rows that every repository shares. */
import { expressionBuilder } from 'kysely';
import { discountedPaise } from '../../shared/money';
import type { Database } from './database';

const books = expressionBuilder<Database, 'books'>();

/**
 * "Public" always means active AND approved. Every query that shows books to shoppers filters
 * with this one condition, so no list can forget half of the rule.
 *
 * A short list of rows (a cart, the release wishes due) joined to books and filtered with it joins
 * books with `crossJoin('books').whereRef('books.id', '=', ...)`, the list first. SQLite plans
 * without statistics, and this condition's two equalities on the books' indexes look more selective
 * to it than one user's rows: an inner join walked every public book and looked each up in the
 * list (one cart read 2,000 index entries in bench:checkout, 30 M at the header's catalog). A CROSS
 * JOIN keeps its left table outermost in SQLite (its documented hint); PostgreSQL plans it as the
 * inner join it is. `testing/query-plan.ts` holds each such query's plan.
 */
export const isPublicBook = books.and([books('books.is_active', '=', 1), books('books.is_approved', '=', 1)]);

/**
 * Price columns of a book write. The sale price is derived here with the shared money rule so the
 * database can filter and index the price a shopper actually pays. A free book (price 0, decision
 * 047) keeps no discount: a card would otherwise show "15% off" a book that costs nothing.
 */
export function bookPriceColumns(pricePaise: number, discountBp: number) {
  return {
    price_paise: pricePaise,
    discount_bp: pricePaise === 0 ? 0 : discountBp,
    sale_price_paise: discountedPaise(pricePaise, discountBp),
  };
}

/** Ids in the API are strings of digits; the database's integer ids stop at 2^31 - 1 in PostgreSQL. */
export const MAX_DB_ID = 2_147_483_647;

/** An API id as a database id, or undefined when it cannot name any row. */
export function parseDbId(id: string): number | undefined {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const value = Number(id);
  return value >= 1 && value <= MAX_DB_ID ? value : undefined;
}
