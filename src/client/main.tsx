import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { AppProviders } from './app/providers';
import { makeStore } from './app/store';
import { AppRoutes } from './app/router';
import { syncSessionWithCookie } from './features/session';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const store = makeStore();
const persistor = persistStore(store);

// The routes render only once the stored session is decrypted and checked against the cookie, so
// no page ever shows the logged-out header for a moment to a logged-in user.
createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <PersistGate persistor={persistor} loading={null} onBeforeLift={() => syncSessionWithCookie(store.dispatch)}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </AppProviders>
  </StrictMode>,
);
