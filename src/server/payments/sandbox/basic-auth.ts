/** Razorpay's API authentication: HTTP Basic with the key id as user and the key secret as password. */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time: the comparison's timing says nothing about how close a guess was. */
export function isAuthorized(header: string | undefined, keyId: string, keySecret: string): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'base64').toString('utf8');
  return timingSafeEqual(digest(given), digest(`${keyId}:${keySecret}`));
}
