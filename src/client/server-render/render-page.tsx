/**
 * The server's renderer of public pages (the entry of the build's dist-server/render-page.js; the
 * browser's entry is main.tsx). It renders the same routes, store and providers as the browser,
 * as a visitor: the session lives in the browser and is restored after hydration.
 *
 * The query hooks start their queries during render on the server (lib/api.ts), so a page is
 * rendered until no query is left running: the first pass starts the page's queries, the next one
 * shows their data (and may start queries that data reveals, such as the product page's New
 * Arrivals once the book is known). React's streaming renderer waits for every lazy page chunk
 * (onAllReady); the HTML is then read whole, because its critical CSS (Emotion) must come first.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { setupI18n, type I18n } from '@lingui/core';
import type { RenderPage, RenderedPage } from '../../shared/page-rendering';
import { INTL_LOCALES, LOCALES, type Locale } from '../../shared/i18n/locales';
import { hindiMessages } from '../i18n/hindi';
import { hindiMoreComposedTexts, hindiMoreMessages } from '../i18n/hindi-more';
import { registerComposedTexts } from '../i18n/store-text';
import { api } from '../lib/api';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { initialStateForUrl } from '../app/initialState';
import { makeStore, type AppStore } from '../app/store';
import { pageHeadOf } from './page-head';
import { translator } from '../i18n/translate';
import { DEVANAGARI_PRELOAD } from '../theme/devanagariFont';

/** Passes before giving up on a page whose queries keep revealing more (none does more than 3). */
const MAX_PASSES = 4;
/** A render that takes longer is abandoned; the server falls back to the client-rendered page. */
const RENDER_TIMEOUT_MS = 5_000;

registerComposedTexts('hi', hindiMoreComposedTexts);

/** One Lingui instance per language: pages in both are rendered side by side. */
const i18nOf = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = setupI18n();
    i18n.loadAndActivate({
      locale,
      locales: INTL_LOCALES[locale],
      messages: locale === 'hi' ? ({ ...hindiMessages, ...hindiMoreMessages } as never) : {},
    });
    return [locale, i18n];
  }),
) as Record<Locale, I18n>;

function renderToText(store: AppStore, url: string, i18n: I18n): Promise<{ html: string; styles: string }> {
  // A fresh Emotion cache per pass: it holds the styles this markup used, and nothing else.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve({ html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) });
        done();
      },
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`Rendering ${url} took over ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
    const stream = renderToPipeableStream(
      <CacheProvider value={cache}>
        <AppProviders store={store} i18n={i18n}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
      {
        // Never outline a Suspense boundary for progressive reveal: that needs inline scripts (which
        // the Content-Security-Policy refuses), and the page is sent whole anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          stream.pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        // An error inside a boundary is rendered by the client instead; the page is not worth keeping.
        onError(error) {
          clearTimeout(timer);
          reject(error);
        },
      },
    );
  });
}

/** The API cache to embed: the queries' answers and their tags (subscriptions and config are the browser's own). */
function embeddedState(store: AppStore): string {
  const { queries, provided } = store.getState()[api.reducerPath];
  // The tags too: a hydrated answer must be refetched when a mutation invalidates it.
  const json = JSON.stringify({ [api.reducerPath]: { queries, mutations: {}, provided } });
  // Inside <script>: no '</script>' or '<!--' can end or change it; U+2028/9 are line ends in old engines.
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const renderPage: RenderPage = async ({ url, locale, serverFetch, publicUrl }): Promise<RenderedPage> => {
  const address = new URL(url, publicUrl);
  const store = makeStore(initialStateForUrl(address.pathname, address.search), { serverFetch });
  try {
    let rendered = await renderToText(store, url, i18nOf[locale]);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const running = await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      if (running.length === 0) break;
      rendered = await renderToText(store, url, i18nOf[locale]);
    }
    const { status, head } = pageHeadOf(url, store.getState(), publicUrl, translator(i18nOf[locale]));
    if (locale === 'hi') head.preloadFonts = [DEVANAGARI_PRELOAD];
    return { status, html: rendered.html, styles: rendered.styles, state: embeddedState(store), head };
  } finally {
    store.dispatch(api.util.resetApiState());
  }
};
