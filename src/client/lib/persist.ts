import type { Action, Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE, type PersistConfig } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { encryptTransform } from 'redux-persist-transform-encrypt';
import sha256 from 'crypto-js/sha256';
import { deviceFingerprint } from './fingerprint';

/**
 * The app's part of the storage key. It ships in the bundle, so it is no secret on its own: what
 * keeps the stored session unreadable elsewhere is the SHA-256 of the device fingerprint mixed in.
 * crypto-js's SHA-256 is synchronous and already in the bundle through the transform; WebCrypto
 * would need a secure context, which plain-http LAN addresses are not.
 */
const APP_SECRET = 'pustaka.session.v1';

export function storageSecretKey(fingerprint: string = deviceFingerprint()): string {
  return `${APP_SECRET}:${sha256(fingerprint).toString()}`;
}

/** redux-persist's own actions carry functions; the serializability check must let them pass. */
export const persistActionTypes = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** The localStorage key redux-persist writes a persisted slice under. */
export const storageKeyOf = (key: string) => `persist:${key}`;

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
 * Persists one slice in localStorage, every field encrypted with AES under storageSecretKey().
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
    transforms: [
      encryptTransform({
        secretKey: options.secretKey ?? storageSecretKey(),
        // A stored copy that does not decrypt is simply not used (see allOrNothing).
        onError: () => undefined,
      }),
    ],
    stateReconciler: allOrNothing,
  };
  return persistReducer(config, reducer);
}
