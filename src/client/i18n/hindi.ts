/**
 * Hindi (issue 38), first part: the Hindi catalogs of what every page shows (the layout, the
 * search box, the shared components, forms) and of the home page, under their namespaces, and the
 * Hindi of the shared English texts they show (shared/messages.ts' and the newsletter's:
 * shared/i18n/texts.hi.json; store-text.ts). Its own chunk ("lang-hi"), loaded before a Hindi page
 * renders: the home page in Hindi needs nothing else. Every other page's texts are in the second
 * part (hindi-more.ts), fetched with the page. The server's renderer bundles both.
 *
 * An area with messages (defineMessages(namespace, messages.en.json)) registers its
 * messages.hi.json here or in hindi-more.ts under the same namespace; i18n-catalogs.test.ts fails
 * on an area that is missing, a key without Hindi, or an empty text.
 */
import { namespaced } from '../../shared/i18n/define-messages';
import texts from '../../shared/i18n/texts.hi.json';
import layoutHi from '../app/layout/messages.hi.json';
import layoutPartsHi from '../app/layout/parts/messages.hi.json';
import componentsHi from '../components/messages.hi.json';
import catalogHi from '../features/catalog/messages.hi.json';
import newsletterHi from '../features/newsletter/messages.hi.json';
import searchHi from '../features/search/messages.hi.json';
import libHi from '../lib/messages.hi.json';
import formHi from '../components/form/messages.hi.json';

export const hindiCatalogs: Readonly<Record<string, Record<string, unknown>>> = {
  layout: layoutHi,
  layoutParts: layoutPartsHi,
  components: componentsHi,
  catalog: catalogHi,
  newsletter: newsletterHi,
  search: searchHi,
  lib: libHi,
  form: formHi,
};

export const hindiMessages: Record<string, unknown> = {
  ...texts,
  ...Object.assign({}, ...Object.entries(hindiCatalogs).map(([namespace, catalog]) => namespaced(namespace, catalog))),
};
