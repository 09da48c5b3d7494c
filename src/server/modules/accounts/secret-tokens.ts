/**
 * Secret tokens (session bearer tokens, and the single-use tokens of mailed links): 32 random
 * bytes (base64url, 43 characters). The database keeps only their SHA-256: the token has full
 * entropy, so a fast hash suffices (no salt or stretching needed), and a copy of the sessions or
 * account_tokens table cannot be replayed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SECRET_TOKEN_PATTERN } from '../../../shared/constants';

/** 32 bytes: SECRET_TOKEN_PATTERN is the shape they take, and anything else cannot be one. */
const TOKEN_BYTES = 32;

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(authorization?.trim() ?? '');
  const token = match?.[1];
  return token !== undefined && SECRET_TOKEN_PATTERN.test(token) ? token : undefined;
}
