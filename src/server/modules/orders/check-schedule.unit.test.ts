import { CHECK_HORIZON_MS, firstCheckAt, nextCheckAt, PENDING_CHECK_MS } from './check-schedule';

const now = new Date('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const gapOf = (next: string | null) => (next === null ? null : Date.parse(next) - now.getTime());

test('a pending order is looked at every 30 s, from 30 s after checkout', () => {
  expect(gapOf(firstCheckAt(now))).toBe(PENDING_CHECK_MS);
  expect(
    gapOf(nextCheckAt({ status: 'pending', created_at: ago(10 * 60_000), updated_at: ago(10 * 60_000) }, now)),
  ).toBe(PENDING_CHECK_MS);
});

test('an order that stopped being payable: every 30 s for 15 minutes, then a tenth of the time since, at most hourly, until three days', () => {
  const closed = (sinceMs: number, createdMs = sinceMs + 60_000) =>
    gapOf(nextCheckAt({ status: 'expired', created_at: ago(createdMs), updated_at: ago(sinceMs) }, now));
  expect(closed(5 * 60_000)).toBe(PENDING_CHECK_MS);
  expect(closed(20 * 60_000)).toBe(2 * 60_000);
  expect(closed(30 * 60 * 60_000)).toBe(60 * 60_000);
  expect(closed(CHECK_HORIZON_MS, CHECK_HORIZON_MS + 1)).toBeNull();
});

test('paid, refunded and disputed orders need no look', () => {
  for (const status of ['paid', 'refunded', 'disputed'] as const) {
    expect(nextCheckAt({ status, created_at: ago(60_000), updated_at: ago(60_000) }, now)).toBeNull();
  }
});
