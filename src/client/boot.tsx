/**
 * The app's boot (start.tsx runs it once its modules are evaluated): hydrates a page the server
 * rendered, or renders one itself once the stored session is read.
 */
import './zod-without-eval';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SERVER_STATE_ELEMENT_ID } from '../shared/page-rendering';
import { AppProviders } from './app/providers';
import { initialStateForUrl } from './app/initialState';
import { makeStore } from './app/store';
import { AccountActions } from './app/layout/Header';
import { AppRoutes, PaymentReportResender, preloadPage } from './app/router';
import { syncSessionWithCookie } from './features/session';
import { hydrateApiState } from './lib/api';
import { healFailedQueries } from './lib/failedQueries';
import { hasAuthCookie } from './lib/cookies';
import { hasStoredSession } from './lib/storedSession';
import { afterNextPaint } from './lib/paints';
import { isCodeUnavailable } from './lib/retryableLazy';
import { activateLocale, documentLocale } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const store = makeStore(initialStateForUrl(window.location.pathname, window.location.search));
healFailedQueries(store);
/**
 * The page's language (the server's choice, in <html lang>), active before anything renders: a
 * Hindi page hydrates in Hindi. If Hindi's chunk cannot be had, the page goes on in English.
 */
const languageReady = activateLocale(documentLocale()).catch(() => undefined);
const serverStateText = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
const serverState: unknown = serverStateText ? JSON.parse(serverStateText) : undefined;

/** The session's persistence: redux-persist and the encryption, a lazy chunk (app/sessionPersistence.ts). */
const loadSessionPersistence = () => import(/* webpackChunkName: "session-persistence" */ './app/sessionPersistence');

/**
 * The code only a session needs: its persistence, the header's account end and the payment
 * reports' resender, fetched side by side. A part that cannot be downloaded now is tried again
 * when it renders (its error boundary says so there).
 */
function preloadSessionCode(): Promise<unknown> {
  return Promise.all(
    [loadSessionPersistence(), AccountActions.preload(), PaymentReportResender.preload()].map((load) =>
      load.catch(() => undefined),
    ),
  );
}

/** Reads the stored session (decrypted, checked against the cookie) and stores it from now on. */
const startPersisting = () =>
  void loadSessionPersistence().then(({ persistSession }) => persistSession(store, () => syncSessionWithCookie(store)));

/**
 * Whether this browser may hold a session: a stored one, or the `.AUTH` cookie of one. A visitor
 * has neither, and their page needs neither redux-persist nor the decryption (crypto-js), about
 * 10 KB gzip together, until they log in.
 */
const mayHoldSession = () => hasAuthCookie() || hasStoredSession();

/**
 * React's report of an error it recovered from while hydrating (by rendering that part in the
 * browser instead), as React would report it (window's error event), except when the part's code
 * could not be downloaded: offline, a section adopted late whose chunk cannot be had; its error
 * boundary shows that already (the footer's map gives way to its space, a page says why).
 */
function reportUnlessCodeUnavailable(error: unknown): void {
  if (!isCodeUnavailable(error)) reportError(error);
}

let restoring = false;
/**
 * After hydration: the page was rendered for a visitor, so the session comes back only now. A
 * visitor's session is stored from the moment it first changes (logging in), the encryption
 * loaded then; storing it rehydrates nothing, as nothing was stored.
 */
function RestoreSessionAfterHydration() {
  useEffect(() => {
    // Once, though StrictMode runs effects twice in development.
    if (restoring) return;
    restoring = true;
    if (mayHoldSession()) {
      startPersisting();
      return;
    }
    const visitorSession = store.getState().session;
    const unsubscribe = store.subscribe(() => {
      if (store.getState().session === visitorSession) return;
      unsubscribe();
      startPersisting();
    });
  }, []);
  return null;
}

if (serverState) {
  // A page the server rendered (server-render/): start from the API answers it used, render the
  // same tree as a visitor, and restore the session once the markup is adopted.
  store.dispatch(hydrateApiState(serverState));
  // Fetched while the page hydrates, so a stored session is back as soon as hydration is done.
  if (mayHoldSession()) void preloadSessionCode();
  // While a part of the page hydrates, its components read this state (react-redux's serverState):
  // the visitor's, as the server rendered it, even once the session has been restored. Parts that
  // hydrate later (each section is its own Suspense boundary) would otherwise show the session's
  // markup where the server's is, which is a hydration mismatch.
  const serverSnapshot = store.getState();
  // Hydrated once the page's code is here (a tap is then never lost to code still on its way) and
  // the browser has painted the server's HTML: hydrating before that paint would hold it back.
  // A page whose code cannot be downloaded still hydrates: its layout then shows why (PageOutlet).
  const pageCode = preloadPage(window.location.pathname).catch(() => undefined);
  void Promise.all([pageCode, languageReady, afterNextPaint()]).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders store={store} serverState={serverSnapshot} afterRoutes={<RestoreSessionAfterHydration />}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: reportUnlessCodeUnavailable },
    ),
  );
} else {
  // The routes render only once the stored session is decrypted and checked against the cookie, so
  // no client-rendered page ever shows the logged-out header for a moment to a logged-in user.
  if (mayHoldSession()) void preloadSessionCode();
  void Promise.all([loadSessionPersistence(), languageReady]).then(([{ persistSession, PersistGate }]) => {
    const persistor = persistSession(store);
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store}>
          <PersistGate persistor={persistor} loading={null} onBeforeLift={() => syncSessionWithCookie(store)}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </PersistGate>
        </AppProviders>
      </StrictMode>,
    );
  });
}
