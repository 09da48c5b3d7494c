/**
 * Server-rendered first paint of the public pages (home, shop, product, search, legal pages): the
 * build's page renderer (dist-server/render-page.js, made from client/server-render/) renders the
 * SPA's own routes to HTML as a visitor; this file gives it the API in-process, puts its markup,
 * critical CSS, API state and <head> into index.html, and keeps the result in the catalog cache
 * (per address, dropped with every catalog change and at midnight like the catalog's answers), so
 * a rendered page costs a cache lookup for everyone after the first visitor.
 *
 * A page that cannot be rendered (no renderer built, a render error or timeout) is answered with
 * the plain index.html, rendered in the browser as before: never a 500.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageHead, RenderPage, RenderedPage } from '../../shared/page-rendering';
import { SERVER_STATE_ELEMENT_ID } from '../../shared/page-rendering';
import { uiRoutes } from '../../shared/ui-paths';
import { catalogCacheKeys } from '../modules/catalog/catalog-cache';
import { LANG_PARAMETER, LOCALES, type Locale } from '../../shared/i18n/locales';

/** The routes rendered on the server: public, the same for every visitor. */
export const serverRenderedRoutes: readonly string[] = [
  uiRoutes.home,
  uiRoutes.homeAlias,
  uiRoutes.shop,
  uiRoutes.product,
  uiRoutes.search,
  uiRoutes.terms,
  uiRoutes.privacy,
];

/**
 * A rendered page as kept and sent: compressed once when it is rendered, not per request (br and
 * gzip of a 130 KB page cost more than everything else about serving it).
 */
export interface PageAnswer {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Brotli's quality 11 takes ~0.2 s for a page; 6 is within a few per cent of it, in milliseconds. */
const BROTLI_QUALITY = 6;

async function compressed(status: number, html: string): Promise<PageAnswer> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { status, html: body, br, gzip: gz };
}

/** A page's language depends on the `lang` cookie and Accept-Language (server/i18n/request-locale.ts). */
export const PAGE_VARY = 'accept-encoding, cookie, accept-language';

/** Sends a rendered page in the best encoding the browser accepts (the route is left out of @fastify/compress). */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageAnswer,
  cacheControl: string,
): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', page.br]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', page.gzip]
      : [undefined, page.html];
  reply
    .code(page.status)
    .header('cache-control', cacheControl)
    .header('vary', PAGE_VARY)
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Renders an address into a whole HTML document, or undefined when it has to be left to the
 * browser. `readTemplate` (index.html) is called only when the page is not cached.
 */
export type PageRenderer = (
  url: string,
  locale: Locale,
  readTemplate: () => Promise<string>,
) => Promise<PageAnswer | undefined>;

/** The renderer of the build, or undefined if it was not built (the development server, some tests). */
function loadRenderPage(app: FastifyInstance, file: string): RenderPage | undefined {
  if (!fs.existsSync(file)) {
    app.log.info(`No server renderer at ${file}: pages are rendered in the browser (npm run build makes it).`);
    return undefined;
  }
  const loaded = createRequire(__filename)(file) as { renderPage?: RenderPage };
  if (typeof loaded.renderPage !== 'function') throw new Error(`${file} does not export renderPage`);
  return loaded.renderPage;
}

/** The page's GET requests to the API, answered in-process (through the same routes, cache and checks). */
function inProcessFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const { pathname, search } = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: `${pathname}${search}`,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headTags(head: PageHead): string {
  const openGraph = Object.entries(head.openGraph).map(
    ([property, content]) => `<meta property="og:${property}" content="${escapeHtml(content)}">`,
  );
  const twitter = `<meta name="twitter:card" content="${head.openGraph.image ? 'summary_large_image' : 'summary'}">`;
  const structured = head.structuredData
    ? `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`
    : '';
  const canonical = head.openGraph.url ? `<link rel="canonical" href="${escapeHtml(head.openGraph.url)}">` : '';
  const fonts = (head.preloadFonts ?? []).map(
    (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
  );
  return [...fonts, ...openGraph, twitter, canonical, structured].join('');
}

/** The address of a page in one language: the hreflang alternates' (`?lang=` wins over cookie and browser). */
function addressIn(url: string, locale: Locale | undefined): string {
  const address = new URL(url);
  if (locale) address.searchParams.set(LANG_PARAMETER, locale);
  else address.searchParams.delete(LANG_PARAMETER);
  return address.toString();
}

/** The page in each language, for search engines; x-default is the address that follows the visitor's choice. */
function alternates(canonical: string | undefined): string {
  if (!canonical) return '';
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  return [
    ...LOCALES.map((locale) => link(locale, addressIn(canonical, locale))),
    link('x-default', addressIn(canonical, undefined)),
  ].join('');
}

/** The <html> tag of index.html and its lang, quoted or not (the build's minifier drops the quotes). */
const HTML_TAG = /<html(\s+lang=("?)[a-z-]*\2)?/i;

/**
 * index.html in a language: its <html lang> (the browser reads the page's language from it), set
 * or added; a document without an <html> tag is left as it is (the browser then shows English).
 */
export function inLanguage(template: string, locale: Locale): string {
  return template.replace(HTML_TAG, (_whole, lang: string | undefined, quote: string | undefined) =>
    lang ? `<html lang=${quote}${locale}${quote}` : `<html lang="${locale}"`,
  );
}

/** The empty #root of index.html, with or without the quotes the build's minifier drops. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const DESCRIPTION = /<meta name="?description"? content="[^"]*"\s*\/?>/;

/** index.html with the page in it: title and description replaced, the rest added to <head> and #root. */
export function assemblePage(template: string, page: RenderedPage, locale: Locale): string {
  if (!EMPTY_ROOT.test(template)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  // Functions as replacements: a `$` in the page is text, not a replacement pattern.
  return inLanguage(template, locale)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.head.description)}">`)
    .replace('</head>', () => `${headTags(page.head)}${alternates(page.head.openGraph.url)}${page.styles}</head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>`,
    );
}

export function createPageRenderer(
  app: FastifyInstance,
  options: { renderFile: string; publicUrl: string },
): PageRenderer {
  const renderPage = loadRenderPage(app, options.renderFile);
  if (!renderPage) return async () => undefined;
  const serverFetch = inProcessFetch(app);
  return async (url, locale, readTemplate) => {
    try {
      // Each language is a page of its own in the cache.
      return await app.catalogCache.part(catalogCacheKeys.renderedPage<PageAnswer>(`${locale} ${url}`), async () => {
        const [template, page] = await Promise.all([
          readTemplate(),
          renderPage({ url, locale, serverFetch, publicUrl: options.publicUrl }),
        ]);
        return compressed(page.status, assemblePage(template, page, locale));
      });
    } catch (error) {
      app.log.warn({ err: error, url }, 'server rendering failed: the page is rendered in the browser');
      return undefined;
    }
  };
}
