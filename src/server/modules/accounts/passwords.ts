/**
 * Password hashing: scrypt (node:crypto) with a random salt per user, compared in constant time.
 * The stored hash names its own parameters ('scrypt$N$r$p$<base64url>'), so the cost can be
 * raised later without breaking existing accounts: old hashes keep verifying with their own cost.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { TooManyRequests } from '../../domain-errors';
import { Semaphore } from '../../semaphore';
import { apiMessages } from '../../../shared/api-messages';

export interface PasswordColumns {
  password_hash: string;
  password_salt: string;
}

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * N = 2^15, r = 8: about 32 MiB and some 50-100 ms per hash on a current server core, which makes
 * an offline guess expensive while a login stays quick.
 */
export const PRODUCTION_PASSWORD_HASHING: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** Refuse absurd costs read back from a (tampered) hash instead of exhausting memory. */
const MAX_N = 2 ** 20;
const PREFIX = 'scrypt';

function isSaneCost({ N, r, p }: ScryptParams): boolean {
  return (
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16
  );
}

/**
 * The cost of new hashes. It is process-wide because hashing happens deep inside account creation;
 * buildApp sets it from its config, which is the production cost except in the test app.
 */
let currentParams: ScryptParams = PRODUCTION_PASSWORD_HASHING;
let decoy: Promise<PasswordColumns> | undefined;

export function usePasswordHashing(params: ScryptParams): void {
  if (!isSaneCost(params)) throw new Error(`Not a usable scrypt cost: ${JSON.stringify(params)}`);
  currentParams = params;
  // The decoy must cost what a real verification costs, or timing would tell unknown e-mails apart.
  decoy = undefined;
}

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads and compression share: 200
 * logins at once used to take all four for seconds and stall a PDF preview. Two hashes at a time
 * leave the other threads free; a flood queues (a few seconds at most) and past that is refused.
 */
const HASHING_SLOTS = 2;
const HASHING_MAX_WAITING = 200;
const hashing = new Semaphore(HASHING_SLOTS, HASHING_MAX_WAITING, () => new TooManyRequests(apiMessages.serverBusy));

function deriveKey(password: string, salt: string, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that so Node's default 32 MiB cap never bites.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

function parseHash(passwordHash: string): { params: ScryptParams; key: Buffer } | undefined {
  const [prefix, n, r, p, key] = passwordHash.split('$');
  if (prefix !== PREFIX || key === undefined) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  return isSaneCost(params) ? { params, key: Buffer.from(key, 'base64url') } : undefined;
}

export async function hashPassword(password: string): Promise<PasswordColumns> {
  const salt = randomBytes(SALT_BYTES).toString('base64url');
  const params = currentParams;
  const key = await deriveKey(password, salt, params);
  const { N, r, p } = params;
  return { password_hash: [PREFIX, N, r, p, key.toString('base64url')].join('$'), password_salt: salt };
}

/** False for a wrong password and for a hash that no password matches (unusable, malformed). */
export async function verifyPassword(password: string, stored: PasswordColumns): Promise<boolean> {
  const parsed = parseHash(stored.password_hash);
  if (!parsed || parsed.key.length !== KEY_BYTES) return false;
  const key = await deriveKey(password, stored.password_salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Spends the time of one verification and answers false. Login calls it for an unknown e-mail, so
 * the response time does not tell whether an account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(password, await decoy);
  return false;
}

/** A hash no password can produce: for accounts that must exist but not log in (seeded, anonymised). */
export function unusablePassword(): PasswordColumns {
  return {
    password_hash: `!unusable:${randomBytes(24).toString('hex')}`,
    password_salt: randomBytes(16).toString('hex'),
  };
}
