/**
 * The contract between the server and the page renderer the build makes from the client
 * (client/server-render/, built by webpack to dist-server/render-page.js): the server hands it a
 * public page's address and a way to answer API calls in-process, and gets the page's HTML back.
 */

import type { Locale } from './i18n/locales';

/** What the document's <head> says about a page (title, description, Open Graph, schema.org). */
export interface PageHead {
  title: string;
  description: string;
  /** Open Graph properties without the `og:` prefix (type, title, description, image, url). */
  openGraph: Record<string, string>;
  /** A schema.org object (a Book on product pages), written as JSON-LD. */
  structuredData?: object;
  /** Font files (woff2) the page's text needs at once: a Hindi page's Devanagari. */
  preloadFonts?: string[];
}

export interface RenderedPage {
  /** 200, or 404 for a product that does not exist (its not-found page is rendered). */
  status: number;
  /** The markup inside #root. */
  html: string;
  /** The critical CSS of that markup, as <style> tags. */
  styles: string;
  /** The API cache the page was rendered with, as JSON; the client starts from it. */
  state: string;
  head: PageHead;
}

export interface RenderRequest {
  /** Path and query string, e.g. /shop?genre=3. */
  url: string;
  /** The language to render it in (the server chose it: shared/i18n/locales.ts). */
  locale: Locale;
  /** Answers the page's API calls (GET requests to SERVER_RENDER_ORIGIN + an API path). */
  serverFetch: (request: Request) => Promise<Response>;
  /** The public address of the store (PUBLIC_URL): absolute URLs for Open Graph. */
  publicUrl: string;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/**
 * The id of the JSON data block (<script type="application/json">, which the Content-Security-Policy
 * allows: it never runs) holding the API state, read once by the client before hydrating.
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';
