/** Ids in Razorpay's format: a prefix, '_', and 14 letters or digits ('order_Fk3…', 'pay_9ZQ…', 'rfnd_…', 'disp_…'). */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 14;

export function newRazorpayId(prefix: 'order' | 'pay' | 'evt' | 'rfnd' | 'disp'): string {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${id}`;
}

/** Razorpay timestamps are unix seconds. */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
