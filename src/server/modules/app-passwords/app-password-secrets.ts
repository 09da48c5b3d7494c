/**
 * App passwords themselves: 24 characters of an alphabet without look-alikes (120 random bits),
 * easy to type on an e-reader's keyboard. The store keeps the SHA-256 of the password (HTTP Basic)
 * and the SHA-256 of its hex MD5 (KOReader's progress sync sends `x-auth-key: md5(password)`):
 * with 120 random bits a fast hash is enough, as for session tokens (secret-tokens.ts).
 */
import { createHash, randomInt } from 'node:crypto';
import { APP_PASSWORD_ALPHABET, APP_PASSWORD_LENGTH } from '../../../shared/contract/reading-apps.contract';

export function newAppPassword(): string {
  let password = '';
  for (let i = 0; i < APP_PASSWORD_LENGTH; i += 1)
    password += APP_PASSWORD_ALPHABET[randomInt(APP_PASSWORD_ALPHABET.length)];
  return password;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What is stored of a password typed into an app's Basic sign-in. */
export const appPasswordSecretHash = (password: string): string => sha256(password.trim());

/** KOReader's x-auth-key for this password: the hex MD5 it computes of what the user typed. */
export const kosyncKeyOf = (password: string): string => createHash('md5').update(password).digest('hex');

/** What is stored of a KOReader key (the MD5 as KOReader sends it, any case). */
export const kosyncKeyHash = (key: string): string => sha256(key.trim().toLowerCase());

/** Whether the text could be an app password at all (a cheap refusal before any lookup). */
export function looksLikeAppPassword(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length === APP_PASSWORD_LENGTH && [...trimmed].every((c) => APP_PASSWORD_ALPHABET.includes(c));
}
