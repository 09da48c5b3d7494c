/**
 * The session's persistence, a lazy chunk (with redux-persist and the encryption): loaded where a
 * session is stored or begins (boot.tsx), never on a visitor's page. It swaps the store's plain
 * session reducer for the persisting, encrypting one, then reads the stored session back.
 */
import type { Reducer } from '@reduxjs/toolkit';
import { persistStore, type Persistor } from 'redux-persist';
import { sessionReducer } from '../features/session/session.slice';
import { persistEncrypted } from '../lib/persist';
import { rootReducerWith, type AppStore, type StoredSessionState } from './store';

export { PersistGate } from 'redux-persist/integration/react';

/**
 * Persists the store's session from now on and reads the stored one into it (`onRehydrated` once
 * read). `loading` is not persisted, so a page closed in the middle of a login does not come back
 * with a spinning button.
 */
export function persistSession(store: AppStore, onRehydrated?: () => void): Persistor {
  // Typed as needing its marker, redux-persist's reducer takes the plain session it replaces and
  // adds the marker itself (on PERSIST).
  const persisting = persistEncrypted('session', sessionReducer, {
    blacklist: ['loading'],
  }) as Reducer<StoredSessionState>;
  store.replaceReducer(rootReducerWith(persisting));
  return persistStore(store, null, onRehydrated);
}
