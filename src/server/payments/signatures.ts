/**
 * Razorpay's two signatures, both hex HMAC-SHA256:
 * - a payment (Checkout's razorpay_signature): key = key secret, message = `<order_id>|<payment_id>`;
 * - a webhook (X-Razorpay-Signature): key = webhook secret, message = the raw request body.
 * The sandbox signs with these functions and the store verifies with them; a test checks both
 * against the official `razorpay` package, so the sandbox cannot drift from the real thing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares in constant time, so the answer's timing does not reveal how much of a guess was right. */
function sameHex(expectedHex: string, candidate: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(candidate.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function paymentSignature(providerOrderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${providerOrderId}|${paymentId}`);
}

/** `providerOrderId` must be the one WE stored for the order, never one the client sent. */
export function isValidPaymentSignature(
  providerOrderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameHex(paymentSignature(providerOrderId, paymentId, keySecret), signature);
}

export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return sameHex(webhookSignature(rawBody, webhookSecret), signature);
}
