/**
 * Hindi (issue 38), second part: the areas of every page but the home page (shop, product, cart
 * and wishlist, checkout, account, orders, library, the reader, admin and author screens, the legal
 * pages), and the shared English texts only they show (shared/i18n/texts-more.hi.json). Its own
 * chunk ("lang-hi-more"), fetched with such a page when the page is in Hindi (app/router.tsx,
 * withMoreMessages): the home page in Hindi does not carry it.
 */
import { namespaced } from '../../shared/i18n/define-messages';
import texts from '../../shared/i18n/texts-more.hi.json';
import shopHi from '../features/shop/messages.hi.json';
import productHi from '../features/product/messages.hi.json';
import listsHi from '../features/lists/messages.hi.json';
import checkoutHi from '../features/checkout/messages.hi.json';
import adminHi from '../features/admin/messages.hi.json';
import readerHi from '../features/reader/messages.hi.json';
import annotationsHi from '../features/reader/annotations/messages.hi.json';
import sessionHi from '../features/session/messages.hi.json';
import ordersHi from '../features/orders/messages.hi.json';
import libraryHi from '../features/library/messages.hi.json';
import legalHi from '../features/legal/messages.hi.json';
import authorProgramHi from '../features/authorProgram/messages.hi.json';
import authorBooksHi from '../features/authorBooks/messages.hi.json';
import composedHi from './composed/messages.hi.json';
import { serverComposedTexts } from './composed/server-composed-texts';
import { formComposedTexts } from '../components/form/form-composed-texts';
import type { ComposedText } from './store-text';

export const hindiMoreCatalogs: Readonly<Record<string, Record<string, unknown>>> = {
  shop: shopHi,
  product: productHi,
  lists: listsHi,
  checkout: checkoutHi,
  admin: adminHi,
  reader: readerHi,
  annotations: annotationsHi,
  session: sessionHi,
  orders: ordersHi,
  library: libraryHi,
  legal: legalHi,
  authorProgram: authorProgramHi,
  authorBooks: authorBooksHi,
  composed: composedHi,
};

export const hindiMoreMessages: Record<string, unknown> = {
  ...texts,
  ...Object.assign(
    {},
    ...Object.entries(hindiMoreCatalogs).map(([namespace, catalog]) => namespaced(namespace, catalog)),
  ),
};

/**
 * The composed texts Hindi says (store-text.ts): the server's answers with values and the forms'
 * refusals with one. Here, not in the first part: only the pages this part is for show them.
 */
export const hindiMoreComposedTexts: readonly ComposedText[] = [...serverComposedTexts, ...formComposedTexts];
