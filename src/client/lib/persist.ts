import type { Action, Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE, type PersistConfig, type Transform } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

type SessionEncryption = typeof import('./sessionEncryption');
let encryption: SessionEncryption | undefined;

/**
 * Loads the encryption (its own chunk, sessionEncryption.ts). Call it, and wait, before
 * persistStore: a persisted slice is read and written only through it.
 */
export async function loadSessionEncryption(): Promise<SessionEncryption> {
  encryption ??= await import(/* webpackChunkName: "session-encryption" */ './sessionEncryption');
  return encryption;
}

/**
 * The encrypting transform, created on first use from the loaded encryption (the store is created,
 * synchronously, before the chunk has arrived; redux-persist uses transforms only once persisting).
 */
function lazyEncryption<S>(secretKey: string | undefined): Transform<S, S> {
  let transform: Transform<S, S> | undefined;
  const current = () => {
    if (!encryption) throw new Error('loadSessionEncryption() must finish before persistStore()');
    transform ??= encryption.encryptingTransform(secretKey) as unknown as Transform<S, S>;
    return transform;
  };
  return {
    in: (state, key, full) => current().in(state, key, full),
    out: (state, key, full) => current().out(state, key, full),
  };
}

/** redux-persist's own actions carry functions; the serializability check must let them pass. */
export const persistActionTypes = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** The localStorage key redux-persist writes a persisted slice under. */
export const storageKeyOf = (key: string) => `persist:${key}`;

/** Whether a session is stored in this browser (encrypted; false where storage is blocked). */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(storageKeyOf('session')) !== null;
  } catch {
    return false;
  }
}

/**
 * All or nothing: if any field fails to decrypt (another device, a changed fingerprint, tampering),
 * the transform yields undefined for it and the whole stored copy is ignored, so the slice starts
 * from its initial state instead of a half-filled one. Unknown stored fields are ignored too.
 */
function allOrNothing<S extends object>(inbound: unknown, _original: S, reduced: S): S {
  if (!inbound || typeof inbound !== 'object') return reduced;
  const entries = Object.entries(inbound).filter(([key]) => key !== '_persist');
  if (entries.some(([, value]) => value === undefined)) return reduced;
  const merged = { ...reduced } as Record<string, unknown>;
  for (const [key, value] of entries) if (key in merged) merged[key] = value;
  return merged as S;
}

/**
 * Persists one slice in localStorage, every field encrypted with AES under storageSecretKey()
 * (sessionEncryption.ts, loaded by loadSessionEncryption()).
 * Only the session slice uses it (src/README.md, Client rules); the API cache is never persisted.
 */
export function persistEncrypted<S extends object, A extends Action>(
  key: string,
  reducer: Reducer<S, A>,
  options: { blacklist?: Array<keyof S & string>; secretKey?: string } = {},
) {
  const config: PersistConfig<S> = {
    key,
    storage,
    blacklist: options.blacklist,
    transforms: [lazyEncryption(options.secretKey)],
    stateReconciler: allOrNothing,
  };
  return persistReducer(config, reducer);
}
