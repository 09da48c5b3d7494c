import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type ServerRenderExtra } from '../lib/api';
import { persistActionTypes, persistEncrypted } from '../lib/persist';
import { newsletterReducer } from '../features/newsletter/newsletter.slice';
import { sessionReducer } from '../features/session/session.slice';
import { shopReducer } from '../features/shop/shop.slice';

/**
 * Only the session is persisted (encrypted, see lib/persist.ts); `loading` is not, so a page closed
 * in the middle of a login does not come back with a spinning button.
 */
const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: persistEncrypted('session', sessionReducer, { blacklist: ['loading'] }),
  newsletter: newsletterReducer,
  shop: shopReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store: one for the app, a new one per test, one per page the server renders (with
 * `extra`, which answers its API calls in-process).
 */
export function makeStore(preloadedState?: Partial<RootState>, extra?: ServerRenderExtra) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra }, serializableCheck: { ignoredActions: persistActionTypes } }).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
