import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { api, type ServerRenderExtra } from '../lib/api';
import { persistActionTypes } from '../lib/storedSession';
import { addBookWizardReducer } from '../features/admin/addBookWizard.slice';
import { cartReducer } from '../features/cart/cart.slice';
import { checkoutReducer } from '../features/checkout/checkout.slice';
import { newsletterReducer } from '../features/newsletter/newsletter.slice';
import { sessionReducer, type SessionState } from '../features/session/session.slice';
import { shopReducer } from '../features/shop/shop.slice';
import { wishlistReducer } from '../features/wishlist/wishlist.slice';

/** The session, with redux-persist's marker once it is persisted. */
export type StoredSessionState = SessionState & Partial<PersistPartial>;

/**
 * The root reducer around a session reducer: the plain one to start with; once a session is stored
 * or begins, app/sessionPersistence.ts (a lazy chunk, with redux-persist and the encryption) swaps
 * in the persisting one. Only the session is persisted (encrypted, see lib/persist.ts).
 */
export const rootReducerWith = (session: Reducer<StoredSessionState>) =>
  combineReducers({
    [api.reducerPath]: api.reducer,
    session,
    cart: cartReducer,
    wishlist: wishlistReducer,
    checkout: checkoutReducer,
    addBookWizard: addBookWizardReducer,
    newsletter: newsletterReducer,
    shop: shopReducer,
  });

const rootReducer = rootReducerWith(sessionReducer);

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
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: persistActionTypes },
      }).concat(api.middleware),
    // Redux DevTools: in development, and in a production build made with REDUX_DEVTOOLS=true (webpack.config.ts).
    devTools: process.env.NODE_ENV !== 'production' || process.env.REDUX_DEVTOOLS === 'true',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
