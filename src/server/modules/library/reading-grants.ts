/**
 * A reading grant: the part of an EPUB's file URLs that says who may read a full book
 * (`/epub/book/<grant>/<path>`). The reader's frames load chapters and images by URL, where no
 * Authorization header can go, so the grant stands in for the token there: it names the session
 * and the book, expires, and is signed with the store's key (HMAC-SHA256, truncated to 128 bits).
 * It proves only who asks: each file request still checks the session is active and the book
 * theirs, so logging out or a refund ends access at once, not when the grant expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough for a night's reading; the reader asks for a new one when it reopens the book. */
export const READING_GRANT_TTL_MS = 12 * 60 * 60 * 1000;
const SIGNATURE_BYTES = 16;

export interface ReadingGrant {
  sessionId: number;
  bookId: number;
  expiresAt: Date;
}

export class ReadingGrants {
  constructor(private readonly key: Buffer) {}

  issue(sessionId: number, bookId: number, now: Date): { grant: string; expiresAt: Date } {
    const expiresAt = new Date(now.getTime() + READING_GRANT_TTL_MS);
    const payload = `${sessionId}.${bookId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return { grant: `${payload}.${this.sign(payload).toString('base64url')}`, expiresAt };
  }

  /** The grant's contents when it is ours and unexpired; undefined for anything else. */
  verify(grant: string, now: Date): ReadingGrant | undefined {
    const match = /^(\d{1,15})\.(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(grant);
    if (!match) return undefined;
    const [, session, book, expires, signature] = match;
    const expected = this.sign(`${session}.${book}.${expires}`);
    const given = Buffer.from(signature!, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const expiresAt = new Date(Number(expires) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return undefined;
    return { sessionId: Number(session), bookId: Number(book), expiresAt };
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  }
}
