import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type ServerRenderExtra } from '../lib/api';
import { persistActionTypes, persistEncrypted } from '../lib/persist';
import { addBookWizardReducer } from '../features/admin/addBookWizard.slice';
import { cartReducer } from '../features/cart/cart.slice';
import { checkoutReducer } from '../features/checkout/checkout.slice';
import { newsletterReducer } from '../features/newsletter/newsletter.slice';
import { sessionReducer } from '../features/session/session.slice';
import { shopReducer } from '../features/shop/shop.slice';
import { wishlistReducer } from '../features/wishlist/wishlist.slice';

/**
 * Only the session is persisted (encrypted, see lib/persist.ts); `loading` is not, so a page closed
 * in the middle of a login does not come back with a spinning button.
 */
const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: persistEncrypted('session', sessionReducer, { blacklist: ['loading'] }),
  cart: cartReducer,
  wishlist: wishlistReducer,
  checkout: checkoutReducer,
  addBookWizard: addBookWizardReducer,
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
    // Redux DevTools: in development, and in a production build made with REDUX_DEVTOOLS=true (webpack.config.ts).
    devTools: process.env.NODE_ENV !== 'production' || process.env.REDUX_DEVTOOLS === 'true',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
