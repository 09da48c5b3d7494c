/**
 * Bearer tokens: 32 random bytes (base64url, 43 characters). The database keeps only their
 * SHA-256: the token has full entropy, so a fast hash suffices (no salt or stretching needed),
 * and a copy of the sessions table cannot be replayed.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** The exact shape newSessionToken() produces; anything else cannot be a session. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(authorization?.trim() ?? '');
  const token = match?.[1];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}
