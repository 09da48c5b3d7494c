/**
 * The session's persistence (redux-persist, encrypted): in the lazy chunk of
 * app/sessionPersistence.ts, with the encryption, as a visitor's page needs neither.
 */
import type { Action, Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type Transform } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { encryptingTransform } from './sessionEncryption';

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
 * (sessionEncryption.ts).
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
    transforms: [encryptingTransform(options.secretKey) as unknown as Transform<S, S>],
    stateReconciler: allOrNothing,
  };
  return persistReducer(config, reducer);
}
