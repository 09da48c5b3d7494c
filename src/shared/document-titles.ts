/**
 * How a page's document title is made: its name, then the store's. The names are each area's own
 * messages, in the page's language (issue 38); the server writes the same title into the HTML it
 * renders (client/server-render/page-head.ts).
 */
import { PRODUCT_NAME } from './constants';

const named = (name: string) => `${name} | ${PRODUCT_NAME}`;

export const documentTitles = {
  /** A product page: its book's title, in no language but the book's. */
  product: (bookTitle: string) => named(bookTitle),
  /** Any other page by its name. */
  named,
};
