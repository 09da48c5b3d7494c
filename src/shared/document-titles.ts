/**
 * The document titles of the pages the server renders, in one place: the pages set them in the
 * browser and the server writes the same into the HTML it renders (client/server-render/).
 */
import { PRODUCT_NAME } from './constants';

/** The legal pages' headings, which their titles repeat. */
export const legalPageNames = { terms: 'Terms and Conditions', privacy: 'Privacy Policy' } as const;

const named = (name: string) => `${name} | ${PRODUCT_NAME}`;

export const documentTitles = {
  home: `${PRODUCT_NAME} — e-books in rupees`,
  shop: named('Shop'),
  product: (bookTitle: string) => named(bookTitle),
  search: (q: string) => (q ? named(`Results for "${q}"`) : named('Search')),
  notFound: named('Page not found'),
  /** The reading room: the book (once its details arrive), then whether it is the preview. */
  reader: (bookTitle: string | undefined, preview: boolean) =>
    named(`${bookTitle ? `${bookTitle} | ` : ''}${preview ? 'Preview' : 'Reader'}`),
  /** Any other page by its heading (legal pages, forms). */
  named,
};
