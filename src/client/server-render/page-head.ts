/**
 * What a server-rendered page's <head> says, and its status: from its address and the API answers
 * it was rendered with. A product page describes its book (Open Graph for shared links, schema.org
 * Book for search engines); an unknown product is a 404.
 */
import { matchPath } from 'react-router-dom';
import { PRODUCT_NAME } from '../../shared/constants';
import { documentTitles } from '../../shared/document-titles';
import { discountedPaiseOf, paiseToRupees } from '../../shared/money';
import type { PageHead } from '../../shared/page-rendering';
import { searchTextOf, uiRoutes } from '../../shared/ui-paths';
import { errorStatus } from '../lib/api';
import type { RootState } from '../app/store';
import { productApi } from '../features/product';
import type { Translate } from '../i18n/translate';
import { catalogMessages } from '../features/catalog/catalog.messages';
import { shopMessages } from '../features/shop/shop.messages';
import { searchMessages } from '../features/search/search.messages';
import { legalMessages } from '../features/legal/legal.messages';
import { componentsMessages } from '../components/components.messages';

const STORE_DESCRIPTION = `${PRODUCT_NAME}: an e-book store. Browse, pay in rupees, read what you bought.`;
/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 200;

const absolute = (publicUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

function storePage(title: string, url: string, description = STORE_DESCRIPTION): PageHead {
  return { title, description, openGraph: { type: 'website', site_name: PRODUCT_NAME, title, description, url } };
}

/**
 * `t`: the page's language. Titles are the ones the pages set in the browser (useDocumentTitle),
 * from the same messages, so the tab's title does not change when the page hydrates.
 */
export function pageHeadOf(
  url: string,
  state: RootState,
  publicUrl: string,
  t: Translate,
): { status: number; head: PageHead } {
  const { pathname, search } = new URL(url, publicUrl);
  const product = { product: PRODUCT_NAME };
  const homeTitle = t(catalogMessages.documentTitle, product);
  const pageUrl = absolute(publicUrl, url);
  const productPage = matchPath(uiRoutes.product, pathname);
  if (productPage) {
    const result = productApi.endpoints.getBookById.select(productPage.params.productId ?? '')(state);
    const book = result.data;
    if (!book) {
      const status = errorStatus(result.error) === 404 ? 404 : 200;
      const title = status === 404 ? t(componentsMessages.notFoundDocumentTitle, product) : homeTitle;
      return { status, head: storePage(title, pageUrl) };
    }
    const title = documentTitles.product(book.Title);
    const description = shortened(book.Description) || `${book.Title} by ${book.AuthorName}`;
    const image = absolute(publicUrl, book.CoverImage);
    const price = paiseToRupees(discountedPaiseOf(book)).toFixed(2);
    return {
      status: 200,
      head: {
        title,
        description,
        openGraph: { type: 'book', site_name: PRODUCT_NAME, title: book.Title, description, image, url: pageUrl },
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'Book',
          name: book.Title,
          author: { '@type': 'Person', name: book.AuthorName },
          genre: book.Gener,
          description,
          image,
          url: pageUrl,
          bookFormat: 'https://schema.org/EBook',
          // Only the details the book has: search engines take an absent field over a wrong one.
          ...(book.Isbn ? { isbn: book.Isbn } : {}),
          ...(book.Publisher ? { publisher: { '@type': 'Organization', name: book.Publisher } } : {}),
          ...(book.PublishedDate ? { datePublished: book.PublishedDate } : {}),
          ...(book.Language ? { inLanguage: book.Language } : {}),
          ...(book.PageCount ? { numberOfPages: book.PageCount } : {}),
          encodingFormat: book.Format === 'EPUB' ? 'application/epub+zip' : 'application/pdf',
          // Readers' ratings (decision 042): only when there are some; search engines refuse an empty one.
          ...(book.RatingCount > 0 && book.AverageRating !== null
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: book.AverageRating,
                  reviewCount: book.RatingCount,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            url: pageUrl,
          },
        },
      },
    };
  }
  if (matchPath(uiRoutes.shop, pathname))
    return { status: 200, head: storePage(documentTitles.named(t(shopMessages.documentTitle)), pageUrl) };
  if (matchPath(uiRoutes.search, pathname)) {
    const q = searchTextOf(search);
    const title = q
      ? t(searchMessages.resultsDocumentTitle, { q, ...product })
      : t(searchMessages.searchDocumentTitle, product);
    return { status: 200, head: storePage(title, pageUrl) };
  }
  if (matchPath(uiRoutes.terms, pathname))
    return { status: 200, head: storePage(documentTitles.named(t(legalMessages.termsTitle)), pageUrl) };
  if (matchPath(uiRoutes.privacy, pathname))
    return { status: 200, head: storePage(documentTitles.named(t(legalMessages.privacyTitle)), pageUrl) };
  return { status: 200, head: storePage(homeTitle, pageUrl) };
}
