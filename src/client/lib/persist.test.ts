import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { persistSession } from '../app/sessionPersistence';
import { makeStore } from '../app/store';
import { sessionReducer, SET_DATA, SET_LOADING, SUCCESS } from '../features/session/session.slice';
import { syncSessionWithCookie } from '../features/session/session.effects';
import { bootstrapped } from '../testing/render';
import { sessionUser } from '../testing/session';
import { setAuthCookie } from './cookies';
import { persistEncrypted } from './persist';
import { persistActionTypes, storageKeyOf } from './storedSession';
import { storageSecretKey } from './sessionEncryption';

async function persistedStore() {
  const store = makeStore();
  const persistor = persistSession(store);
  await bootstrapped(persistor);
  return { store, persistor };
}

async function loggedInAndFlushed() {
  const { store, persistor } = await persistedStore();
  store.dispatch(SET_DATA(sessionUser));
  store.dispatch(SUCCESS(true));
  await persistor.flush();
  return { store, persistor };
}

describe('persisted session (encrypted localStorage)', () => {
  it('never stores the e-mail, names, phone or token in clear', async () => {
    await loggedInAndFlushed();
    const raw = localStorage.getItem(storageKeyOf('session'));
    expect(raw).toBeTruthy();
    for (const secret of [
      sessionUser.email,
      sessionUser.firstName,
      sessionUser.lastName,
      sessionUser.token,
      sessionUser.phoneNumber,
      sessionUser.userId,
    ]) {
      expect(raw).not.toContain(secret);
    }
    // Only the session is stored: not the API cache, not the shop or newsletter.
    expect(Object.keys(localStorage)).toEqual([storageKeyOf('session')]);
  });

  it('restores the user in a new page on the same device', async () => {
    await loggedInAndFlushed();
    const { store } = await persistedStore();
    expect(store.getState().session).toMatchObject({ ...sessionUser, isLoggedIn: true, loading: false });
  });

  it('does not store the loading flag', async () => {
    const { store, persistor } = await loggedInAndFlushed();
    store.dispatch(SET_LOADING());
    await persistor.flush();
    const next = await persistedStore();
    expect(next.store.getState().session.loading).toBe(false);
  });

  it('ignores a stored session that does not decrypt here (another device fingerprint)', async () => {
    await loggedInAndFlushed();
    const elsewhere = configureStore({
      reducer: combineReducers({
        session: persistEncrypted('session', sessionReducer, { secretKey: storageSecretKey('another device') }),
      }),
      middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: persistActionTypes } }),
    });
    await bootstrapped(persistStore(elsewhere));
    expect(elsewhere.getState().session).toMatchObject({ isLoggedIn: false, email: '', token: '' });
  });

  it("spells redux-persist's action types as redux-persist does (the store lets them pass without importing it)", () => {
    expect(persistActionTypes).toEqual([FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER]);
  });

  it('derives the key from the fingerprint with SHA-256', () => {
    expect(storageSecretKey('device a')).toMatch(/:[0-9a-f]{64}$/);
    expect(storageSecretKey('device a')).not.toBe(storageSecretKey('device b'));
  });
});

describe('start-up check of the .AUTH cookie', () => {
  it('keeps the stored user when the cookie is present', async () => {
    await loggedInAndFlushed();
    setAuthCookie();
    const { store } = await persistedStore();
    syncSessionWithCookie(store);
    expect(store.getState().session).toMatchObject({ email: sessionUser.email, isLoggedIn: true });
  });

  it('clears the stored user when the cookie is gone', async () => {
    await loggedInAndFlushed();
    const { store } = await persistedStore();
    syncSessionWithCookie(store);
    expect(store.getState().session).toMatchObject({ email: '', token: '', firstName: '', isLoggedIn: false });
  });

  it('dispatches nothing for a visitor, whose session is already empty', async () => {
    const { store } = await persistedStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    syncSessionWithCookie(store);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
