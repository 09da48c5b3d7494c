/**
 * When the reconciler looks at an order's payments at the provider again.
 *
 * A pending order is looked at every 30 s, so a payment whose report and webhooks were all lost is
 * settled within a minute. After an order stopped being payable, a late payment (UPI often
 * completes minutes later) is still found: every 30 s for 15 minutes, then ever more rarely (a
 * tenth of the order's age, at most hourly) for three days; webhooks cover anything later. A paid,
 * refunded or disputed order needs no look: its payment is settled.
 */
import type { OrderRow } from '../../db/database';

export const PENDING_CHECK_MS = 30_000;
const CLOSE_WATCH_MS = 15 * 60_000;
const MAX_CHECK_GAP_MS = 60 * 60_000;
export const CHECK_HORIZON_MS = 3 * 24 * 60 * 60_000;

const at = (ms: number) => new Date(ms).toISOString();

export function firstCheckAt(now: Date): string {
  return at(now.getTime() + PENDING_CHECK_MS);
}

export function nextCheckAt(order: Pick<OrderRow, 'status' | 'created_at' | 'updated_at'>, now: Date): string | null {
  const nowMs = now.getTime();
  if (order.status === 'pending') return at(nowMs + PENDING_CHECK_MS);
  if (order.status === 'paid' || order.status === 'refunded' || order.status === 'disputed') return null;
  if (nowMs - Date.parse(order.created_at) > CHECK_HORIZON_MS) return null;
  const sinceClosed = nowMs - Date.parse(order.updated_at);
  const gap =
    sinceClosed < CLOSE_WATCH_MS
      ? PENDING_CHECK_MS
      : Math.min(MAX_CHECK_GAP_MS, Math.max(PENDING_CHECK_MS, sinceClosed / 10));
  return at(nowMs + gap);
}
